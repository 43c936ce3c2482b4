import { wordsOf, type WordRule } from '../rules/rule-table';

// The words where clause-roles.ts cuts a sentence into clauses (each may have a subject of its
// own) and the words that weigh the clauses of a contrast. Each row's words share one effect;
// the context a row needs (a comma before it, a name after it) is read in clause-roles.ts.

/** What a clause word does, in words (as rules.spec.ts checks it on the row's example). */
export type ClauseBreakEffect =
  | 'starts a clause'
  | 'starts a clause when an item is named right after'
  | 'starts a clause that names an item within three words'
  | 'starts a clause about the item named right before'
  | 'starts a clause with a subject of its own'
  | 'keeps the subject after a subordinator'
  | 'an opening contrast ends at its comma'
  | 'an opening use ends at its comma and judges no item'
  | 'is no turn before "but"'
  | 'the clause after outweighs the one before'
  | 'the clause it opens weighs less';

/** The rows. */
export const CLAUSE_BREAKS: readonly WordRule<ClauseBreakEffect>[] = [
  // Words that start a new clause with (possibly) a new subject.
  { id: 'clause-break', match: new Set(['but', 'while', 'whereas', 'although', 'though', 'however', 'meanwhile']), effect: 'starts a clause', example: 'Zorblax is loud whereas Quintera hums.' },
  // "and"/"or" start a new clause only when an item is named right after them.
  { id: 'handover', match: new Set(['and', 'or']), effect: 'starts a clause when an item is named right after', example: 'Zorblax is loud and Quintera hums.' },
  // "…the templates that make Y so handy": a relative clause that names an item is about that item.
  { id: 'relative', match: new Set(['that', 'which', 'who']), effect: 'starts a clause that names an item within three words', example: 'Zorblax copies the layouts that make Quintera handy.' },
  // "…than can be said for B, which gave up after an hour": a relative pronoun right after a name
  // is about that item, not about the subject of the clause before.
  { id: 'relative-of-name', match: new Set(['which', 'who']), effect: 'starts a clause about the item named right before', example: 'Zorblax kept going long after Quintera, which died within the hour.' },
  // A condition or circumstance with a subject of its own ("when free editors exist").
  { id: 'subordinator', match: new Set(['when', 'whenever', 'if', 'unless', 'once', 'where', 'wherever']), effect: 'starts a clause with a subject of its own', example: 'Zorblax is pricey when cheap kettles abound.' },
  // "when it is cold" goes on about the same subject.
  {
    id: 'same-subject',
    match: new Set(['it', 'its', 'they', 'their', "it's", 'used', 'paired', 'running', 'charging', 'playing', 'pushed', 'loaded']),
    effect: 'keeps the subject after a subordinator',
    example: 'Zorblax is quiet when it is cold.',
  },
  // "While A is sturdy, B feels flimsy": the opening contrast's other side follows the comma.
  { id: 'opening-contrast', match: new Set(['while', 'whereas', 'although', 'though']), effect: 'an opening contrast ends at its comma', example: 'While Zorblax is sturdy, Quintera feels flimsy.' },
  // "For a quick stop at the shops, A is more than enough": the use is described, not the item.
  { id: 'opening-use', match: new Set(['for']), effect: 'an opening use ends at its comma and judges no item', example: 'For a quick stop on a secure street, Zorblax is more than enough.' },
  // "anything but intuitive", "all but useless": one phrase, not a turn.
  { id: 'fused-before-but', match: new Set(['anything', 'all', 'nothing', 'everything', 'last']), effect: 'is no turn before "but"', example: 'Zorblax is anything but quiet.' },
  // What follows a turn is the point, what came before it the lesser part (VADER's weights: ×1.5 and ×0.5).
  { id: 'turn', match: new Set(['but', 'however', 'yet']), effect: 'the clause after outweighs the one before', example: 'Zorblax is pricey, but it lasts.' },
  { id: 'concession', match: new Set(['although', 'though']), effect: 'the clause it opens weighs less', example: 'Zorblax is sturdy, though it is pricey.' },
];

const wordsWith = (id: string): ReadonlySet<string> => wordsOf(CLAUSE_BREAKS.filter((row) => row.id === id));

/** Words that start a new clause with (possibly) a new subject. */
export const BREAKS = wordsWith('clause-break');
/** "and"/"or": a new clause only when an item is named right after. */
export const SOFT_BREAKS = wordsWith('handover');
/** Words that open a relative clause. */
export const RELATIVES = wordsWith('relative');
/** Relative pronouns that, right after a name, open a clause about that item. */
export const RELATIVES_OF_NAMES = wordsWith('relative-of-name');
/** Words that open a condition or circumstance. */
export const SUBORDINATORS = wordsWith('subordinator');
/** Words after a subordinator that keep the clause about the same thing. */
export const SAME_SUBJECT = wordsWith('same-subject');
/** Words that open a sentence with a contrast whose other side follows the comma. */
export const OPENING_CONTRASTS = wordsWith('opening-contrast');
/** Words that open a sentence with the use the rest of it is about ("For a long flight, …"). */
export const OPENING_USES = wordsWith('opening-use');
/** Words that make "but" part of a phrase, not a turn. */
export const FUSED_BEFORE_BUT = wordsWith('fused-before-but');
/** Words that turn a sentence. */
export const TURNS = wordsWith('turn');
/** Words that open a concession. */
export const CONCESSIONS = wordsWith('concession');
