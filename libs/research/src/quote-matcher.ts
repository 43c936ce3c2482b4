/** Folds the differences a faithful quote may have from its source: case, spacing, quote marks, dashes. */
export function normaliseForQuoting(text: string): string {
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
  const needle = normaliseForQuoting(quote).replace(/^["']+|["']+$/g, '').trim();
  if (needle.length < MIN_QUOTE_CHARS) return false;
  return texts.some((text) => text && normaliseForQuoting(text).includes(needle));
}
