import { isRareSearch, type SearchWordStatistics } from './common-search-words';

describe('isRareSearch', () => {
  // ANALYZE's view of a feed: these lexemes are common, anything else is in under 0.1 % of comparisons.
  const stats: SearchWordStatistics = { common: ['batteri', 'battery', 'kobo', 'perform', 'postgr', 'postgres', 'redi', 'redis'].sort(), lowestListedShare: 0.001 };

  it('sends a long word no common lexeme begins with straight to the index', () => {
    expect(isRareSearch('zorblaxian:*', stats, 2000, 25)).toBe(true);
  });

  it('walks the feed first for a word a common lexeme begins with, as typed or as its stem', () => {
    expect(isRareSearch('postg:*', stats, 2000, 25)).toBe(false); // begins "postgr" and "postgres"
    expect(isRareSearch('performing:*', stats, 2000, 25)).toBe(false); // its stem "perform" is common
    expect(isRareSearch('batteries:*', stats, 2000, 25)).toBe(false); // its stem "batteri" is common
  });

  it('never guesses: short prefixes, several words, no statistics, or a feed where rare words still fill a walk', () => {
    expect(isRareSearch('zorb:*', stats, 2000, 25)).toBe(false);
    expect(isRareSearch('zorblax:* & quintera:*', stats, 2000, 25)).toBe(false);
    expect(isRareSearch('zorblax:*', undefined, 2000, 25)).toBe(false);
    expect(isRareSearch('zorblax:*', { ...stats, lowestListedShare: 0.01 }, 2000, 25)).toBe(false);
  });
});
