import { clampWeight, WEIGHTS, type WeightReason } from '@juxta/contracts';
import { knownDimension } from '../planning/dimension-terms';

/**
 * Phrases of a question that say what matters, and the dimension concepts they raise. The
 * table is the documented list (docs/api.md, "Weights"); every weight it sets is shown with the
 * phrase that set it, never applied silently.
 */
export const CONTEXT_WEIGHT_RULES: readonly { concepts: readonly string[]; pattern: RegExp; weight: number }[] = [
  {
    concepts: ['cost', 'cost-of-living'],
    pattern: /\b(?:(?:tight |small |limited |low )?budget|cheap(?:er|est)?|afford(?:able)?|inexpensive|price[ds]?|costs?|money|frugal|students?)\b/i,
    weight: 3,
  },
  {
    concepts: ['ease-of-use', 'learning-curve'],
    pattern: /\b(?:beginners?|novices?|newcomers?|new to|first[- ]timers?|starting out|non[- ]technical|learning|my (?:mum|mom|dad|parents|grandparents))\b/i,
    weight: 3,
  },
  { concepts: ['performance'], pattern: /\b(?:gaming|games|speed|fast(?:est)?|performance|heavy (?:workloads?|loads?)|high[- ]traffic|low latency)\b/i, weight: 2 },
  { concepts: ['battery-life'], pattern: /\b(?:travel(?:l?ing)?|trips?|flights?|all[- ]day|battery|commut(?:e|ing))\b/i, weight: 2 },
  {
    concepts: ['build-quality', 'reliability'],
    pattern: /\b(?:in the bath|bath(?:tub)?|pool|beach|outdoors?|hiking|rugged|toddlers?|kids|water(?:proof)?|rain)\b/i,
    weight: 2,
  },
  { concepts: ['privacy'], pattern: /\b(?:privacy|private|journalists?|activists?|tracking)\b/i, weight: 3 },
  { concepts: ['safety'], pattern: /\b(?:famil(?:y|ies)|kids|children|solo|at night|secure|security)\b/i, weight: 2 },
  { concepts: ['scalability'], pattern: /\b(?:scale|scaling|growth|growing (?:fast|quickly)|millions of|enterprise)\b/i, weight: 2 },
  { concepts: ['transport'], pattern: /\b(?:without a car|car[- ]free|public transport|commut(?:e|ing))\b/i, weight: 2 },
  { concepts: ['nutrition'], pattern: /\b(?:health(?:y|ier)?|diet(?:ing)?|fitness|calories)\b/i, weight: 2 },
  { concepts: ['support', 'community'], pattern: /\b(?:(?:good|customer|reliable) support|help when (?:stuck|needed))\b/i, weight: 2 },
];

/** The concept a dimension name stands for ("Pricing" and "Cost" are one). */
export function dimensionConcept(dimension: string): string {
  return knownDimension(dimension)?.concept ?? dimension.trim().toLowerCase();
}

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

/** The author's weights: the default, raised by the question's phrases, then set by the request's map. */
export function resolveWeights(
  dimensions: readonly string[],
  requested: Readonly<Record<string, number>> | undefined,
  query: string | undefined,
): { weights: Record<string, number>; reasons: WeightReason[] } {
  const weights: Record<string, number> = Object.fromEntries(dimensions.map((d) => [d, WEIGHTS.default]));
  const reasons = new Map<string, WeightReason>();
  if (query) {
    for (const rule of CONTEXT_WEIGHT_RULES) {
      const phrase = rule.pattern.exec(query)?.[0];
      if (!phrase) continue;
      for (const dimension of dimensions) {
        if (!rule.concepts.includes(dimensionConcept(dimension)) || weights[dimension] >= rule.weight) continue;
        weights[dimension] = rule.weight;
        reasons.set(dimension, { dimension, weight: rule.weight, reason: `“${phrase.trim()}” in your question` });
      }
    }
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
