import type { ComparisonData, DimensionResult, ItemResearch } from '@juxta/contracts';
import { hasReviews, researchAsFound, reviewedCellText } from './reviewed-view';

const cell = (score: number, extra: Partial<DimensionResult> = {}): DimensionResult => ({
  score,
  summary: '',
  details: '',
  pros: [],
  cons: [],
  confidence: 'medium',
  evidence: [{ sourceIndex: 0, quote: 'q' }],
  ...extra,
});
const item = (name: string, overallScore: number, dimensions: Record<string, DimensionResult>): ItemResearch => ({ name, description: '', overallScore, dimensions, pros: [], cons: [], sources: [] });

/** B's Speed set to 9.5 by the author (the research said 6): B leads; as found, A led. */
const data = {
  id: 'c1',
  dimensions: ['Speed', 'Price'],
  items: [item('A', 7, { Speed: cell(8), Price: cell(6) }), item('B', 8.3, { Speed: cell(9.5, { review: { researchScore: 6, researchConfidence: 'medium' } }), Price: cell(7) })],
  verdict: {
    decidedDimensions: ['Speed', 'Price'],
    dimensions: [],
    weights: { Speed: 1, Price: 1 },
    weightReasons: [],
    ranking: ['B', 'A'],
    winner: 'B',
    confidence: 'medium',
    explanation: '',
  },
  reviews: [
    { id: 'r1', action: 'set-score', item: 'B', dimension: 'Speed', score: 9.5, note: 'Our own load test.', createdAt: '2026-11-27T10:00:00Z' },
    { id: 'r2', action: 'reject', item: 'A', dimension: 'Weight', quote: 'x', reason: 'misread', createdAt: '2026-11-27T10:00:00Z', applies: false },
  ],
} as unknown as ComparisonData;

describe('reviewed cells on the results page', () => {
  it('labels a reviewed cell with what the research found and the note; a cell left as found has no label', () => {
    expect(reviewedCellText(data, 'B', 'Speed')).toBe('reviewed by the author: was 6.0, note: Our own load test.');
    expect(reviewedCellText(data, 'A', 'Speed')).toBeNull();
  });

  it('shows the research as found: the research score, and the overall scores and ranking weighed again', () => {
    const found = researchAsFound(data);
    expect(found.items[1].dimensions['Speed']).toMatchObject({ score: 6, confidence: 'medium' });
    expect(found.items[1].dimensions['Speed'].review).toBeUndefined();
    expect(found.items.map((i) => i.overallScore)).toEqual([7, 6.5]);
    expect(found.verdict?.ranking).toEqual(['A', 'B']);
    expect(found.verdict?.winner).toBe('A');
  });

  it('counts only reviews that still apply', () => {
    expect(hasReviews(data)).toBe(true);
    expect(hasReviews({ ...data, reviews: [data.reviews![1]] })).toBe(false);
  });
});
