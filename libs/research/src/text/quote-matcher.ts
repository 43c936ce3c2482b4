import { isAscii } from './text-words';

/** Folds the differences a faithful quote may have from its source: case, spacing, quote marks, dashes. */
export function normaliseForQuoting(text: string): string {
  // Plain ASCII has no compatibility forms, curly quotes or dashes to fold: only spacing and case.
  if (isAscii(text)) return text.replace(/\s+/g, ' ').trim().toLowerCase();
  return text
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u201a\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Shortest quote (after normalising) accepted as evidence: shorter ones prove nothing. */
export const MIN_QUOTE_CHARS = 12;

/** Whether `quote` appears in any of the texts, up to case, spacing and typography. */
export function quoteAppearsIn(quote: string, ...texts: readonly string[]): boolean {
  return new QuoteMatcher().appearsIn(quote, ...texts);
}

/**
 * `quoteAppearsIn` for many quotes from the same few texts: each text is normalised once, not
 * once per quote (an item's sources are pages long and its evidence quotes them dozens of times).
 */
export class QuoteMatcher {
  private readonly normalised = new Map<string, string>();

  /** Whether `quote` appears in any of the texts, up to case, spacing and typography. */
  appearsIn(quote: string, ...texts: readonly string[]): boolean {
    const needle = normaliseForQuoting(quote).replace(/^["']+|["']+$/g, '').trim();
    if (needle.length < MIN_QUOTE_CHARS) return false;
    return texts.some((text) => text && this.normalise(text).includes(needle));
  }

  private normalise(text: string): string {
    let folded = this.normalised.get(text);
    if (folded === undefined) {
      folded = normaliseForQuoting(text);
      this.normalised.set(text, folded);
    }
    return folded;
  }
}
