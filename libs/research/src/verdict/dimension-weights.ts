import { clampWeight, WEIGHTS, type WeightReason } from '@juxta/contracts';
import { dimensionConcept, knownDimension } from '../planning/dimension-terms';
import { needDimensions } from '../planning/question-needs';

/**
 * True when a weight's key can name a dimension of the comparison: one the user listed, or one
 * the engine knows (any category's, under any of its names). Unknown keys are refused up front
 * (the dimensions are planned later, so "known" is the most that can be checked then).
 */
export function isKnownWeightKey(key: string, dimensionHints: readonly string[] = []): boolean {
  const k = key.trim().toLowerCase();
  if (!k) return false;
  return dimensionHints.some((h) => h.trim().toLowerCase() === k || dimensionConcept(h) === dimensionConcept(key)) || knownDimension(key) !== undefined;
}

/** Why the question raised a weight, as the page shows it beside the dimension. */
export function questionWeightReason(phrase: string): string {
  return `“${phrase}” in your question`;
}

/** The author's weights: the default, raised by the question's phrases, then set by the request's map. */
export function resolveWeights(
  dimensions: readonly string[],
  requested: Readonly<Record<string, number>> | undefined,
  query: string | undefined,
): { weights: Record<string, number>; reasons: WeightReason[] } {
  const weights: Record<string, number> = Object.fromEntries(dimensions.map((d) => [d, WEIGHTS.default]));
  const reasons = new Map<string, WeightReason>();
  // The question's needs (the table is QUESTION_NEEDS, documented in docs/api.md, "Weights"): every
  // weight one sets is shown with the words that set it, never applied silently.
  for (const need of needDimensions(query, dimensions)) {
    if (weights[need.dimension] >= need.weight) continue;
    weights[need.dimension] = need.weight;
    reasons.set(need.dimension, { dimension: need.dimension, weight: need.weight, reason: questionWeightReason(need.phrase) });
  }
  for (const [key, value] of Object.entries(requested ?? {})) {
    const dimension =
      dimensions.find((d) => d.toLowerCase() === key.trim().toLowerCase()) ?? dimensions.find((d) => dimensionConcept(d) === dimensionConcept(key));
    if (!dimension) continue;
    weights[dimension] = clampWeight(value);
    if (weights[dimension] === WEIGHTS.default) reasons.delete(dimension);
    else reasons.set(dimension, { dimension, weight: weights[dimension], reason: 'your weight' });
  }
  return { weights, reasons: dimensions.filter((d) => reasons.has(d)).map((d) => reasons.get(d) as WeightReason) };
}
