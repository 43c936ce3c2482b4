import stem from 'wink-porter2-stemmer';

// Stemming the same few thousand words over and over is the hot path of matching; a bounded
// memo keeps it cheap without letting a long-lived worker grow without limit.
const MEMO_LIMIT = 50_000;
const memo = new Map<string, string>();

/** The Porter2 stem of a lower-case word ("scaling" → "scale", "faster" → "faster"). */
export function stemWord(word: string): string {
  const known = memo.get(word);
  if (known !== undefined) return known;
  // Tokens such as "c++" or "c#" are names, not English words: keep them whole.
  const stemmed = /^[a-z]+$/.test(word) ? stem(word) : word;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(word, stemmed);
  return stemmed;
}
