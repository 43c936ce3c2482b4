import type { ComparisonData } from '@juxta/contracts';
import { readFileSync, writeFileSync } from 'node:fs';
import type { QuoteLabel } from './labels';

/**
 * Quote labels from an author's reviews of a comparison: a rejected quote does not support the
 * dimension it was filed under; one moved to another dimension supports that one. Reviews that no
 * longer apply (after a rerun) and the other actions say nothing about the reader's quotes.
 */
export function reviewLabels(data: Pick<ComparisonData, 'reviews'>): QuoteLabel[] {
  const labels = new Map<string, QuoteLabel>();
  const add = (label: QuoteLabel) => labels.set(`${label.text}\u0000${label.dimension}`, label);
  for (const r of data.reviews ?? []) {
    if (r.action !== 'reject' || r.applies === false || !r.quote) continue;
    add({ text: r.quote, dimension: r.dimension, supports: false });
    if (r.moveTo) add({ text: r.quote, dimension: r.moveTo, supports: true });
  }
  return [...labels.values()];
}

/**
 * `npm run eval -- --from-reviews <export.json> [--out <file>]`: the labels in the format of
 * eval/labels/quotes.json, written to `out` or returned for printing.
 */
export function reviewLabelsFile(exportPath: string, out?: string): string {
  const data = JSON.parse(readFileSync(exportPath, 'utf8')) as ComparisonData;
  if (!data || !Array.isArray(data.items)) throw new Error(`${exportPath} is not a comparison's JSON export`);
  const file = {
    _about: `Quote labels from the author's reviews of "${data.title}" (${data.id}): a rejected quote does not support its dimension; a moved one supports the dimension it was moved to.`,
    quotes: reviewLabels(data),
  };
  const text = `${JSON.stringify(file, null, 2)}\n`;
  if (out) writeFileSync(out, text);
  return text;
}
