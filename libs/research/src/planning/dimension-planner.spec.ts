import { CATEGORIES } from '@juxta/contracts';
import { normaliseDimensionHints, planDimensions } from './dimension-planner';
import { CATEGORY_DIMENSIONS, KNOWN_DIMENSIONS } from './dimension-taxonomy';
import { countDimensionHits, dimensionTerms, knownDimension, mentionsDimension } from './dimension-terms';
import { stemWord } from '../text/stemmer';
import { words } from '../text/text-words';

const stems = (text: string) => words(text).map(stemWord);

describe('planDimensions', () => {
  it("uses the category's usual dimensions without hints", () => {
    expect(planDimensions(undefined, 'databases')).toEqual(['Performance', 'Scalability', 'Reliability', 'Features', 'Ease of use', 'Cost']);
    expect(planDimensions([], 'food-and-drink')).toEqual(['Taste', 'Price', 'Nutrition', 'Availability', 'Versatility']);
  });

  it('puts hints first, verbatim, and fills up to four', () => {
    expect(planDimensions(['  GPU support ', 'Battery life'], 'consumer-electronics')).toEqual(['GPU support', 'Battery life', 'Price', 'Display']);
  });

  it('drops case-insensitive repeats and empty hints, never other hints', () => {
    const hints = ['Speed', 'speed', ' ', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
    expect(planDimensions(hints, 'software')).toEqual(['Speed', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
  });

  it('keeps at most ten hints', () => {
    const hints = Array.from({ length: 12 }, (_, i) => `Hint ${i}`);
    expect(planDimensions(hints, 'other')).toHaveLength(10);
  });

  it('does not add a usual dimension that a hint already covers', () => {
    expect(planDimensions(['price'], 'databases')).toEqual(['price', 'Performance', 'Scalability', 'Reliability']);
    expect(planDimensions(['performance'], 'software')).toEqual(['performance', 'Ease of use', 'Features', 'Ecosystem']);
  });

  it('normalises hints without reordering', () => {
    expect(normaliseDimensionHints(['B', ' a ', 'b', 'A'])).toEqual(['B', 'a']);
  });
});

describe('the taxonomy', () => {
  it('has 4–6 usual dimensions per category, all with term lists', () => {
    for (const category of CATEGORIES) {
      const dims = CATEGORY_DIMENSIONS[category];
      expect(dims.length).toBeGreaterThanOrEqual(5);
      expect(dims.length).toBeLessThanOrEqual(6);
      for (const d of dims) expect(knownDimension(d)?.name).toBe(d);
    }
    expect(new Set(KNOWN_DIMENSIONS.map((d) => d.name)).size).toBe(KNOWN_DIMENSIONS.length);
  });

  it('matches dimension words through stemming', () => {
    const perf = dimensionTerms('Performance');
    expect(countDimensionHits(perf, stems('It performs well and loads quickly'), '')).toBeGreaterThan(0);
    expect(countDimensionHits(dimensionTerms('Scalability'), stems('Scaling out to many shards is routine'), '')).toBeGreaterThan(0);
    expect(countDimensionHits(dimensionTerms('Battery life'), stems('The battery lasts two days'), '')).toBeGreaterThan(0);
  });

  it('recognises prices by their currency signs', () => {
    const text = 'The plan is $12 a month.';
    expect(countDimensionHits(dimensionTerms('Cost'), [], text)).toBeGreaterThan(0);
  });

  it("uses an unknown dimension's own words, stemmed", () => {
    const terms = dimensionTerms('Offline maps');
    expect(countDimensionHits(terms, stems('It has good map support'), '')).toBe(1);
    expect(countDimensionHits(terms, stems('It works offline'), '')).toBe(1);
    expect(countDimensionHits(terms, stems('It is fast'), '')).toBe(0);
  });

  it('knows dimensions by alias', () => {
    expect(knownDimension('pricing')?.concept).toBe('cost');
    expect(knownDimension('ease-of-use')?.name).toBe('Ease of use');
    expect(knownDimension('Community and support')?.name).toBe('Community & support');
  });
});

describe('dimension terms', () => {
  const touches = (dimension: string, text: string) =>
    mentionsDimension(dimensionTerms(dimension), words(text).map(stemWord), text);

  it('does not count customer support sentences toward Features', () => {
    expect(touches('Features', 'Lyft support is slow to answer when a ride goes wrong.')).toBe(false);
    expect(touches('Support', 'Lyft support is slow to answer when a ride goes wrong.')).toBe(true);
    expect(touches('Features', 'PostgreSQL has native support for JSON documents.')).toBe(true);
  });
});
