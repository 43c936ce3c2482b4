import { dimensionWords, type DimensionTerms, type WordToken } from '@juxta/research';
import { readSentiment } from '../polarity/domain-sentiment';
import { wordsOf, type WordRule } from '../rules/rule-table';
import type { Span } from '../segment/aspect-segments';
import { spanText } from '../segment/span-text';
import type { Aspects } from './aspect-match';

// A stretch that speaks of a requested aspect ("Pickpockets are a problem …", "… has stronger
// privacy terms") may name another in passing, in a phrase that places, qualifies or compares it
// ("on busy city trams", "for the price", "than free accounts"). Such a phrase gives no verdict of
// its own on its aspect, so its aspect words are set aside here: the stretch speaks of the aspect
// the rest of it names.

/** What a passing-phrase word does, in words. */
export type PassingPhraseEffect = 'opens a passing phrase' | 'ends a passing phrase';

/** The rows. */
export const PASSING_PHRASE_WORDS: readonly WordRule<PassingPhraseEffect>[] = [
  {
    id: 'preposition',
    // Not "with"/"without": they give the thing a part of its own ("with no cloud account"), a claim in itself.
    match: new Set(['for', 'than', 'on', 'in', 'at', 'under', 'from', 'across', 'during', 'next', 'near', 'beside', 'like', 'via', 'over', 'by', 'among', 'about']),
    effect: 'opens a passing phrase',
    example: 'Theft is rife on the night trams.',
  },
  // A relative or subordinate clause has a predicate, and so a verdict, of its own ("…, which is cheap").
  {
    id: 'clause-word',
    match: new Set(['which', 'that', 'who', 'whom', 'whose', 'where', 'when', 'because', 'so', 'while', 'although', 'though', 'whereas', 'but', 'yet', 'if', 'unless']),
    effect: 'ends a passing phrase',
    example: 'The screen is dim in the flat, where the rent is cheap.',
  },
  // An auxiliary or linking verb starts a predicate, which judges ("… for the kids is superb").
  {
    id: 'verb',
    match: new Set(['is', 'are', 'was', 'were', 'has', 'have', 'had', 'can', 'could', 'will', 'would', 'may', 'might', 'must', 'should', 'does', 'do', 'did', 'remains', 'stays', 'seems', 'feels', 'looks', 'gets', 'becomes']),
    effect: 'ends a passing phrase',
    example: 'Support for billing questions is slow.',
  },
];

const wordsWith = (id: string): ReadonlySet<string> => wordsOf(PASSING_PHRASE_WORDS.filter((row) => row.id === id));
const PREPOSITIONS = wordsWith('preposition');
const CLAUSE_WORDS = wordsWith('clause-word');
const VERBS = wordsWith('verb');

/** A passing phrase: its words, and whether it names what the stretch is compared against ("than …"). */
interface PassingPhrase extends Span {
  comparedAgainst: boolean;
}

/** The phrases of a stretch that open with a preposition, each up to the next preposition, clause word, colon or dash. */
function phrasesOf(text: string, tokens: readonly WordToken[], span: Span): PassingPhrase[] {
  const phrases: PassingPhrase[] = [];
  let open: number | undefined;
  const close = (end: number) => {
    if (open !== undefined && end > open + 1) phrases.push({ start: open, end, comparedAgainst: tokens[open].word === 'than' });
    open = undefined;
  };
  for (let i = span.start; i < span.end; i++) {
    const word = tokens[i].word;
    const gap = i > span.start ? text.slice(tokens[i - 1].end, tokens[i].start) : ' ';
    // A word joined by a hyphen ("pay-as-you-go", "up-to-date") is part of a compound, not a phrase.
    const joined = gap === '-';
    if (open !== undefined && (/[;:—–()]/.test(gap) || CLAUSE_WORDS.has(word) || VERBS.has(word))) close(i);
    if (!joined && PREPOSITIONS.has(word) && i > span.start) {
      close(i);
      open = i;
    }
  }
  close(span.end);
  return phrases;
}

/**
 * The positions of the words of a stretch [span] that name an aspect only in passing: in a
 * prepositional phrase after the stretch has named a requested aspect, words of an aspect the rest
 * of the stretch does not name, when the phrase has no opinion word ("on busy city trams" after
 * "pickpockets are a problem", "for the price" after "the screen is superb") or names what is
 * compared against ("than free accounts" after "stronger privacy terms"). `stems` are the
 * sentence's (items' names blanked), `context` its stems for word senses.
 */
export function passingWords(
  text: string,
  tokens: readonly WordToken[],
  stems: readonly string[],
  span: Span,
  aspects: Aspects,
  ignore: ReadonlySet<string>,
  context: readonly string[] = stems,
): Set<number> {
  const passing = new Set<number>();
  const phrases = phrasesOf(text, tokens, span);
  if (phrases.length === 0) return passing;
  const claims = aspectClaims(stems, span, aspects, context);
  if (claims.size === 0) return passing;
  for (const phrase of phrases) {
    // The requested aspects the stretch names before the phrase, outside any phrase (another
    // aspect's word there, "service" or "built", is too weak a sign of what the stretch is about).
    const core = new Set<DimensionTerms>();
    for (const [i, dims] of claims) {
      if (i >= phrase.start || phrases.some((p) => i >= p.start && i < p.end)) continue;
      for (const d of dims) if (aspects.requested.includes(d)) core.add(d);
    }
    if (core.size === 0) continue;
    const elsewhere: number[] = [];
    const others = new Set<DimensionTerms>();
    for (let i = phrase.start; i < phrase.end; i++) {
      const dims = claims.get(i);
      if (dims === undefined || dims.some((d) => core.has(d))) continue;
      elsewhere.push(i);
      for (const d of dims) others.add(d);
    }
    if (elsewhere.length === 0) continue;
    if (!phrase.comparedAgainst && claimsOnItsOwn(spanText(text, tokens, phrase.start, phrase.end), others, ignore)) continue;
    for (const i of elsewhere) passing.add(i);
  }
  return passing;
}

/** Per position of the stretch, the aspects (requested or competing) whose words cover it. */
function aspectClaims(stems: readonly string[], span: Span, aspects: Aspects, context: readonly string[]): Map<number, DimensionTerms[]> {
  const local = stems.slice(span.start, span.end);
  const candidates = new Set<DimensionTerms>(aspects.requested);
  for (const stem of local) for (const other of aspects.competingByStem.get(stem) ?? []) candidates.add(other);
  const claims = new Map<number, DimensionTerms[]>();
  for (const terms of candidates) {
    for (const k of dimensionWords(terms, local, context)) {
      const i = span.start + k;
      claims.set(i, [...(claims.get(i) ?? []), terms]);
    }
  }
  return claims;
}

/**
 * Whether a phrase says something of its own about the aspects it names: an opinion word, general
 * or one of theirs ("on thick and greasy": greasy is a comfort word), or an amount ("at 32 % protein").
 */
function claimsOnItsOwn(phrase: string, named: ReadonlySet<DimensionTerms>, ignore: ReadonlySet<string>): boolean {
  if (/\d/.test(phrase)) return true;
  return [...named].some((d) => readSentiment(phrase, ignore, d.polarity).words.length > 0);
}

/** The stems with the given positions blanked, so that they name no aspect. */
export function withoutPositions(stems: readonly string[], positions: ReadonlySet<number>): readonly string[] {
  return positions.size === 0 ? stems : stems.map((stem, i) => (positions.has(i) ? '' : stem));
}
