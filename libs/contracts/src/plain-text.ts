/**
 * Characters that show nothing yet make two texts differ, or reorder what is shown: zero-width
 * spaces and joiners, soft hyphen, word joiner and invisible operators, bidirectional embeddings,
 * overrides and isolates (U+202A–E, U+2066–9, U+061C, U+200E/F), Hangul fillers and the BOM.
 */
// The combining grapheme joiner (U+034F) and Hangul fillers stand outside the class: inside one they combine with their neighbour.
const INVISIBLE = /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0]|\u034F|\u115F|\u1160/g;

/**
 * User text as stored and compared: invisible and bidi control characters removed, then NFKC
 * (so `Café` typed precomposed or with a combining accent, and full-width `Ｋｉｎｄｌｅ`, become
 * one text), then trimmed. Apply before validating lengths and before looking for duplicates.
 */
export function normaliseText(text: string): string {
  return text.replace(INVISIBLE, '').normalize('NFKC').trim();
}

/** The key two texts share when a reader could not tell them apart: normalised, lower case. */
export function textKey(text: string): string {
  return normaliseText(text).toLowerCase();
}
