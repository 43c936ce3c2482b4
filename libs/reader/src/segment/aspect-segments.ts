import type { WordToken } from '@juxta/research';
import { AFTER_COMMA, COMMA_SUBJECT, JOINERS, LINKING_VERBS, NEW_SUBJECT } from './stretch-breaks';

/** A token range [start, end) of a sentence. */
export interface Span {
  start: number;
  end: number;
}

// "…zip off and survived a hot wash": a switch from what the thing does to what happened to it
// (present, then a past-tense predicate with its own object) opens a new statement, which can be
// about another aspect (the covers' ease, then their wear). A run of past-tense verbs ("snagged and
// started leaking") or of adjectives ("touristy and overpriced") stays one statement; nouns in
// "-eed" ("range and speed to spare") are no past tense.
const PAST_PREDICATE = /^[a-z]{2,}[^e]ed$/;

/**
 * Splits a clause into the stretches that can each speak about their own aspect, so that the
 * praise in "the battery lasts a week, and the screen is dim" does not reach the screen, nor the
 * complaint the battery. Splits after a comma or colon before a joining word or a noun phrase
 * with a verb of its own, and before "and"/"but" followed by a new subject.
 */
export function aspectSegments(text: string, tokens: readonly WordToken[], start: number, end: number): Span[] {
  const cuts = [start];
  for (let i = start + 1; i < end - 1; i++) {
    const gap = text.slice(tokens[i - 1].end, tokens[i].start);
    const w = tokens[i].word;
    const afterComma = /[,:;—–]/.test(gap) && (AFTER_COMMA.has(w) || (COMMA_SUBJECT.has(w) && ownVerbFollows(text, tokens, i, end)));
    const newSubject = JOINERS.has(w) && NEW_SUBJECT.has(tokens[i + 1].word);
    const nextPredicate = w === 'and' && i + 2 < end && PAST_PREDICATE.test(tokens[i + 1].word) && !pastBefore(tokens, cuts[cuts.length - 1], i);
    if (afterComma || newSubject || nextPredicate) cuts.push(i);
  }
  return cuts.map((from, k) => ({ start: from, end: cuts[k + 1] ?? end }));
}

/** Whether a past-tense-looking word stands in tokens [from, to). */
function pastBefore(tokens: readonly WordToken[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (PAST_PREDICATE.test(tokens[k].word)) return true;
  return false;
}

/** How far after a comma's determiner its noun phrase's own verb may stand ("the stitching on the seat is"). */
const SUBJECT_REACH = 5;

/** Whether a linking verb follows the determiner at `at` within a few words, before any punctuation or "and"/"or" (a list). */
function ownVerbFollows(text: string, tokens: readonly WordToken[], at: number, end: number): boolean {
  for (let k = at + 1; k < Math.min(end, at + 1 + SUBJECT_REACH); k++) {
    if (/[,:;—–()]/.test(text.slice(tokens[k - 1].end, tokens[k].start))) return false;
    const w = tokens[k].word;
    if (w === 'and' || w === 'or') return false;
    if (LINKING_VERBS.has(w)) return true;
  }
  return false;
}
