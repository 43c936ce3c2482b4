import type { ItemMention, WordToken } from '@juxta/research';
import type { Clause } from './clause-roles';

// Third products mentioned in passing: clauses whose subject they are give nothing to the items.

// Pronouns that go on about the subject of the clause before ("…, but they crash constantly").
const CONTINUING_PRONOUNS = new Set(['they', 'it', 'these', 'those', 'their', 'its']);
// Words that may open a clause before its subject.
const CLAUSE_OPENERS = new Set(['but', 'and', 'yet', 'while', 'whereas', 'although', 'though', 'however', 'so', 'also', 'still']);

/**
 * The clauses with no item role where they speak of other products: those that open with them
 * (see aboutOtherProducts), and the clauses after those that go on about them with a pronoun
 * ("Apps like Zentri are cheaper, but they crash constantly").
 */
export function withoutOtherProducts(
  tokens: readonly WordToken[],
  clauses: readonly Clause[],
  mentions: readonly ItemMention[],
  isForeignName: (token: WordToken) => boolean,
): Clause[] {
  let others = false;
  return clauses.map((clause) => {
    const names = mentions.some((m) => m.start >= clause.start && m.start < clause.end);
    let first = clause.start;
    while (first < clause.end - 1 && CLAUSE_OPENERS.has(tokens[first].word)) first++;
    others = aboutOtherProducts(tokens, clause, mentions, isForeignName) || (others && !names && CONTINUING_PRONOUNS.has(tokens[first].word));
    return others ? { ...clause, subjects: [], objects: [] } : clause;
  });
}

// Words that introduce examples of a group ("languages such as Corbel", "rivals like Zentri").
const EXAMPLE_MARKERS = new Set(['such', 'like', 'including', 'especially', 'notably']);
/** How far into a clause its subject (a group and its examples) can reach. */
const SUBJECT_REACH = 6;

/**
 * Whether a clause that names none of the items opens with other products as its subject: a
 * group and a name given as its example ("Older languages such as Corbel handle this no
 * better", "Rivals like Zentri charge more"). Then what it says is about them, and the item
 * carried from the sentence before gets nothing from it.
 */
export function aboutOtherProducts(
  tokens: readonly WordToken[],
  clause: Clause,
  mentions: readonly ItemMention[],
  isForeignName: (token: WordToken) => boolean,
): boolean {
  if (mentions.some((m) => m.start >= clause.start && m.start < clause.end)) return false;
  const end = Math.min(clause.end, clause.start + SUBJECT_REACH);
  for (let i = clause.start + 1; i < end; i++) {
    const w = tokens[i].word;
    if (!EXAMPLE_MARKERS.has(w)) continue;
    // "such as X"; "like X" only after a plural group ("languages like X", not "feels like X").
    if (w === 'like' && !/s$/.test(tokens[i - 1].word)) continue;
    let next = w === 'such' && tokens[i + 1]?.word === 'as' ? i + 2 : i + 1;
    if (tokens[next]?.word === 'the') next++;
    if (tokens[next] && isForeignName(tokens[next])) return true;
  }
  return false;
}
