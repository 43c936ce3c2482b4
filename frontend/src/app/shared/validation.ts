import { LIMITS, normaliseText, textKey } from '@juxta/contracts';

// Client-side validation mirroring the API's rules (spec/api.md), so most mistakes are caught
// before a request is sent. The API remains the authority: its `{error}` is shown as well.

/** `A vs B`, `A vs. B`, `A versus B` (and `A VS B`). */
const VS_SEPARATOR = /\s+(?:vs\.?|versus)\s+/i;

/**
 * Splits text like "A vs B vs C" into items. Newlines and tabs (a pasted list or spreadsheet
 * column) separate items too; with `commas`, so do commas (the landing page's free-text box and
 * the `?items=A,B` query parameter). Entries are trimmed; empty ones are dropped.
 */
export function splitItems(text: string, options: { commas?: boolean } = {}): string[] {
  const parts = text.split(/[\r\n\t]+/).flatMap((line) => line.split(VS_SEPARATOR));
  const all = options.commas ? parts.flatMap((p) => p.split(',')) : parts;
  return all.map((p) => p.trim()).filter((p) => p.length > 0);
}

/** Items from the `items` query parameter (`?items=A,B` or `?items=A&items=B`). */
export function itemsFromQuery(value: string | readonly string[] | null | undefined): string[] {
  if (value === null || value === undefined) return [];
  const values = typeof value === 'string' ? [value] : value;
  return values.flatMap((v) => splitItems(v, { commas: true })).slice(0, LIMITS.itemsMax);
}

export interface PasteResult {
  items: string[];
  /** Items that did not fit under the maximum and were left out. */
  dropped: string[];
  /** Index of the last inserted row (to move focus there). */
  focusIndex: number;
}

/**
 * Pasting "A vs B vs C" into the item input at `index` (whose new text would be `text`) fills
 * that row and the following new rows, up to the maximum number of items. Returns null when
 * the text is a single item (the paste proceeds normally).
 */
export function applyPastedItems(items: readonly string[], index: number, text: string): PasteResult | null {
  const parts = splitItems(text);
  if (parts.length < 2) return null;
  const before = items.slice(0, index);
  // Empty rows after the pasted one are taken over by the pasted items.
  const keptAfter = items.slice(index + 1).filter((v) => v.trim() !== '');
  const room = Math.max(1, LIMITS.itemsMax - before.length - keptAfter.length);
  const fitted = parts.slice(0, room);
  const dropped = parts.slice(fitted.length);
  const next = [...before, ...fitted, ...keptAfter];
  while (next.length < LIMITS.itemsMin) next.push('');
  return { items: next, dropped, focusIndex: before.length + fitted.length - 1 };
}

export interface ItemsValidation {
  /** An error per input row (null when the row is fine). */
  perItem: (string | null)[];
  /** An error about the list as a whole. */
  form: string | null;
  /** The trimmed, non-empty items that would be sent. */
  items: string[];
  valid: boolean;
}

/** 2–10 items, each 1–100 characters once normalised as the API does, no look-alike duplicates (case-insensitive). */
export function validateItems(rows: readonly string[]): ItemsValidation {
  const perItem: (string | null)[] = rows.map(() => null);
  const seen = new Map<string, number>();
  const items: string[] = [];
  rows.forEach((row, i) => {
    const value = normaliseText(row);
    if (!value) return;
    if (value.length > LIMITS.itemNameMax) {
      perItem[i] = `Keep it under ${LIMITS.itemNameMax + 1} characters (${value.length} now).`;
    }
    const key = textKey(value);
    if (seen.has(key)) {
      perItem[i] = `“${value}” is already in the list.`;
    } else {
      seen.set(key, i);
    }
    items.push(value);
  });
  let form: string | null = null;
  if (items.length < LIMITS.itemsMin) form = `Add at least ${LIMITS.itemsMin} items to compare.`;
  else if (items.length > LIMITS.itemsMax) form = `Compare at most ${LIMITS.itemsMax} items at a time.`;
  const valid = form === null && perItem.every((e) => e === null);
  return { perItem, form, items, valid };
}

/** The context's length as the API counts it: leading and trailing whitespace (and invisible characters) do not count. */
export function contextLength(query: string): number {
  return normaliseText(query).length;
}

/** The optional context: at most 2000 characters. */
export function validateQuery(query: string): string | null {
  const length = contextLength(query);
  return length > LIMITS.queryMax ? `Keep the context under ${LIMITS.queryMax + 1} characters (${length} now).` : null;
}

/** A dimension hint to add to `existing`: 1–60 characters, at most 10, no duplicates. */
export function validateDimension(value: string, existing: readonly string[]): string | null {
  const name = value.trim();
  if (!name) return 'Type a dimension first.';
  if (name.length > LIMITS.dimensionNameMax) return `Keep dimensions under ${LIMITS.dimensionNameMax + 1} characters.`;
  if (existing.length >= LIMITS.dimensionsMax) return `At most ${LIMITS.dimensionsMax} dimensions.`;
  if (existing.some((d) => d.toLocaleLowerCase() === name.toLocaleLowerCase())) return `“${name}” is already added.`;
  return null;
}

// ---- accounts -----------------------------------------------------------------------------

/** Deliberately simple: something@something.tld, no spaces. The API has the last word. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function validateName(name: string): string | null {
  const value = name.trim();
  if (!value) return 'Enter your name.';
  if (value.length > LIMITS.userNameMax) return `Keep your name under ${LIMITS.userNameMax + 1} characters.`;
  return null;
}

export function validateEmail(email: string): string | null {
  const value = email.trim();
  if (!value) return 'Enter your e-mail address.';
  if (value.length > LIMITS.emailMax) return `An e-mail address has at most ${LIMITS.emailMax} characters.`;
  if (!EMAIL.test(value)) return 'Enter a valid e-mail address, like name@example.com.';
  return null;
}

export function validateNewPassword(password: string): string | null {
  if (!password) return 'Choose a password.';
  if (password.length < LIMITS.passwordMin) return `Use at least ${LIMITS.passwordMin} characters.`;
  if (password.length > LIMITS.passwordMax) return `Use at most ${LIMITS.passwordMax} characters.`;
  return null;
}

export function validatePassword(password: string): string | null {
  if (!password) return 'Enter your password.';
  if (password.length > LIMITS.passwordMax) return `A password has at most ${LIMITS.passwordMax} characters.`;
  return null;
}

export interface SignUpErrors {
  name: string | null;
  email: string | null;
  password: string | null;
}

export function validateSignUp(form: { name: string; email: string; password: string }): SignUpErrors {
  return { name: validateName(form.name), email: validateEmail(form.email), password: validateNewPassword(form.password) };
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some((e) => e !== null && e !== undefined);
}
