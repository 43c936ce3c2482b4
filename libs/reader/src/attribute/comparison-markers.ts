import type { PhraseRule, WordRule } from '../rules/rule-table';

/** What a comparison marker does: whether the item named after it is the rival, and whether the words after it describe that rival. */
export interface MarkerEffect {
  /** The next item named is what the subject is compared against: its sentiment counts reversed. */
  rival: boolean;
  /** The words after it (to the next comma or conjunction) describe the rival, not the subject. */
  describesRival: boolean;
}

/** The words that set an item against another. Phrases ("compared with", "next to", "falls short of") are COMPARISON_PHRASES below. */
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
  // "head and shoulders above Y", "a cut above Y": ranked over it.
  { id: 'ranked-above', match: new Set(['above']), effect: { rival: true, describesRival: false }, example: 'Zorblax is head and shoulders above Quintera for comfort.' },
  // "198 g against 262 g for Y", "9,000 titles against Y's 3,500": a figure set against the rival's.
  { id: 'against', match: new Set(['against']), effect: { rival: true, describesRival: false }, example: 'Zorblax weighs 198 g against 262 g for Quintera.' },
  // "as fast as Y" makes Y a peer, not a rival ("not as fast as Y" makes it one, by the negation), but the words after
  // the second "as" describe Y.
  { id: 'as', match: new Set(['as']), effect: { rival: false, describesRival: true }, example: 'Zorblax is not as quick as the superb Quintera.' },
];

const words = (...list: string[]): ReadonlySet<string> => new Set(list);

/**
 * Phrases that set the item named after them against the subject as its rival: each row fires on
 * the phrase's last word (the one before the rival's name). Comparisons that need more than the
 * words around them (negated equalling, a passive defeat, "twice as fast as", a figure set against
 * a figure) are read in clause-roles.ts.
 */
export const COMPARISON_PHRASES: readonly PhraseRule<'rival'>[] = [
  { id: 'compared-with', match: { word: words('to', 'with'), before: [words('compared', 'relative', 'comparison')] }, effect: 'rival', example: 'Zorblax is quiet compared with Quintera.' },
  { id: 'next-to', match: { word: words('to'), before: [words('next')] }, effect: 'rival', example: 'Zorblax is a bargain next to Quintera.' },
  { id: 'short-of', match: { word: words('of'), before: [words('short', 'ahead')] }, effect: 'rival', example: 'Zorblax falls short of Quintera on range.' },
  // "…has never bothered me, which I can't say for Y", "the same cannot be said for Y": Y lacks what the subject has.
  { id: 'cannot-say-for', match: { word: words('for'), before: [words('say', 'said')] }, effect: 'rival', example: 'Zorblax never leaks, which I cannot say for Quintera.' },
  { id: 'no-match-for', match: { word: words('for'), before: [words('match'), words('no')] }, effect: 'rival', example: 'Zorblax is no match for Quintera.' },
  {
    id: 'edge-over',
    match: { word: words('over'), before: [words('edge', 'upgrade', 'improvement', 'advantage', 'lead', 'nod')] },
    effect: 'rival',
    example: 'Zorblax has the edge over Quintera.',
  },
  // "a notch below Y", "a cut below Y": ranked under Y.
  { id: 'cut-below', match: { word: words('below'), before: [words('step', 'notch', 'cut', 'class', 'league', 'level', 'rung')] }, effect: 'rival', example: 'Zorblax is a notch below Quintera for comfort.' },
  // "X can't hold a candle to Y": Y is the one ahead.
  { id: 'candle-to', match: { word: words('to'), before: [words('candle')] }, effect: 'rival', example: "Zorblax can't hold a candle to Quintera for comfort." },
  { id: 'step-up-from', match: { word: words('from'), before: [words('up', 'down'), words('step')] }, effect: 'rival', example: 'Zorblax is a step up from Quintera.' },
  {
    id: 'lags-behind',
    // Verbs before "behind" that make it a ranking ("lags behind Y"), not a place.
    match: {
      word: words('behind'),
      before: [words('lags', 'lag', 'lagged', 'lagging', 'falls', 'fall', 'fell', 'falling', 'trails', 'trail', 'trailed', 'far', 'well', 'way', 'still', 'slightly', 'step', 'notch', 'mile', 'miles')],
    },
    effect: 'rival',
    example: 'Zorblax lags behind Quintera on battery.',
  },
  {
    id: 'pick-over',
    // Verbs of choosing: "pick X over Y" ranks X above Y.
    match: { word: words('over'), within: { words: words('pick', 'picked', 'prefer', 'preferred', 'choose', 'chose', 'recommend', 'recommended', 'favour', 'favor', 'take', 'took'), reach: 5 } },
    effect: 'rival',
    example: 'I would pick Zorblax over Quintera.',
  },
  {
    id: 'prefer-to',
    // "I preferred X to Y": Y is ranked below.
    match: { word: words('to'), within: { words: words('prefer', 'prefers', 'preferred', 'preferring'), reach: 5 } },
    effect: 'rival',
    example: 'I preferred Zorblax to Quintera.',
  },
  {
    id: 'fraction-of',
    // "costs a fraction of what Y burns", "weighs half of Y's": Y is what the subject is measured against.
    match: { word: words('of'), before: [words('fraction', 'half', 'third', 'quarter')] },
    effect: 'rival',
    example: 'Zorblax costs a fraction of Quintera.',
  },
  {
    id: 'half-the-price-of',
    // "half the price of Y", "twice the cost of Y".
    match: { word: words('of'), before: [words('price', 'cost'), null, words('half', 'fraction', 'third', 'quarter', 'twice', 'double', 'triple', 'thrice')] },
    effect: 'rival',
    example: 'Zorblax is half the price of Quintera.',
  },
];
