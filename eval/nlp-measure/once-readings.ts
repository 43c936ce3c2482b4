import { splitSentences, wordTokens } from '@juxta/research';
import type { DevelopmentText } from './development-texts';
import { compromiseTags, winkTags } from './package-readers';

/** One "once" inside a sentence, as each side reads it: an adverb ("never once") or a subordinator ("once it warms up"). */
export interface OnceReading {
  file: string;
  sentence: string;
  hand: 'adverb' | 'subordinator';
  wink: string;
  compromise: string;
}

// The one part of speech the reader decides for a word by itself: whether "once" opens a clause
// (attribute/clause-roles.ts, `adverbialOnce`, inline there). Its word lists are mirrored here.
const ADVERB_AFTER = ['never', 'not', 'at', 'all', 'more', 'than', 'exactly', 'only', 'just', 'about', 'around', 'roughly', 'maybe', 'least'];
const ADVERB_BEFORE = ['a', 'an', 'every', 'per', 'all', 'or', 'in', 'this', 'last'];

/** Every "once" after a sentence's first word, with the hand-written reading and each package's tag. */
export function onceReadings(texts: readonly DevelopmentText[]): OnceReading[] {
  const readings: OnceReading[] = [];
  for (const { file, body } of texts) {
    for (const sentence of splitSentences(body)) {
      const tokens = wordTokens(sentence.text);
      tokens.forEach((token, i) => {
        if (token.word !== 'once' || i === 0) return;
        const adverb = ADVERB_AFTER.includes(tokens[i - 1].word) || ADVERB_BEFORE.includes(tokens[i + 1]?.word ?? '');
        const wink = winkTags(sentence.text).find((t) => t.word.toLowerCase() === 'once')?.tag ?? '?';
        const compromise = compromiseTags(sentence.text).find((t) => t.word === 'once')?.tags.join('/') ?? '?';
        readings.push({ file, sentence: sentence.text, hand: adverb ? 'adverb' : 'subordinator', wink, compromise });
      });
    }
  }
  return readings;
}
