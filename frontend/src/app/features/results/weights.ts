import { type ComparisonData, clampWeight, overallWinner, rankByWeights, WEIGHTS } from '@juxta/contracts';

// "What matters to you": the reader's weights, kept in the URL (?w=3.1.1.5, one number per
// dimension in the comparison's order) so a re-weighted view can be shared. Pure functions.

/** The author's weights (every dimension WEIGHTS.default when the comparison has no verdict). */
export function authorWeights(data: ComparisonData): Record<string, number> {
  return Object.fromEntries(data.dimensions.map((d) => [d, data.verdict?.weights[d] ?? WEIGHTS.default]));
}

/** The weights a `?w=` value stands for; null when it is absent or does not fit the comparison. */
export function parseWeights(param: string | null | undefined, data: ComparisonData): Record<string, number> | null {
  if (!param) return null;
  const parts = param.split('.');
  if (parts.length !== data.dimensions.length || parts.some((p) => !/^\d$/.test(p))) return null;
  return Object.fromEntries(data.dimensions.map((d, i) => [d, clampWeight(Number(parts[i]))]));
}

/** The `?w=` value of some weights; null when they are the author's (the plain URL shows those). */
export function serializeWeights(weights: Readonly<Record<string, number>>, data: ComparisonData): string | null {
  const author = authorWeights(data);
  if (data.dimensions.every((d) => (weights[d] ?? WEIGHTS.default) === author[d])) return null;
  return data.dimensions.map((d) => String(Math.round(clampWeight(weights[d])))).join('.');
}

/**
 * The comparison as the reader's weights rank it: every item's overall score recomputed over the
 * decided dimensions with those weights, and the verdict's ranking and winner with it. No new
 * research: only the stored scores are re-weighted. Unchanged when there is no verdict.
 */
export function reweighted(data: ComparisonData, weights: Readonly<Record<string, number>>): ComparisonData {
  const verdict = data.verdict;
  if (!verdict) return data;
  const ranked = rankByWeights(data.items, verdict.decidedDimensions, weights);
  const overall = new Map(ranked.map((r) => [r.name, r.overall]));
  return {
    ...data,
    items: data.items.map((item) => ({ ...item, overallScore: overall.get(item.name) ?? 5 })),
    verdict: {
      ...verdict,
      weights: { ...weights },
      ranking: ranked.map((r) => r.name),
      winner: overallWinner(ranked, verdict.decidedDimensions.length, data.dimensions.length),
    },
  };
}
