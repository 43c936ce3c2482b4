import type { DimensionDecision, QuestionAnswer, Verdict } from '@juxta/contracts';
import { askedCapability, needDimensions, needsOfQuestion, specificAsk } from '../planning/question-needs';
import { capitalise, joinList, midSentence } from '../text/english';
import type { ScoreTable, SynthesisInput } from '../ports';

/**
 * "For a team of five on a budget" out of "Which is better for a team of five on a budget?". A
 * question of several sentences ("Which VPN is best for privacy? I'm a journalist") is led in by the
 * one that asks, so the answer stays one sentence (the page shows the first).
 */
export function questionLeadIn(query: string): string {
  const sentences = query.trim().split(/(?<=[?.!])\s+/).filter((p) => p.trim());
  const chosen = sentences.find((p) => /\bfor\s+\S/i.test(p)) ?? sentences.find((p) => p.includes('?')) ?? sentences[0] ?? '';
  const asking = chosen.replace(/[?.!\s]+$/, '');
  const forPhrase = /\bfor\s+(.+)$/i.exec(asking);
  if (forPhrase) return `For ${forPhrase[1]}`;
  return `On your question (“${asking}”)`;
}

function hasEvidence(table: ScoreTable, item: string, dimension: string): boolean {
  return (table.items.find((i) => i.name === item)?.scores[dimension]?.confidence ?? 'none') !== 'none';
}

/** The decisions of the dimensions that answer the question's needs, in the order it names them. */
function needDecisions(query: string, verdict: Pick<Verdict, 'dimensions'>): DimensionDecision[] {
  const needs = needDimensions(query, verdict.dimensions.map((d) => d.dimension));
  return needs.map((n) => verdict.dimensions.find((d) => d.dimension === n.dimension)).filter((d) => d !== undefined);
}

/**
 * The words of what the question asks for: its needs, or else what it asks the items to be able
 * to do, or else whatever specific it asks that no need names ("tastes closest to filter coffee").
 */
function unansweredAsks(query: string, items: readonly string[]): string[] {
  const needs = needsOfQuestion(query).map((n) => n.phrase);
  if (needs.length > 0) return needs;
  const asked = askedCapability(query) ?? specificAsk(query, items);
  return asked ? [asked] : [];
}

/** The one item that leads on every one of `decisions`, all of them compared; null otherwise. */
function soleLeader(decisions: readonly DimensionDecision[]): string | null {
  const leaders = new Set(decisions.map((d) => (d.decided ? d.leader : null)));
  const [only] = leaders;
  return leaders.size === 1 && only ? only : null;
}

/**
 * The answer to a question as a structured field (the summary's first sentence says the same):
 * from the dimensions of the needs it names, an item only when it leads on all of them; a
 * question that asks nothing specific ("Which one should I buy?") is answered by the overall
 * verdict, one that asks something no compared dimension stands for by none. Undefined without a question.
 */
export function answerQuestion(query: string | undefined, verdict: Pick<Verdict, 'dimensions' | 'decidedDimensions' | 'winner' | 'ranking'>): QuestionAnswer | undefined {
  if (!query?.trim()) return undefined;
  const decisions = needDecisions(query, verdict);
  // A need the question names that no compared dimension answers ("faster for gaming" without a
  // Performance dimension), or an ask no need names at all, is not answered by the overall score:
  // that would pick on something else (on the unseen batches such picks were right 10 times, wrong 9).
  if (decisions.length === 0 && unansweredAsks(query, verdict.ranking).length > 0) return { pick: null, dimensions: [], from: 'needs' };
  if (decisions.length === 0) return { pick: verdict.winner, dimensions: [...verdict.decidedDimensions], from: 'overall' };
  return { pick: soleLeader(decisions), dimensions: decisions.map((d) => d.dimension), from: 'needs' };
}

/** The answer to a question's needs: a sentence, and whether it is only that the sources are silent on them. */
export interface NeedsAnswer {
  sentence: string;
  /** True when no need has any evidence: the text says so and picks on the rest. */
  silent: boolean;
}

/**
 * The answer to the question from the dimensions that answer its needs ("in the bath" → water
 * resistance). It picks an item only when it leads on every need, all of them compared; where
 * the sources say nothing about a need it says so rather than pick on it. Null when the question
 * names no need the comparison has a dimension for.
 */
export function answerToNeeds(query: string, items: readonly string[], table: ScoreTable, verdict: Verdict): NeedsAnswer | null {
  const decisions = needDecisions(query, verdict);
  if (decisions.length === 0) {
    const asked = unansweredAsks(query, items).map((phrase) => `“${phrase}”`);
    if (asked.length === 0) return null;
    return { sentence: `${questionLeadIn(query)}, no compared dimension speaks to ${joinList(asked)}, so the sources here cannot answer your question on it`, silent: true };
  }
  const leaders = new Map<string, string[]>();
  const close: string[] = [];
  const partial: { dimension: string; who: string[] }[] = [];
  const silent: string[] = [];
  for (const d of decisions) {
    const name = midSentence(d.dimension);
    if (d.decided && d.leader) leaders.set(d.leader, [...(leaders.get(d.leader) ?? []), name]);
    else if (d.decided) close.push(name);
    else {
      const who = items.filter((item) => hasEvidence(table, item, d.dimension));
      if (who.length > 0) partial.push({ dimension: name, who });
      else silent.push(name);
    }
  }
  const nothing = `the sources say nothing about ${joinList(silent)} for ${joinList(items, 'or')}`;
  if (leaders.size === 0 && close.length === 0 && partial.length === 0) {
    return { sentence: `${capitalise(nothing)}, so they cannot answer your question on ${silent.length === 1 ? 'it' : 'them'}`, silent: true };
  }
  const leadIn = questionLeadIn(query);
  const pick = soleLeader(decisions);
  if (pick) {
    const on = leaders.get(pick) ?? [];
    return { sentence: `${leadIn}, ${pick} is the pick: it leads on ${joinList(on)}.`, silent: false };
  }
  const clauses = [...leaders].map(([leader, on]) => `${leader} leads on ${joinList(on)}`);
  if (close.length > 0) clauses.push(`${joinList(close)} ${close.length === 1 ? 'is' : 'are'} too close to call`);
  for (const p of partial) clauses.push(`only ${joinList(p.who)} ${p.who.length === 1 ? 'has' : 'have'} evidence on ${p.dimension}, so it cannot be compared`);
  if (silent.length > 0) clauses.push(nothing);
  // Leads that split, or needs without evidence, are no pick: the reader weighs them.
  const verdictOnNeeds = leaders.size > 1 ? ', so it depends on which matters more' : '';
  return { sentence: `${leadIn}: ${clauses.join('; ')}${verdictOnNeeds}.`, silent: false };
}

/** The summary's opening for a question with needs: the answer to them, then `overall` (who comes out ahead on every decided dimension). */
export function summaryOpening(answer: NeedsAnswer, overall: string): string {
  return answer.silent ? `${answer.sentence}; on the rest, ${overall}.` : `${answer.sentence} Across every compared dimension, ${overall}.`;
}

/**
 * The answer to a question's needs as one whole sentence. It opens the recommendation, whose first
 * sentence the page shows as the answer, and on the model path the summary too: the model's prose
 * follows a sentence it cannot misstate.
 */
export function answerSentence(answer: NeedsAnswer): string {
  return answer.silent ? `${answer.sentence}.` : answer.sentence;
}

/**
 * The answer to a synthesis's question in words (`answerToNeeds`) when its settled answer comes from
 * the question's needs (`verdict.answer`), so the sentence and the structured answer never differ; else null.
 */
export function settledNeedsAnswer(input: Pick<SynthesisInput, 'query' | 'items' | 'table' | 'verdict'>): NeedsAnswer | null {
  const { query, verdict } = input;
  return query?.trim() && verdict?.answer?.from === 'needs' ? answerToNeeds(query, input.items, input.table, verdict) : null;
}
