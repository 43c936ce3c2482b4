import type { Rule } from '../rules/rule-table';

// "A is better in almost every way, but B costs half as much": a verdict that names its scope as
// everything is no verdict on the one aspect the rest of the sentence names (here, price).

/** Phrases that give a verdict the whole item as its scope. */
export const GENERAL_SCOPES: readonly Rule<RegExp, 'speaks of every aspect'>[] = [
  {
    id: 'every-way',
    match: /\b(?:in|on) (?:almost |nearly |just about |pretty much |virtually )?(?:every|all|most) (?:ways?|respects?|counts?|fronts?|areas?)\b|\bacross the board\b|\ball (?:a|the) way round\b|\ball[- ]round\b/i,
    effect: 'speaks of every aspect',
    example: 'The Zorblax is better in almost every way, but the Quintera costs half as much.',
  },
];

/** Whether a clause gives its verdict on every aspect at once ("better in every way", "across the board"). */
export function speaksOfEverything(text: string): boolean {
  return GENERAL_SCOPES.some((row) => row.match.test(text));
}
