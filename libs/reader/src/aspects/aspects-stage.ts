import { mentionsDimension, stemWord, type DimensionTerms, type ItemMention, type WordToken } from '@juxta/research';
import type { AttributedSentence } from '../attribute/attribute-stage';
import type { Clause } from '../attribute/clause-roles';
import { readSentiment } from '../polarity/domain-sentiment';
import { aspectSegments, type Span } from '../segment/aspect-segments';
import { spanText } from '../segment/span-text';
import type { TraceEntry } from '../trace';
import { OTHER_ASPECT, aspectsOf, type Aspects } from './aspect-match';
import { isBackground } from './background-facts';
import { passingWords, withoutPositions } from './passing-phrases';
import { speaksOfEverything } from './general-verdicts';

// Stage 3: which requested dimensions each clause, and each stretch of a clause, speaks of.
// Stretches are cut here (segment/aspect-segments.ts), where a new aspect may start ("…, and the
// screen is dim"). A clause or stretch that names none borrows one: the sentence's only aspect,
// the clause before's, the sentence before's it answers, its heading's.

/** The role a clause gives the item being read: its subject (1), its rival (-1, counts reversed), or none (0). */
export type Role = 1 | -1 | 0;

/** A stretch of a clause that can speak of its own aspect. */
export interface StretchAspects {
  span: Span;
  text: string;
  /** The requested dimensions its own words name (OTHER_ASPECT: another aspect's words). */
  own: readonly DimensionTerms[];
  /** The dimensions it speaks of: its own, or those carried on from before it. */
  named: readonly DimensionTerms[];
  /** Whether its words count for the item: it speaks of an aspect, and is no statement of the subject's own after a comparison. */
  forItem: boolean;
}

/** A clause's aspects, for the item being read. */
export interface ClauseAspects {
  clause: Clause;
  role: Role;
  /** The dimensions its own words name. */
  dims: readonly DimensionTerms[];
  /** Borrowed when it names none: from the sentence, the clause before, the sentence before, the heading. */
  inherited: readonly DimensionTerms[];
  /** Why it borrowed, in words, when that is a reason worth giving ('aspect of its heading'). */
  borrowed: string;
  /** Its stretches (only for a clause whose words count for the item and that shares no verb). */
  stretches: StretchAspects[];
}

/** A sentence with the aspects its clauses and stretches speak of. */
export interface AspectSentence extends AttributedSentence {
  /** The requested dimensions the whole sentence speaks of (OTHER_ASPECT: another aspect). */
  dims: readonly DimensionTerms[];
  clauseAspects: ClauseAspects[];
}

/** What the aspects stage reads by: the requested and competing aspects, and the words that carry no sentiment (the items' names). */
export interface AspectContext {
  aspects: Aspects;
  ignore: ReadonlySet<string>;
}

/** The aspects stage's output: the source's statement sentences (no headings, nothing too long). */
export interface AspectsOutput {
  sentences: AspectSentence[];
  trace: TraceEntry[];
}

/** Finds, for the item being read, the dimensions each sentence, clause and stretch speaks of. */
export function findAspects(sentences: readonly AttributedSentence[], item: number, context: AspectContext, tracing = false): AspectsOutput {
  const { aspects } = context;
  const terms = aspects.requested;
  const out: AspectSentence[] = [];
  const trace: TraceEntry[] = [];
  let block = -1;
  let headingDims: string[] = [];
  // The aspects of the sentence before in the paragraph, for one that answers it ("…dropped twice. B never did.").
  let previousDims: readonly DimensionTerms[] = [];
  let previousSubjects: readonly number[] = [];
  for (const sentence of sentences) {
    if (sentence.block !== block) {
      block = sentence.block;
      previousDims = [];
      previousSubjects = [];
    }
    if (sentence.heading) {
      headingDims = terms.filter((t) => mentionsDimension(t, sentence.stems, sentence.text)).map((t) => t.dimension);
      continue;
    }
    if (sentence.tooLong) continue;
    const topical = topicalStems(sentence, context);
    const dims = aspectsOf(aspects, topical, sentence.text, sentence.unnamed);
    const answered = dims.length === 0 && dims !== OTHER_ASPECT && answersSentenceBefore(sentence.tokens, sentence.mentions, sentence.clauses, previousSubjects) ? previousDims : [];
    previousDims = dims.length > 0 ? dims : dims === OTHER_ASPECT ? [] : answered;
    previousSubjects = sentence.clauses.flatMap((c) => c.subjects);
    const clauseAspects = clausesAspects(sentence, topical, item, context, dims, headingDims, answered, tracing ? trace : undefined);
    out.push({ ...sentence, dims, clauseAspects });
  }
  return { sentences: out, trace };
}

/** Each clause's aspects, as the sentence's, the clause before's, the sentence before's or the heading's lend them. */
function clausesAspects(
  sentence: AttributedSentence,
  topical: readonly string[],
  item: number,
  { aspects, ignore }: AspectContext,
  sentenceDims: readonly DimensionTerms[],
  headingDims: readonly string[],
  answered: readonly DimensionTerms[],
  trace: TraceEntry[] | undefined,
): ClauseAspects[] {
  const { text, tokens, unnamed: stems } = sentence;
  // The other side of a contrast speaks of the same aspect ("A focuses quicker; B hunts in dim rooms").
  let previousDims: readonly DimensionTerms[] = [];
  return sentence.own.map((clause): ClauseAspects => {
    const role: Role = clause.subjects.includes(item) ? 1 : clause.objects.includes(item) ? -1 : 0;
    const clauseText = spanText(text, tokens, clause.start, clause.end);
    const dims = aspectsOf(aspects, topical.slice(clause.start, clause.end), clauseText, stems);
    // A clause with no dimension words borrows the sentence's only dimension, the clause before's, or the heading's.
    let inherited: readonly DimensionTerms[] = [];
    let borrowed = '';
    // …unless it speaks of another aspect ("A is slower, but it is much cheaper") or of every aspect at once ("better in every way").
    const elsewhere = dims.length === 0 && (judgesOtherAspect(aspects, clauseText, ignore) || speaksOfEverything(clauseText));
    if (dims.length === 0 && dims !== OTHER_ASPECT && !elsewhere) {
      if (sentenceDims.length === 1) inherited = sentenceDims;
      else if (previousDims.length > 0) inherited = previousDims;
      else if (sentenceDims.length === 0 && sentenceDims !== OTHER_ASPECT && answered.length > 0) {
        inherited = answered;
        borrowed = 'aspect of the sentence before it answers';
      } else if (sentenceDims.length === 0 && sentenceDims !== OTHER_ASPECT) {
        inherited = aspects.requested.filter((t) => headingDims.includes(t.dimension));
        borrowed = 'aspect of its heading';
      }
    }
    previousDims = dims.length > 0 ? lastSegmentDims(text, tokens, topical, stems, aspects, clause) : inherited;
    const stretches: StretchAspects[] = [];
    if (role !== 0 && !clause.sharedPredicate) {
      // A stretch that names no aspect goes on about the one before it ("…, and it tops up in ten minutes").
      let before = inherited;
      for (const span of aspectSegments(text, tokens, clause.start, clause.end)) {
        const stretchText = spanText(text, tokens, span.start, span.end);
        // Background ("launched in 2019", "one of the most popular …") speaks of no aspect.
        const background = isBackground(stretchText, aspects, ignore);
        const own = background ? OTHER_ASPECT : aspectsOf(aspects, topical.slice(span.start, span.end), stretchText, stems);
        const named = own === OTHER_ASPECT ? [] : own.length > 0 ? own : before;
        before = named;
        const rule = background ? 'background' : own === OTHER_ASPECT ? 'another aspect' : own.length > 0 ? 'aspect words' : named.length > 0 ? 'aspect carried on' : 'no aspect';
        trace?.push({ stage: 'aspects', rule, span: stretchText, effect: named.map((d) => d.dimension).join(', ') || 'none' });
        const forItem = named.length > 0 && !(role === -1 && startsOwnPredication(tokens, span, clause));
        stretches.push({ span, text: stretchText, own, named, forItem });
      }
    }
    return { clause, role, dims, inherited, borrowed, stretches };
  });
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
function lastSegmentDims(
  text: string,
  tokens: readonly WordToken[],
  topical: readonly string[],
  stems: readonly string[],
  aspects: Aspects,
  clause: Clause,
): readonly DimensionTerms[] {
  let last: readonly DimensionTerms[] = [];
  for (const segment of aspectSegments(text, tokens, clause.start, clause.end)) {
    const own = aspectsOf(aspects, topical.slice(segment.start, segment.end), spanText(text, tokens, segment.start, segment.end), stems);
    if (own.length > 0) last = own;
  }
  return last;
}

/**
 * The sentence's stems with the words that name an aspect only in passing blanked (passing-phrases.ts):
 * what each stretch of each clause speaks of is what its subject, verb and object name.
 */
function topicalStems(sentence: AttributedSentence, { aspects, ignore }: AspectContext): readonly string[] {
  const { text, tokens, unnamed } = sentence;
  const passing = new Set<number>();
  for (const clause of sentence.own) {
    for (const span of aspectSegments(text, tokens, clause.start, clause.end)) {
      for (const i of passingWords(text, tokens, unnamed, span, aspects, ignore)) passing.add(i);
    }
  }
  return withoutPositions(unnamed, passing);
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
