import { wordsOf, type WordRule } from '../rules/rule-table';

// The words where aspect-segments.ts cuts a clause into stretches that can each speak of their
// own aspect ("the battery lasts a week, and the screen is dim").

/** What a stretch word does, in words. */
export type StretchBreakEffect =
  | 'starts a stretch after a comma'
  | 'starts a stretch before a new subject'
  | 'is a new subject after "and"/"but"'
  | 'starts a stretch after a comma when its own verb follows'
  | 'is the verb that makes a comma subject a statement';

/** The rows. */
export const STRETCH_BREAKS: readonly WordRule<StretchBreakEffect>[] = [
  // After a comma, colon or dash these open a new statement that may be about another aspect
  // ("…, and the screen is dim", "…, but charging is slow", "…, which makes it a bargain", "…, then it
  // gets warm").
  {
    id: 'after-comma',
    match: new Set(['and', 'but', 'yet', 'so', 'though', 'although', 'which', 'while', 'whereas', 'or', 'plus', 'then']),
    effect: 'starts a stretch after a comma',
    example: 'The kettle boils fast, which makes mornings easy.',
  },
  // Without a comma, "and"/"but" open a new statement only when a new subject follows ("and the app…").
  { id: 'joiner', match: new Set(['and', 'but']), effect: 'starts a stretch before a new subject', example: 'The battery lasts a week and the screen is dim.' },
  {
    id: 'new-subject',
    match: new Set(['the', 'its', 'their', 'his', 'her', 'it', 'they', 'a', 'an', 'this', 'that', 'these', 'those', 'there', 'my', 'our', 'your']),
    effect: 'is a new subject after "and"/"but"',
    example: 'The strap is soft but its clasp pinches.',
  },
  // A quantified subject is a new one too ("… is light and most current models are waterproof"):
  // the stretch speaks of its own aspect. Whose models they are is left to the clause.
  {
    id: 'quantified-subject',
    match: new Set(['most', 'many', 'some', 'all', 'few', 'both', 'every', 'each', 'other', 'others']),
    effect: 'is a new subject after "and"/"but"',
    example: 'The strap is soft and most rival straps are stiff.',
  },
  // After a comma, a noun phrase with a linking verb of its own is a statement of its own, about its
  // own aspect ("its base is aluminium, the seat is firm"); one that goes on to "and" is a list.
  {
    id: 'comma-subject',
    match: new Set(['the', 'its', 'their', 'his', 'her', 'my', 'our', 'your']),
    effect: 'starts a stretch after a comma when its own verb follows',
    example: 'The strap is soft, the clasp is stiff.',
  },
  {
    id: 'linking-verb',
    match: new Set(['is', 'are', 'was', 'were', 'feels', 'felt', 'looks', 'looked', 'seems', 'seemed', 'stays', 'stayed']),
    effect: 'is the verb that makes a comma subject a statement',
    example: 'The strap is soft, the clasp is stiff.',
  },
];

const wordsWith = (id: string): ReadonlySet<string> => wordsOf(STRETCH_BREAKS.filter((row) => row.id === id));

/** Words that open a new stretch after a comma. */
export const AFTER_COMMA = wordsWith('after-comma');
/** "and"/"but": a new stretch only before a new subject. */
export const JOINERS = wordsWith('joiner');
/** Words that start a new subject. */
export const NEW_SUBJECT = new Set([...wordsWith('new-subject'), ...wordsWith('quantified-subject')]);
/** Words that, after a comma, open a noun phrase that may have a verb of its own. */
export const COMMA_SUBJECT = wordsWith('comma-subject');
/** The linking verbs that make such a noun phrase a statement. */
export const LINKING_VERBS = wordsWith('linking-verb');
