// Words of one item falling short of another, said without a word of blame. Read twice: by
// clause-roles (which item is the compared one) and by domain-sentiment (that the subject lost),
// so both read the same table.

import type { WordRule } from '../rules/rule-table';

/** The rows: each row's words and what they say of the item named after them. */
export const DEFEAT_WORDS: readonly WordRule[] = [
  {
    id: 'equalling',
    // Verbs of equalling ("match", "rivals"): negated, or after "nobody", they rank the item named after them above.
    match: new Set(['match', 'matches', 'rival', 'rivals', 'equal', 'equals', 'touch', 'touches']),
    effect: 'the item named after it is ahead',
    example: "Quintera can't match Zorblax.",
  },
  {
    id: 'defeat-participle',
    // Participles of being beaten or outdone ("was outclassed by Y"): in the passive the subject is the one beaten.
    match: new Set([
      'beaten', 'outperformed', 'outclassed', 'outdone', 'outpaced', 'eclipsed', 'trounced', 'bested', 'outgunned', 'outrun', 'surpassed',
      'outlasted', 'outsold', 'outshone', 'edged', 'dwarfed', 'overshadowed', 'undercut', 'overtaken', 'outscored', 'outstripped',
    ]),
    effect: 'the item named after "by" is ahead',
    example: 'Quintera was outclassed by Zorblax.',
  },
  {
    id: 'passive-auxiliary',
    // Auxiliaries of the passive before such a participle ("was beaten", "got left behind").
    match: new Set(['was', 'were', 'is', 'are', 'been', 'being', 'be', 'get', 'gets', 'got', 'getting']),
    effect: 'makes a defeat participle passive',
    example: 'Quintera got beaten by Zorblax.',
  },
  {
    id: 'defeat-phrase',
    // Multi-word participles of defeat ("edged out", "left behind"), beside the single words.
    match: new Set(['edged out', 'left behind']),
    effect: 'the item named after "by" is ahead',
    example: 'Quintera was left behind by Zorblax.',
  },
];

const row = (id: string) => (DEFEAT_WORDS.find((r) => r.id === id) as WordRule).match;

/** Verbs of equalling ("match", "rivals"). */
export const EQUALLING = row('equalling');

/** Participles of being beaten or outdone ("outclassed"). */
export const DEFEATS = row('defeat-participle');

/** Auxiliaries of the passive ("was", "got"). */
export const PASSIVE_AUXILIARIES = row('passive-auxiliary');

/** Multi-word participles of defeat ("edged out", "left behind"). */
export const DEFEAT_PHRASES = [...row('defeat-phrase')];

/** A regular-expression alternation of the words, longest first (so "edged out" wins over "edged"). */
export function alternation(words: Iterable<string>): string {
  return [...words].sort((a, b) => b.length - a.length).join('|');
}
