import { joinList, midSentence } from './english';
import { NEUTRAL_SCORE } from './overall-score';
import type { ScoreTable, Synthesis, SynthesisInput } from './ports';

/** Smallest lead on a dimension that counts as leading rather than a tie. */
const LEAD_MARGIN = 0.3;
/** A lone evidenced score must beat neutral by this much to count as a lead. */
const LONE_MARGIN = 0.3;

type TableItem = ScoreTable['items'][number];

interface DimensionOutcome {
  dimension: string;
  /** Index of the leading item, or null for a tie / no evidence. */
  leader: number | null;
  evidenced: boolean;
  /** The only item with evidence when it does not lead (its score is not above neutral). */
  lone?: { index: number; score: number };
}

function formatScore(score: number): string {
  return `${score.toFixed(1)}/10`;
}

function outcomeOf(table: ScoreTable, dimension: string): DimensionOutcome {
  const evidenced = table.items
    .map((item, index) => ({ index, cell: item.scores[dimension] }))
    .filter((e) => e.cell && e.cell.confidence !== 'none');
  if (evidenced.length === 0) return { dimension, leader: null, evidenced: false };
  // Stable: equal scores keep the items' order.
  const ranked = [...evidenced].sort((a, b) => b.cell.score - a.cell.score || a.index - b.index);
  const [top, second] = ranked;
  if (!second) {
    const alone = table.items.length === 1 || top.cell.score >= NEUTRAL_SCORE + LONE_MARGIN;
    return alone
      ? { dimension, leader: top.index, evidenced: true }
      : { dimension, leader: null, evidenced: true, lone: { index: top.index, score: top.cell.score } };
  }
  const leads = top.cell.score - second.cell.score >= LEAD_MARGIN - 1e-9;
  return { dimension, leader: leads ? top.index : null, evidenced: true };
}

function ranking(items: readonly TableItem[]): { item: TableItem; index: number }[] {
  return items.map((item, index) => ({ item, index })).sort((a, b) => b.item.overallScore - a.item.overallScore || a.index - b.index);
}

/**
 * A summary and a recommendation written from the score table alone: who leads on which
 * dimension, who leads overall, who should pick which, and which dimensions had no evidence.
 * Deterministic; the extractive analyst uses it, and the engine falls back on it.
 */
export function narrateScoreTable(input: SynthesisInput): Synthesis {
  const { table } = input;
  const outcomes = table.dimensions.map((d) => outcomeOf(table, d));
  const missing = outcomes.filter((o) => !o.evidenced).map((o) => o.dimension);
  const close = outcomes.filter((o) => o.evidenced && o.leader === null && !o.lone).map((o) => o.dimension);
  const lone = outcomes.filter((o) => o.lone);
  const leadsByItem = table.items.map((_, index) => outcomes.filter((o) => o.leader === index).map((o) => o.dimension));

  if (outcomes.every((o) => !o.evidenced)) {
    return {
      summary: `No evidence was found on ${joinList(table.dimensions.map(midSentence))} for ${joinList(input.items)}, so every score is the neutral ${NEUTRAL_SCORE}/10.`,
      recommendation:
        'There is not enough evidence to recommend one over the other. Try more specific dimensions, or add sources about these items.',
    };
  }

  const summary: string[] = [];
  const leadClauses = table.items
    .map((item, index) => ({ name: item.name, dims: leadsByItem[index] }))
    .filter((l) => l.dims.length > 0)
    .map((l, k) => `${l.name} ${k === 0 ? 'leads ' : ''}on ${joinList(l.dims)}`);
  if (leadClauses.length > 0) summary.push(`${leadClauses.join('; ')}.`);
  if (close.length > 0) summary.push(`${joinList(close)} ${close.length === 1 ? 'is' : 'are'} too close to call.`);
  for (const o of lone) {
    const { index, score } = o.lone as { index: number; score: number };
    const verdict = score < NEUTRAL_SCORE - LONE_MARGIN ? 'and it counts against it' : 'and it is mixed';
    summary.push(`Only ${table.items[index].name} has evidence on ${midSentence(o.dimension)}, ${verdict}.`);
  }

  const ranked = ranking(table.items);
  const [first, second] = ranked;
  if (second && Math.abs(first.item.overallScore - second.item.overallScore) < 0.05) {
    const tied = ranked.filter((r) => Math.abs(r.item.overallScore - first.item.overallScore) < 0.05);
    summary.push(`Overall, ${joinList(tied.map((r) => r.item.name))} tie at ${formatScore(first.item.overallScore)}.`);
  } else if (second) {
    const rest = ranked.slice(1).map((r) => `${r.item.name} (${formatScore(r.item.overallScore)})`);
    summary.push(`Overall, ${first.item.name} scores highest (${formatScore(first.item.overallScore)}), ahead of ${joinList(rest)}.`);
  } else {
    summary.push(`Overall, ${first.item.name} scores ${formatScore(first.item.overallScore)}.`);
  }
  if (missing.length > 0) {
    summary.push(
      `No evidence was found on ${joinList(missing.map(midSentence))}, so ${missing.length === 1 ? 'it does' : 'they do'} not count toward the overall scores.`,
    );
  }

  const recommendation: string[] = [];
  const picks = table.items
    .map((item, index) => ({ name: item.name, dims: leadsByItem[index] }))
    .filter((p) => p.dims.length > 0)
    .map((p, k) => `${k === 0 ? 'Pick' : 'pick'} ${p.name} if ${joinList(p.dims.map(midSentence), 'or')} matters most`);
  if (picks.length > 0) recommendation.push(`${picks.join('; ')}.`);
  const withoutLead = table.items.filter((_, index) => leadsByItem[index].length === 0).map((i) => i.name);
  if (withoutLead.length > 0 && withoutLead.length < table.items.length && table.items.length > 2) {
    recommendation.push(`${joinList(withoutLead)} ${withoutLead.length === 1 ? 'does' : 'do'} not lead on any dimension with evidence.`);
  }
  if (second && first.item.overallScore - second.item.overallScore >= LEAD_MARGIN) {
    recommendation.push(`Without a strong preference, ${first.item.name} is the better all-round choice on the evidence found.`);
  } else if (second) {
    recommendation.push('Overall the evidence does not separate them; decide on the dimension that matters most to you.');
  }
  const cells = table.items.flatMap((item) => Object.values(item.scores)).filter((c) => c.confidence !== 'none');
  const thin = cells.filter((c) => c.confidence === 'low').length;
  if (cells.length > 0 && thin * 2 > cells.length) {
    recommendation.push('Much of the evidence is thin, so treat these scores as indicative.');
  }
  return { summary: summary.join(' '), recommendation: recommendation.join(' ') };
}
