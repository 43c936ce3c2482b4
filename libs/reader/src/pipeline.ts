import { competingAspects, dimensionTerms, throwIfAborted, words, type EvidenceSource, type ItemMatcher } from '@juxta/research';
import { aspectsFor } from './aspects/aspect-match';
import { findAspects } from './aspects/aspects-stage';
import { attribute } from './attribute/attribute-stage';
import { toStatements, type SourceReading } from './aggregate/statements-stage';
import { readPolarity } from './polarity/polarity-stage';
import { segment } from './segment/segment-stage';
import { addSteps, type TraceEntry } from './trace';

/**
 * Reads the item's sources and keeps the sentences that speak about the item (named, or the
 * subject carried from before) on a dimension, with their sentiment toward it: each source goes
 * through the stages in order, each taking the annotations of the one before. With `trace`, every
 * stage's decisions are added to it (`npm run explain`).
 */
export async function extractStatements(
  sources: readonly EvidenceSource[],
  item: number,
  matcher: ItemMatcher,
  dimensions: readonly string[],
  signal?: AbortSignal,
  trace?: TraceEntry[],
): Promise<SourceReading> {
  const tracing = trace !== undefined;
  const aspects = aspectsFor(dimensions.map(dimensionTerms), competingAspects(dimensions));
  const ignore = new Set(matcher.items.flatMap((name) => words(name)));
  const names = matcher.items;
  const reading: SourceReading = { statements: [], setAside: [] };
  const asideCount = new Map<string, number>();
  let order = 0;
  for (const [sourceIndex, source] of sources.entries()) {
    // Long pages take a while: let progress reports and cancellation through between them.
    if (sourceIndex > 0) await new Promise((resolve) => setImmediate(resolve));
    throwIfAborted(signal);
    const segmented = segment(source, sourceIndex, matcher, order, tracing);
    order = segmented.lastOrder;
    const attributed = attribute(segmented.segmented, item, matcher, tracing);
    const aspected = findAspects(attributed.sentences, item, { aspects, ignore }, tracing);
    const polarised = readPolarity(aspected.sentences, { item, ignore, names }, tracing);
    const aggregated = toStatements(polarised.sentences, { item, aspects, names }, asideCount, tracing);
    reading.statements.push(...aggregated.reading.statements);
    reading.setAside.push(...aggregated.reading.setAside);
    if (trace) for (const stage of [segmented, attributed, aspected, polarised, aggregated]) addSteps(trace, stage.trace);
  }
  return reading;
}
