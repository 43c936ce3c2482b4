import { wordsOf, type WordRule } from '../rules/rule-table';

// The words where aspect-segments.ts cuts a clause into stretches that can each speak of their
// own aspect ("the battery lasts a week, and the screen is dim").

/** What a stretch word does, in words. */
export type StretchBreakEffect = 'starts a stretch after a comma' | 'starts a stretch before a new subject' | 'is a new subject after "and"/"but"';

/** The rows. */
export const STRETCH_BREAKS: readonly WordRule<StretchBreakEffect>[] = [
  // After a comma, colon or dash these open a new statement that may be about another aspect
  // ("…, and the screen is dim", "…, but charging is slow", "…, which makes it a bargain").
  {
    id: 'after-comma',
    match: new Set(['and', 'but', 'yet', 'so', 'though', 'although', 'which', 'while', 'whereas', 'or', 'plus']),
    effect: 'starts a stretch after a comma',
    example: 'The kettle boils fast, which makes mornings easy.',
  },
  // Without a comma, "and"/"but" open a new statement only when a new subject follows ("and the app…").
  { id: 'joiner', match: new Set(['and', 'but']), effect: 'starts a stretch before a new subject', example: 'The battery lasts a week and the screen is dim.' },
  {
    id: 'new-subject',
    match: new Set(['the', 'its', 'their', 'his', 'her', 'it', 'they', 'a', 'an', 'this', 'that', 'these', 'those', 'there']),
    effect: 'is a new subject after "and"/"but"',
    example: 'The strap is soft but its clasp pinches.',
  },
];

const wordsWith = (id: string): ReadonlySet<string> => wordsOf(STRETCH_BREAKS.filter((row) => row.id === id));

/** Words that open a new stretch after a comma. */
export const AFTER_COMMA = wordsWith('after-comma');
/** "and"/"but": a new stretch only before a new subject. */
export const JOINERS = wordsWith('joiner');
/** Words that start a new subject. */
export const NEW_SUBJECT = wordsWith('new-subject');
