import type { ItemMention, WordToken } from '@juxta/research';
import type { WordRule } from '../rules/rule-table';

/**
 * "Quintera owners will find the Zorblax sluggish": a name that qualifies people is who they
 * are, not what the clause judges, so it is no subject of the clause.
 */
export const PEOPLE_AFTER_NAME: readonly WordRule[] = [
  {
    id: 'people-of-an-item',
    match: new Set(['owner', 'owners', 'user', 'users', 'fan', 'fans', 'buyer', 'buyers', 'customer', 'customers', 'loyalist', 'loyalists', 'subscriber', 'subscribers', 'veteran', 'veterans', 'diehards']),
    effect: 'not the subject',
    example: 'Quintera owners will find the Zorblax sluggish.',
  },
];

const PEOPLE = PEOPLE_AFTER_NAME[0].match;

/** Whether the mention names the people of an item ("Quintera owners") rather than the item. */
export function namesPeople(tokens: readonly WordToken[], mention: ItemMention): boolean {
  return PEOPLE.has(tokens[mention.end]?.word ?? '');
}
