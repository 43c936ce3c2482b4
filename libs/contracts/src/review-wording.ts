import type { ResearchValues } from './comparison';
import { formatScore } from './score-format';
import type { RejectReason, Review } from './review';

const REASONS: Record<RejectReason, string> = {
  'other-dimension': 'about another dimension',
  'other-item': 'about another item',
  misread: 'misread',
  other: 'does not support it',
};

/** What a review did, in words: "rejected “…” (misread)", "set the score to 9.5", "marked no evidence", "added “…”". */
export function describeReview(r: Review): string {
  switch (r.action) {
    case 'reject':
      return `rejected “${r.quote ?? ''}” (${r.reason ? REASONS[r.reason] : 'rejected'})${r.moveTo ? `, counted for ${r.moveTo} instead` : ''}`;
    case 'set-score':
      return `set the score to ${formatScore(r.score)}`;
    case 'no-evidence':
      return 'marked as not enough evidence';
    case 'add-statement':
      return `added “${r.text ?? ''}”${r.url ? ` (${r.url})` : ''}`;
  }
}

/** How a reviewed cell is labelled wherever it is shown: "reviewed by the author: was 7.1". */
export function reviewedLabel(review: ResearchValues): string {
  return `reviewed by the author: was ${formatScore(review.researchScore)}${review.researchConfidence === 'none' ? ' (no evidence)' : ''}`;
}

/** The notes of the reviews that apply to one cell, oldest first. */
export function cellReviewNotes(reviews: readonly Review[] | undefined, item: string, dimension: string): string[] {
  return (reviews ?? []).filter((r) => r.applies !== false && r.item === item && r.dimension === dimension && r.note).map((r) => r.note as string);
}
