import {
  competingAspects,
  dimensionTerms,
  dimensionWords,
  mentionsDimension,
  normaliseForQuoting,
  parseText,
  stemWord,
  throwIfAborted,
  words,
  type DimensionTerms,
  type EvidenceSource,
  type ItemMatcher,
  type ItemMention,
  type ParsedSentence,
  type WordToken,
} from '@juxta/research';
import { aspectSegments, type Span } from './aspect-segments';
import { clauseRoles, type Clause } from './clause-roles';
import { absenceScore, claimWeight, readSentiment } from './domain-sentiment';

/** A sentence that says something about the item on one or more dimensions. */
export interface Statement {
  sourceIndex: number;
  /** The sentence as written (spacing collapsed): what gets quoted. */
  quote: string;
  /** The quote folded for comparison, so repeats of a sentence count once. */
  key: string;
  /** Reading order across all sources, for stable tie-breaks. */
  order: number;
  /** Sentiment toward the item per dimension (positive is good for the item). */
  scores: Map<string, number>;
  /** How much the sentence's claims count: below 1 when it only reports them ("reportedly"). */
  weight: number;
}

/** Sentences longer than this are page furniture or run-on text, not statements. */
const MAX_SENTENCE_CHARS = 800;

/**
 * Reads the item's sources sentence by sentence and keeps those that speak about the item
 * (named, or the subject carried from before) on a dimension, with their sentiment toward it.
 */
export async function extractStatements(
  sources: readonly EvidenceSource[],
  item: number,
  matcher: ItemMatcher,
  dimensions: readonly string[],
  signal?: AbortSignal,
): Promise<Statement[]> {
  const terms = dimensions.map(dimensionTerms);
  const aspects = aspectsFor(terms, competingAspects(dimensions));
  const ignore = new Set(matcher.items.flatMap((name) => words(name)));
  const statements: Statement[] = [];
  let order = 0;
  for (const [sourceIndex, source] of sources.entries()) {
    // Long pages take a while: let progress reports and cancellation through between them.
    if (sourceIndex > 0) await new Promise((resolve) => setImmediate(resolve));
    throwIfAborted(signal);
    const sentences = parseText(source.text || source.snippet);
    const defaultSubject = subjectOfSource(source, sentences, item, matcher);
    const isForeignName = foreignNames(sentences);
    // A heading that names one item ("## Zorblax") makes it the subject of its section.
    let sectionSubject = defaultSubject;
    let carried = defaultSubject;
    let block = -1;
    let headingDims: string[] = [];
    for (const sentence of sentences) {
      if (sentence.block !== block) {
        block = sentence.block;
        carried = sectionSubject;
      }
      const { tokens, stems } = sentence;
      if (sentence.heading) {
        headingDims = matchedDims(terms, stems, sentence.text).map((t) => t.dimension);
        const named = new Set(matcher.mentions(tokens).map((m) => m.item));
        sectionSubject = named.size === 1 ? [...named][0] : named.size > 1 ? null : defaultSubject;
        continue;
      }
      const mentions = matcher.mentions(tokens);
      const { clauses, lastSubject } = clauseRoles(sentence.text, tokens, mentions, carried, isForeignName, matcher.items.length);
      carried = lastSubject;
      order++;
      if (sentence.text.length > MAX_SENTENCE_CHARS) continue;
      // The items' names are no aspect words: "Rust" is no rust damage, "the Quiet 2" no quiet.
      const unnamed = mentions.length === 0 ? stems : stems.map((stem, i) => (mentions.some((m) => i >= m.start && i < m.end) ? '' : stem));
      const own = withoutOtherProducts(tokens, clauses, mentions, isForeignName);
      const scores = sentenceScores({ text: sentence.text, tokens, stems: unnamed, clauses: own, item, aspects, headingDims, ignore });
      if (scores.size === 0) continue;
      const quote = sentence.text.replace(/\s+/g, ' ');
      statements.push({ sourceIndex, quote, key: normaliseForQuoting(quote), order, scores, weight: claimWeight(sentence.text) });
    }
  }
  return statements;
}

interface SentenceParts {
  text: string;
  tokens: readonly WordToken[];
  stems: readonly string[];
  clauses: readonly Clause[];
  item: number;
  aspects: Aspects;
  /** Dimensions named by the heading the sentence sits under. */
  headingDims: readonly string[];
  /** Words that never carry sentiment (the items' names). */
  ignore: ReadonlySet<string>;
}

/** The sentence's sentiment toward the item per dimension, clause by clause; empty when it says nothing about the item. */
function sentenceScores(parts: SentenceParts): Map<string, number> {
  const { text, tokens, stems, aspects, item } = parts;
  const terms = aspects.requested;
  const sentenceDims = aspectsOf(aspects, stems, text);
  const scores = new Map<string, number>();
  const hedged = claimWeight(text);
  // The other side of a contrast speaks of the same aspect ("A focuses quicker; B hunts in dim rooms").
  let previousDims: readonly DimensionTerms[] = [];
  for (const clause of parts.clauses) {
    const role = clause.subjects.includes(item) ? 1 : clause.objects.includes(item) ? -1 : 0;
    const clauseText = spanText(text, tokens, clause.start, clause.end);
    const clauseDims = aspectsOf(aspects, stems.slice(clause.start, clause.end), clauseText);
    // A clause with no dimension words borrows the sentence's only dimension, the clause before's, or the heading's.
    let inherited: readonly DimensionTerms[] = [];
    // …unless it speaks of another aspect ("A is slower, but it is much cheaper").
    const elsewhere = clauseDims.length === 0 && judgesOtherAspect(aspects, clauseText, parts.ignore);
    if (clauseDims.length === 0 && clauseDims !== OTHER_ASPECT && !elsewhere) {
      if (sentenceDims.length === 1) inherited = sentenceDims;
      else if (previousDims.length > 0) inherited = previousDims;
      else if (sentenceDims.length === 0 && sentenceDims !== OTHER_ASPECT) inherited = terms.filter((t) => parts.headingDims.includes(t.dimension));
    }
    previousDims = clauseDims.length > 0 ? lastSegmentDims(text, tokens, stems, aspects, clause) : inherited;
    if (role === 0) continue;
    for (const segment of aspectSegments(text, tokens, clause.start, clause.end)) {
      const own = aspectsOf(aspects, stems.slice(segment.start, segment.end), spanText(text, tokens, segment.start, segment.end));
      // A segment that names no aspect goes on about the one before it ("…, and it tops up in ten minutes").
      const named = own === OTHER_ASPECT ? [] : own.length > 0 ? own : inherited;
      inherited = named;
      if (named.length === 0) continue;
      const judged = judgedText(text, tokens, segment, clause.sentimentSkip);
      // Each dimension reads the segment with its own words too ("long" for a battery, "tiny" for a catalogue).
      const readings = new Map(named.map((dim) => [dim, judged.trim() === '' ? [] : readSentiment(judged, parts.ignore, dim.polarity).words]));
      const dims = ownersOfOpinion(named, readings);
      for (const dim of dims) if (!scores.has(dim.dimension)) scores.set(dim.dimension, 0);
      if (judged.trim() === '') continue;
      for (const dim of dims) {
        for (const { word, score } of readings.get(dim) ?? []) {
          // A word that is another dimension's own ("cheap" for Cost) counts half here; a word
          // of this dimension or a general word ("excellent") counts fully.
          const stem = stemWord(word);
          const mine = dim.stems.has(stem) || word in dim.polarity;
          const others = dims.some((d) => d !== dim && (d.stems.has(stem) || word in d.polarity));
          const weight = mine || !others ? 1 : 0.5;
          scores.set(dim.dimension, (scores.get(dim.dimension) ?? 0) + role * score * weight * hedged * (clause.weight ?? 1));
        }
        // "there is no phone support": the aspect itself missing.
        const absent = absenceScore(judged, dim.dimension, dim.stems, dim.polarity);
        if (absent !== 0) scores.set(dim.dimension, (scores.get(dim.dimension) ?? 0) + role * absent * hedged * (clause.weight ?? 1));
      }
    }
  }
  return scores;
}

/** The aspects the last segment of a clause that names any speaks of. */
function lastSegmentDims(text: string, tokens: readonly WordToken[], stems: readonly string[], aspects: Aspects, clause: Clause): readonly DimensionTerms[] {
  let last: readonly DimensionTerms[] = [];
  for (const segment of aspectSegments(text, tokens, clause.start, clause.end)) {
    const own = aspectsOf(aspects, stems.slice(segment.start, segment.end), spanText(text, tokens, segment.start, segment.end));
    if (own.length > 0) last = own;
  }
  return last;
}

function spanText(text: string, tokens: readonly WordToken[], start: number, end: number): string {
  return end > start ? text.slice(tokens[start].start, tokens[end - 1].end) : '';
}

/** The words of a segment whose sentiment counts: without those that describe the thing compared against. */
function judgedText(text: string, tokens: readonly WordToken[], segment: Span, skip: Clause['sentimentSkip']): string {
  if (!skip || skip.to <= segment.start || skip.from >= segment.end) return spanText(text, tokens, segment.start, segment.end);
  return `${spanText(text, tokens, segment.start, Math.max(segment.start, skip.from))} ${spanText(text, tokens, Math.min(segment.end, skip.to), segment.end)}`;
}

/**
 * Of dimensions a segment names equally, those whose own opinion words carry its opinion: in
 * "Wireless sync drains it quickly" the complaint is the battery's ("drains"), not performance's,
 * though "quickly" names speed. When no opinion word belongs to one of them ("excellent",
 * "slow"), all keep it.
 */
function ownersOfOpinion(
  dims: readonly DimensionTerms[],
  readings: ReadonlyMap<DimensionTerms, readonly { word: string; score: number }[]>,
): readonly DimensionTerms[] {
  if (dims.length < 2) return dims;
  // Only an aspect's own opinion words count ("drains" for a battery), not words of general
  // praise or blame that also name an aspect ("slow charging" is still about charging).
  const owned = dims.map((dim) => (readings.get(dim) ?? []).filter(({ word }) => word in dim.polarity).length);
  const most = Math.max(...owned);
  return most === 0 ? dims : dims.filter((_, i) => owned[i] === most);
}

/** The requested dimensions' terms, and the taxonomy's other aspects a sentence may be about instead. */
interface Aspects {
  requested: readonly DimensionTerms[];
  competing: readonly DimensionTerms[];
  /** The competing aspects by the stems that can start one of their terms, so a stretch of text only counts those it may touch. */
  competingByStem: ReadonlyMap<string, readonly DimensionTerms[]>;
  /** Competing aspects with patterns of their own (tested on every stretch), without the requested ones' patterns. */
  competingPatterns: readonly { terms: DimensionTerms; patterns: readonly RegExp[] }[];
}

function aspectsFor(requested: readonly DimensionTerms[], competing: readonly DimensionTerms[]): Aspects {
  const competingByStem = new Map<string, DimensionTerms[]>();
  for (const other of competing) {
    for (const stem of [...other.stems, ...other.phrasesByFirstStem.keys()]) {
      const list = competingByStem.get(stem) ?? [];
      if (!list.includes(other)) list.push(other);
      competingByStem.set(stem, list);
    }
  }
  const shared = new Set(requested.flatMap((t) => t.patterns));
  const competingPatterns = competing
    .map((terms) => ({ terms, patterns: terms.patterns.filter((p) => !shared.has(p)) }))
    .filter((c) => c.patterns.length > 0);
  return { requested, competing, competingByStem, competingPatterns };
}

/** Said of text about some aspect, none of them requested. */
const OTHER_ASPECT: readonly DimensionTerms[] = Object.freeze([]);

/** Words of another aspect a stretch of text that names no requested one needs before it reads as about that aspect. */
const MIN_OTHER_ASPECT_WORDS = 2;

/**
 * The requested dimensions a stretch of text speaks about: of the aspects whose words it uses,
 * the ones it uses most words of. A sentence about scaling that says "built in" once is about
 * scalability, not features; one about tooling ("Cargo handles building and testing") is not
 * about performance; a sentence that names two aspects equally keeps both. OTHER_ASPECT when it
 * speaks more of an aspect not requested (words and patterns a requested one shares, such as
 * amounts of money, are the requested one's), or, naming none requested, uses two words of another.
 */
function aspectsOf(aspects: Aspects, stems: readonly string[], text: string): readonly DimensionTerms[] {
  const words = aspects.requested.map((t) => dimensionWords(t, stems));
  const hits = aspects.requested.map((t, i) => words[i].size + t.patterns.filter((p) => p.test(text)).length);
  const most = Math.max(0, ...hits);
  const claimed = new Set(words.flatMap((w) => [...w]));
  const touched = new Map<DimensionTerms, number>();
  for (const stem of stems) for (const other of aspects.competingByStem.get(stem) ?? []) touched.set(other, 0);
  for (const { terms, patterns } of aspects.competingPatterns) {
    const matched = patterns.filter((p) => p.test(text)).length;
    if (matched > 0) touched.set(terms, matched);
  }
  let elsewhere = 0;
  for (const [other, matched] of touched) {
    const own = [...dimensionWords(other, stems)].filter((i) => !claimed.has(i)).length;
    elsewhere = Math.max(elsewhere, own + matched);
  }
  if (elsewhere > most && (most > 0 || elsewhere >= MIN_OTHER_ASPECT_WORDS)) return OTHER_ASPECT;
  return most === 0 ? [] : aspects.requested.filter((_, i) => hits[i] === most);
}

/** Opinion words about whatever they are said of ("lacks rear alerts"), so they name no aspect of their own. */
const ABSENCE = new Set(['lack', 'lacks', 'lacking', 'missing', 'miss', 'misses', 'limited'].map(stemWord));

/** Whether the opinion words of a stretch of text are another aspect's own ("but it is much cheaper": a price word). */
function judgesOtherAspect(aspects: Aspects, text: string, ignore: ReadonlySet<string>): boolean {
  // A derived word says something else than its stem's aspect ("useful" is no ease of use).
  const opinion = readSentiment(text, ignore)
    .words.filter((w) => !/(?:ful|less|ly|ness|able|ible)$/.test(w.word))
    .map((w) => stemWord(w.word))
    .filter((stem) => !ABSENCE.has(stem));
  const requested = (stem: string) => aspects.requested.some((t) => t.stems.has(stem));
  return opinion.some((stem) => !requested(stem) && aspects.competing.some((other) => other.stems.has(stem)));
}

function matchedDims(terms: readonly DimensionTerms[], stems: readonly string[], text: string): DimensionTerms[] {
  return terms.filter((t) => mentionsDimension(t, stems, text));
}

// Pronouns that go on about the subject of the clause before ("…, but they crash constantly").
const CONTINUING_PRONOUNS = new Set(['they', 'it', 'these', 'those', 'their', 'its']);
// Words that may open a clause before its subject.
const CLAUSE_OPENERS = new Set(['but', 'and', 'yet', 'while', 'whereas', 'although', 'though', 'however', 'so', 'also', 'still']);

/**
 * The clauses with no item role where they speak of other products: those that open with them
 * (see aboutOtherProducts), and the clauses after those that go on about them with a pronoun
 * ("Apps like Zentri are cheaper, but they crash constantly").
 */
function withoutOtherProducts(
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

/** Share of a page's sentences that must name an item for the page to be about it. */
const ABOUT_SHARE = 0.25;

/**
 * The item a source is about when a sentence names none: the one its title names, else one
 * that a quarter or more of its sentences name (and more than any other). Comparison pages
 * that name several items in the title are about none by default; their sentences must name
 * an item or follow one.
 */
export function subjectOfSource(source: EvidenceSource, sentences: readonly ParsedSentence[], item: number, matcher: ItemMatcher): number | null {
  const inTitle = matcher.itemsIn(source.title);
  if (inTitle.length === 1) return inTitle[0];
  if (inTitle.length > 1 || sentences.length === 0) return null;
  const counts = new Map<number, number>();
  for (const sentence of sentences) {
    const named = new Set(matcher.mentions(sentence.tokens).map((m) => m.item));
    for (const n of named) counts.set(n, (counts.get(n) ?? 0) + 1);
  }
  const mine = counts.get(item) ?? 0;
  if (mine < ABOUT_SHARE * sentences.length) return null;
  return [...counts.entries()].every(([other, n]) => other === item || n < mine) ? item : null;
}

/**
 * A test for words that are names of other things, learned from the page: mixed-case words
 * ("iPad", "MariaDB"), letters mixed with digits or symbols ("C#", "S24"), and capitalised
 * words the page also capitalises mid-sentence ("Samsung", "Java"). Acronyms are left out:
 * they are more often features ("SQL", "JSON") than rival products.
 */
export function foreignNames(sentences: readonly ParsedSentence[]): (token: WordToken) => boolean {
  const capitalisedMidSentence = new Set<string>();
  for (const sentence of sentences) {
    if (sentence.heading) continue;
    const { tokens } = sentence;
    for (let i = 1; i < tokens.length; i++) {
      if (/^\p{Lu}\p{Ll}/u.test(tokens[i].raw)) capitalisedMidSentence.add(tokens[i].word);
    }
  }
  return (token) => {
    const raw = token.raw;
    if (/^\p{Ll}+\p{Lu}/u.test(raw) || /^\p{Lu}\p{Ll}+\p{Lu}/u.test(raw)) return true;
    if (/\p{L}/u.test(raw) && /[\d+#]/.test(raw)) return true;
    return /^\p{Lu}\p{Ll}/u.test(raw) && capitalisedMidSentence.has(token.word);
  };
}
