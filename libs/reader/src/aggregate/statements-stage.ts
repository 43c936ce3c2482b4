import { normaliseForQuoting, type ItemMention, type WordToken } from '@juxta/research';
import { aspectsOf, type Aspects } from '../aspects/aspect-match';
import type { Clause } from '../attribute/clause-roles';
import { claimWeight } from '../polarity/domain-sentiment';
import type { Count, PolaritySentence } from '../polarity/polarity-stage';
import { spanText } from '../segment/span-text';
import { signed, type TraceEntry } from '../trace';

// Stage 5 (per sentence): a sentence's counts become its statement (its score per dimension and
// the reasons), and a sentence that speaks of a dimension but gives the item nothing there is set
// aside with the reason. Per cell, dimension-scoring.ts then weighs the statements.

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

/** What the stage reads by: the item, the aspects (to tell which clauses speak of a dimension set aside), the items' names. */
export interface StatementContext {
  item: number;
  aspects: Aspects;
  names: readonly string[];
}

/** The stage's output for a source. */
export interface StatementsOutput {
  reading: SourceReading;
  trace: TraceEntry[];
}

/**
 * Sums each sentence's counts into its statement, and sets aside the sentences that speak of a
 * dimension without counting for the item there. `asideCount` (per dimension, across sources) keeps
 * the first MAX_SET_ASIDE; with a trace, the rest are still traced.
 */
export function toStatements(sentences: readonly PolaritySentence[], context: StatementContext, asideCount: Map<string, number>, tracing = false): StatementsOutput {
  const statements: Statement[] = [];
  const setAside: SetAside[] = [];
  const trace: TraceEntry[] = [];
  for (const sentence of sentences) {
    const { scores, because } = sum(sentence);
    const quote = sentence.text.replace(/\s+/g, ' ');
    for (const dim of sentence.dims) {
      if (scores.has(dim.dimension)) continue;
      const kept = (asideCount.get(dim.dimension) ?? 0) < MAX_SET_ASIDE;
      // Only the first few are kept, so only they (or a trace) need to know why.
      if (!kept && !tracing) continue;
      const { text, tokens, unnamed } = sentence;
      const speaking = sentence.own.filter((c) => aspectsOf(context.aspects, unnamed.slice(c.start, c.end), spanText(text, tokens, c.start, c.end), unnamed).includes(dim));
      const why = setAsideWhy(speaking.length > 0 ? speaking : sentence.own, context, tokens, sentence.mentions, scores, text);
      if (tracing) trace.push({ stage: 'aggregate', rule: 'set aside', span: dim.dimension, effect: why });
      if (!kept) continue;
      setAside.push({ sourceIndex: sentence.sourceIndex, quote, dimension: dim.dimension, why });
      asideCount.set(dim.dimension, (asideCount.get(dim.dimension) ?? 0) + 1);
    }
    if (scores.size === 0) continue;
    if (tracing) for (const [dimension, score] of scores) trace.push({ stage: 'aggregate', rule: 'sentence score', span: dimension, effect: signed(score) });
    const { sourceIndex, order, subjectBefore } = sentence;
    statements.push({ sourceIndex, quote, key: normaliseForQuoting(quote), order, scores, weight: claimWeight(sentence.text), subjectBefore, because });
  }
  return { reading: { statements, setAside }, trace };
}

/** The sentence's score per dimension (in the order the dimensions were first counted) and its reasons per dimension, each once. */
function sum(sentence: PolaritySentence): { scores: Map<string, number>; because: Map<string, string[]> } {
  const scores = new Map<string, number>();
  const because = new Map<string, string[]>();
  const unsure = weakOnly(sentence.counts);
  for (const { dimension, value, reasons } of sentence.counts) {
    if (unsure.has(dimension)) {
      // Kept as evidence on the dimension, read neither way: its words say too little to tell.
      scores.set(dimension, 0);
      because.set(dimension, [unsure.get(dimension) as string]);
      continue;
    }
    // A count of nothing keeps the sentence as evidence on the dimension.
    if (value === 0) {
      if (!scores.has(dimension)) scores.set(dimension, 0);
    } else scores.set(dimension, (scores.get(dimension) ?? 0) + value);
    if (reasons.length === 0) continue;
    const list = because.get(dimension) ?? [];
    for (const reason of reasons) if (!list.includes(reason)) list.push(reason);
    because.set(dimension, list);
  }
  return { scores, because };
}

/**
 * The dimensions where every word that leaned was a weak general word ("its terms allow it to
 * collect data": 'allow' +1), each with the reason it is read neither way: such words cannot tell
 * praise from blame, and a confident reading of them misleads more than no reading.
 */
function weakOnly(counts: readonly Count[]): Map<string, string> {
  const leaning = new Map<string, Count[]>();
  for (const count of counts) if (count.value !== 0) leaning.set(count.dimension, [...(leaning.get(count.dimension) ?? []), count]);
  const out = new Map<string, string>();
  for (const [dimension, list] of leaning) {
    if (!list.every((c) => c.weak)) continue;
    const words = list.map((c) => c.reasons[c.reasons.length - 1]).join(', ');
    out.set(dimension, `read neither way: only weak words (${words})`);
  }
  return out;
}

/** Why a sentence about a dimension gave the item nothing there: it is about another item, or its words judge another aspect. */
function setAsideWhy(
  clauses: readonly Clause[],
  { item, names }: StatementContext,
  tokens: readonly WordToken[],
  mentions: readonly ItemMention[],
  scores: ReadonlyMap<string, number>,
  text: string,
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
