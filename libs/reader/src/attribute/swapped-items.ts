import type { ItemMention, WordToken } from '@juxta/research';
import { wordsOf, type WordRule } from '../rules/rule-table';

// "I swapped my A for the B. It's so much quicker.": after a sentence that trades one item for
// the other, "it" may be either (the one kept, the one given up), and the subject of the
// sentence is no guide: the text goes on about an item the reader cannot tell.

/** Verbs that trade one item for the other. */
export const SWAP_VERBS: readonly WordRule[] = [
  {
    id: 'swap',
    match: new Set(['swapped', 'swap', 'swapping', 'traded', 'exchanged', 'replaced', 'replacing', 'switched', 'switching', 'ditched', 'returned', 'upgraded']),
    effect: 'subject left open',
    example: 'I swapped my Zorblax for the Quintera last month. It is far quicker.',
  },
];

const SWAPS = wordsOf(SWAP_VERBS);

/** Whether the sentence trades one compared item for another, after which a pronoun could stand for either. */
export function swapsItems(tokens: readonly WordToken[], mentions: readonly ItemMention[]): boolean {
  return new Set(mentions.map((m) => m.item)).size >= 2 && tokens.some((t) => SWAPS.has(t.word));
}
