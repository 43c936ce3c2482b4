import type { Confidence, ItemResearch } from './comparison';

/** The range of a dimension weight; a dimension nobody weighted counts once. */
export const WEIGHTS = { min: 0, max: 5, default: 1 } as const;

/** Smallest lead in overall score that names a winner rather than a tie. */
export const WINNER_MARGIN = 0.3;

/** Why a dimension weighs more (or less) than the default, shown beside the ranking. */
export interface WeightReason {
  dimension: string;
  weight: number;
  /** "you asked for it" or the words of the question that raised it ("on a budget"). */
  reason: string;
}

/** How one dimension was decided between the items. */
export interface DimensionDecision {
  dimension: string;
  /** True only when every item has evidence on it; otherwise it reads "not enough evidence". */
  decided: boolean;
  /** The item ahead on it; null for a tie or when undecided. */
  leader: string | null;
  /** How sure the ordering is: high when several independent sources agree, low when one decides. */
  confidence: Confidence;
  /** Shown on hover: "4 sources (2 about A, 2 about B), all agree". */
  explanation: string;
  /** The quote that decides it, when there is a leader. */
  decisive?: { item: string; quote: string };
  /** When the evidence behind it is thin or one-sided, why: "it all comes from one source", "B rests on a single sentence". */
  thin?: string;
}

/**
 * The answer to the user's question, the one the summary's first sentence gives: the item it
 * picks, or none, and the dimensions it rests on. The page and the evaluation read this rather
 * than the prose.
 */
export interface QuestionAnswer {
  /**
   * The item the answer picks; null when it picks none: the sources are silent on what the
   * question asks, only some items have evidence on it, the items are level, or they lead on
   * different needs.
   */
  pick: string | null;
  /** The dimensions the answer rests on: those answering the needs the question names, else every decided one. */
  dimensions: string[];
  /** `needs`: answered from the dimensions of needs the question names; `overall`: it names none, so the overall verdict answers it. */
  from: 'needs' | 'overall';
}

/** The comparison's verdict: what was decided, on what, how surely, with which weights. */
export interface Verdict {
  /** Dimensions where every item has evidence: the overall scores and the ranking use only these. */
  decidedDimensions: string[];
  dimensions: DimensionDecision[];
  /** The author's weight of every dimension (WEIGHTS.min–max). */
  weights: Record<string, number>;
  /** Weights that differ from the default, and why. */
  weightReasons: WeightReason[];
  /** Item names, best first by weighted overall score. */
  ranking: string[];
  /** Null when fewer than half the dimensions are decided or the top two are within WINNER_MARGIN. */
  winner: string | null;
  confidence: Confidence;
  explanation: string;
  /** The answer to the question; absent when none was asked (and on comparisons made before it existed). */
  answer?: QuestionAnswer;
}

/** A weight the way the API accepts it: a finite number within WEIGHTS, else the default. */
export function clampWeight(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n)) return WEIGHTS.default;
  return Math.min(WEIGHTS.max, Math.max(WEIGHTS.min, n));
}

/**
 * Weighted mean of an item's scores over the decided dimensions, one decimal; null when no
 * decided dimension carries weight (nothing to rank on).
 */
export function weightedOverall(
  item: Pick<ItemResearch, 'dimensions'>,
  decided: readonly string[],
  weights: Readonly<Record<string, number>>,
): number | null {
  let sum = 0;
  let total = 0;
  for (const dimension of decided) {
    const cell = item.dimensions[dimension];
    const weight = clampWeight(weights[dimension]);
    if (!cell || weight === 0) continue;
    sum += cell.score * weight;
    total += weight;
  }
  return total === 0 ? null : Math.round((sum / total) * 10) / 10;
}

/** The items best first by weighted overall (ties keep their order), with each one's overall. */
export function rankByWeights(
  items: readonly Pick<ItemResearch, 'name' | 'dimensions'>[],
  decided: readonly string[],
  weights: Readonly<Record<string, number>>,
): { name: string; overall: number | null }[] {
  return items
    .map((item, index) => ({ name: item.name, overall: weightedOverall(item, decided, weights), index }))
    .sort((a, b) => (b.overall ?? -1) - (a.overall ?? -1) || a.index - b.index)
    .map(({ name, overall }) => ({ name, overall }));
}

/**
 * The overall winner, or null: when fewer than half the dimensions are decided, when nothing
 * decided carries weight, or when the top two are within WINNER_MARGIN.
 */
export function overallWinner(ranked: readonly { name: string; overall: number | null }[], decidedCount: number, dimensionCount: number): string | null {
  if (dimensionCount === 0 || decidedCount * 2 < dimensionCount) return null;
  const [first, second] = ranked;
  if (!first || first.overall === null) return null;
  if (!second) return first.name;
  return first.overall - (second.overall ?? 0) >= WINNER_MARGIN - 1e-9 ? first.name : null;
}
