import { LIMITS } from '@juxta/contracts';
import {
  applyPastedItems,
  hasErrors,
  itemsFromQuery,
  splitItems,
  validateDimension,
  validateEmail,
  validateItems,
  validateQuery,
  contextLength,
  validateSignUp,
} from './validation';

describe('sign-up validation (mirrors the API rules)', () => {
  const valid = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'correct horse' };

  it('accepts a valid form', () => {
    expect(hasErrors(validateSignUp(valid))).toBe(false);
  });

  it('requires a name of 1–100 characters after trimming', () => {
    expect(validateSignUp({ ...valid, name: '   ' }).name).toMatch(/name/i);
    expect(validateSignUp({ ...valid, name: 'x'.repeat(LIMITS.userNameMax) }).name).toBeNull();
    expect(validateSignUp({ ...valid, name: 'x'.repeat(LIMITS.userNameMax + 1) }).name).not.toBeNull();
  });

  it('requires a valid e-mail of at most 254 characters', () => {
    expect(validateEmail('')).not.toBeNull();
    expect(validateEmail('ada')).not.toBeNull();
    expect(validateEmail('ada@example')).not.toBeNull();
    expect(validateEmail('ada @example.com')).not.toBeNull();
    expect(validateEmail('  ada@example.com ')).toBeNull();
    const local = 'a'.repeat(64);
    const longButValid = `${local}@${'b'.repeat(LIMITS.emailMax - local.length - 5)}.com`;
    expect(longButValid.length).toBe(LIMITS.emailMax);
    expect(validateEmail(longButValid)).toBeNull();
    expect(validateEmail(`a${longButValid}`)).toMatch(/254/);
  });

  it('requires a password of 8–128 characters', () => {
    expect(validateSignUp({ ...valid, password: '' }).password).not.toBeNull();
    expect(validateSignUp({ ...valid, password: '1234567' }).password).toMatch(/at least 8/);
    expect(validateSignUp({ ...valid, password: '12345678' }).password).toBeNull();
    expect(validateSignUp({ ...valid, password: 'x'.repeat(LIMITS.passwordMax) }).password).toBeNull();
    expect(validateSignUp({ ...valid, password: 'x'.repeat(LIMITS.passwordMax + 1) }).password).toMatch(/at most 128/);
  });
});

describe('compare form: splitting pasted text into items', () => {
  it('splits "A vs B vs C" (any case, with or without a dot, and "versus")', () => {
    expect(splitItems('PostgreSQL vs MySQL vs SQLite')).toEqual(['PostgreSQL', 'MySQL', 'SQLite']);
    expect(splitItems('Rust VS. Go versus Zig')).toEqual(['Rust', 'Go', 'Zig']);
    expect(splitItems('  A  vs  B  ')).toEqual(['A', 'B']);
  });

  it('does not split inside words or on commas unless asked', () => {
    expect(splitItems('Canvas vs Kvs Store')).toEqual(['Canvas', 'Kvs Store']);
    expect(splitItems('Company, Inc vs Other')).toEqual(['Company, Inc', 'Other']);
    expect(splitItems('A, B, C', { commas: true })).toEqual(['A', 'B', 'C']);
  });

  it('treats lines and tabs as separators (a pasted list)', () => {
    expect(splitItems('A\nB\r\nC\tD')).toEqual(['A', 'B', 'C', 'D']);
  });

  it('reads ?items= in both forms', () => {
    expect(itemsFromQuery('A,B')).toEqual(['A', 'B']);
    expect(itemsFromQuery(['A', 'B vs C'])).toEqual(['A', 'B', 'C']);
    expect(itemsFromQuery(undefined)).toEqual([]);
  });

  it('fills the pasted row and adds rows for the rest', () => {
    expect(applyPastedItems(['', ''], 0, 'A vs B vs C')).toEqual({ items: ['A', 'B', 'C'], dropped: [], focusIndex: 2 });
    // Pasting into the second row keeps the first.
    expect(applyPastedItems(['X', ''], 1, 'A vs B')).toEqual({ items: ['X', 'A', 'B'], dropped: [], focusIndex: 2 });
  });

  it('leaves a single item to the normal paste', () => {
    expect(applyPastedItems(['', ''], 0, 'Just one')).toBeNull();
  });

  it('never goes beyond 10 items and reports what did not fit', () => {
    const many = Array.from({ length: 12 }, (_, i) => `I${i + 1}`).join(' vs ');
    const result = applyPastedItems(['First', ''], 1, many);
    expect(result?.items).toHaveLength(LIMITS.itemsMax);
    expect(result?.items[0]).toBe('First');
    expect(result?.dropped).toEqual(['I10', 'I11', 'I12']);
  });
});

describe('compare form: item rules', () => {
  it('needs at least 2 items', () => {
    expect(validateItems(['', '']).form).toMatch(/at least 2/);
    expect(validateItems(['Only', '  ']).form).toMatch(/at least 2/);
    expect(validateItems(['A', 'B']).valid).toBe(true);
  });

  it('allows at most 10 items', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `Item ${i}`);
    expect(validateItems(ten).valid).toBe(true);
    expect(validateItems([...ten, 'Eleven']).form).toMatch(/at most 10/);
  });

  it('refuses duplicates, ignoring case and surrounding spaces', () => {
    const check = validateItems(['PostgreSQL', ' postgresql ', 'MySQL']);
    expect(check.valid).toBe(false);
    expect(check.perItem[0]).toBeNull();
    expect(check.perItem[1]).toMatch(/already in the list/);
    expect(check.perItem[2]).toBeNull();
  });

  it('refuses look-alike duplicates and ignores invisible-only rows, as the API does', () => {
    expect(validateItems(['Kindle', 'Kin\u200bdle']).perItem[1]).toMatch(/already in the list/);
    expect(validateItems(['Caf\u00e9', 'Cafe\u0301']).perItem[1]).toMatch(/already in the list/);
    const invisible = validateItems(['\u200b\u202e', 'Beta']);
    expect(invisible.items).toEqual(['Beta']);
    expect(invisible.valid).toBe(false);
  });

  it('limits each item to 100 characters and trims what is sent', () => {
    const check = validateItems(['  A  ', 'x'.repeat(LIMITS.itemNameMax + 1)]);
    expect(check.perItem[1]).toMatch(/under 101/);
    expect(check.items[0]).toBe('A');
    expect(validateItems(['A', 'x'.repeat(LIMITS.itemNameMax)]).valid).toBe(true);
  });

  it('limits the context to 2000 characters', () => {
    expect(validateQuery('x'.repeat(LIMITS.queryMax))).toBeNull();
    expect(validateQuery('x'.repeat(LIMITS.queryMax + 1))).not.toBeNull();
    // Whitespace around the context is not counted (the API trims it).
    expect(validateQuery(`  ${'x'.repeat(LIMITS.queryMax)}\n\n  `)).toBeNull();
    expect(contextLength('  \n ')).toBe(0);
  });

  it('limits dimension hints to 10 unique entries of 1–60 characters', () => {
    expect(validateDimension('price', [])).toBeNull();
    expect(validateDimension('  ', [])).not.toBeNull();
    expect(validateDimension('x'.repeat(61), [])).not.toBeNull();
    expect(validateDimension('Price', ['price'])).toMatch(/already/);
    expect(validateDimension('new', Array.from({ length: 10 }, (_, i) => `d${i}`))).toMatch(/At most 10/);
  });
});
