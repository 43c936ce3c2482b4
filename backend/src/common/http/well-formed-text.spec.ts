import { isWellFormedJson, jsonNestsDeeperThan } from './well-formed-text';

describe('isWellFormedJson', () => {
  it('accepts ordinary and non-Latin text', () => {
    expect(isWellFormedJson({ items: ['Kindle', 'Kobo 😀', 'Café', '日本'], n: 1, ok: true, none: null })).toBe(true);
  });

  it('refuses NUL and lone surrogates anywhere, keys included', () => {
    expect(isWellFormedJson({ name: 'a\u0000b' })).toBe(false);
    expect(isWellFormedJson({ items: ['ok', '\ud800'] })).toBe(false);
    expect(isWellFormedJson({ ['\udfff']: 1 })).toBe(false);
  });

  it('refuses absurd nesting', () => {
    let v: unknown = 'x';
    for (let i = 0; i < 100; i++) v = [v];
    expect(isWellFormedJson(v)).toBe(false);
  });
});

describe('jsonNestsDeeperThan', () => {
  const bytes = (text: string) => Buffer.from(text, 'utf8');

  it('finds nesting deeper than the limit in the raw text', () => {
    expect(jsonNestsDeeperThan(bytes('['.repeat(65) + ']'.repeat(65)))).toBe(true);
    expect(jsonNestsDeeperThan(bytes('{"a":'.repeat(65) + '1' + '}'.repeat(65)))).toBe(true);
    expect(jsonNestsDeeperThan(bytes('['.repeat(64) + ']'.repeat(64)))).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan(bytes(JSON.stringify({ text: '['.repeat(1000), quoted: 'a \\" [[[' + '{'.repeat(100) })))).toBe(false);
    expect(jsonNestsDeeperThan(bytes(JSON.stringify({ text: 'Café 日本 😀 ' + '['.repeat(100) })))).toBe(false);
  });

  it('agrees with isWellFormedJson on what a body may hold', () => {
    let v: unknown = 'x';
    for (let i = 0; i < 100; i++) v = [v];
    expect(jsonNestsDeeperThan(bytes(JSON.stringify(v)))).toBe(!isWellFormedJson(v));
  });
});
