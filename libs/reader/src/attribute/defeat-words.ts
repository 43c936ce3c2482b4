// Words of one item falling short of another, said without a word of blame. Read twice: by
// clause-roles (which item is the compared one) and by domain-sentiment (that the subject lost),
// so both read the same list.

/** Verbs of equalling ("match", "rivals"): negated, or after "nobody", they rank the item named after them above. */
export const EQUALLING = new Set(['match', 'matches', 'rival', 'rivals', 'equal', 'equals', 'touch', 'touches']);

/** Participles of being beaten or outdone ("was outclassed by Y"): in the passive the subject is the one beaten. */
export const DEFEATS = new Set([
  'beaten', 'outperformed', 'outclassed', 'outdone', 'outpaced', 'eclipsed', 'trounced', 'bested', 'outgunned', 'outrun', 'surpassed',
  'outlasted', 'outsold', 'outshone', 'edged', 'dwarfed', 'overshadowed', 'undercut', 'overtaken', 'outscored', 'outstripped',
]);

/** Auxiliaries of the passive before such a participle ("was beaten", "got left behind"). */
export const PASSIVE_AUXILIARIES = new Set(['was', 'were', 'is', 'are', 'been', 'being', 'be', 'get', 'gets', 'got', 'getting']);

/** Multi-word participles of defeat ("edged out", "left behind"), beside DEFEATS. */
export const DEFEAT_PHRASES = ['edged out', 'left behind'] as const;

/** A regular-expression alternation of the words, longest first (so "edged out" wins over "edged"). */
export function alternation(words: Iterable<string>): string {
  return [...words].sort((a, b) => b.length - a.length).join('|');
}
