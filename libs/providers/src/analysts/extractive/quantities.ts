import type { Quantity } from '@juxta/research';

// Reviewers write small numbers in words ("forty hours", "twenty-four hours").
const UNITS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Readonly<Record<string, number>> = {
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
/** Words before an amount that make it a time to do something ("charges in two hours"), not an amount of the thing. */
const NOT_THE_AMOUNT = new Set(['in', 'within', 'under', 'takes', 'took', 'after', 'every', 'per']);

/** An amount found in a sentence, where it starts, in the quantity's common unit. */
export interface Amount {
  value: number;
  at: number;
}

function numberOf(word: string): number | undefined {
  const lower = word.toLowerCase();
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$|^\d+(?:\.\d+)?$/.test(lower)) return Number(lower.replace(/,/g, ''));
  const [tens, unit] = lower.split('-');
  if (unit !== undefined) return tens in TENS && unit in UNITS && UNITS[unit] < 10 ? TENS[tens] + UNITS[unit] : undefined;
  return UNITS[lower] ?? TENS[lower];
}

/**
 * The amounts of one kind a sentence states, in reading order: "$199", "199 dollars",
 * "forty hours", "2 days" (in the quantity's common unit), "free" (zero). Times to do something ("charges in
 * two hours", "every three days") are not amounts of the thing.
 */
export function amountsIn(text: string, quantity: Quantity): Amount[] {
  const amounts: Amount[] = [];
  const tokens = [...text.matchAll(/[$€£]|[\p{L}\d][\p{L}\d,.-]*/gu)].map((m) => ({
    word: m[0].replace(/[.,]$/, ''),
    at: m.index ?? 0,
  }));
  for (let i = 0; i < tokens.length; i++) {
    if (quantity.zero?.includes(tokens[i].word.toLowerCase())) {
      amounts.push({ value: 0, at: tokens[i].at });
      continue;
    }
    const value = numberOf(tokens[i].word);
    if (value === undefined) continue;
    if (NOT_THE_AMOUNT.has(tokens[i - 1]?.word.toLowerCase() ?? '')) continue;
    const prefixed = quantity.prefixes?.includes(tokens[i - 1]?.word ?? '');
    const factor = quantity.units[tokens[i + 1]?.word.toLowerCase() ?? ''];
    if (prefixed) amounts.push({ value, at: tokens[i - 1].at });
    else if (factor !== undefined) amounts.push({ value: value * factor, at: tokens[i].at });
  }
  return amounts;
}
