import { mentionsDimension, stemWord, type DimensionTerms } from '@juxta/research';

// A capability said plainly carries no opinion word: "has library lending built in", "lets you
// borrow e-books", "supports OverDrive" are the feature there; "cannot borrow library books", "has
// no way to…", "OverDrive is not supported" are the feature missing. The polarity stage asks this
// only of a stretch whose words scored nothing, so a word of praise or blame always speaks first.

/** Words that say the item can do what follows (or, for "built in" and "supported", what precedes). */
const ABLE = new Set(['supports', 'support', 'supported', 'lets', 'allows', 'enables', 'builtin', 'built-in', 'integrates', 'integrated']);
/** Words that say it cannot ("cannot borrow", "unable to sync", "lacks lending", "unsupported"). */
const UNABLE = new Set(['cannot', "can't", 'cant', 'unable', 'unsupported', 'lacks', 'lack', 'lacking', 'missing']);
/** Words that turn an ability word just after them into its absence ("does not support", "doesn't let you"). */
const DENIES = new Set(['not', 'never', "doesn't", 'doesnt', "don't", 'dont', "isn't", 'isnt', "aren't", 'arent', "won't", 'wont', "can't", 'cannot']);
/** How many words before an ability word a denial reaches ("is still not officially supported"). */
const DENIAL_REACH = 3;
/** How far from the capability word the dimension's own word may stand ("lets you borrow e-books"). */
const CAPABILITY_REACH = 6;
/** What a capability stated present weighs: as much as "built in" in the lexicon, less than a word of praise. */
export const CAPABILITY_SCORE = 1;
/** What a capability stated missing weighs: as much as an aspect said to be missing (absenceScore). */
export const INCAPABILITY_SCORE = -1.5;

/**
 * The lean of a stretch that states the dimension's own capability as there (+) or not there (−),
 * or 0 when it states none: "supports library loans" +1, "cannot borrow library books" −1.5.
 */
export function capabilityScore(text: string, terms: DimensionTerms): number {
  const tokens = (text.toLowerCase().replace(/\u2019/g, "'").match(/[\p{L}'-]+/gu) ?? []).map((t) => t.replace(/^-+|-+$/g, ''));
  for (let i = 0; i < tokens.length; i++) {
    const lean = leanAt(tokens, i);
    if (lean === 0) continue;
    // The capability words themselves never name the dimension ("support" is no Support dimension here).
    const near = tokens.slice(Math.max(0, i - CAPABILITY_REACH), i + 1 + CAPABILITY_REACH).filter((w) => !ABLE.has(w) && !UNABLE.has(w));
    if (mentionsDimension(terms, near.map(stemWord), near.join(' '))) return lean > 0 ? CAPABILITY_SCORE : INCAPABILITY_SCORE;
  }
  return 0;
}

/** Whether the word at `i` states an ability (+1), its absence (−1), or neither (0). */
function leanAt(tokens: readonly string[], i: number): number {
  const word = tokens[i];
  if (UNABLE.has(word)) return -1;
  if (word === 'way' && tokens[i - 1] === 'no') return -1;
  const builtIn = word === 'built' && tokens[i + 1] === 'in';
  if (!ABLE.has(word) && !builtIn) return 0;
  // "support" alone is the help desk as often as a capability: only "support for …" is the capability.
  if (word === 'support' && tokens[i + 1] !== 'for' && !DENIES.has(tokens[i - 1] ?? '')) return 0;
  const denied = tokens.slice(Math.max(0, i - DENIAL_REACH), i).some((w) => DENIES.has(w));
  return denied ? -1 : 1;
}
