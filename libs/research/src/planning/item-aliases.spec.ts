import { canonicalItem, itemNames, knownAliases, productLineNames, requestItemKey, sameItem } from './item-aliases';

describe('item aliases (one list for the engine and the corpus)', () => {
  it('knows English and native names of cities, and languages, databases and brands', () => {
    expect(sameItem('Köln', 'Cologne')).toBe(true);
    expect(sameItem('München', 'Munich')).toBe(true);
    expect(sameItem('JS', 'JavaScript')).toBe(true);
    expect(sameItem('Postgres', 'PostgreSQL')).toBe(true);
    expect(sameItem('VW', 'Volkswagen')).toBe(true);
    expect(sameItem('Java', 'JavaScript')).toBe(false);
    expect(canonicalItem('münchen')).toBe('Munich');
  });

  it('folds case, accents, punctuation and a leading "the" for request items', () => {
    expect(requestItemKey('The Hague')).toBe(requestItemKey('Den Haag'));
    expect(requestItemKey('Café  Nero')).toBe(requestItemKey('cafe-nero'));
    expect(requestItemKey('C++')).not.toBe(requestItemKey('C#'));
  });

  it('keeps short or everyday aliases out of text matching, but not out of the group', () => {
    expect(itemNames('JavaScript')).toContain('JS');
    expect(knownAliases('JavaScript')).not.toContain('JS');
    expect(knownAliases('JavaScript')).toContain('ECMAScript');
    expect(knownAliases('Microsoft Teams')).not.toContain('Teams');
  });

  it('finds the product line of a model name', () => {
    expect(productLineNames('Kindle Paperwhite Signature Edition')).toEqual(['Kindle Paperwhite Signature', 'Kindle Paperwhite']);
    expect(productLineNames('JavaScript')).toEqual([]);
  });
});
