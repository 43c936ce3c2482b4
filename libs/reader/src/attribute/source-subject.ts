import type { EvidenceSource, ItemMatcher, ParsedSentence, WordToken } from '@juxta/research';

/** Share of a page's sentences that must name an item for the page to be about it. */
const ABOUT_SHARE = 0.25;

/**
 * The item a source is about when a sentence names none: the one its title names, else one
 * that a quarter or more of its sentences name (and more than any other). Comparison pages
 * that name several items in the title are about none by default; their sentences must name
 * an item or follow one.
 */
export function subjectOfSource(source: EvidenceSource, sentences: readonly ParsedSentence[], item: number, matcher: ItemMatcher): number | null {
  const inTitle = matcher.itemsIn(source.title);
  if (inTitle.length === 1) return inTitle[0];
  if (inTitle.length > 1 || sentences.length === 0) return null;
  const counts = new Map<number, number>();
  for (const sentence of sentences) {
    const named = new Set(matcher.mentions(sentence.tokens).map((m) => m.item));
    for (const n of named) counts.set(n, (counts.get(n) ?? 0) + 1);
  }
  const mine = counts.get(item) ?? 0;
  if (mine < ABOUT_SHARE * sentences.length) return null;
  return [...counts.entries()].every(([other, n]) => other === item || n < mine) ? item : null;
}

/**
 * A test for words that are names of other things, learned from the page: mixed-case words
 * ("iPad", "MariaDB"), letters mixed with digits or symbols ("C#", "S24"), and capitalised
 * words the page also capitalises mid-sentence ("Samsung", "Java"). Acronyms are left out:
 * they are more often features ("SQL", "JSON") than rival products.
 */
export function foreignNames(sentences: readonly ParsedSentence[]): (token: WordToken) => boolean {
  const capitalisedMidSentence = new Set<string>();
  for (const sentence of sentences) {
    if (sentence.heading) continue;
    const { tokens } = sentence;
    for (let i = 1; i < tokens.length; i++) {
      if (/^\p{Lu}\p{Ll}/u.test(tokens[i].raw)) capitalisedMidSentence.add(tokens[i].word);
    }
  }
  return (token) => {
    const raw = token.raw;
    if (/^\p{Ll}+\p{Lu}/u.test(raw) || /^\p{Lu}\p{Ll}+\p{Lu}/u.test(raw)) return true;
    if (/\p{L}/u.test(raw) && /[\d+#]/.test(raw)) return true;
    return /^\p{Lu}\p{Ll}/u.test(raw) && capitalisedMidSentence.has(token.word);
  };
}
