import { LIMITS, type Category } from '@juxta/contracts';
import { CATEGORY_DIMENSIONS } from './dimension-taxonomy';
import { dimensionConcept } from './dimension-terms';
import { needConcepts, needsOfQuestion } from './question-needs';

/** Fewest dimensions a comparison gets when the user hints at fewer. */
export const MIN_DIMENSIONS = 4;
/** Most dimensions taken from the taxonomy when the user gives no hints. */
export const MAX_DEFAULT_DIMENSIONS = 6;

/** The user's dimension hints: trimmed, kept as written, in order, without case-insensitive repeats. */
export function normaliseDimensionHints(hints: readonly string[] | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const hint of hints ?? []) {
    if (typeof hint !== 'string') continue;
    const trimmed = hint.trim().replace(/\s+/g, ' ');
    const key = trimmed.toLowerCase();
    if (!trimmed || seen.has(key)) continue;
    seen.add(key);
    out.push(trimmed);
    if (out.length >= LIMITS.dimensionsMax) break;
  }
  return out;
}

/**
 * The dimensions of a comparison: the user's hints first (never dropped), then the category's
 * usual dimensions — all of them (up to six) without hints, or enough to reach four with
 * fewer than four hints. A usual dimension that a hint already covers ("price" covers Cost)
 * is not added twice. A need the question names ("in the bath", "for privacy") that no planned
 * dimension answers adds its dimension after the hints; at the contract's limit it takes the place
 * of the last usual dimension, and with none left (ten hints) it is not added.
 */
export function planDimensions(hints: readonly string[] | undefined, category: Category, query?: string): string[] {
  const planned = normaliseDimensionHints(hints);
  const hinted = planned.length;
  const target = planned.length === 0 ? MAX_DEFAULT_DIMENSIONS : Math.max(MIN_DIMENSIONS, planned.length);
  const covered = new Set(planned.map(dimensionConcept));
  for (const usual of CATEGORY_DIMENSIONS[category]) {
    if (planned.length >= target) break;
    const concept = dimensionConcept(usual);
    if (covered.has(concept)) continue;
    covered.add(concept);
    planned.push(usual);
  }
  let added = 0;
  for (const need of needsOfQuestion(query)) {
    const { dimension, adds, addsIn } = need.effect;
    if (!adds || (addsIn && !addsIn.includes(category))) continue;
    const concepts = needConcepts(need.effect);
    if (concepts.some((c) => covered.has(c))) continue;
    if (planned.length >= LIMITS.dimensionsMax) {
      // The usual dimensions are listed most relevant first: the last one planned gives way.
      if (planned.length <= hinted + added) continue;
      covered.delete(dimensionConcept(planned.pop() as string));
    }
    planned.splice(hinted + added, 0, dimension);
    added++;
    for (const c of concepts) covered.add(c);
  }
  return planned;
}
