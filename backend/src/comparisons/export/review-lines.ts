import { type ComparisonData, describeReview, reviewedLabel } from '@juxta/contracts';

/** One review as the exports list it: what it did, to which cell, and the author's note. */
export interface ReviewLine {
  text: string;
  note?: string;
}

/** The comparison's reviews in words, oldest first ("Beta · Price: set the score to 3; reviewed by the author: was 7"). */
export function reviewLines(c: ComparisonData): ReviewLine[] {
  return (c.reviews ?? []).map((r) => {
    const cell = c.items.find((i) => i.name === r.item)?.dimensions[r.dimension];
    const parts = [`${r.item} · ${r.dimension}: ${describeReview(r)}`];
    if (r.applies === false) parts.push('no longer applies');
    else if (cell?.review) parts.push(reviewedLabel(cell.review));
    return { text: parts.join('; '), ...(r.note ? { note: r.note } : {}) };
  });
}
