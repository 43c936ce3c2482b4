import {
  ItemMatcher,
  MAX_POINT_CHARS,
  narrateScoreTable,
  throwIfAborted,
  type AnalysisHooks,
  type Analyst,
  type AnalystInput,
  type DimensionVerdict,
  type ItemAnalysis,
  type ItemComparison,
  type ItemComparisonInput,
  type Synthesis,
  type SynthesisInput,
} from '@juxta/research';
import { byStrength, scoreDimension, statementsFor, type ScoredStatement } from './aggregate/dimension-scoring';
import { describeItem } from './item-description';
import { compareItemStatements } from './cross-item/cross-item-scoring';
import type { SourceReading } from './aggregate/statements-stage';
import { extractStatements } from './pipeline';

/** Pros and cons kept per item. */
const MAX_ITEM_POINTS = 5;

/**
 * The default analyst: no key, no network, deterministic. It reads the sources sentence by
 * sentence, assigns sentences to dimensions by their words, scores them with a lexicon
 * (negation and "faster than" aware), and quotes the strongest ones as pros and cons. Once
 * every item is read, it weighs the items against each other on each dimension.
 */
export class ExtractiveAnalyst implements Analyst {
  readonly name = 'extractive';
  /** The statements behind each analysis, so weighing the items against each other reads nothing twice. */
  private readonly statementsOf = new WeakMap<ItemAnalysis, SourceReading>();

  /** Scores every dimension of one item from its numbered sources. */
  async analyze(input: AnalystInput, signal?: AbortSignal, hooks?: AnalysisHooks): Promise<ItemAnalysis> {
    throwIfAborted(signal);
    const matcher = new ItemMatcher(input.items);
    const index = indexOfItem(input.items, input.item);
    const sources = input.evidence.sources;
    const read = await extractStatements(sources, index, matcher, input.dimensions, signal);
    const { statements } = read;
    const dimensions: [string, DimensionVerdict][] = [];
    for (const dimension of input.dimensions) {
      throwIfAborted(signal);
      hooks?.onDimension?.(dimension);
      dimensions.push([dimension, scoreDimension(input.item, dimension, statements, read.setAside)]);
    }
    const scored = input.dimensions.flatMap((d) => statementsFor(d, statements));
    const { pros, cons } = itemPoints(scored.filter((s) => distinguishes(s.statement.quote, index, matcher)));
    const analysis: ItemAnalysis = {
      description: describeItem(sources, index, matcher),
      dimensions: Object.fromEntries(dimensions),
      pros,
      cons,
    };
    this.statementsOf.set(analysis, read);
    return analysis;
  }

  /** Scores the items against each other on every dimension, from all their statements and the amounts they state. */
  async compareItems(input: ItemComparisonInput, signal?: AbortSignal): Promise<ItemComparison> {
    throwIfAborted(signal);
    const matcher = new ItemMatcher(input.items);
    const perItem = [];
    for (const [index, item] of input.items.entries()) {
      const known = input.analyses[index] ? this.statementsOf.get(input.analyses[index]) : undefined;
      const read = known ?? (await extractStatements(input.evidence[index]?.sources ?? [], index, matcher, input.dimensions, signal));
      perItem.push({ item, statements: read.statements, setAside: read.setAside });
    }
    return compareItemStatements(perItem, input.dimensions, matcher, signal);
  }

  /** Writes the summary and recommendation from the score table. */
  async synthesize(input: SynthesisInput, signal?: AbortSignal): Promise<Synthesis> {
    throwIfAborted(signal);
    return narrateScoreTable(input);
  }
}

function indexOfItem(items: readonly string[], item: string): number {
  const exact = items.indexOf(item);
  if (exact >= 0) return exact;
  const lower = item.trim().toLowerCase();
  const found = items.findIndex((i) => i.trim().toLowerCase() === lower);
  // An item missing from the list is still researched: it just has no rivals to compare against.
  return found >= 0 ? found : items.length;
}

/** Words that speak of the compared items together. */
const PAIR_WORDS = /\b(?:both|either|neither)\b/i;

/**
 * Whether a sentence can stand as one of the item's pros or cons: one that names the item, or
 * names no item and does not speak of both at once ("Both earned five stars" scores both, but
 * tells a reader nothing that sets this one apart).
 */
function distinguishes(quote: string, item: number, matcher: ItemMatcher): boolean {
  const named = matcher.itemsIn(quote);
  return named.includes(item) || (named.length === 0 && !PAIR_WORDS.test(quote));
}

/**
 * The item's strongest positive and negative sentences across dimensions. A sentence that
 * is good news on one dimension and bad on another goes where it weighs more; a sentence
 * that weighs the same both ways is left to the dimensions.
 */
function itemPoints(scored: readonly ScoredStatement[]): { pros: string[]; cons: string[] } {
  const best = new Map<string, { quote: string; up: number; down: number; order: number }>();
  for (const s of scored) {
    const key = s.statement.key;
    const entry = best.get(key) ?? { quote: s.statement.quote, up: 0, down: 0, order: s.statement.order };
    if (s.score > 0) entry.up = Math.max(entry.up, s.score);
    if (s.score < 0) entry.down = Math.max(entry.down, -s.score);
    best.set(key, entry);
  }
  const entries = [...best.values()].filter((e) => e.quote.length <= MAX_POINT_CHARS);
  const pick = (strength: (e: (typeof entries)[number]) => number) =>
    entries
      .map((e) => ({ statement: { quote: e.quote, order: e.order }, score: strength(e) }))
      .filter((e) => e.score > 0)
      .sort(byStrength)
      .slice(0, MAX_ITEM_POINTS)
      .map((e) => e.statement.quote);
  return { pros: pick((e) => (e.up > e.down ? e.up : 0)), cons: pick((e) => (e.down > e.up ? e.down : 0)) };
}
