import { type Confidence, overallWinner, rankByWeights, WEIGHTS, type ItemResearch, type Verdict } from '@juxta/contracts';
import { capitalise, joinList, midSentence } from '../text/english';
import { NEUTRAL_SCORE } from './overall-score';
import type { ScoreTable, Synthesis, SynthesisInput } from '../ports';
import { buildVerdict } from './verdict-builder';
import { answerSentence, answerToNeeds, questionLeadIn, summaryOpening } from './question-answer';

function formatScore(score: number): string {
  return `${score.toFixed(1)}/10`;
}

/**
 * A verdict from the score table alone, for callers that have no verdict: the analyst's own
 * confidence stands in for the sources (high as three independent ones, medium two, low one),
 * so nothing is called with more confidence than the analyst claimed.
 */
function verdictFromTable(table: ScoreTable): Verdict {
  const SOURCES: Record<Confidence, number> = { high: 3, medium: 2, low: 1, none: 0 };
  const items: ItemResearch[] = table.items.map((row, r) => ({
    name: row.name,
    description: '',
    overallScore: row.overallScore,
    pros: row.pros,
    cons: row.cons,
    sources: [0, 1, 2].map((k) => ({ title: '', url: `https://source-${r}-${k}.invalid/`, snippet: '' })),
    dimensions: Object.fromEntries(
      table.dimensions.map((d) => {
        const cell = row.scores[d] ?? { score: NEUTRAL_SCORE, confidence: 'none' as const };
        const evidence = Array.from({ length: SOURCES[cell.confidence] }, (_, k) => ({ sourceIndex: k, quote: '' }));
        return [d, { score: cell.score, confidence: cell.confidence, summary: '', details: '', pros: [], cons: [], evidence }];
      }),
    ),
  }));
  const weights = Object.fromEntries(table.dimensions.map((d) => [d, WEIGHTS.default]));
  const verdict = buildVerdict(items, table.dimensions, weights, []);
  // The stand-in sources say nothing about real pages or sentences: no "single sentence" notes.
  return { ...verdict, dimensions: verdict.dimensions.map((d) => ({ ...d, thin: undefined })) };
}

/** A quote short enough for a sentence of the recommendation: cut at a clause when it can be, else at a word. */
function shortQuote(quote: string, max = 140): string {
  const clean = quote.trim().replace(/[.!?;:,\s]+$/, '');
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const clause = Math.max(cut.lastIndexOf(','), cut.lastIndexOf(';'), cut.lastIndexOf(':'));
  const end = clause >= max * 0.4 ? clause : Math.max(cut.lastIndexOf(' '), max / 2);
  return `${cut.slice(0, end).replace(/[,;:\s]+$/, '')}…`;
}

/** Items with no evidence on any dimension. */
function itemsWithoutEvidence(table: ScoreTable): string[] {
  return table.items.filter((i) => table.dimensions.every((d) => (i.scores[d]?.confidence ?? 'none') === 'none')).map((i) => i.name);
}

/**
 * "add a source for B (price, battery life) or A (display)": for every item, the dimensions it
 * alone lacks evidence on while another item has some, so a source would let them be compared.
 */
function gapsToFill(table: ScoreTable, dimensions: readonly string[]): string | null {
  const has = (item: ScoreTable['items'][number], d: string) => (item.scores[d]?.confidence ?? 'none') !== 'none';
  const parts = table.items
    .map((item) => ({ name: item.name, dims: dimensions.filter((d) => !has(item, d) && table.items.some((o) => has(o, d))).map(midSentence) }))
    .filter((g) => g.dims.length > 0)
    .map((g) => `${g.name} (${joinList(g.dims)})`);
  return parts.length > 0 ? `add a source for ${joinList(parts, 'or')}` : null;
}

function cellScore(table: ScoreTable, item: string, dimension: string): number {
  return table.items.find((i) => i.name === item)?.scores[dimension]?.score ?? NEUTRAL_SCORE;
}

function weightNote(verdict: Verdict, dimension: string): string {
  const reason = verdict.weightReasons.find((r) => r.dimension === dimension);
  return reason && reason.weight > WEIGHTS.default ? ` (weighted ×${reason.weight}: ${reason.reason})` : '';
}

/**
 * A summary and a recommendation written from the verdict: who leads where the evidence allows a
 * comparison, the sentence that decides each lead, what could not be compared, the overall
 * ranking over decided dimensions only, and how thin the evidence is. It never names a winner
 * the verdict does not, and answers the user's question first when there is one.
 * Deterministic; the extractive analyst uses it, and the engine falls back on it.
 */
export function narrateScoreTable(input: SynthesisInput): Synthesis {
  const { table } = input;
  const verdict = input.verdict ?? verdictFromTable(table);
  const decided = verdict.dimensions.filter((d) => d.decided);
  const undecided = verdict.dimensions.filter((d) => !d.decided);
  const leads = decided.filter((d) => d.leader !== null);
  const close = decided.filter((d) => d.leader === null);
  const winner = verdict.winner;

  if (decided.length === 0) {
    // Name what is missing, and for whom: the reader can then add exactly that source.
    const bare = itemsWithoutEvidence(table);
    const opening = input.query ? `${questionLeadIn(input.query)}, the evidence cannot answer yet: ` : '';
    let body: string;
    let next: string;
    if (bare.length === table.items.length) {
      body = `no evidence was found on ${joinList(table.dimensions.map(midSentence))} for ${joinList(input.items)}, so every score is the neutral ${NEUTRAL_SCORE}/10.`;
      next = `Add a source for ${joinList(bare, 'or')} and rerun, or try more specific dimensions.`;
    } else if (bare.length > 0) {
      body = `no evidence was found for ${joinList(bare)}, so nothing can be compared with ${bare.length === 1 ? 'it' : 'them'} and there is no overall winner (${whoHasEvidence(table, table.dimensions)}).`;
      next = `Add a source for ${joinList(bare, 'or')} and rerun.`;
    } else {
      body = `no dimension has evidence for every item (${whoHasEvidence(table, table.dimensions)}), so none can be compared and there is no overall winner.`;
      next = `To compare them, ${gapsToFill(table, table.dimensions) ?? 'add sources about these items'} and rerun.`;
    }
    return {
      summary: opening ? `${opening}${body}` : capitalise(body),
      recommendation: `There is not enough evidence to recommend one over the other. ${next}`,
    };
  }

  // The dimensions that matter most first: by weight, then by the size of the lead.
  const weightOf = (d: string) => verdict.weights[d] ?? WEIGHTS.default;
  const spread = (d: string) => {
    const scores = table.items.map((i) => i.scores[d]?.score ?? NEUTRAL_SCORE);
    return Math.max(...scores) - Math.min(...scores);
  };
  const important = [...leads].sort((a, b) => weightOf(b.dimension) - weightOf(a.dimension) || spread(b.dimension) - spread(a.dimension));
  const winnerLeads = important.filter((d) => d.leader === winner);

  const summary: string[] = [];
  let answer: string;
  if (winner) {
    const on = winnerLeads.slice(0, 3).map((d) => `${midSentence(d.dimension)}${weightNote(verdict, d.dimension)}`);
    answer = on.length > 0 ? `${winner} comes out ahead: it leads on ${joinList(on)}` : `${winner} comes out ahead on the decided dimensions taken together`;
  } else if (decided.length * 2 < verdict.dimensions.length) {
    answer = `the evidence does not pick one: only ${decided.length} of ${verdict.dimensions.length} dimensions could be compared`;
  } else {
    answer = 'the evidence does not separate them overall';
  }
  // A question with needs ("in the bath") is answered from their dimensions first, then overall.
  const needs = input.query ? answerToNeeds(input.query, input.items, table, verdict) : null;
  if (needs) summary.push(summaryOpening(needs, answer));
  else summary.push(input.query ? `${questionLeadIn(input.query)}, ${answer}.` : `${capitalise(answer)}.`);

  // The decisive evidence: the sentence behind each of the most important leads.
  for (const d of important.slice(0, 3)) {
    const leader = d.leader as string;
    const others = table.items.filter((i) => i.name !== leader).map((i) => `${i.name} ${formatScore(cellScore(table, i.name, d.dimension))}`);
    const quote = d.decisive?.quote ? `: “${d.decisive.quote.trim()}”` : '';
    const stop = /[.!?]$/.test(d.decisive?.quote.trim() ?? '') ? '' : '.';
    // Thin or one-sided evidence is said where the lead is claimed, not only in a closing caveat.
    const thin = d.thin ? ` That is thin: ${d.thin}.` : '';
    summary.push(`On ${midSentence(d.dimension)}, ${leader} leads (${formatScore(cellScore(table, leader, d.dimension))} against ${joinList(others)})${quote}${stop}${thin}`);
  }
  const otherLeads = important.slice(3);
  if (otherLeads.length > 0) {
    summary.push(`${joinList(otherLeads.map((d) => `${d.leader} also leads on ${midSentence(d.dimension)}`))}.`);
  }
  if (close.length > 0) {
    summary.push(`${joinList(close.map((d) => d.dimension))} ${close.length === 1 ? 'is' : 'are'} too close to call.`);
  }
  if (undecided.length > 0) {
    summary.push(
      `There is not enough evidence to compare them on ${joinList(undecided.map((d) => midSentence(d.dimension)))} (${whoHasEvidence(table, undecided.map((d) => d.dimension))}); ${
        undecided.length === 1 ? 'it does' : 'they do'
      } not count toward the overall scores.`,
    );
  }
  const ranked = table.items
    .map((item) => ({ name: item.name, overall: item.overallScore }))
    .sort((a, b) => verdict.ranking.indexOf(a.name) - verdict.ranking.indexOf(b.name));
  // Which dimensions the overall scores rest on, by name when some were left out.
  const all = decided.length === verdict.dimensions.length;
  const which = all ? '' : ` (${joinList(decided.map((d) => midSentence(d.dimension)))})`;
  summary.push(
    `Overall, on ${all ? 'all' : 'the'} ${decided.length} compared dimension${decided.length === 1 ? '' : 's'}${which}, ${joinList(
      ranked.map((r) => `${r.name} scores ${formatScore(r.overall)}`),
    )}.`,
  );
  if (verdict.confidence === 'low') {
    summary.push(`The evidence is thin (${verdict.explanation}), so treat this as indicative.`);
  }

  // The page shows the recommendation's first sentence as the answer: it answers the question's needs too.
  const recommendation: string[] = needs ? [answerSentence(needs)] : [];
  if (winner) {
    // The decisive evidence, not only the scores: the sentence behind the winner's most important lead.
    const top = winnerLeads.find((d) => d.decisive?.quote.trim());
    recommendation.push(
      top?.decisive
        ? `${winner} is the better all-round choice on the evidence found, above all on ${midSentence(top.dimension)} (“${shortQuote(top.decisive.quote)}”).`
        : `${winner} is the better all-round choice on the evidence found.`,
    );
    const byEqualWeights = equalWeightWinner(table, verdict);
    if (byEqualWeights !== winner && verdict.weightReasons.length > 0) {
      // The weights, not the evidence alone, decided it: say so, so the text never hides why.
      const raised = verdict.weightReasons.map((r) => `${midSentence(r.dimension)} ×${r.weight}`);
      const equally = byEqualWeights ? `${byEqualWeights} would rank first` : 'none would come out ahead';
      recommendation.push(`With every dimension weighted equally ${equally}; the weights (${joinList(raised)}) put ${winner} ahead.`);
    }
  } else if (decided.length * 2 < verdict.dimensions.length) {
    recommendation.push(
      `There is not enough evidence for an overall winner: only ${decided.length} of ${verdict.dimensions.length} dimensions have evidence for every item.`,
    );
  } else {
    recommendation.push('Overall the evidence does not separate them; decide on the dimension that matters most to you.');
  }
  const picks = table.items
    .filter((item) => item.name !== winner)
    .map((item) => ({ name: item.name, dims: important.filter((d) => d.leader === item.name).map((d) => midSentence(d.dimension)) }))
    .filter((p) => p.dims.length > 0)
    .map((p) => `${p.name} if ${joinList(p.dims, 'or')} matters most`);
  if (picks.length > 0) recommendation.push(`Pick ${joinList(picks, 'or')}.`);
  const gaps = gapsToFill(table, undecided.map((d) => d.dimension));
  if (gaps) recommendation.push(`To compare them on more, ${gaps} and rerun.`);
  if (verdict.confidence === 'low') recommendation.push('Much of the evidence is thin, so treat these scores as indicative.');
  return { summary: summary.join(' '), recommendation: recommendation.join(' ') };
}

/** The winner with every decided dimension weighted the same, by the verdict's rule (null: none). */
function equalWeightWinner(table: ScoreTable, verdict: Verdict): string | null {
  const items = table.items.map((row) => ({
    name: row.name,
    dimensions: Object.fromEntries(
      Object.entries(row.scores).map(([d, c]) => [d, { score: c.score, confidence: c.confidence, summary: '', details: '', pros: [], cons: [], evidence: [] }]),
    ),
  }));
  return overallWinner(rankByWeights(items, verdict.decidedDimensions, {}), verdict.decidedDimensions.length, verdict.dimensions.length);
}

/** "only A has evidence on x and y, only B on z, none on w": who has evidence on undecided dimensions. */
function whoHasEvidence(table: ScoreTable, dimensions: readonly string[]): string {
  const groups = new Map<string, string[]>();
  for (const d of dimensions) {
    const present = table.items.filter((i) => i.scores[d] && i.scores[d].confidence !== 'none').map((i) => i.name);
    const key = present.length === 0 ? '' : joinList(present);
    groups.set(key, [...(groups.get(key) ?? []), midSentence(d)]);
  }
  let first = true;
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : 0))
    .map(([who, dims]) => {
      const verb = first ? (who.includes(' and ') ? ' have evidence' : ' has evidence') : '';
      first = false;
      return who === '' ? `no source on ${joinList(dims)}` : `only ${who}${verb} on ${joinList(dims)}`;
    })
    .join(', ');
}
