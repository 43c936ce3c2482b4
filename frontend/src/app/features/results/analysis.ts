import { type ComparisonData, type Confidence, type DimensionResult, hasEvidence, type ItemResearch, type Source, slugWords } from '@juxta/contracts';
import { categoryLabel } from '../../shared/format';

// Pure views of a ComparisonData for the results tabs (no Angular here: easy to test).

// One rule for the page and the exports, kept in libs/contracts; the tabs import it from here with the rest.
export { hasEvidence };

export const RESULT_TABS = ['overview', 'dimensions', 'matrix', 'pros-cons', 'sources'] as const;
export type ResultTab = (typeof RESULT_TABS)[number];

export const TAB_LABEL: Record<ResultTab, string> = {
  overview: 'Overview',
  dimensions: 'Dimensions',
  matrix: 'Matrix',
  'pros-cons': 'Pros & cons',
  sources: 'Sources',
};

export function toTab(value: string | null | undefined): ResultTab {
  return (RESULT_TABS as readonly string[]).includes(value ?? '') ? (value as ResultTab) : 'overview';
}

/** The dimensions to show: the comparison's list, plus any an item has that the list lacks. */
export function dimensionNames(data: ComparisonData): string[] {
  const names = [...(data.dimensions ?? [])];
  for (const item of data.items ?? []) {
    for (const name of Object.keys(item.dimensions ?? {})) if (!names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * The tags in words: a tag is stored as a slug of the category, an item or a dimension
 * ("battery-life"); each reads as what it was made from ("Battery life"), others with spaces.
 */
export function tagLabels(data: ComparisonData): string[] {
  const names = new Map<string, string>();
  for (const name of [...dimensionNames(data), ...(data.items ?? []).map((i) => i.name)]) names.set(slugWords(name), name);
  if (data.category) names.set(data.category, categoryLabel(data.category));
  return [...new Set((data.tags ?? []).map((tag) => names.get(tag) ?? tag.replace(/-+/g, ' ')))];
}

export function dimensionOf(item: ItemResearch, dimension: string): DimensionResult | null {
  return item.dimensions?.[dimension] ?? null;
}


export interface DimensionLeader {
  dimension: string;
  /** Items sharing the top score (empty when no item has evidence, or not every item has). */
  leaders: string[];
  score: number | null;
  /** False when not every item has evidence on it (then nobody leads); absent on old comparisons. */
  decided?: boolean;
  confidence?: Confidence;
  /** Why the confidence is what it is ("4 pages from 2 independent sources …"), shown on hover. */
  explanation?: string;
  /** On an undecided dimension, the items with no evidence on it (what a source would fix). */
  missing?: string[];
}

/**
 * The best item per dimension. With a verdict, a dimension is decided only between items that
 * all have evidence on it, and its leader and confidence are the verdict's; comparisons made
 * before verdicts count the scores backed by evidence.
 */
export function leadersByDimension(data: ComparisonData): DimensionLeader[] {
  const verdict = data.verdict;
  if (verdict) {
    return dimensionNames(data).map((dimension) => {
      const decision = verdict.dimensions.find((d) => d.dimension === dimension);
      if (!decision || !decision.decided) {
        const missing = (data.items ?? []).filter((item) => !hasEvidence(dimensionOf(item, dimension))).map((item) => item.name);
        return { dimension, leaders: [], score: null, decided: false, confidence: 'none', explanation: decision?.explanation ?? 'Not enough evidence', missing };
      }
      const scores = (data.items ?? []).map((item) => ({ name: item.name, score: dimensionOf(item, dimension)?.score ?? 0 }));
      const best = Math.max(...scores.map((x) => x.score));
      const leaders = decision.leader ? [decision.leader] : scores.filter((x) => x.score >= best - 0.3 - 1e-9).map((x) => x.name);
      return { dimension, leaders, score: best, decided: true, confidence: decision.confidence, explanation: decision.explanation };
    });
  }
  return dimensionNames(data).map((dimension) => {
    let best: number | null = null;
    let leaders: string[] = [];
    for (const item of data.items ?? []) {
      const r = dimensionOf(item, dimension);
      if (!hasEvidence(r)) continue;
      if (best === null || r.score > best + 1e-9) {
        best = r.score;
        leaders = [item.name];
      } else if (Math.abs(r.score - best) <= 1e-9) {
        leaders.push(item.name);
      }
    }
    return { dimension, leaders, score: best };
  });
}

/** A place in the ranking. */
export interface RankedItem {
  item: ItemResearch;
  /** The item's place in the request. */
  index: number;
  /** 1-based; items with the same overall score (one decimal) share a position. */
  position: number;
  /** The verdict's overall winner (with no verdict, the sole first). */
  winner: boolean;
}

/**
 * Items ranked by overall score (stable for ties). Equal scores share a position and only the
 * verdict's winner is marked: "1" above "2" must not read as a win the verdict does not declare.
 */
export function rankedItems(data: ComparisonData): RankedItem[] {
  const sorted = (data.items ?? []).map((item, index) => ({ item, index })).sort((a, b) => b.item.overallScore - a.item.overallScore || a.index - b.index);
  const score = (i: number) => round1(sorted[i].item.overallScore);
  const positions: number[] = [];
  sorted.forEach((_, i) => positions.push(i > 0 && score(i) === score(i - 1) ? positions[i - 1] : i + 1));
  const soleFirst = positions.filter((p) => p === 1).length === 1;
  return sorted.map((r, i) => ({
    ...r,
    position: positions[i],
    winner: data.verdict ? data.verdict.winner === r.item.name : soleFirst && positions[i] === 1,
  }));
}

/** False when no dimension could be compared between the items: then there are no overall scores, only the neutral placeholder. */
export function hasOverallScores(data: ComparisonData): boolean {
  return !data.verdict || data.verdict.decidedDimensions.length > 0;
}

const normalize = (s: string) => s.toLocaleLowerCase().replace(/[\s\u00a0]+/g, ' ').replace(/[“”"'’]/g, '').trim();

function validIndex(item: ItemResearch, index: number | null | undefined): number | null {
  return typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < (item.sources?.length ?? 0) ? index : null;
}

/**
 * The source a pro or con comes from, where it can be told: a dimension's evidence quote that
 * matches the text, else the first evidence of a dimension listing the text among its pros or
 * cons, else a source whose snippet contains it.
 */
export function sourceIndexFor(item: ItemResearch, text: string): number | null {
  const needle = normalize(text);
  if (!needle) return null;
  const results = Object.values(item.dimensions ?? {});
  for (const r of results) {
    for (const e of r.evidence ?? []) {
      const quote = normalize(e.quote ?? '');
      if (quote && (quote.includes(needle) || needle.includes(quote))) {
        const i = validIndex(item, e.sourceIndex);
        if (i !== null) return i;
      }
    }
  }
  for (const r of results) {
    const listed = [...(r.pros ?? []), ...(r.cons ?? [])].some((p) => normalize(p) === needle);
    if (listed) {
      const i = validIndex(item, r.evidence?.[0]?.sourceIndex);
      if (i !== null) return i;
    }
  }
  const sources = item.sources ?? [];
  for (let i = 0; i < sources.length; i++) {
    const snippet = normalize(sources[i].snippet ?? '');
    if (snippet && snippet.includes(needle)) return i;
  }
  return null;
}

export interface Citation {
  dimension: string;
  quote: string;
}

/** For each of the item's sources, the claims (dimension + quote) that cite it. */
export function citationsBySource(item: ItemResearch): Citation[][] {
  const out: Citation[][] = (item.sources ?? []).map(() => []);
  for (const [dimension, r] of Object.entries(item.dimensions ?? {})) {
    for (const e of r.evidence ?? []) {
      const i = validIndex(item, e.sourceIndex);
      if (i !== null) out[i].push({ dimension, quote: e.quote ?? '' });
    }
  }
  return out;
}

export interface MatrixCell {
  score: number | null;
  confidence: Confidence;
  /** 0–1 intensity for the heat colour (null: no evidence). */
  heat: number | null;
}

export function matrixCell(item: ItemResearch, dimension: string): MatrixCell {
  const r = dimensionOf(item, dimension);
  if (!r) return { score: null, confidence: 'none', heat: null };
  const confidence = r.confidence ?? 'none';
  const score = Number.isFinite(r.score) ? r.score : null;
  return { score, confidence, heat: confidence === 'none' || score === null ? null : Math.max(0, Math.min(1, (score - 1) / 9)) };
}

/** A colour on a restrained red → amber → green scale for a 0–1 intensity. */
export function heatColor(heat: number): string {
  // Hue 4 (red) → 45 (amber) → 142 (green); light backgrounds keep dark text readable.
  const hue = heat < 0.5 ? 4 + (45 - 4) * (heat / 0.5) : 45 + (142 - 45) * ((heat - 0.5) / 0.5);
  const light = 90 - Math.abs(heat - 0.5) * 16;
  return `hsl(${Math.round(hue)} 70% ${Math.round(light)}%)`;
}

export interface ChartPoint {
  name: string;
  value: number;
}

export interface ChartSeries {
  name: string;
  series: ChartPoint[];
}

/** Grouped bars: one group per dimension, one bar per item. */
export function dimensionChartData(data: ComparisonData): ChartSeries[] {
  return dimensionNames(data).map((dimension) => ({
    name: dimension,
    series: (data.items ?? []).map((item) => ({ name: item.name, value: round1(dimensionOf(item, dimension)?.score ?? 0) })),
  }));
}

/** Radar: one series per item over the dimensions. */
export function radarChartData(data: ComparisonData): ChartSeries[] {
  const dims = dimensionNames(data);
  return (data.items ?? []).map((item) => ({
    name: item.name,
    series: dims.map((dimension) => ({ name: dimension, value: round1(dimensionOf(item, dimension)?.score ?? 0) })),
  }));
}

export function round1(n: number): number {
  return Number.isFinite(n) ? Math.round(n * 10) / 10 : 0;
}

export type SourceRef = { index: number; source: Source };

export function sourceRef(item: ItemResearch, index: number | null): SourceRef | null {
  if (index === null) return null;
  const source = item.sources?.[index];
  return source ? { index, source } : null;
}
