import { dimensionWords, knownDimension, type DimensionTerms } from '@juxta/research';

// Which requested dimensions a stretch of text speaks about, weighed against the other aspects of
// the taxonomy it may be about instead.

/** The requested dimensions' terms, and the taxonomy's other aspects a sentence may be about instead. */
export interface Aspects {
  requested: readonly DimensionTerms[];
  competing: readonly DimensionTerms[];
  /** The competing aspects by the stems that can start one of their terms, so a stretch of text only counts those it may touch. */
  competingByStem: ReadonlyMap<string, readonly DimensionTerms[]>;
  /** Competing aspects with patterns of their own (tested on every stretch), without the requested ones' patterns. */
  competingPatterns: readonly { terms: DimensionTerms; patterns: readonly RegExp[] }[];
}

/** The requested dimensions and the competing aspects, indexed for matching stretches of text. */
export function aspectsFor(requested: readonly DimensionTerms[], competing: readonly DimensionTerms[]): Aspects {
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

/** Whether the text states an amount the dimension is measured in (its patterns, for a dimension with a quantity of its own: a price). */
export function measuredIn(terms: DimensionTerms, text: string): boolean {
  return knownDimension(terms.dimension)?.quantity !== undefined && terms.patterns.some((p) => p.test(text));
}

/** Said of text about some aspect, none of them requested. */
export const OTHER_ASPECT: readonly DimensionTerms[] = Object.freeze([]);

/** Words of another aspect a stretch of text that names no requested one needs before it reads as about that aspect. */
const MIN_OTHER_ASPECT_WORDS = 2;

/**
 * The requested dimensions a stretch of text speaks about: of the aspects whose words it uses,
 * the ones it uses most words of. A sentence about scaling that says "built in" once is about
 * scalability, not features; one about tooling ("Cargo handles building and testing") is not
 * about performance; a sentence that names two aspects equally keeps both. OTHER_ASPECT when it
 * speaks more of an aspect not requested (words and patterns a requested one shares, such as
 * amounts of money, are the requested one's), or, naming none requested, uses two words of another.
 * `context` is the whole sentence's stems, where a word's sense is read ("drained" beside "battery").
 */
export function aspectsOf(aspects: Aspects, stems: readonly string[], text: string, context: readonly string[] = stems): readonly DimensionTerms[] {
  const words = aspects.requested.map((t) => dimensionWords(t, stems, context));
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
    const own = [...dimensionWords(other, stems, context)].filter((i) => !claimed.has(i)).length;
    elsewhere = Math.max(elsewhere, own + matched);
  }
  if (elsewhere > most && (most > 0 || elsewhere >= MIN_OTHER_ASPECT_WORDS)) return OTHER_ASPECT;
  // A stated amount of a dimension's own measure ("45p a packet in any corner shop") is evidence
  // for it even when the text says more about another requested one.
  return most === 0 ? [] : aspects.requested.filter((t, i) => hits[i] === most || (hits[i] > 0 && measuredIn(t, text)));
}

/**
 * Of dimensions a segment names equally, those whose own opinion words carry its opinion: in
 * "Wireless sync drains it quickly" the complaint is the battery's ("drains"), not performance's,
 * though "quickly" names speed. When no opinion word belongs to one of them ("excellent",
 * "slow"), all keep it.
 */
export function ownersOfOpinion(
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
