import { splitSentences } from '@juxta/research';
import { SCALES, TENS, UNITS } from '../../libs/reader/src/rules/words';
import type { DevelopmentText } from './development-texts';
import { compromiseNumbers } from './package-readers';

/** A number written in words that the two readers read differently, or only one of them reads. */
export interface NumberDisagreement {
  file: string;
  words: string;
  hand: number | undefined;
  compromise: number | undefined;
  sentence: string;
}

/** How compromise's numbers compare with the reader's number words (`libs/reader/src/rules/words.ts`). */
export interface NumberComparison {
  /** Numbers written with a word (not digits alone) that either side reads. */
  spelled: number;
  agreed: number;
  disagreements: NumberDisagreement[];
}

const TOKEN = /[$€£%]|[\p{L}\d][\p{L}\d,.-]*/gu;

// The hand-written reading, as amounts/quantities.ts does it (its numberOf and scaledNumber are
// private to the stage; the word lists are the shared ones): a number word or "tens-unit", times
// a scale word right after it.
function handNumberAt(words: readonly string[], i: number): number | undefined {
  const lower = words[i].toLowerCase();
  let value: number | undefined;
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$|^\d+(?:\.\d+)?$/.test(lower)) value = Number(lower.replace(/,/g, ''));
  else {
    const [tens, unit] = lower.split('-');
    if (unit !== undefined) value = tens in TENS && unit in UNITS && UNITS[unit] < 10 ? TENS[tens] + UNITS[unit] : undefined;
    else value = UNITS[lower] ?? TENS[lower];
  }
  if (value === undefined) return undefined;
  const scale = SCALES[words[i + 1]?.toLowerCase() ?? ''];
  return scale ? value * scale : value;
}

/** Compares, sentence by sentence, every number with a word in it that either side reads. */
export function compareNumberWords(texts: readonly DevelopmentText[]): NumberComparison {
  const result: NumberComparison = { spelled: 0, agreed: 0, disagreements: [] };
  for (const { file, body } of texts) {
    for (const sentence of splitSentences(body)) {
      const tokens = [...sentence.text.matchAll(TOKEN)].map((m) => ({ word: m[0].replace(/[.,]$/, ''), at: m.index ?? 0 }));
      const words = tokens.map((t) => t.word);
      // Digits with a unit glued on ("4K", "32GB") are digits to both sides: only words are compared.
      const theirs = compromiseNumbers(sentence.text).filter((n) => /(^|[^\p{L}\d])\p{L}/u.test(n.text));
      const covered = new Set<number>();
      for (const n of theirs) {
        result.spelled++;
        // A currency sign is read by the amounts' own prefix rule, not as a number word.
        const i = tokens.findIndex((t) => t.at >= n.start && !/^[$€£]$/.test(t.word));
        tokens.forEach((t, k) => {
          if (t.at >= n.start && t.at < n.start + n.text.length) covered.add(k);
        });
        const hand = i >= 0 ? handNumberAt(words, i) : undefined;
        if (hand === n.value) result.agreed++;
        else result.disagreements.push({ file, words: n.text, hand, compromise: n.value, sentence: sentence.text });
      }
      tokens.forEach((t, k) => {
        if (covered.has(k) || !/^\p{L}/u.test(t.word)) return;
        const hand = handNumberAt(words, k);
        if (hand === undefined) return;
        result.spelled++;
        result.disagreements.push({ file, words: t.word, hand, compromise: undefined, sentence: sentence.text });
      });
    }
  }
  return result;
}
