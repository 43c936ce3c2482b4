import { parseText, type EvidenceSource, type ItemMatcher, type ItemMention, type ParsedSentence, type WordToken } from '@juxta/research';
import type { TraceEntry } from '../trace';

// Stage 1 of the reader: a source becomes its sentences, each with its words, their stems and the
// compared items it names. Where a sentence's clauses and stretches start is decided later, by the
// stages that need the cut (attribute: clauses, where a new subject may start; aspects: stretches,
// where a new aspect may start), since the words that cut are theirs.

/** Sentences longer than this are page furniture or run-on text, not statements. */
export const MAX_SENTENCE_CHARS = 800;

/** One sentence of a source, as the later stages read it. */
export interface SegmentedSentence {
  sourceIndex: number;
  /** Reading order across all sources (headings have none), for stable tie-breaks. */
  order: number;
  text: string;
  tokens: readonly WordToken[];
  stems: readonly string[];
  /** The stems without the compared items' names: "Rust" is no rust damage, "the Quiet 2" no quiet. */
  unnamed: readonly string[];
  /** The paragraph it sits in. */
  block: number;
  /** A heading ("## Zorblax"): it names a section's item and aspects, and says nothing itself. */
  heading: boolean;
  /** Too long to be a statement (read for who it is about, never scored). */
  tooLong: boolean;
  mentions: readonly ItemMention[];
}

/** A source cut into sentences. */
export interface SegmentedSource {
  source: EvidenceSource;
  sourceIndex: number;
  /** The parsed sentences, for what is learned from the whole page (its subject, other products' names). */
  parsed: readonly ParsedSentence[];
  sentences: SegmentedSentence[];
}

/** The segment stage's output. */
export interface SegmentOutput {
  segmented: SegmentedSource;
  /** The reading order of the last sentence, for the next source to go on from. */
  lastOrder: number;
  trace: TraceEntry[];
}

/** Cuts a source into sentences and finds the compared items each names. `order` is the reading order so far. */
export function segment(source: EvidenceSource, sourceIndex: number, matcher: ItemMatcher, order: number, tracing = false): SegmentOutput {
  const parsed = parseText(source.text || source.snippet);
  const trace: TraceEntry[] = [];
  const sentences = parsed.map((sentence): SegmentedSentence => {
    const { text, tokens, stems } = sentence;
    const mentions = matcher.mentions(tokens);
    if (!sentence.heading) order++;
    const tooLong = text.length > MAX_SENTENCE_CHARS;
    if (tracing && !sentence.heading && !tooLong) trace.push({ stage: 'segment', rule: 'sentence', span: text, effect: `source ${sourceIndex + 1}` });
    const unnamed = mentions.length === 0 ? stems : stems.map((stem, i) => (mentions.some((m) => i >= m.start && i < m.end) ? '' : stem));
    return { sourceIndex, order, text, tokens, stems, unnamed, block: sentence.block, heading: sentence.heading, tooLong, mentions };
  });
  return { segmented: { source, sourceIndex, parsed, sentences }, lastOrder: order, trace };
}
