import type { Category, DimensionResult, ItemResearch, ResearchAsFound, Review, Source, Verdict } from '@juxta/contracts';
import { resolveWeights } from '../verdict/dimension-weights';
import { NEUTRAL_SCORE, normaliseScore } from '../verdict/overall-score';
import { scoreTable } from '../engine/research-engine';
import { narrateScoreTable } from '../verdict/score-table-narrative';
import { buildVerdict, withVerdictScores } from '../verdict/verdict-builder';
import type { CellReader } from './cell-reader';

/** What reviewing a comparison needs besides its research and reviews. */
export interface ReviewContext {
  dimensions: readonly string[];
  category: Category;
  query?: string;
  /** The request's weights, for a comparison stored before verdicts kept theirs. */
  weights?: Readonly<Record<string, number>>;
  reader: CellReader;
}

/** The research with the author's reviews applied, and the reviews marked where they no longer apply. */
export interface ReviewedResearch extends ResearchAsFound {
  reviews: Review[];
}

/** The title of a source the author added in a review. */
export const AUTHOR_SOURCE_TITLE = 'Added by the author';

/** Whitespace and case do not make two quotes different. */
export function sameQuote(a: string, b: string): boolean {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
  return norm(a) === norm(b);
}

/** The item a review names (names compared without case), or undefined. */
export function reviewedItem(items: readonly ItemResearch[], name: string): ItemResearch | undefined {
  const key = name.trim().toLowerCase();
  return items.find((i) => i.name.toLowerCase() === key);
}

/** The comparison's spelling of a dimension a review names (compared without case), or undefined. */
export function reviewedDimension(dimensions: readonly string[], name: string): string | undefined {
  const key = name.trim().toLowerCase();
  return dimensions.find((d) => d.toLowerCase() === key);
}

/** What happened to one cell while the reviews were applied in order. */
interface CellChange {
  item: number;
  dimension: string;
  evidenceChanged: boolean;
  noEvidence: boolean;
  score?: number;
}

const clone = <T>(value: T): T => structuredClone(value);

/**
 * Applies the author's reviews, oldest first, to the research as found: rejected quotes stop
 * counting (or count for the dimension they were moved to), the author's statements count like
 * any evidence, a cell marked without evidence becomes unknown, a set score replaces the cell's.
 * Each changed cell is read anew by `reader` and keeps the research's own values in `review`;
 * then the verdict, the overall scores, the ranking and the summary are made again from the
 * cells, with the verdict's weights. A review whose cell (or quote) is not there is kept with
 * `applies: false`. The research as found is never changed.
 */
export async function applyReviews(found: ResearchAsFound, reviews: readonly Review[], context: ReviewContext): Promise<ReviewedResearch> {
  const items = clone(found.items);
  const dimensions = [...context.dimensions];
  const changes = new Map<string, CellChange>();
  const changeOf = (item: number, dimension: string): CellChange => {
    const key = `${item}\u0000${dimension}`;
    const change = changes.get(key) ?? { item, dimension, evidenceChanged: false, noEvidence: false };
    changes.set(key, change);
    return change;
  };
  const marked: Review[] = reviews.map((review) => {
    const applies = applyOne(items, dimensions, review, changeOf);
    const { applies: _before, ...rest } = review;
    return applies ? rest : { ...rest, applies: false };
  });
  if (changes.size === 0) return { ...found, reviews: marked };

  for (const change of changes.values()) {
    const item = items[change.item];
    const researched = reviewedItem(found.items, item.name)?.dimensions[change.dimension];
    const cell = await reread(item, change, items, context);
    if (researched) cell.review = { researchScore: researched.score, researchConfidence: researched.confidence };
    item.dimensions[change.dimension] = cell;
  }
  const stillQuoted = (item: ItemResearch) => new Set(Object.values(item.dimensions).flatMap((c) => c.evidence.map((e) => e.quote)));
  for (const item of items) {
    const quoted = stillQuoted(item);
    const wasQuoted = new Set(Object.values(reviewedItem(found.items, item.name)?.dimensions ?? {}).flatMap((c) => c.evidence.map((e) => e.quote)));
    // A point of the item that was one of its quotes goes when no cell quotes it any more.
    const kept = (p: string) => !wasQuoted.has(p) || quoted.has(p);
    item.pros = item.pros.filter(kept);
    item.cons = item.cons.filter(kept);
  }

  const resolved = found.verdict
    ? { weights: found.verdict.weights, reasons: found.verdict.weightReasons }
    : resolveWeights(dimensions, context.weights, context.query);
  const verdict = buildVerdict(items, dimensions, resolved.weights, resolved.reasons, context.query);
  const scored = withVerdictScores(items, verdict, NEUTRAL_SCORE);
  const written = narrateScoreTable({
    items: scored.map((i) => i.name),
    query: context.query,
    category: context.category,
    table: scoreTable(dimensions, scored),
    verdict,
  });
  return { items: scored, verdict, summary: written.summary, recommendation: written.recommendation, reviews: marked };
}

/** Applies one review to the items in place; false when its cell (or quote) is not there. */
function applyOne(items: ItemResearch[], dimensions: readonly string[], review: Review, changeOf: (item: number, dimension: string) => CellChange): boolean {
  const item = reviewedItem(items, review.item);
  const dimension = reviewedDimension(dimensions, review.dimension);
  if (!item || !dimension || !item.dimensions[dimension]) return false;
  const index = items.indexOf(item);
  const cell = item.dimensions[dimension];
  switch (review.action) {
    case 'reject': {
      const at = cell.evidence.findIndex((e) => sameQuote(e.quote, review.quote ?? ''));
      if (at < 0) return false;
      const [quote] = cell.evidence.splice(at, 1);
      cell.pros = cell.pros.filter((p) => !sameQuote(p, quote.quote));
      cell.cons = cell.cons.filter((p) => !sameQuote(p, quote.quote));
      changeOf(index, dimension).evidenceChanged = true;
      const target = review.moveTo ? reviewedDimension(dimensions, review.moveTo) : undefined;
      if (target && target !== dimension && item.dimensions[target]) {
        item.dimensions[target].evidence.push(quote);
        changeOf(index, target).evidenceChanged = true;
      }
      return true;
    }
    case 'set-score': {
      if (typeof review.score !== 'number') return false;
      changeOf(index, dimension).score = normaliseScore(review.score);
      return true;
    }
    case 'no-evidence': {
      cell.evidence = [];
      const change = changeOf(index, dimension);
      change.noEvidence = true;
      change.evidenceChanged = true;
      return true;
    }
    case 'add-statement': {
      if (!review.text) return false;
      const source: Source = { title: AUTHOR_SOURCE_TITLE, url: review.url ?? '', snippet: review.text.slice(0, 300) };
      item.sources.push(source);
      cell.evidence.push({ sourceIndex: item.sources.length - 1, quote: review.text, addedByAuthor: true });
      const change = changeOf(index, dimension);
      change.noEvidence = false;
      change.evidenceChanged = true;
      return true;
    }
    default:
      return false;
  }
}

/** A changed cell as its evidence and the author's score now make it. */
async function reread(item: ItemResearch, change: CellChange, items: readonly ItemResearch[], context: ReviewContext): Promise<DimensionResult> {
  const cell = item.dimensions[change.dimension];
  let result: DimensionResult = { ...cell };
  if (change.evidenceChanged && cell.evidence.length === 0) {
    result = {
      ...cell,
      score: NEUTRAL_SCORE,
      confidence: 'none',
      pros: [],
      cons: [],
      summary: change.noEvidence
        ? `The author found no evidence on ${change.dimension} for ${item.name} in the sources.`
        : `No evidence on ${change.dimension} for ${item.name} is left after the author's review.`,
      details: `Without evidence the score is the neutral ${NEUTRAL_SCORE}/10, and it does not count toward the overall score.`,
    };
  } else if (change.evidenceChanged) {
    const reading = await context.reader.readCell({
      item: item.name,
      items: items.map((i) => i.name),
      dimension: change.dimension,
      category: context.category,
      statements: cell.evidence.map((e) => ({ text: e.quote, title: item.sources[e.sourceIndex]?.title || item.name, url: item.sources[e.sourceIndex]?.url ?? '' })),
    });
    result = {
      ...cell,
      score: reading.score,
      // Evidence is there: the reader's doubt is low confidence, never none.
      confidence: reading.confidence === 'none' ? 'low' : reading.confidence,
      summary: `Read again after the author's review: ${cell.evidence.length} statement${cell.evidence.length === 1 ? '' : 's'} on ${change.dimension} for ${item.name}.`,
    };
  }
  if (change.score !== undefined) {
    result = { ...result, score: change.score, summary: `The author scored ${item.name}'s ${change.dimension} ${change.score}/10.` };
  }
  return result;
}

/** A stored comparison as reviewing it needs it (the API's row, or the worker's fresh research). */
export interface ReviewableComparison extends Omit<ResearchAsFound, 'verdict'> {
  verdict?: Verdict | null;
  /** The research as found, when reviews were applied already. */
  research: ResearchAsFound | null;
  dimensions: string[];
  category: Category | null;
  query: string;
  request: { weights?: Record<string, number> };
}

/** What a comparison stores once `reviews` are all its reviews. */
export interface ReviewedColumns extends ReviewedResearch {
  research: ResearchAsFound | null;
}

/**
 * The columns of a comparison whose reviews are now `reviews`: the research as found (kept, or
 * taken from the comparison when it had no review yet) with them applied; with no review left,
 * the research as found itself.
 */
export async function reviewedColumns(c: ReviewableComparison, reviews: readonly Review[], reader: CellReader): Promise<ReviewedColumns> {
  const found: ResearchAsFound = c.research ?? { items: c.items, summary: c.summary, recommendation: c.recommendation, verdict: c.verdict ?? undefined };
  if (reviews.length === 0) return { ...found, reviews: [], research: null };
  const context: ReviewContext = { dimensions: c.dimensions, category: c.category ?? 'other', query: c.query || undefined, weights: c.request.weights, reader };
  return { ...(await applyReviews(found, reviews, context)), research: found };
}
