import type { WordRule } from '../rules/rule-table';

/** What a comparison marker does: whether the item named after it is the rival, and whether the words after it describe that rival. */
export interface MarkerEffect {
  /** The next item named is what the subject is compared against: its sentiment counts reversed. */
  rival: boolean;
  /** The words after it (to the next comma or conjunction) describe the rival, not the subject. */
  describesRival: boolean;
}

/** The words that set an item against another. Phrases ("compared with", "next to", "falls short of") are read in clause-roles.ts. */
export const COMPARISON_MARKERS: readonly WordRule<MarkerEffect>[] = [
  { id: 'than', match: new Set(['than']), effect: { rival: true, describesRival: true }, example: 'Zorblax is faster than the excellent Quintera.' },
  {
    id: 'beating-verb',
    match: new Set([
      'outperforms', 'outperform', 'outperformed', 'beats', 'beat', 'surpasses', 'surpass', 'trumps', 'outclasses', 'outlasts', 'outlast',
      'outlasted', 'undercuts', 'undercut', 'outsells', 'outshines', 'outshine', 'eclipses', 'trounces', 'bests', 'outguns', 'outruns', 'outpaces',
    ]),
    effect: { rival: true, describesRival: true },
    example: 'Zorblax outperforms the polished Quintera.',
  },
  // "…feels solid, unlike the flimsy clip on B": the words after "unlike" describe B.
  { id: 'unlike', match: new Set(['unlike']), effect: { rival: true, describesRival: true }, example: 'Zorblax feels solid, unlike the flimsy Quintera.' },
  { id: 'versus', match: new Set(['versus', 'vs']), effect: { rival: true, describesRival: false }, example: 'Zorblax wins on speed versus Quintera.' },
  {
    id: 'ranking-verb',
    match: new Set(['trails', 'trailed', 'edges', 'edged', 'dwarfs', 'dwarfed', 'outdoes', 'outstrips', 'outscores']),
    effect: { rival: true, describesRival: false },
    example: 'Zorblax edges Quintera on battery life.',
  },
  // "198 g against 262 g for Y", "9,000 titles against Y's 3,500": a figure set against the rival's.
  { id: 'against', match: new Set(['against']), effect: { rival: true, describesRival: false }, example: 'Zorblax weighs 198 g against 262 g for Quintera.' },
  // "as fast as Y" makes Y a peer, not a rival ("not as fast as Y" makes it one, by the negation), but the words after
  // the second "as" describe Y.
  { id: 'as', match: new Set(['as']), effect: { rival: false, describesRival: true }, example: 'Zorblax is not as quick as the superb Quintera.' },
];
