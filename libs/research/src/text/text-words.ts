/** A word of a text: its normalised form and where it sits in the original string. */
export interface WordToken {
  /** Lower-case, accents folded ("Café" → "cafe"); "+" and "#" kept ("c++", "c#"). */
  word: string;
  /** The word as written, for case-sensitive checks. */
  raw: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+[+#]*/gu;

/** Whether a text is plain ASCII, which has no accents or compatibility forms to fold. */
export function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** Folds case and accents the same way for names and texts. */
export function foldWord(word: string): string {
  // Most words are plain ASCII, which has nothing to decompose: the Unicode pass is the hot spot of tokenising.
  return isAscii(word) ? word.toLowerCase() : word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a text with their offsets; punctuation and symbols separate words. */
export function wordTokens(text: string): WordToken[] {
  const tokens: WordToken[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index ?? 0;
    tokens.push({ word: foldWord(match[0]), raw: match[0], start, end: start + match[0].length });
  }
  return tokens;
}

/** Just the normalised words of a text. */
export function words(text: string): string[] {
  return wordTokens(text).map((t) => t.word);
}
