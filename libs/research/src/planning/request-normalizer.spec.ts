import { findAliasPair, ItemAliasError, normaliseItems } from './request-normalizer';

describe('normaliseItems', () => {
  it('refuses two names of one item, naming the alias', () => {
    expect(() => normaliseItems(['Postgres', 'PostgreSQL'])).toThrow(ItemAliasError);
    expect(() => normaliseItems(['Postgres', 'PostgreSQL'])).toThrow('“PostgreSQL” and “Postgres” are the same item (both are names of PostgreSQL)');
    expect(() => normaliseItems(['JS', 'JavaScript'])).toThrow(/same item/);
    expect(() => normaliseItems(['Köln', 'Cologne'])).toThrow(/names of Cologne/);
    expect(() => normaliseItems(['München', 'Munich', 'Berlin'])).toThrow(/same item/);
  });

  it('folds case, accents, punctuation and a leading "the"', () => {
    expect(findAliasPair(['Zorblax Pro', 'zorblax-pro'])).toEqual({ item: 'zorblax-pro', sameAs: 'Zorblax Pro' });
    expect(findAliasPair(['Café Nero', 'Cafe Nero'])).not.toBeNull();
    expect(findAliasPair(['The Beatles', 'Beatles'])).not.toBeNull();
    expect(findAliasPair(['The Hague', 'Den Haag'])).not.toBeNull();
  });

  it('keeps different items apart, and drops a repeat in another case silently', () => {
    expect(normaliseItems(['Java', 'JavaScript'])).toEqual(['Java', 'JavaScript']);
    expect(normaliseItems(['C', 'C++', 'C#'])).toEqual(['C', 'C++', 'C#']);
    expect(normaliseItems([' A1 ', 'B2', 'a1'])).toEqual(['A1', 'B2']);
  });

  it('keeps related products of one family apart: they are compared, not renamed', () => {
    for (const pair of [['Vim', 'Neovim'], ['iPad', 'iPad Air'], ['Kindle', 'Kindle Paperwhite'], ['Svelte', 'SvelteKit'], ['Docker Desktop', 'Docker Engine'], ['Java', 'OpenJDK'], ['Visual Basic', 'VB.NET'], ['PlayStation 5', 'PlayStation']]) {
      expect(findAliasPair(pair)).toBeNull();
    }
    // Other names of one item stay refused.
    expect(findAliasPair(['Vim', 'Vi'])).not.toBeNull();
    expect(findAliasPair(['PS5', 'PlayStation 5'])).not.toBeNull();
    expect(findAliasPair(['Amazon Kindle', 'Kindle'])).not.toBeNull();
  });

  it('keeps items written in other scripts apart, and still folds their case and punctuation', () => {
    expect(normaliseItems(['Москва', 'Санкт-Петербург'])).toEqual(['Москва', 'Санкт-Петербург']);
    expect(normaliseItems(['東京', '大阪'])).toEqual(['東京', '大阪']);
    expect(normaliseItems(['Αθήνα', 'Θεσσαλονίκη'])).toEqual(['Αθήνα', 'Θεσσαλονίκη']);
    expect(findAliasPair(['Санкт-Петербург', 'санкт петербург'])).not.toBeNull();
    expect(findAliasPair(['Москва', 'Moscow'])).toBeNull();
  });
});
