import type { ComparisonData, ItemResearch } from '@juxta/contracts';
import { authorWeights, parseWeights, reweighted, serializeWeights } from './weights';

function item(name: string, scores: Record<string, number>): ItemResearch {
  return {
    name,
    description: '',
    overallScore: 0,
    pros: [],
    cons: [],
    sources: [],
    dimensions: Object.fromEntries(
      Object.entries(scores).map(([d, score]) => [d, { score, confidence: 'medium' as const, summary: '', details: '', pros: [], cons: [], evidence: [] }]),
    ),
  };
}

const data = {
  dimensions: ['Price', 'Battery life', 'Display'],
  items: [item('Lumio', { Price: 8, 'Battery life': 3, Display: 9 }), item('Pagewise', { Price: 3, 'Battery life': 9, Display: 4 })],
  verdict: {
    decidedDimensions: ['Price', 'Battery life'],
    dimensions: [],
    weights: { Price: 3, 'Battery life': 1, Display: 1 },
    weightReasons: [],
    ranking: ['Lumio', 'Pagewise'],
    winner: 'Lumio',
    confidence: 'medium',
    explanation: '',
  },
} as unknown as ComparisonData;

describe('reader weights', () => {
  it('round-trip through the URL, and the author’s weights need no parameter', () => {
    expect(serializeWeights(authorWeights(data), data)).toBeNull();
    const w = { Price: 0, 'Battery life': 5, Display: 1 };
    expect(serializeWeights(w, data)).toBe('0.5.1');
    expect(parseWeights('0.5.1', data)).toEqual(w);
    expect(parseWeights('0.5', data)).toBeNull();
    expect(parseWeights('9.x.1', data)).toBeNull();
  });

  it('re-rank over the decided dimensions only (Display has no evidence for every item)', () => {
    const byPrice = reweighted(data, authorWeights(data));
    expect(byPrice.items.map((i) => i.overallScore)).toEqual([6.8, 4.5]);
    expect(byPrice.verdict?.winner).toBe('Lumio');
    const byBattery = reweighted(data, { Price: 1, 'Battery life': 5, Display: 5 });
    expect(byBattery.verdict?.ranking).toEqual(['Pagewise', 'Lumio']);
    expect(byBattery.verdict?.winner).toBe('Pagewise');
    expect(byBattery.items.map((i) => i.overallScore)).toEqual([3.8, 8]);
  });
});
