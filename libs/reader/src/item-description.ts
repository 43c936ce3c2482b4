import { parseText, type EvidenceSource, type ItemMatcher } from '@juxta/research';
import { ARTICLES } from './rules/words';

const MIN_WORDS = 6;
const MAX_CHARS = 300;
const DEFINITION = /\b(?:is|are|was|were)\s+(?:a|an|the|one)\b/i;

/**
 * The first informative sentence about the item: one that names it and reads as a sentence
 * (six words or more, not a heading, not overly long). Sentences that open with the item
 * and define it ("X is a…"), on a page titled after it, are preferred; among equals the
 * earliest wins.
 */
export function describeItem(sources: readonly EvidenceSource[], item: number, matcher: ItemMatcher): string {
  let best = { text: '', rank: -1 };
  for (const source of sources) {
    const titled = matcher.itemsIn(source.title).includes(item);
    for (const sentence of parseText(source.text || source.snippet)) {
      if (sentence.heading || sentence.text.length > MAX_CHARS) continue;
      const { tokens } = sentence;
      if (tokens.length < MIN_WORDS) continue;
      const mention = matcher.mentions(tokens).find((m) => m.item === item);
      if (!mention) continue;
      const opens = mention.start === 0 || (mention.start === 1 && ARTICLES.has(tokens[0].word));
      const definition = DEFINITION.exec(sentence.text);
      const defines = definition !== null && definition.index >= tokens[mention.start].start;
      const rank = (opens ? 4 : 0) + (defines ? 2 : 0) + (titled ? 1 : 0);
      if (rank > best.rank) best = { text: sentence.text.replace(/\s+/g, ' '), rank };
      if (rank === 7) return best.text;
    }
  }
  return best.text;
}
