import { isWellFormedJson } from './well-formed-text';

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
