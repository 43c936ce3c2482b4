import type { ItemMention, WordToken } from '@juxta/research';
import type { WordRule } from '../rules/rule-table';

/** What a row's words do in "A makes B feel slow": the causing verb, or the verb of seeming that says how B comes across. */
export type CausativePart = 'causing' | 'seeming';

/**
 * "The A makes the B feel slow", "A leaves B looking dated": the verdict is on B, said against
 * A, so B is the subject and A the rival, the other way round from the order of the names.
 */
export const CAUSATIVE_COMPARISONS: readonly WordRule<CausativePart>[] = [
  { id: 'causing-verb', match: new Set(['makes', 'make', 'made', 'making', 'leaves', 'leave', 'left', 'leaving']), effect: 'causing', example: 'The Zorblax makes the Quintera feel slow.' },
  {
    id: 'seeming-verb',
    match: new Set(['feel', 'feels', 'feeling', 'look', 'looks', 'looking', 'seem', 'seems', 'seeming', 'sound', 'sounds', 'sounding', 'appear', 'appears']),
    effect: 'seeming',
    example: 'The Zorblax leaves the Quintera looking dated.',
  },
];

const [CAUSING, SEEMING] = CAUSATIVE_COMPARISONS.map((row) => row.match);

/** The items of a causative comparison in tokens [start, end), when one is there: the one said to seem so, and the one that makes it seem so. */
export function causativeComparison(
  tokens: readonly WordToken[],
  inside: readonly ItemMention[],
  start: number,
  end: number,
): { caused: number; causer: number; verb: number } | undefined {
  for (let i = start; i < end; i++) {
    if (!CAUSING.has(tokens[i].word)) continue;
    const causer = inside.find((m) => m.end <= i);
    const at = tokens[i + 1]?.word === 'the' ? i + 2 : i + 1;
    const caused = inside.find((m) => m.start === at);
    if (!causer || !caused || causer.item === caused.item) continue;
    const after = tokens[caused.end]?.word === 's' ? caused.end + 1 : caused.end;
    if (SEEMING.has(tokens[after]?.word ?? '')) return { caused: caused.item, causer: causer.item, verb: i };
  }
  return undefined;
}
