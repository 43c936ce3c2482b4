import { midSentence, stemWord, type DimensionTerms, type WordToken } from '@juxta/research';
import type { AspectSentence, StretchAspects } from '../aspects/aspects-stage';
import { measuredIn, ownersOfOpinion } from '../aspects/aspect-match';
import type { Clause } from '../attribute/clause-roles';
import type { FiredRule } from '../rules/rule-table';
import { spanText } from '../segment/span-text';
import { signed, type TraceEntry } from '../trace';
import { absenceScore, claimWeight, hedgeIn, isWeakWord, isYesNoQuestion, readSentiment, type Modifier, type SentimentReading } from './domain-sentiment';
import { REWRITES } from './rewrites';
import { capabilityScore } from './capability';
import { ONLY_AT_FIRST_WEIGHT, onlyAtFirst } from './time-limits';

// Stage 4: what the words of each stretch say of the item on the dimensions it speaks of. Each
// opinion word is scored in its context (negated, intensified, softened, overcome…), reversed for
// a rival, weighed for a turn or a report, and becomes one count with its reasons in words.

/** Each rewrite's effect and the words it becomes, to name a rewritten word by what was written. */
const REWRITE_EFFECT = new Map(REWRITES.map((r) => [r.id, r.effect]));
const REWRITTEN_TO = new Map(REWRITES.map((r) => [r.id, r.effect.replace(/\$\d/g, '').trim().split(/\s+/)]));

/**
 * One count toward a sentence's score on a dimension, with its reasons in words. A count of 0
 * with no reasons keeps the sentence as evidence on the dimension, with no lean.
 */
export interface Count {
  dimension: string;
  value: number;
  reasons: string[];
  /** A general lexicon word at its weakest, unmodified: alone, it cannot tell praise from blame. */
  weak?: boolean;
}

/** A sentence with what its words say of the item, count by count, in reading order. */
export interface PolaritySentence extends AspectSentence {
  counts: Count[];
}

/** What the polarity stage reads by: the item, the words that carry no sentiment (its names), the items' names for the reasons. */
export interface PolarityContext {
  item: number;
  ignore: ReadonlySet<string>;
  names: readonly string[];
}

/** The polarity stage's output. */
export interface PolarityOutput {
  sentences: PolaritySentence[];
  trace: TraceEntry[];
}

/** Reads the sentiment of every stretch that speaks of a dimension, as counts toward the item's score there. */
export function readPolarity(sentences: readonly AspectSentence[], context: PolarityContext, tracing = false): PolarityOutput {
  const trace: TraceEntry[] = [];
  const out = sentences.map((sentence) => ({ ...sentence, counts: sentenceCounts(sentence, context, tracing ? trace : undefined) }));
  return { sentences: out, trace };
}

function sentenceCounts(sentence: AspectSentence, context: PolarityContext, trace: TraceEntry[] | undefined): Count[] {
  const { text, tokens } = sentence;
  const counts: Count[] = [];
  const step = (rule: string, span: string, effect: string) => trace?.push({ stage: 'polarity', rule, span, effect });
  // A yes-or-no question stays evidence on what it asks about, read neither way.
  const asked = isYesNoQuestion(text);
  const hedged = asked ? 0 : claimWeight(text);
  const hedge = !asked && hedged !== 1 ? hedgeIn(text) : undefined;
  for (const aspects of sentence.clauseAspects) {
    const { clause, role, dims: clauseDims, inherited } = aspects;
    if (role === 0 && clause.bystanders?.includes(context.item)) {
      // Named, but what the clause says cannot be told to be about it: evidence with no lean.
      for (const dim of clauseDims.length > 0 ? clauseDims : inherited) counts.push({ dimension: dim.dimension, value: 0, reasons: ['named, but the verdict is not about it: no lean'] });
      continue;
    }
    if (role === 0) continue;
    // What makes the clause's words count for the item as they do (the rival's, a turn's, a report's).
    const roleReasons = clauseReasons(sentence, context, clause, role, hedge, asked);
    const count = (dim: DimensionTerms, value: number, reason: string, weak = false) =>
      counts.push({ dimension: dim.dimension, value, reasons: [...roleReasons, ...(aspects.borrowed ? [aspects.borrowed] : []), reason], ...(weak ? { weak } : {}) });
    if (clause.sharedPredicate) {
      // "A wins on comfort, B on price": B's verdict is the shared verb, on B's own aspect only.
      // ("A is heavy, B even more so": no aspect of its own, so the one it echoes.)
      const verb = spanText(text, tokens, clause.sharedPredicate.from, clause.sharedPredicate.to);
      for (const dim of clauseDims.length > 0 ? clauseDims : inherited) {
        const lean = readSentiment(verb, context.ignore, dim.polarity).score;
        step('shared verb', verb, signed(lean));
        count(dim, role * lean * hedged * (clause.weight ?? 1), `shared verb: '${verb}' ${signed(lean)}`);
      }
      continue;
    }
    for (const stretch of aspects.stretches) {
      if (!stretch.forItem) continue;
      const judged = judgedText(text, tokens, stretch, clause.sentimentSkip);
      const { named } = stretch;
      // Each dimension reads the stretch with its own words too ("long" for a battery, "tiny" for a
      // catalogue), but only where the stretch names the dimension or the clause borrowed it: in a
      // stretch that goes on from one naming it, such a word may describe anything ("the battery
      // held, and on a long walk…": the walk is long).
      const carried = aspects.dims.length > 0 && stretch.own.length === 0;
      const ownWords = (dim: DimensionTerms) => (carried && !stretch.own.includes(dim) ? {} : dim.polarity);
      const sentiments = new Map(named.map((dim) => [dim, judged.trim() === '' ? undefined : readSentiment(judged, context.ignore, ownWords(dim))]));
      const readings = new Map(named.map((dim) => [dim, sentiments.get(dim)?.words ?? []]));
      const dims = ownersOfOpinion(named, readings);
      // "lovely for the first hour, then …": a verdict that held only at first counts half.
      const limit = onlyAtFirst(judged);
      const limited = limit === undefined ? 1 : ONLY_AT_FIRST_WEIGHT;
      const limitReason = limit === undefined ? '' : `; only at first: '${limit}' ×${ONLY_AT_FIRST_WEIGHT}`;
      // A dimension whose amount the stretch states keeps it as evidence when another owns its
      // opinion ("45p a packet in any corner shop": a price, and everywhere); the amount, compared
      // across items, is its verdict, not the other's opinion words.
      for (const dim of named) if (!dims.includes(dim) && measuredIn(dim, stretch.text)) counts.push({ dimension: dim.dimension, value: 0, reasons: [] });
      for (const dim of dims) counts.push({ dimension: dim.dimension, value: 0, reasons: [] });
      if (judged.trim() === '') continue;
      for (const dim of dims) {
        const sentiment = sentiments.get(dim);
        if (sentiment && trace) trace.push(...polaritySteps(sentiment));
        const namesAspect = (word: string) => named.some((d) => namesDimension(word, d.dimension));
        for (const { word, score, modifier } of sentiment?.words ?? []) {
          // "a step behind for comfort": beside a word that judges, the word that names the aspect
          // judges nothing (AFINN scores "comfort", "safety"). Negated ("lacks comfort") it does, and
          // alone it is the choice the sentence makes ("I'd pick A over B for comfort").
          if (!modifier && namesAspect(word) && sentiment?.words.some((w) => !namesAspect(w.word))) continue;
          // Alone, it says which aspect was chosen, never against it: "the cancelling is the
          // headline" is no blame though the lexicon scores "cancel" low.
          if (!modifier && namesAspect(word) && score < 0) continue;
          // A word that is another dimension's own ("cheap" for Cost) counts half here; a word
          // of this dimension or a general word ("excellent") counts fully.
          const stem = stemWord(word);
          const mine = dim.stems.has(stem) || word in dim.polarity;
          const others = dims.some((d) => d !== dim && (d.stems.has(stem) || word in d.polarity));
          const share = mine || !others ? 1 : 0.5;
          const rewritten = (sentiment?.rewrites ?? []).some((r) => REWRITTEN_TO.get(r.rule)?.includes(word));
          const weak = !mine && !modifier && !rewritten && isWeakWord(word);
          count(dim, role * score * share * hedged * limited * (clause.weight ?? 1), wordReason(word, score, modifier, sentiment?.rewrites ?? [], share) + limitReason, weak);
        }
        // "there is no phone support": the aspect itself missing.
        const absent = absenceScore(judged, dim.dimension, dim.stems, dim.polarity);
        if (absent !== 0) {
          step('absent', judged, signed(absent));
          count(dim, role * absent * hedged * (clause.weight ?? 1), `missing: ${midSentence(dim.dimension)} ${signed(absent)}`);
        }
        // "lets you borrow e-books", "cannot borrow library books": the capability is the verdict when no word judges it.
        const able = absent === 0 && (sentiment?.words.length ?? 0) === 0 ? capabilityScore(judged, dim) : 0;
        if (able !== 0) {
          step('capability', judged, signed(able));
          count(dim, role * able * hedged * (clause.weight ?? 1), `${able > 0 ? 'can' : 'cannot'}: ${midSentence(dim.dimension)} ${signed(able)}`);
        }
      }
    }
  }
  return counts;
}

/** The reasons a clause's words count for the item as they do: about the rival, after a turn, only reported. */
function clauseReasons(sentence: AspectSentence, context: PolarityContext, clause: Clause, role: 1 | -1, hedge: string | undefined, asked: boolean): string[] {
  const { text, tokens } = sentence;
  const reasons: string[] = [];
  if (role === -1) {
    const cue = clause.comparedBy ? spanText(text, tokens, clause.comparedBy.from, clause.comparedBy.to) : '';
    reasons.push(cue ? `about the rival: '${cue}'` : 'about the rival: counts reversed');
  } else if (!namesItemIn(tokens, clause, context.names[context.item])) {
    reasons.push('about the item the text was on');
  }
  const weight = clause.weight ?? 1;
  const opener = tokens[clause.start]?.word ?? '';
  if (weight > 1) reasons.push(`after a turn: '${opener}' ×${weight}`);
  else if (weight < 1) reasons.push(`the lesser side of a contrast ×${weight}`);
  if (hedge) reasons.push(`only reported: '${hedge}' ×0.5`);
  if (asked) reasons.push('only asked: a yes-or-no question ×0');
  return reasons;
}

/** Whether one of the clause's words is among the item's name's words. */
function namesItemIn(tokens: readonly WordToken[], clause: Clause, name: string | undefined): boolean {
  if (name === undefined) return false;
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

/** The stage's decisions on a stretch of text: rewrites that fired, then each word's score in context. */
function polaritySteps(sentiment: SentimentReading): TraceEntry[] {
  const steps: TraceEntry[] = [];
  for (const fired of sentiment.rewrites) steps.push({ stage: 'polarity', rule: `rewrite ${fired.rule}`, span: fired.span, effect: REWRITE_EFFECT.get(fired.rule) ?? '' });
  for (const { word, score, modifier } of sentiment.words) {
    steps.push({ stage: 'polarity', rule: modifier ? `${modifier.rule}` : 'lexicon', span: modifier ? `${modifier.cue} … ${word}` : word, effect: signed(score) });
  }
  return steps;
}

/** The words of a stretch whose sentiment counts: without those that describe the thing compared against. */
function judgedText(text: string, tokens: readonly WordToken[], stretch: StretchAspects, skip: Clause['sentimentSkip']): string {
  const { start, end } = stretch.span;
  if (!skip || skip.to <= start || skip.from >= end) return spanText(text, tokens, start, end);
  return `${spanText(text, tokens, start, Math.max(start, skip.from))} ${spanText(text, tokens, Math.min(end, skip.to), end)}`;
}

/** Per dimension name, the words of it that name it and their plurals ("comfort", "comforts" of Comfort); computed once per name. */
const NAME_WORDS = new Map<string, ReadonlySet<string>>();

/** Whether a word is one of the words of a dimension's name ("comfort" of Comfort, "safety" of Safety), or its plural. */
function namesDimension(word: string, dimension: string): boolean {
  let words = NAME_WORDS.get(dimension);
  if (!words) {
    const parts = dimension.toLowerCase().split(/[^\p{L}]+/u).filter((part) => part.length > 3);
    words = new Set(parts.flatMap((part) => [part, `${part}s`]));
    NAME_WORDS.set(dimension, words);
  }
  return words.has(word);
}
