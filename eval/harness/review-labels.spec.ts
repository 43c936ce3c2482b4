import type { ComparisonData } from '@juxta/contracts';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reviewLabels, reviewLabelsFile } from './review-labels';

const at = '2026-11-27T10:00:00.000Z';
const exported = {
  id: 'c1',
  title: 'Lumora vs Pagewise',
  items: [],
  reviews: [
    { id: '1', action: 'reject', item: 'Lumora', dimension: 'Display', quote: 'The Lumora went nineteen days on a charge.', reason: 'other-dimension', moveTo: 'Battery life', createdAt: at },
    { id: '2', action: 'reject', item: 'Lumora', dimension: 'Price', quote: 'The Nova costs $189.', reason: 'other-item', createdAt: at },
    { id: '3', action: 'reject', item: 'Lumora', dimension: 'Price', quote: 'A sentence a rerun lost.', reason: 'misread', createdAt: at, applies: false },
    { id: '4', action: 'set-score', item: 'Lumora', dimension: 'Price', score: 8, note: 'cheap', createdAt: at },
    { id: '5', action: 'add-statement', item: 'Lumora', dimension: 'Price', text: 'It is $129.', createdAt: at },
  ],
} as unknown as ComparisonData;

describe('quote labels from reviews (npm run eval -- --from-reviews)', () => {
  it('a rejected quote does not support its dimension; a moved one supports the other dimension; nothing else is a label', () => {
    expect(reviewLabels(exported)).toEqual([
      { text: 'The Lumora went nineteen days on a charge.', dimension: 'Display', supports: false },
      { text: 'The Lumora went nineteen days on a charge.', dimension: 'Battery life', supports: true },
      { text: 'The Nova costs $189.', dimension: 'Price', supports: false },
    ]);
  });

  it('writes them in the format of eval/labels/quotes.json, to the file given or as text', () => {
    const dir = mkdtempSync(join(tmpdir(), 'review-labels-'));
    writeFileSync(join(dir, 'export.json'), JSON.stringify(exported));
    const text = reviewLabelsFile(join(dir, 'export.json'), join(dir, 'labels.json'));
    const written = JSON.parse(readFileSync(join(dir, 'labels.json'), 'utf8'));
    expect(JSON.parse(text)).toEqual(written);
    expect(Object.keys(written)).toEqual(Object.keys(JSON.parse(readFileSync(join(__dirname, '..', 'labels', 'quotes.json'), 'utf8'))));
    expect(written.quotes).toHaveLength(3);
    writeFileSync(join(dir, 'not.json'), '{"hello": 1}');
    expect(() => reviewLabelsFile(join(dir, 'not.json'))).toThrow(/not a comparison/);
  });
});
