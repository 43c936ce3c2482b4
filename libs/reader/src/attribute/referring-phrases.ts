import type { ItemMention, WordToken } from '@juxta/research';
import type { WordRule } from '../rules/rule-table';

/** Which of the items named before it a referring phrase stands for: the first named, the last, or one its words do not tell. */
export interface ReferentEffect {
  refersTo: 'first' | 'last' | 'untold';
}

/**
 * Phrases that point back at one of the items named before them ("the former is faster"): the
 * verdict is about that item, not about the name that happens to stand nearest. Each word
 * follows "the" ("the latter"), or "one" follows it ("the first one").
 */
export const REFERRING_PHRASES: readonly WordRule<ReferentEffect>[] = [
  { id: 'former', match: new Set(['former', 'first']), effect: { refersTo: 'first' }, example: 'Between the Zorblax and the Quintera, the former is far faster.' },
  { id: 'latter', match: new Set(['latter', 'second']), effect: { refersTo: 'last' }, example: 'Between the Zorblax and the Quintera, the latter is far faster.' },
  // "I returned the Zorblax and kept the Quintera. The other one sounded harsh.": "other" than the
  // one in mind, which the words do not say.
  { id: 'other', match: new Set(['other']), effect: { refersTo: 'untold' }, example: 'I kept the Zorblax and the Quintera for a week; the other one is far faster.' },
];

/** A referring phrase in tokens [start, end) and the item it stands for, or `undefined` when the items named before it do not tell which. */
export interface Referent {
  /** Where the phrase stands. */
  at: number;
  item: number | undefined;
}

/**
 * The first referring phrase of the span ("the former", "the latter one") that is the subject
 * of what follows (not "the first time", "the second charge"), and the item it stands for: the
 * first or last of the two or more distinct items named earlier in the sentence. With fewer
 * named, the reader cannot tell which item it means.
 */
export function referringPhrase(tokens: readonly WordToken[], mentions: readonly ItemMention[], start: number, end: number): Referent | undefined {
  for (let i = Math.max(start, 1); i < end; i++) {
    if (tokens[i - 1].word !== 'the') continue;
    const row = REFERRING_PHRASES.find((r) => r.match.has(tokens[i].word));
    if (!row) continue;
    const next = tokens[i + 1]?.word ?? '';
    // "the former is", "the latter one", "the latter's battery": the phrase stands alone as a noun.
    const standsAlone = next === '' || next === 'one' || next === 's' || VERBS_AFTER.has(next);
    if (!standsAlone) continue;
    const named = [...new Set(mentions.filter((m) => m.end <= i - 1).map((m) => m.item))];
    if (named.length < 2 || row.effect.refersTo === 'untold') return { at: i, item: undefined };
    return { at: i, item: row.effect.refersTo === 'first' ? named[0] : named[named.length - 1] };
  }
  return undefined;
}

/** Words that follow a referring phrase used as a subject ("the former is", "the latter feels"). */
const VERBS_AFTER = new Set([
  'is', 'was', 'has', 'had', 'feels', 'felt', 'gets', 'got', 'runs', 'ran', 'lasts', 'lasted', 'costs', 'cost', 'wins', 'won',
  'offers', 'comes', 'came', 'makes', 'made', 'does', 'did', 'can', 'could', 'will', 'would', 'should', 'sounds', 'looks', 'seems',
  'stays', 'stayed', 'handles', 'handled', 'beats', 'edges', 'trails', 'takes', 'took', 'needs', 'needed', 'never', 'also', 'still',
  'clearly', 'easily', 'remains', 'charges', 'weighs', 'outlasts', 'outperforms',
]);
