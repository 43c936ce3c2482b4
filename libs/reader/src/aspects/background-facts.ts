import { dimensionConcept } from '@juxta/research';
import { readSentiment } from '../polarity/domain-sentiment';
import { wordsOf, type WordRule } from '../rules/rule-table';
import type { Aspects } from './aspect-match';

// Background is no verdict: when a thing was launched or founded, or that it is one of the most
// popular of its kind, says nothing of how good it is on any dimension ("… launched in November
// 2019", "one of the most popular languages in the world"). The lexicon still scores those words
// ("launched" +1, "popular" +3), so a stretch whose only opinion words are these is set aside.

/** What a background word needs to be background, in words. */
export type BackgroundEffect = 'history, beside a date' | 'popularity, unless popularity is asked for';

/** The rows. */
export const BACKGROUND_WORDS: readonly WordRule<BackgroundEffect>[] = [
  {
    id: 'history',
    match: new Set(['launched', 'launch', 'founded', 'released', 'introduced', 'began', 'started', 'created', 'established', 'acquired', 'debuted', 'renamed', 'opened']),
    effect: 'history, beside a date',
    example: 'The Zorblax service was launched in March 2015.',
  },
  {
    id: 'popularity',
    // Not "famous": "a famous opera house" praises a sight, a part of the thing, not its standing.
    match: new Set(['popular', 'popularity', 'bestselling']),
    effect: 'popularity, unless popularity is asked for',
    example: 'Zorblax is one of the most popular tools in the world.',
  },
];

const HISTORY = wordsOf(BACKGROUND_WORDS.filter((row) => row.id === 'history'));
const POPULARITY = wordsOf(BACKGROUND_WORDS.filter((row) => row.id === 'popularity'));
/** A following or fan base ("has since picked up a devoted following"): popularity, whatever words describe it. */
const FOLLOWING = /\b(?:a|an|its|their|his|her)\s+(?:[\p{L}-]+\s+){0,2}?(?:following|fan ?base|fanbase|cult status)\b/iu;
/** A year ("in 2007", "since 2019"). */
const YEAR = /\b(?:19|20)\d\d\b/;

/**
 * Whether a stretch of text is background, no verdict: it has opinion words, and each is a word of
 * history in a stretch that gives a year, or of popularity when popularity is not asked for; or it
 * speaks of the thing's following (its words describe the fans, not the thing).
 */
export function isBackground(text: string, aspects: Aspects, ignore: ReadonlySet<string>): boolean {
  const words = readSentiment(text, ignore).words;
  if (words.length === 0) return false;
  const dated = YEAR.test(text);
  const popularityAsked = aspects.requested.some((t) => dimensionConcept(t.dimension) === 'popularity');
  if (!popularityAsked && FOLLOWING.test(text)) return true;
  return words.every(({ word }) => (dated && HISTORY.has(word)) || (!popularityAsked && POPULARITY.has(word)));
}
