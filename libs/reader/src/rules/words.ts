import { wordsOf, type WordRule } from './rule-table';

// Word lists more than one stage reads, each listed once.

/** Articles: rules that look at the word before or after a name or an opinion word look past one. */
export const ARTICLE_RULES: readonly WordRule[] = [{ id: 'article', match: new Set(['the', 'a', 'an']), effect: 'skipped', example: 'It is far from the fastest.' }];

/** The articles. */
export const ARTICLES = wordsOf(ARTICLE_RULES);

// Reviewers write small numbers in words ("forty hours", "twenty-four hours").
/** Number words below twenty (and a dozen), by value. */
export const UNITS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  dozen: 12,
};
/** Tens in words, by value. */
export const TENS: Readonly<Record<string, number>> = {
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
/** Scales that multiply the number before them ("two thousand"). */
export const SCALES: Readonly<Record<string, number>> = { hundred: 100, thousand: 1000, million: 1_000_000 };

/** Every number word: read as a figure wherever a rule asks whether a word is one. */
export const NUMBER_WORDS: ReadonlySet<string> = new Set([...Object.keys(UNITS), ...Object.keys(TENS), ...Object.keys(SCALES)]);

/** Pronouns that stand for the item the text was about ("Its cartridges cost £38", "It's also lighter"). */
export const PRONOUNS: ReadonlySet<string> = new Set(['it', 'its', 'they', 'their', 'them']);
