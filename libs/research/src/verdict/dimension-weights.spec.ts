import { isKnownWeightKey, resolveWeights } from './dimension-weights';

describe('resolveWeights', () => {
  const dims = ['Price', 'Ease of use', 'Performance', 'Battery life'];

  it('counts every dimension once by default', () => {
    expect(resolveWeights(dims, undefined, undefined)).toEqual({ weights: { Price: 1, 'Ease of use': 1, Performance: 1, 'Battery life': 1 }, reasons: [] });
  });

  it('raises Price for a budget and Ease of use for beginners, and says which words did it', () => {
    const { weights, reasons } = resolveWeights(dims, undefined, 'for a team of five beginners on a tight budget');
    expect(weights).toMatchObject({ Price: 3, 'Ease of use': 3, Performance: 1 });
    expect(reasons).toEqual([
      { dimension: 'Price', weight: 3, reason: '“tight budget” in your question' },
      { dimension: 'Ease of use', weight: 3, reason: '“beginners” in your question' },
    ]);
  });

  it('reads the concept, not the name: a budget raises Cost of living for places', () => {
    expect(resolveWeights(['Cost of living', 'Food'], undefined, 'cheap city for students').weights['Cost of living']).toBe(3);
  });

  it('lets the request weights win over the question, matched by name or concept, clamped to 0–5', () => {
    const { weights, reasons } = resolveWeights(dims, { price: 0, speed: 9, 'Battery life': 1 }, 'on a budget');
    expect(weights).toMatchObject({ Price: 0, Performance: 5, 'Battery life': 1 });
    expect(reasons).toEqual([
      { dimension: 'Price', weight: 0, reason: 'your weight' },
      { dimension: 'Performance', weight: 5, reason: 'your weight' },
    ]);
  });
});

describe('isKnownWeightKey', () => {
  it('accepts the user’s dimensions and any known dimension name, refuses the rest', () => {
    expect(isKnownWeightKey('Price')).toBe(true);
    expect(isKnownWeightKey('battery')).toBe(true);
    expect(isKnownWeightKey('Vibes', ['Vibes'])).toBe(true);
    expect(isKnownWeightKey('Vibes')).toBe(false);
    expect(isKnownWeightKey('  ')).toBe(false);
  });
});
