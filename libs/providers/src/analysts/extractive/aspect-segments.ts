import type { WordToken } from '@juxta/research';

/** A token range [start, end) of a sentence. */
export interface Span {
  start: number;
  end: number;
}

// After a comma, these open a new statement that may be about another aspect ("…, and the
// screen is dim", "…, but charging is slow", "…, which makes it a bargain").
const AFTER_COMMA = new Set(['and', 'but', 'yet', 'so', 'though', 'although', 'which', 'while', 'whereas', 'or', 'plus']);
// Without a comma, "and"/"but" open a new statement only when a new subject follows ("and the app…").
const JOINERS = new Set(['and', 'but']);
const NEW_SUBJECT = new Set(['the', 'its', 'their', 'his', 'her', 'it', 'they', 'a', 'an', 'this', 'that', 'these', 'those', 'there']);

/**
 * Splits a clause into the stretches that can each speak about their own aspect, so that the
 * praise in "the battery lasts a week, and the screen is dim" does not reach the screen, nor the
 * complaint the battery. Splits after a comma or colon before a joining word, and before
 * "and"/"but" followed by a new subject.
 */
export function aspectSegments(text: string, tokens: readonly WordToken[], start: number, end: number): Span[] {
  const cuts = [start];
  for (let i = start + 1; i < end - 1; i++) {
    const gap = text.slice(tokens[i - 1].end, tokens[i].start);
    const w = tokens[i].word;
    const afterComma = /[,:;—–]/.test(gap) && AFTER_COMMA.has(w);
    const newSubject = JOINERS.has(w) && NEW_SUBJECT.has(tokens[i + 1].word);
    if (afterComma || newSubject) cuts.push(i);
  }
  return cuts.map((from, k) => ({ start: from, end: cuts[k + 1] ?? end }));
}
