import { type ComparisonData, type ItemResearch, WINNER_MARGIN } from '@juxta/contracts';
import { formatScore } from '../../shared/format';
import { hasOverallScores, rankedItems } from './analysis';

// The answer on top of the results page: one or two sentences a reader understands at a glance.
// Pure functions of the (re-weighted) comparison, so the answer follows the reader's weights.

/** The one or two sentences on top: the verdict, then the answer to the question. */
export interface Answer {
  /** "PostgreSQL comes out ahead: …" or "No winner, because …". */
  verdict: string;
  /** The recommendation's first sentence (the answer to the question), when there is one. */
  answer: string | null;
  winner: string | null;
}

/** An overall bar of the answer: one per item, best first. */
export interface AnswerBar {
  name: string;
  /** The item's place in the request (its colour). */
  index: number;
  /** Null when nothing could be compared: the stored overall is a neutral placeholder. */
  score: number | null;
  winner: boolean;
}

/** The verdict in one sentence and the answer to the question in another. */
export function answerOf(data: ComparisonData): Answer {
  const ranked = rankedItems(data);
  const winner = ranked.find((r) => r.winner)?.item.name ?? null;
  return { verdict: winner ? winnerSentence(data, winner, ranked.map((r) => r.item)) : noWinnerSentence(data, ranked.map((r) => r.item)), answer: firstSentence(data.recommendation), winner };
}

/** The overall bars, best first; without a compared dimension every score is null. */
export function answerBars(data: ComparisonData): AnswerBar[] {
  const compared = hasOverallScores(data);
  return rankedItems(data).map((r) => ({ name: r.item.name, index: r.index, score: compared ? r.item.overallScore : null, winner: r.winner }));
}

function winnerSentence(data: ComparisonData, winner: string, ranked: ItemResearch[]): string {
  const first = ranked.find((i) => i.name === winner);
  const runnerUp = ranked.find((i) => i.name !== winner);
  const decided = data.verdict?.decidedDimensions.length ?? data.dimensions.length;
  const lead = first && runnerUp ? `: ${formatScore(first.overallScore)} against ${formatScore(runnerUp.overallScore)} for ${runnerUp.name}` : '';
  return `${winner} comes out ahead${lead}, on ${decided} of ${data.dimensions.length} ${data.dimensions.length === 1 ? 'dimension' : 'dimensions'}.`;
}

function noWinnerSentence(data: ComparisonData, ranked: ItemResearch[]): string {
  const verdict = data.verdict;
  const total = data.dimensions.length;
  if (!verdict) return 'No winner was named for this comparison.';
  const decided = verdict.decidedDimensions.length;
  if (decided === 0) return `No winner, because no dimension had evidence about every item, so nothing could be compared.`;
  if (decided * 2 < total) return `No winner, because only ${decided} of ${total} dimensions had evidence about every item.`;
  const [a, b] = ranked;
  if (a && b && Math.abs(a.overallScore - b.overallScore) < WINNER_MARGIN) {
    return `No winner, because ${a.name} and ${b.name} are level overall (${formatScore(a.overallScore)} and ${formatScore(b.overallScore)}).`;
  }
  return 'No winner, because nothing decided carries weight.';
}

/** The first sentence of a text (up to the first ". ", "! " or "? "), or null when empty. */
export function firstSentence(text: string | null | undefined): string | null {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!clean) return null;
  const end = /[.!?](\s|$)/.exec(clean);
  return end ? clean.slice(0, end.index + 1) : clean;
}
