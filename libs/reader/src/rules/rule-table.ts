// The one interpreter of the reader's rule tables: every table is a list of rows
// {id, match, effect, example}, and these functions are the only code that reads them.

/** One rule: what it matches, what it does, and a sentence it fires on (rules.spec.ts runs every example). */
export interface Rule<Match, Effect> {
  id: string;
  match: Match;
  effect: Effect;
  example: string;
}

/** A rewrite: the text its (global) pattern matches becomes `effect`, where $1, $2… stand for the pattern's groups. */
export type RewriteRule = Rule<RegExp, string>;

/** A word rule: each word of `match` has the row's effect. */
export type WordRule<Effect = string> = Rule<ReadonlySet<string>, Effect>;

/** A rule that fired, and the words it fired on. */
export interface FiredRule {
  rule: string;
  span: string;
}

/** Applies the rewrites in order; each one that matches is added to `fired` with the text it matched. */
export function applyRewrites(text: string, table: readonly RewriteRule[], fired?: FiredRule[]): string {
  let out = text;
  for (const row of table) {
    out = out.replace(row.match, (matched: string, ...rest: unknown[]) => {
      fired?.push({ rule: row.id, span: matched });
      return row.effect.replace(/\$(\d)/g, (_, n: string) => (typeof rest[Number(n) - 1] === 'string' ? (rest[Number(n) - 1] as string) : ''));
    });
  }
  return out;
}

/** The first row of a word table that lists `word`, if any does. */
export function wordRule<Effect>(table: readonly WordRule<Effect>[], word: string): WordRule<Effect> | undefined {
  return table.find((row) => row.match.has(word));
}

/** The words of a table's rows together, for a test of membership where the row does not matter. */
export function wordsOf(table: readonly WordRule<unknown>[]): ReadonlySet<string> {
  return new Set(table.flatMap((row) => [...row.match]));
}

/**
 * What a phrase rule matches at a word: the word itself, the words right before it (nearest
 * first; null lets any word stand there), and, instead or as well, a word somewhere among the
 * `reach` words before it.
 */
export interface PhraseMatch {
  word: ReadonlySet<string>;
  before?: readonly (ReadonlySet<string> | null)[];
  within?: { words: ReadonlySet<string>; reach: number };
}

/** A phrase rule ("compared with", "half the price of"): its match ends at the word the rule fires on. */
export type PhraseRule<Effect = string> = Rule<PhraseMatch, Effect>;

/** The first row of a phrase table that matches ending at word `i` of a sentence's words (tokens), if any does. */
export function phraseRule<Effect>(table: readonly PhraseRule<Effect>[], words: readonly { readonly word: string }[], i: number): PhraseRule<Effect> | undefined {
  const at = (k: number) => words[k]?.word ?? '';
  return table.find(({ match }) => {
    if (!match.word.has(at(i))) return false;
    if (match.before && !match.before.every((set, k) => set === null || set.has(at(i - 1 - k)))) return false;
    const within = match.within;
    if (within && !words.slice(Math.max(0, i - within.reach), i).some((w) => within.words.has(w.word))) return false;
    return true;
  });
}

/** A word table whose effects are values (a score, a unit's factor) as word → value. */
export function wordValues(table: readonly WordRule<number>[]): Readonly<Record<string, number>> {
  return Object.fromEntries(table.flatMap((row) => [...row.match].map((word) => [word, row.effect])));
}
