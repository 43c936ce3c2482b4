import {
  competingAspects,
  dimensionTerms,
  mentionsDimension,
  midSentence,
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
import { OTHER_ASPECT, aspectsFor, aspectsOf, measuredIn, ownersOfOpinion, type Aspects } from './aspects/aspect-match';
import { aspectSegments, type Span } from './segment/aspect-segments';
import { clauseRoles, type Clause } from './attribute/clause-roles';
import { absenceScore, claimWeight, hedgeIn, readSentiment, type Modifier, type SentimentReading } from './polarity/domain-sentiment';
import { withoutOtherProducts } from './attribute/passing-mentions';
import { PRONOUNS } from './rules/words';
import { SentenceReading, signed, type TraceEntry } from './trace';
import { REWRITES } from './polarity/rewrites';
import type { FiredRule } from './rules/rule-table';

/** Each rewrite's effect and the words it becomes, to name a rewritten word by what was written. */
const REWRITE_EFFECT = new Map(REWRITES.map((r) => [r.id, r.effect]));
const REWRITTEN_TO = new Map(REWRITES.map((r) => [r.id, r.effect.replace(/\$\d/g, '').trim().split(/\s+/)]));

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
  /** The item the text was about before this sentence (what an opening "Its …" refers to), if any. */
  subjectBefore?: number | null;
  /** Per dimension, the rules that decided the score, in words ("negated: 'far from'"). */
  because: Map<string, string[]>;
}

/** A sentence near a dimension that the reader did not count for the item there, and why. */
export interface SetAside {
  sourceIndex: number;
  quote: string;
  dimension: string;
  why: string;
}

/** The item's statements and, per dimension, the first sentences set aside. */
export interface SourceReading {
  statements: Statement[];
  setAside: SetAside[];
}

/** Sentences set aside kept per dimension: enough to show why, small enough to store. */
export const MAX_SET_ASIDE = 5;

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
  trace?: TraceEntry[],
): Promise<SourceReading> {
  const terms = dimensions.map(dimensionTerms);
  const aspects = aspectsFor(terms, competingAspects(dimensions));
  const ignore = new Set(matcher.items.flatMap((name) => words(name)));
  const statements: Statement[] = [];
  const setAside: SetAside[] = [];
  const asideCount = new Map<string, number>();
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
    // The aspects of the sentence before in the paragraph, for one that answers it ("…dropped twice. B never did.").
    let previousDims: readonly DimensionTerms[] = [];
    let previousSubjects: readonly number[] = [];
    for (const sentence of sentences) {
      if (sentence.block !== block) {
        block = sentence.block;
        // A paragraph that opens with a pronoun ("It's also lighter…") goes on about the item the last one was about.
        if (!opensWithPronoun(sentence.tokens)) carried = sectionSubject;
        previousDims = [];
        previousSubjects = [];
      }
      const { tokens, stems } = sentence;
      if (sentence.heading) {
        headingDims = matchedDims(terms, stems, sentence.text).map((t) => t.dimension);
        const named = new Set(matcher.mentions(tokens).map((m) => m.item));
        sectionSubject = named.size === 1 ? [...named][0] : named.size > 1 ? null : defaultSubject;
        carried = sectionSubject;
        continue;
      }
      const mentions = matcher.mentions(tokens);
      const subjectBefore = carried;
      const { clauses, lastSubject } = clauseRoles(sentence.text, tokens, mentions, carried, isForeignName, matcher.items.length);
      carried = lastSubject;
      order++;
      if (sentence.text.length > MAX_SENTENCE_CHARS) continue;
      // The items' names are no aspect words: "Rust" is no rust damage, "the Quiet 2" no quiet.
      const unnamed = mentions.length === 0 ? stems : stems.map((stem, i) => (mentions.some((m) => i >= m.start && i < m.end) ? '' : stem));
      const own = withoutOtherProducts(tokens, clauses, mentions, isForeignName);
      const ownDims = aspectsOf(aspects, unnamed, sentence.text);
      const answered = ownDims.length === 0 && ownDims !== OTHER_ASPECT && answersSentenceBefore(tokens, mentions, clauses, previousSubjects) ? previousDims : [];
      previousDims = ownDims.length > 0 ? ownDims : ownDims === OTHER_ASPECT ? [] : answered;
      previousSubjects = clauses.flatMap((c) => c.subjects);
      const reading = new SentenceReading(trace);
      reading.step('segment', 'sentence', sentence.text, `source ${sourceIndex + 1}`);
      traceSegments(reading, sentence.text, tokens, clauses);
      traceRoles(reading, sentence.text, tokens, own, matcher.items);
      const scores = sentenceScores({ text: sentence.text, tokens, stems: unnamed, clauses: own, item, aspects, headingDims, ignore, answered, reading, names: matcher.items });
      const quote = sentence.text.replace(/\s+/g, ' ');
      for (const dim of ownDims) {
        if (scores.has(dim.dimension)) continue;
        const kept = (asideCount.get(dim.dimension) ?? 0) < MAX_SET_ASIDE;
        // Only the first few are kept, so only they (or a trace) need to know why.
        if (!kept && !trace) continue;
        const speaking = own.filter((c) => aspectsOf(aspects, unnamed.slice(c.start, c.end), spanText(sentence.text, tokens, c.start, c.end), unnamed).includes(dim));
        const why = setAsideWhy(speaking.length > 0 ? speaking : own, item, tokens, mentions, scores, sentence.text, matcher.items);
        reading.step('aggregate', 'set aside', dim.dimension, why);
        if (!kept) continue;
        setAside.push({ sourceIndex, quote, dimension: dim.dimension, why });
        asideCount.set(dim.dimension, (asideCount.get(dim.dimension) ?? 0) + 1);
      }
      if (scores.size === 0) continue;
      for (const [dimension, score] of scores) reading.step('aggregate', 'sentence score', dimension, signed(score));
      statements.push({ sourceIndex, quote, key: normaliseForQuoting(quote), order, scores, weight: claimWeight(sentence.text), subjectBefore, because: reading.reasonsByDimension() });
    }
  }
  return { statements, setAside };
}

/** Why a sentence about a dimension gave the item nothing there: it is about another item, or its words judge another aspect. */
function setAsideWhy(
  clauses: readonly Clause[],
  item: number,
  tokens: readonly WordToken[],
  mentions: readonly ItemMention[],
  scores: ReadonlyMap<string, number>,
  text: string,
  names: readonly string[],
): string {
  const about = clauses.some((c) => c.subjects.includes(item) || c.objects.includes(item) || c.bystanders?.includes(item));
  if (!about && clauses.some((c) => c.unclear)) return 'unclear which item it favours';
  if (!about) {
    const other = mentions.find((m) => m.item !== item && clauses.some((c) => m.start >= c.start && m.start < c.end));
    if (other) return `about another item: '${spanText(text, tokens, other.start, other.end)}'`;
    const subject = clauses.flatMap((c) => c.subjects).find((s) => s !== item);
    if (subject !== undefined) return `about another item: ${names[subject] ?? 'the rival'}, named before`;
    return 'about no compared item it can tell';
  }
  const elsewhere = [...scores.keys()];
  return elsewhere.length > 0 ? `about another dimension: ${elsewhere.join(', ')}` : 'no verdict on it in the words about the item';
}

/** The segment stage's decisions: where the sentence's clauses start. */
function traceSegments(reading: SentenceReading, text: string, tokens: readonly WordToken[], clauses: readonly Clause[]): void {
  if (!reading.trace) return;
  for (const clause of clauses) reading.step('segment', 'clause', spanText(text, tokens, clause.start, clause.end), `words ${clause.start}–${clause.end}`);
}

/** The attribute stage's decisions: which item each clause is about, and which it is compared against. */
function traceRoles(reading: SentenceReading, text: string, tokens: readonly WordToken[], clauses: readonly Clause[], names: readonly string[]): void {
  if (!reading.trace) return;
  const list = (items: readonly number[]) => items.map((i) => names[i] ?? `item ${i + 1}`).join(', ');
  for (const clause of clauses) {
    const span = spanText(text, tokens, clause.start, clause.end);
    if (clause.subjects.length > 0) reading.step('attribute', 'subject', span, list(clause.subjects));
    if (clause.objects.length > 0) {
      const cue = clause.comparedBy ? spanText(text, tokens, clause.comparedBy.from, clause.comparedBy.to) : span;
      reading.step('attribute', 'compared against', cue, list(clause.objects));
    }
    if (clause.bystanders?.length) reading.step('attribute', 'bystander', span, list(clause.bystanders));
    if (clause.weight !== undefined && clause.weight !== 1) reading.step('attribute', 'contrast weight', span, `×${clause.weight}`);
    if (clause.subjects.length === 0 && clause.objects.length === 0) reading.step('attribute', 'about no compared item', span, 'ignored');
  }
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
  /** The aspects of the sentence before, when this one only answers it with a verdict on an item. */
  answered: readonly DimensionTerms[];
  /** Where the stages' decisions go. */
  reading: SentenceReading;
  /** The compared items' names, for the reasons. */
  names: readonly string[];
}

/** The sentence's sentiment toward the item per dimension, clause by clause; empty when it says nothing about the item. */
function sentenceScores(parts: SentenceParts): Map<string, number> {
  const { text, tokens, stems, aspects, item, reading } = parts;
  const terms = aspects.requested;
  const sentenceDims = aspectsOf(aspects, stems, text);
  const scores = new Map<string, number>();
  const hedged = claimWeight(text);
  const hedge = hedged !== 1 ? hedgeIn(text) : undefined;
  // The other side of a contrast speaks of the same aspect ("A focuses quicker; B hunts in dim rooms").
  let previousDims: readonly DimensionTerms[] = [];
  for (const clause of parts.clauses) {
    const role = clause.subjects.includes(item) ? 1 : clause.objects.includes(item) ? -1 : 0;
    const clauseText = spanText(text, tokens, clause.start, clause.end);
    const clauseDims = aspectsOf(aspects, stems.slice(clause.start, clause.end), clauseText, stems);
    // A clause with no dimension words borrows the sentence's only dimension, the clause before's, or the heading's.
    let inherited: readonly DimensionTerms[] = [];
    let borrowed = '';
    // …unless it speaks of another aspect ("A is slower, but it is much cheaper").
    const elsewhere = clauseDims.length === 0 && judgesOtherAspect(aspects, clauseText, parts.ignore);
    if (clauseDims.length === 0 && clauseDims !== OTHER_ASPECT && !elsewhere) {
      if (sentenceDims.length === 1) inherited = sentenceDims;
      else if (previousDims.length > 0) inherited = previousDims;
      else if (sentenceDims.length === 0 && sentenceDims !== OTHER_ASPECT && parts.answered.length > 0) {
        inherited = parts.answered;
        borrowed = 'aspect of the sentence before it answers';
      } else if (sentenceDims.length === 0 && sentenceDims !== OTHER_ASPECT) {
        inherited = terms.filter((t) => parts.headingDims.includes(t.dimension));
        borrowed = 'aspect of its heading';
      }
    }
    previousDims = clauseDims.length > 0 ? lastSegmentDims(text, tokens, stems, aspects, clause) : inherited;
    if (role === 0 && clause.bystanders?.includes(item)) {
      // Named, but what the clause says cannot be told to be about it: evidence with no lean.
      for (const dim of clauseDims === OTHER_ASPECT ? [] : clauseDims.length > 0 ? clauseDims : inherited) {
        if (!scores.has(dim.dimension)) scores.set(dim.dimension, 0);
        reading.because(dim.dimension, 'named, but the verdict is not about it: no lean');
      }
      continue;
    }
    if (role === 0) continue;
    // What makes the clause's words count for the item as they do (the rival's, a turn's, a report's).
    const roleReasons = clauseReasons(parts, clause, role, hedge);
    const count = (dim: DimensionTerms, value: number, reason: string) => {
      scores.set(dim.dimension, (scores.get(dim.dimension) ?? 0) + value);
      for (const r of roleReasons) reading.because(dim.dimension, r);
      if (borrowed) reading.because(dim.dimension, borrowed);
      reading.because(dim.dimension, reason);
    };
    if (clause.sharedPredicate) {
      // "A wins on comfort, B on price": B's verdict is the shared verb, on B's own aspect only.
      const verb = spanText(text, tokens, clause.sharedPredicate.from, clause.sharedPredicate.to);
      for (const dim of clauseDims) {
        const lean = readSentiment(verb, parts.ignore, dim.polarity).score;
        reading.step('polarity', 'shared verb', verb, signed(lean));
        count(dim, role * lean * hedged * (clause.weight ?? 1), `shared verb: '${verb}' ${signed(lean)}`);
      }
      continue;
    }
    for (const segment of aspectSegments(text, tokens, clause.start, clause.end)) {
      const segmentText = spanText(text, tokens, segment.start, segment.end);
      const own = aspectsOf(aspects, stems.slice(segment.start, segment.end), segmentText, stems);
      // A segment that names no aspect goes on about the one before it ("…, and it tops up in ten minutes").
      const named = own === OTHER_ASPECT ? [] : own.length > 0 ? own : inherited;
      inherited = named;
      reading.step('aspects', own === OTHER_ASPECT ? 'another aspect' : own.length > 0 ? 'aspect words' : named.length > 0 ? 'aspect carried on' : 'no aspect', segmentText, named.map((d) => d.dimension).join(', ') || 'none');
      if (named.length === 0) continue;
      if (role === -1 && startsOwnPredication(tokens, segment, clause)) continue;
      const judged = judgedText(text, tokens, segment, clause.sentimentSkip);
      // Each dimension reads the segment with its own words too ("long" for a battery, "tiny" for a catalogue).
      const sentiments = new Map(named.map((dim) => [dim, judged.trim() === '' ? undefined : readSentiment(judged, parts.ignore, dim.polarity)]));
      const readings = new Map(named.map((dim) => [dim, sentiments.get(dim)?.words ?? []]));
      const dims = ownersOfOpinion(named, readings);
      // A dimension whose amount the segment states keeps it as evidence when another owns its
      // opinion ("45p a packet in any corner shop": a price, and everywhere); the amount, compared
      // across items, is its verdict, not the other's opinion words.
      for (const dim of named) if (!dims.includes(dim) && measuredIn(dim, segmentText) && !scores.has(dim.dimension)) scores.set(dim.dimension, 0);
      for (const dim of dims) if (!scores.has(dim.dimension)) scores.set(dim.dimension, 0);
      if (judged.trim() === '') continue;
      for (const dim of dims) {
        const sentiment = sentiments.get(dim);
        if (sentiment) tracePolarity(reading, sentiment);
        for (const { word, score, modifier } of sentiment?.words ?? []) {
          // A word that is another dimension's own ("cheap" for Cost) counts half here; a word
          // of this dimension or a general word ("excellent") counts fully.
          const stem = stemWord(word);
          const mine = dim.stems.has(stem) || word in dim.polarity;
          const others = dims.some((d) => d !== dim && (d.stems.has(stem) || word in d.polarity));
          const weight = mine || !others ? 1 : 0.5;
          count(dim, role * score * weight * hedged * (clause.weight ?? 1), wordReason(word, score, modifier, sentiment?.rewrites ?? [], weight));
        }
        // "there is no phone support": the aspect itself missing.
        const absent = absenceScore(judged, dim.dimension, dim.stems, dim.polarity);
        if (absent !== 0) {
          reading.step('polarity', 'absent', judged, signed(absent));
          count(dim, role * absent * hedged * (clause.weight ?? 1), `missing: ${midSentence(dim.dimension)} ${signed(absent)}`);
        }
      }
    }
  }
  return scores;
}

/** The reasons a clause's words count for the item as they do: about the rival, after a turn, only reported. */
function clauseReasons(parts: SentenceParts, clause: Clause, role: 1 | -1, hedge: string | undefined): string[] {
  const { text, tokens, item } = parts;
  const reasons: string[] = [];
  if (role === -1) {
    const cue = clause.comparedBy ? spanText(text, tokens, clause.comparedBy.from, clause.comparedBy.to) : '';
    reasons.push(cue ? `about the rival: '${cue}'` : 'about the rival: counts reversed');
  } else if (!mentionsItemIn(parts, clause, item)) {
    reasons.push('about the item the text was on');
  }
  const weight = clause.weight ?? 1;
  const opener = tokens[clause.start]?.word ?? '';
  if (weight > 1) reasons.push(`after a turn: '${opener}' ×${weight}`);
  else if (weight < 1) reasons.push(`the lesser side of a contrast ×${weight}`);
  if (hedge) reasons.push(`only reported: '${hedge}' ×0.5`);
  return reasons;
}

function mentionsItemIn(parts: SentenceParts, clause: Clause, item: number): boolean {
  const { tokens } = parts;
  const name = parts.names[item];
  if (name === undefined) return false;
  // The clause names the item when one of its words is among the item's name's words.
  const nameWords = new Set(name.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean));
  return tokens.slice(clause.start, clause.end).some((t) => nameWords.has(t.word));
}

/** One opinion word's part in a reading, in words ("negated: 'not' ('fast' -2)", "'five stars' +3"). */
function wordReason(word: string, score: number, modifier: Modifier | undefined, rewrites: readonly FiredRule[], weight: number): string {
  const rewrite = rewrites.find((r) => REWRITTEN_TO.get(r.rule)?.includes(word));
  const shown = rewrite ? `'${rewrite.span}'` : `'${word}'`;
  const half = weight !== 1 ? ` ×${weight} (another aspect's word)` : '';
  return modifier ? `${modifier.rule}: '${modifier.cue}' (${shown} ${signed(score)}${half})` : `${shown} ${signed(score)}${half}`;
}

/** The polarity stage's decisions on a stretch of text: rewrites that fired, then each word's score in context. */
function tracePolarity(reading: SentenceReading, sentiment: SentimentReading): void {
  if (!reading.trace) return;
  for (const fired of sentiment.rewrites) reading.step('polarity', `rewrite ${fired.rule}`, fired.span, REWRITE_EFFECT.get(fired.rule) ?? '');
  for (const { word, score, modifier } of sentiment.words) {
    reading.step('polarity', modifier ? `${modifier.rule}` : 'lexicon', modifier ? `${modifier.cue} … ${word}` : word, signed(score));
  }
}

// Words that open a statement with a subject of its own after a joining word ("and it has…", "and the app…").
const OWN_SUBJECT_OPENERS = new Set(['it', 'its', 'they', 'their', 'the', 'this', 'that', 'these', 'those', 'there']);
const JOINING = new Set(['and', 'but', 'yet', 'so', 'plus']);

/**
 * Whether a segment after the clause's comparison is a statement of its own about the subject
 * ("A's library is larger than B's, and it has offline downloads"): B is compared only up to
 * there, so what follows does not count against it. An elliptical continuation ("…than B, and
 * cheaper too") is still part of the comparison.
 */
function startsOwnPredication(tokens: readonly WordToken[], segment: Span, clause: Clause): boolean {
  if (clause.comparisonEnd === undefined || segment.start < clause.comparisonEnd) return false;
  let i = segment.start;
  while (i < segment.end && JOINING.has(tokens[i].word)) i++;
  return i > segment.start && i < segment.end && OWN_SUBJECT_OPENERS.has(tokens[i].word);
}

/** The aspects the last segment of a clause that names any speaks of. */
function lastSegmentDims(text: string, tokens: readonly WordToken[], stems: readonly string[], aspects: Aspects, clause: Clause): readonly DimensionTerms[] {
  let last: readonly DimensionTerms[] = [];
  for (const segment of aspectSegments(text, tokens, clause.start, clause.end)) {
    const own = aspectsOf(aspects, stems.slice(segment.start, segment.end), spanText(text, tokens, segment.start, segment.end), stems);
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

function opensWithPronoun(tokens: readonly WordToken[]): boolean {
  return PRONOUNS.has(tokens[0]?.word ?? '');
}

/** Sentences longer than this carry their own topic; an answer to the one before is short. */
const MAX_ANSWER_WORDS = 12;

/**
 * Whether a sentence that names no aspect is a short verdict on an item the sentence before
 * was not about ("A's sync dropped twice. B has been flawless.", "…fogged up. The Rivenna never
 * skipped a beat."): in a paragraph, it answers that sentence on the same aspect, so it borrows
 * its aspects.
 */
function answersSentenceBefore(
  tokens: readonly WordToken[],
  mentions: readonly ItemMention[],
  clauses: readonly Clause[],
  subjectsBefore: readonly number[],
): boolean {
  if (tokens.length > MAX_ANSWER_WORDS || mentions.length === 0 || subjectsBefore.length === 0) return false;
  if (clauses.length !== 1 || clauses[0].subjects.length !== 1) return false;
  return !subjectsBefore.includes(clauses[0].subjects[0]);
}

function matchedDims(terms: readonly DimensionTerms[], stems: readonly string[], text: string): DimensionTerms[] {
  return terms.filter((t) => mentionsDimension(t, stems, text));
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
