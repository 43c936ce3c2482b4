import { toPrefixTsQuery } from './search-query';

describe('toPrefixTsQuery', () => {
  it('prefix-matches every word', () => {
    expect(toPrefixTsQuery('Postg')).toBe('postg:*');
    expect(toPrefixTsQuery('  kindle   KOBO ')).toBe('kindle:* & kobo:*');
  });

  it('drops tsquery syntax and SQL fragments', () => {
    expect(toPrefixTsQuery("a' | b & !c:* ) --")).toBe('a:* & b:* & c:*');
    expect(toPrefixTsQuery("'; DROP TABLE users; --")).toBe('drop:* & table:* & users:*');
  });

  it('gives nothing for text without words', () => {
    expect(toPrefixTsQuery('   ')).toBeUndefined();
    expect(toPrefixTsQuery('&|!')).toBeUndefined();
    expect(toPrefixTsQuery(undefined)).toBeUndefined();
  });
});
