import { competingAspects, countDimensionHits, dimensionTerms, knownDimension, stemTerm, withFullDegrees } from './dimension-terms';

const stems = (text: string) => text.split(/\s+/).flatMap(stemTerm);

describe('knownDimension for names the taxonomy does not list', () => {
  it.each([
    ['Screen quality', 'Display'],
    ['Ride comfort', 'Comfort'],
    ['Price and value', 'Price'],
    ['Value for money', 'Price'],
    ['Camera quality', 'Camera'],
  ])('"%s" is %s: every meaningful word names it', (name, expected) => {
    expect(knownDimension(name)?.name).toBe(expected);
  });

  it('leaves names whose words point at different aspects, or at none, to their own words', () => {
    expect(knownDimension('Battery performance')).toBeUndefined();
    expect(knownDimension('Smell intensity')).toBeUndefined();
    expect(knownDimension('Performance per dollar')).toBeUndefined();
  });
});

describe('dimension words', () => {
  it('completes the degrees of an adjective the list grades, and only those', () => {
    expect(countDimensionHits(dimensionTerms('Performance'), stems('still the quickest of the three mowers'), '')).toBe(1);
    const terms = withFullDegrees(['tiny', 'tiniest', 'print', 'hot', 'hotter']);
    expect(terms).toEqual(expect.arrayContaining(['tinier', 'hottest']));
    expect(terms).not.toContain('printer');
  });

  it('counts the content words of a phrase, not its articles', () => {
    expect(countDimensionHits(dimensionTerms('Reliability'), stems('it sat at the dealer for a week'), '')).toBe(1);
  });

  it('leaves out words used in another sense', () => {
    expect(countDimensionHits(dimensionTerms('Durability'), stems('the battery dropped to 40 percent'), '')).toBe(0);
    expect(countDimensionHits(dimensionTerms('Durability'), stems('it dropped onto tiles'), '')).toBe(1);
  });

  it('lets every aspect compete except those the request already stands for', () => {
    const names = competingAspects(['Price', 'Battery life']).map((t) => t.dimension);
    expect(names).toContain('Durability');
    expect(names).not.toContain('Cost');
    expect(names).not.toContain('Pricing');
    expect(names).not.toContain('Battery life');
  });
});

describe('WordNet derived forms', () => {
  it.each([
    ['Durability', 'a long-lasting case for the building site'],
    ['Taste', 'a tangy finish on the crackers'],
    ['Comfort', 'some discomfort under the strap'],
    ['Taste', 'a mouth-watering smell from the tray'],
  ])('reads a derived form of a chosen sense as the dimension (%s: "%s")', (dimension, text) => {
    expect(countDimensionHits(dimensionTerms(dimension), stems(text), text)).toBeGreaterThan(0);
  });

  it('leaves out derived forms with many senses ("support", "stand", "serve")', () => {
    expect(countDimensionHits(dimensionTerms('Durability'), stems('the support team stand by it'), '')).toBe(0);
    expect(countDimensionHits(dimensionTerms('Food'), stems('they serve it cold'), '')).toBe(0);
  });
});
