import type { ItemMention, WordToken } from '@juxta/research';
import { isOpinionComparative } from '../polarity/domain-sentiment';
import { wordsOf, type WordRule } from '../rules/rule-table';
import type { Clause } from './clause-roles';

// In a review of the two compared items, a comparative that names no rival ("the A makes better
// rice", "it's quieter, too") sets the item against the other one: the review has no third thing
// to measure it by. Elsewhere (a review of one item, a comparison of three) the rival is unknown.

/**
 * Words that give a bare comparative another measure than the rival: the item before ("quieter
 * since the update"), a wish ("could be quieter"), a need ("suits anyone who needs a quieter office"), a
 * measure of its own ("quieter than ever", "as quiet as").
 */
export const OTHER_MEASURES: readonly WordRule[] = [
  {
    id: 'change-over-time',
    match: new Set(['now', 'since', 'update', 'updated', 'updates', 'firmware', 'getting', 'got', 'gets', 'became', 'becomes', 'become', 'improved', 'used', 'anymore', 'previous', 'predecessor', 'older', 'newer', 'last', 'ever', 'over', 'grown', 'later', 'eventually']),
    effect: 'another measure',
    example: 'The Zorblax got quieter after the update.',
  },
  { id: 'wish', match: new Set(['could', 'should', 'would', 'might', 'wish', 'hope', 'hoped', 'wished']), effect: 'another measure', example: 'I wish the Zorblax were quieter.' },
  { id: 'need', match: new Set(['if', 'unless', 'whether', 'want', 'wants', 'need', 'needs', 'prefer', 'prefers', 'looking']), effect: 'another measure', example: 'The Zorblax suits anyone who needs a quieter office.' },
  { id: 'own-measure', match: new Set(['than', 'as', 'expected', 'thought', 'others', 'most', 'rivals', 'competitors', 'alternatives']), effect: 'another measure', example: 'The Zorblax is quieter than most.' },
];

const OTHER_MEASURE_WORDS = wordsOf(OTHER_MEASURES);

/** Verbs of winning: in a review of the two, what an item wins ("won the blind tasting", "wins on range") it wins over the other. */
export const WINNING_VERBS: readonly WordRule[] = [
  { id: 'wins', match: new Set(['wins', 'won', 'win']), effect: 'a win over the other', example: 'On taste, the Zorblax won the tasting five votes to two.' },
];
const WINS = wordsOf(WINNING_VERBS);
/** Words after a winning verb that make it something else: a prize ("won an award"), a persuasion ("won me over"). */
const NOT_A_CONTEST = new Set(['award', 'awards', 'prize', 'prizes', 'medal', 'medals', 'accolade', 'accolades', 'plaudits', 'praise', 'fans', 'over', 'me', 'us', 'them', 'hearts']);

/** Whether the word at `i` says the item won (and not a prize, not a heart). */
function winsOutright(words: readonly string[], i: number): boolean {
  return WINS.has(words[i]) && !words.slice(i + 1, i + 4).some((w) => NOT_A_CONTEST.has(w));
}

/**
 * Sets the other item as the rival of each clause that names one item and judges it by a bare
 * comparative (counts reversed for it), in a source that compares exactly the two items. A clause
 * whose item is only carried over ("it is the smaller tool") is left alone: were the carried item
 * the wrong one, the mistake would count twice, once for each item.
 */
export function markHeadToHead(text: string, tokens: readonly WordToken[], mentions: readonly ItemMention[], clauses: Clause[]): void {
  if (/\?\s*$/.test(text)) return;
  const words = tokens.map((t) => t.word);
  for (const clause of clauses) {
    if (clause.subjects.length !== 1 || clause.objects.length > 0 || clause.bystanders?.length || clause.unclear || clause.sharedPredicate) continue;
    const subject = clause.subjects[0];
    if (!mentions.some((m) => m.item === subject && m.start >= clause.start && m.start < clause.end)) continue;
    const inClause = words.slice(clause.start, clause.end);
    if (inClause.some((w) => OTHER_MEASURE_WORDS.has(w))) continue;
    const at = inClause.findIndex((_, k) => isOpinionComparative(words, clause.start + k) || winsOutright(words, clause.start + k));
    if (at < 0) continue;
    clause.objects = [1 - subject];
    clause.comparedBy = { from: clause.start + at, to: clause.start + at + 1 };
  }
}
