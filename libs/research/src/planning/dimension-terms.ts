import { KNOWN_DIMENSIONS, type KnownDimension } from './dimension-taxonomy';
import { WORDNET_DIMENSION_TERMS } from './dimension-wordnet-terms';
import { stemWord } from '../text/stemmer';
import { words } from '../text/text-words';

/** What shows that a piece of text is about one dimension. */
export interface DimensionTerms {
  dimension: string;
  /** Stems of one-word terms. */
  stems: ReadonlySet<string>;
  /** Stemmed multi-word terms ("battery life" → ["batteri", "life"]). */
  phrases: readonly (readonly string[])[];
  /** The phrases indexed by their first stem, for one lookup per word. */
  phrasesByFirstStem: ReadonlyMap<string, readonly (readonly string[])[]>;
  patterns: readonly RegExp[];
  /** Stemmed phrases whose words never count for the dimension ("error handling" is no car handling). */
  excluded: readonly (readonly string[])[];
  /** Words whose sentiment belongs to this dimension (taxonomy's `polarity`), empty for others. */
  polarity: Readonly<Record<string, number>>;
  /** Stemmed terms (joined by spaces) that count only beside one of their cues (taxonomy's `senses`): "corner" needs a road. */
  cuedStems: ReadonlyMap<string, readonly (readonly string[])[]>;
}

// Words that carry no meaning of their own in a dimension name ("Community & support").
const STOPWORDS = new Set([
  'a', 'an', 'the', 'and', 'or', 'of', 'for', 'to', 'in', 'on', 'with', 'its', 'it', 'is', 'how',
  'what', 'overall', 'general', 'level', 'quality', 'good', 'bad',
]);

function dimensionKey(name: string): string {
  return words(name.replace(/&/g, ' and ')).join(' ');
}

const BY_KEY: ReadonlyMap<string, KnownDimension> = (() => {
  const map = new Map<string, KnownDimension>();
  for (const known of KNOWN_DIMENSIONS) map.set(dimensionKey(known.name), known);
  for (const known of KNOWN_DIMENSIONS) {
    for (const alias of known.aliases) if (!map.has(dimensionKey(alias))) map.set(dimensionKey(alias), known);
  }
  return map;
})();

/**
 * The taxonomy entry a dimension name stands for, by name or alias, case-insensitively; or, for a
 * name the taxonomy does not list, the entry every meaningful word of it names ("Screen quality"
 * is Display, "Ride comfort" is Comfort, "Price and value" is Price), when they all name one concept.
 */
export function knownDimension(name: string): KnownDimension | undefined {
  return BY_KEY.get(dimensionKey(name)) ?? composedOfOne(name);
}

/** The concept a dimension name stands for ("Pricing" and "Cost" are one). */
export function dimensionConcept(dimension: string): string {
  return knownDimension(dimension)?.concept ?? dimension.trim().toLowerCase();
}

function composedOfOne(name: string): KnownDimension | undefined {
  const meaningful = words(name.replace(/&/g, ' and ')).filter((w) => !STOPWORDS.has(w));
  if (meaningful.length === 0) return undefined;
  const named = meaningful.map((w) => BY_KEY.get(w));
  const first = named[0];
  if (!first || named.some((k) => !k || k.concept !== first.concept)) return undefined;
  return first;
}

/** Stems the words of a term ("Battery life" → ["batteri", "life"]). */
export function stemTerm(term: string): string[] {
  return words(term).map(stemWord);
}

const cache = new Map<string, DimensionTerms>();

/**
 * The terms of a dimension: the taxonomy's list for a known dimension (plus its own name and
 * the WordNet words of `dimension-wordnet-terms.ts`),
 * or for a dimension the user made up, the meaningful words of its name.
 */
export function dimensionTerms(dimension: string): DimensionTerms {
  const cached = cache.get(dimension);
  if (cached) return cached;
  const known = knownDimension(dimension);
  // The taxonomy's curated words, widened with the words WordNet gives for the dimension's senses.
  const raw = known ? [dimension, known.name, ...known.terms, ...(WORDNET_DIMENSION_TERMS[known.name] ?? [])] : ownWords(dimension);
  const stems = new Set<string>();
  const phrases: string[][] = [];
  for (const term of withFullDegrees(raw)) {
    const stemmed = stemTerm(term);
    if (stemmed.length === 1) stems.add(stemmed[0]);
    else if (stemmed.length > 1) {
      if (!phrases.some((p) => p.join(' ') === stemmed.join(' '))) phrases.push(stemmed);
    }
  }
  const phrasesByFirstStem = new Map<string, string[][]>();
  for (const phrase of phrases) phrasesByFirstStem.set(phrase[0], [...(phrasesByFirstStem.get(phrase[0]) ?? []), phrase]);
  const excluded = (known?.notTerms ?? []).map(stemTerm).filter((p) => p.length > 0);
  const cuedStems = new Map<string, string[][]>();
  for (const sense of known?.senses ?? []) {
    const cues = sense.cues.map(stemTerm).filter((c) => c.length > 0);
    for (const word of sense.words) cuedStems.set(stemTerm(word).join(' '), cues);
  }
  const terms: DimensionTerms = {
    dimension,
    stems,
    phrases,
    phrasesByFirstStem,
    patterns: known?.patterns ?? [],
    excluded,
    polarity: known?.polarity ?? {},
    cuedStems,
  };
  if (cache.size > 1000) cache.clear();
  cache.set(dimension, terms);
  return terms;
}

/**
 * The terms plus the missing degree of each adjective the list already grades: a list with
 * "quick" and "quicker" means "quickest" too, one with "tasty" and "tastiest" means "tastier"
 * (stemming leaves degrees apart). Words the list does not grade are left alone: "printer" is no
 * degree of "print".
 */
export function withFullDegrees(terms: readonly string[]): string[] {
  const listed = new Set(terms);
  const out = [...terms];
  for (const term of terms) {
    if (!/^[a-z]{3,}$/.test(term)) continue;
    const base = term.endsWith('e') ? term.slice(0, -1) : /[^aeiou]y$/.test(term) ? `${term.slice(0, -1)}i` : /[^aeiou][aeiou][^aeiouwxy]$/.test(term) && term.length <= 4 ? term + term.slice(-1) : term;
    const degrees = [`${base}er`, `${base}est`];
    if (!degrees.some((d) => listed.has(d))) continue;
    for (const degree of degrees) if (!listed.has(degree)) out.push(degree);
  }
  return out;
}

function ownWords(dimension: string): string[] {
  const all = words(dimension);
  const meaningful = all.filter((w) => !STOPWORDS.has(w));
  // A name made only of stopwords ("Quality") still has to match something.
  if (meaningful.length === 0) return all;
  // "Lumbar support": a word that alone names another dimension ("support" is Support) is that
  // dimension's when it stands alone ("support told me…"), so it counts only in the whole name.
  const own = meaningful.filter((w) => !BY_KEY.has(w));
  return own.length > 0 && own.length < meaningful.length ? [...own, all.join(' ')] : meaningful;
}

// Dimensions whose words are praise in general ("excellent", "popular"): a sentence using them
// is not thereby about something other than the dimensions asked for.
const TOO_GENERAL_TO_COMPETE = new Set(['quality', 'popularity']);

/**
 * The terms of the taxonomy's other aspects, those none of `dimensions` stands for: a sentence
 * that speaks mostly about one of them ("Cargo handles building and testing" is about tooling)
 * is not evidence for a requested dimension it only brushes (performance).
 */
export function competingAspects(dimensions: readonly string[]): DimensionTerms[] {
  const taken = new Set(dimensions.map((d) => knownDimension(d)?.concept ?? dimensionKey(d)));
  const seen = new Set<string>();
  const out: DimensionTerms[] = [];
  for (const known of KNOWN_DIMENSIONS) {
    if (taken.has(known.concept) || TOO_GENERAL_TO_COMPETE.has(known.concept) || known.competes === false || seen.has(known.concept)) continue;
    seen.add(known.concept);
    out.push(dimensionTerms(known.name));
  }
  return out;
}

/** Whether stemmed words (and the raw text, for patterns) touch the dimension. */
export function mentionsDimension(terms: DimensionTerms, stems: readonly string[], text: string): boolean {
  for (let i = 0; i < stems.length; i++) {
    if ((terms.stems.has(stems[i]) && inSense(terms, [stems[i]], stems)) || phraseAt(terms, stems, i) > 0) return true;
  }
  return terms.patterns.some((pattern) => pattern.test(text));
}

/** Whether the stems from position `i` on begin with `phrase`. */
function startsAt(stems: readonly string[], i: number, phrase: readonly string[]): boolean {
  return phrase.every((p, k) => stems[i + k] === p);
}

/** Whether a term (its stems) is in the dimension's sense: a term with cues needs one of them in `context` (the sentence). */
function inSense(terms: DimensionTerms, term: readonly string[], context: readonly string[]): boolean {
  const cues = terms.cuedStems.get(term.join(' '));
  if (cues === undefined) return true;
  return cues.some((cue) => context.some((_, k) => startsAt(context, k, cue)));
}

/**
 * How many words of the text belong to the dimension: each word covered by one of its terms
 * counts once (the three words of "wear and tear" are one term's, "battery life" is two
 * words), plus one per pattern that matches the raw text.
 */
export function countDimensionHits(terms: DimensionTerms, stems: readonly string[], text: string): number {
  return dimensionWords(terms, stems).size + terms.patterns.filter((pattern) => pattern.test(text)).length;
}

// Words that carry no aspect of their own inside a phrase ("at the dealer" is one word of evidence, not
// three; "all year" one, so "jammed once all year" is no more about climate than about reliability).
const FUNCTION_WORDS = new Set(['a', 'an', 'the', 'of', 'in', 'on', 'at', 'to', 'for', 'with', 'by', 'per', 'and', 'or', 'it', 'is', 'all']);

/**
 * The positions of the words that belong to the dimension (covered by one of its terms), function
 * words left out; a word with a sense cue counts when `context` (the sentence, by default the text) has the cue.
 */
export function dimensionWords(terms: DimensionTerms, stems: readonly string[], context: readonly string[] = stems): Set<number> {
  // Words inside a phrase of another sense ("error handling", "down to its last bar") count for
  // nothing, nor does a term that overlaps one ("was down" in "was down to").
  const excluded = new Set<number>();
  for (let i = 0; i < stems.length; i++) {
    for (const phrase of terms.excluded) {
      if (startsAt(stems, i, phrase)) for (let k = 0; k < phrase.length; k++) excluded.add(i + k);
    }
  }
  const covered = new Set<number>();
  for (let i = 0; i < stems.length; i++) {
    if (terms.stems.has(stems[i]) && !excluded.has(i) && inSense(terms, [stems[i]], context)) covered.add(i);
    const phrases = terms.phrasesByFirstStem.get(stems[i]);
    if (phrases === undefined) continue;
    for (const phrase of phrases) {
      if (!startsAt(stems, i, phrase) || !inSense(terms, phrase, context)) continue;
      if (phrase.some((_, k) => excluded.has(i + k))) continue;
      for (let k = 0; k < phrase.length; k++) if (!FUNCTION_WORDS.has(stems[i + k])) covered.add(i + k);
    }
  }
  return covered;
}

function phraseAt(terms: DimensionTerms, stems: readonly string[], i: number): number {
  let hits = 0;
  for (const phrase of terms.phrasesByFirstStem.get(stems[i]) ?? []) {
    if (startsAt(stems, i, phrase) && inSense(terms, phrase, stems)) hits++;
  }
  return hits;
}

/**
 * The dimension's own words plus the everyday words documents use for it, as one search
 * string; a dimension outside the taxonomy is searched by its own words.
 */
export function dimensionSearchText(dimension: string): string {
  return [dimension, ...(knownDimension(dimension)?.searchTerms ?? [])].join(' ');
}
