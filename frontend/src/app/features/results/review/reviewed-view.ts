import { type ComparisonData, type DimensionResult, type ItemResearch, cellReviewNotes, reviewedLabel } from '@juxta/contracts';
import { reweighted } from '../weights';

// How the author's reviews show on the results page. Pure functions.

/** "reviewed by the author: was 7.1, note …" for a reviewed cell; null for one the author left as found. */
export function reviewedCellText(data: ComparisonData, item: string, dimension: string): string | null {
  const cell = data.items.find((i) => i.name === item)?.dimensions[dimension];
  if (!cell?.review) return null;
  const notes = cellReviewNotes(data.reviews, item, dimension);
  return `${reviewedLabel(cell.review)}${notes.length ? `, note: ${notes.join(' / ')}` : ''}`;
}

/** Whether any of the author's reviews still applies (a rerun can leave some that no longer do). */
export function hasReviews(data: ComparisonData): boolean {
  return (data.reviews ?? []).some((r) => r.applies !== false);
}

function asFoundCell(cell: DimensionResult): DimensionResult {
  if (!cell.review) return cell;
  const { review, ...rest } = cell;
  return { ...rest, score: review.researchScore, confidence: review.researchConfidence };
}

/**
 * The comparison with every reviewed cell's score and confidence as the research found them, and
 * the overall scores, ranking and winner weighed again over the dimensions every item then has
 * evidence on: "show the research as found".
 */
export function researchAsFound(data: ComparisonData): ComparisonData {
  if (!data.items.some((i) => Object.values(i.dimensions).some((c) => c.review))) return data;
  const items: ItemResearch[] = data.items.map((i) => ({ ...i, dimensions: Object.fromEntries(Object.entries(i.dimensions).map(([d, c]) => [d, asFoundCell(c)])) }));
  if (!data.verdict) return { ...data, items };
  const decided = data.dimensions.filter((d) => items.every((i) => i.dimensions[d] && i.dimensions[d].confidence !== 'none'));
  return reweighted({ ...data, items, verdict: { ...data.verdict, decidedDimensions: decided } }, data.verdict.weights);
}
