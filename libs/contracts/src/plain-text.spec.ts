import { normaliseText, textKey } from './plain-text';

describe('normaliseText', () => {
  it('removes zero-width and bidi control characters', () => {
    expect(normaliseText('Kin\u200bdle')).toBe('Kindle');
    expect(normaliseText('\u202Egnp.exe\u202C')).toBe('gnp.exe');
    expect(normaliseText('a\u2066b\u2069c\u200e\u200f\uFEFF\u00AD')).toBe('abc');
    expect(normaliseText('\u200b\u200d \u2060')).toBe('');
  });

  it('unifies canonically and compatibly equal spellings (NFKC)', () => {
    expect(normaliseText('Cafe\u0301')).toBe('Caf\u00e9');
    expect(normaliseText('\uFF2B\uFF49\uFF4E\uFF44\uFF4C\uFF45')).toBe('Kindle');
    expect(normaliseText('\uFB01le')).toBe('file');
  });

  it('leaves ordinary text alone apart from trimming', () => {
    expect(normaliseText('  PostgreSQL 16 — “fast” 😀 ')).toBe('PostgreSQL 16 — “fast” 😀');
    expect(normaliseText('日本語')).toBe('日本語');
  });

  it('textKey matches look-alikes whatever their case', () => {
    expect(textKey('KIN\u200bDLE')).toBe(textKey('kindle'));
    expect(textKey('CAFE\u0301')).toBe(textKey('café'));
  });
});
