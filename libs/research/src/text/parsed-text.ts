import { splitSentences, type Sentence } from './sentence-splitter';
import { stemWord } from './stemmer';
import { wordTokens, type WordToken } from './text-words';

/** A sentence with its words and their stems. Shared between callers: never modify one. */
export interface ParsedSentence extends Sentence {
  readonly tokens: readonly WordToken[];
  readonly stems: readonly string[];
}

// The same page is read once for every item that cites it (a head-to-head page is a source of
// both items) and again by every comparison that finds it; splitting and tokenising it was a
// third of the extractive analyst's time. A few dozen pages cover the comparisons in flight.
const MEMO_LIMIT = 64;
const memo = new Map<string, readonly ParsedSentence[]>();

/** A text's sentences (as splitSentences) with their words and stems, memoised for recently read texts. */
export function parseText(text: string): readonly ParsedSentence[] {
  const known = memo.get(text);
  if (known) {
    // Most recently used last, so the oldest goes first.
    memo.delete(text);
    memo.set(text, known);
    return known;
  }
  const parsed = splitSentences(text).map((sentence) => {
    const tokens = wordTokens(sentence.text);
    return { ...sentence, tokens, stems: tokens.map((t) => stemWord(t.word)) };
  });
  if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
  memo.set(text, parsed);
  return parsed;
}
