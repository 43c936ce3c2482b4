import { setMaxListeners } from 'node:events';
import type { Category, ComparisonRequest, ItemAnalysis as AnalysisRecord, ItemResearch, ResearchOutcome, ResearchProgress, TokenUsage } from '@juxta/contracts';
import { abortable, throwIfAborted } from './abort';
import { detectCategory } from '../planning/category-detector';
import { createLimiter, type Limiter, mapWithConcurrency } from './concurrency';
import { normaliseDimensionHints, planDimensions } from '../planning/dimension-planner';
import { capitalise, joinList, plural, providerLabel } from '../text/english';
import { pagesToRead, toEvidenceSources } from './evidence-sources';
import { itemKey } from '../planning/item-aliases';
import { ItemMatcher } from '../text/item-matcher';
import type {
  AnalysisHooks,
  Analyst,
  AnalystInput,
  EvidenceSource,
  ItemAnalysis,
  PageReader,
  ScoreTable,
  SearchCache,
  SearchHit,
  SearchProvider,
  Synthesis,
  SynthesisInput,
} from '../ports';
import { ProviderError } from '../ports';
import { EngineProgressReporter } from './progress-reporter';
import { dimensionQueries, overviewQuery } from './query-planner';
import { normaliseItems } from '../planning/request-normalizer';
import { narrateScoreTable } from '../verdict/score-table-narrative';
import { SearchRunner, type HitRecord } from './search-runner';
import type { DomainPolicy } from './source-domains';
import { rankSources, urlKey } from './source-ranker';
import { buildTags } from '../planning/tags';
import { resolveWeights } from '../verdict/dimension-weights';
import { NEUTRAL_SCORE } from '../verdict/overall-score';
import { withEvidenceScope } from '../planning/product-line-scope';
import { buildVerdict, withVerdictScores } from '../verdict/verdict-builder';
import { validateAnalysis } from '../verdict/verdict-validator';
import { withConsFromStatements } from '../verdict/item-points';

/** How the engine is put together; only the analyst and the providers are required. */
export interface ResearchEngineOptions {
  searchProviders: SearchProvider[];
  pageReader?: PageReader;
  analyst: Analyst;
  /** Used for an item (or the summary) when `analyst` fails, e.g. the extractive one behind an LLM. */
  fallbackAnalyst?: Analyst;
  /**
   * Why the offline reader is the analyst although a model is configured ("the model did not
   * answer its last check"): recorded on every item as its `analysis.fallbackReason`.
   */
  offlineReason?: string;
  cache?: SearchCache;
  /** Items searched and analysed at once (default 3). */
  concurrency?: number;
  /** Hits asked of each provider per query (default 5). */
  hitsPerQuery?: number;
  /** Sources kept per item after de-duplication and ranking (default 8). */
  maxSourcesPerItem?: number;
  /** Time limit of one provider call (default 20 s); a provider that exceeds it is skipped. */
  providerTimeoutMs?: number;
  /** Provider calls in flight at once for one item (default 4). */
  searchConcurrency?: number;
  /** The operator's source-domain lists, applied to web providers. */
  domains?: DomainPolicy;
  /** Told when a provider fails during a comparison (e.g. so an availability probe re-checks it at once). */
  onProviderFailure?: (provider: string) => void;
  /** Told when the analyst fails on an item and the fallback reads it (e.g. so the model's probe re-checks it at once). */
  onAnalystFailure?: () => void;
}

/** Per-run callbacks and cancellation. */
export interface ResearchRunOptions {
  onProgress?: (progress: ResearchProgress) => void;
  signal?: AbortSignal;
  /** The comparison's owner: their private sources are searched too. */
  ownerId?: string;
  /** Domains the user left out of this comparison (web providers only). */
  excludedDomains?: readonly string[];
  /**
   * Called with each item as soon as its analysis is checked (scores in range, real citations),
   * before the items are weighed against each other: what a cancelled run can keep.
   */
  onItemResearched?: (item: ItemResearch, index: number) => void;
  /**
   * The research of an earlier comparison this one extends. Its category is kept, and an item it
   * already researched on every dimension planned now is taken as stored (no search, no analysis);
   * only the other items are researched. The verdict, overall scores and summary are made anew.
   */
  reuse?: ReusableResearch;
}

/** The checked research of one item, saying what read its evidence. */
function checkAnalysis(item: string, dimensions: string[], analysis: ItemAnalysis | undefined, sources: readonly EvidenceSource[]): ItemResearch {
  const research = validateAnalysis(item, dimensions, analysis, sources).research;
  return analysis?.readBy ? { ...research, analysis: analysis.readBy } : research;
}

function readerOf(analyst: Analyst): AnalysisRecord {
  return analyst.by === 'model' ? { by: 'model', ...(analyst.modelName ? { model: analyst.modelName } : {}) } : { by: 'offline' };
}

/**
 * Why an analyst failed, in words fit for readers: a provider's own message (written for users,
 * see ProviderError), otherwise a plain statement that hides internals.
 */
function fallbackReason(error: unknown): string {
  if (error instanceof ProviderError) return error.message;
  return 'the language model failed unexpectedly';
}

/** What an earlier comparison offers for reuse. */
export interface ReusableResearch {
  category: Category;
  items: readonly ItemResearch[];
}

const DEFAULTS = {
  concurrency: 3,
  hitsPerQuery: 5,
  maxSourcesPerItem: 8,
  providerTimeoutMs: 20_000,
  searchConcurrency: 4,
  pageReadConcurrency: 3,
};

function positiveInt(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;
}

/**
 * The research pipeline: parsing → searching → researching → synthesizing → complete.
 * Providers and analysts come in through ports; everything the result promises (scores in
 * range, real citations, neutral scores without evidence, the overall mean) is enforced here.
 */
export class ResearchEngine {
  private readonly providers: readonly SearchProvider[];
  private readonly concurrency: number;
  private readonly hitsPerQuery: number;
  private readonly maxSourcesPerItem: number;
  private readonly providerTimeoutMs: number;
  private readonly searchConcurrency: number;

  constructor(private readonly options: ResearchEngineOptions) {
    if (!options.analyst) throw new TypeError('ResearchEngine needs an analyst');
    this.providers = [...(options.searchProviders ?? [])];
    this.concurrency = positiveInt(options.concurrency, DEFAULTS.concurrency);
    this.hitsPerQuery = positiveInt(options.hitsPerQuery, DEFAULTS.hitsPerQuery);
    this.maxSourcesPerItem = positiveInt(options.maxSourcesPerItem, DEFAULTS.maxSourcesPerItem);
    this.providerTimeoutMs = positiveInt(options.providerTimeoutMs, DEFAULTS.providerTimeoutMs);
    this.searchConcurrency = positiveInt(options.searchConcurrency, DEFAULTS.searchConcurrency);
  }

  /** Researches a comparison; rejects with an AbortError when `signal` fires. */
  async run(request: ComparisonRequest, runOptions: ResearchRunOptions = {}): Promise<ResearchOutcome> {
    const signal = runOptions.signal ? ownSignal(runOptions.signal) : undefined;
    throwIfAborted(signal);

    // parsing
    const items = normaliseItems(request.items);
    const hints = normaliseDimensionHints(request.dimensions);
    const query = request.query?.trim() || undefined;
    const run: RunContext = {
      items,
      query,
      signal,
      progress: new EngineProgressReporter(items.length, runOptions.onProgress),
      warnings: new Warnings(),
      ownerId: runOptions.ownerId,
      onItemResearched: runOptions.onItemResearched,
      domains: {
        deny: [...(this.options.domains?.deny ?? []), ...(runOptions.excludedDomains ?? [])],
        allow: this.options.domains?.allow,
      },
    };
    run.progress.parsing(`Planning the comparison of ${joinList(items)}`);

    // An extension keeps its origin's category, so the dimensions (and reusable items) are known up front.
    const reuse = runOptions.reuse ? planReuse(items, hints, runOptions.reuse, query) : undefined;

    // searching: the overview searches settle the category, and so the dimensions
    const plan = await this.plan(run, hints, reuse);
    const { category, dimensions } = plan;
    throwIfAborted(signal);

    // each item on its own from here: its dimension searches, its pages, its analysis, published
    // as soon as it is checked, so one slow item (an LLM call) does not hold back the others
    const { sources, researched } = await this.researchItems(run, plan, reuse?.items);
    // Items are weighed against each other only when all were analysed now (a reused item has no evidence text here).
    const fresh = researched.filter((a): a is ItemAnalysis => a !== undefined);
    const analyses = fresh.length === researched.length ? await this.compareItems(run, plan, sources, fresh) : researched;
    throwIfAborted(signal);

    // synthesizing: the rules are enforced here, whatever the analyst said
    run.progress.synthesizing('Checking the evidence behind every score');
    // A reused item was checked when it was first researched (against the full text of its sources).
    const checked = items.map((item, i) => reuse?.items[i] ?? checkAnalysis(item, dimensions, analyses[i], sources[i]));
    // Decided only between items that all have evidence; overall scores over those, weighted.
    const { weights, reasons } = resolveWeights(dimensions, request.weights, query);
    const verdict = buildVerdict(checked, dimensions, weights, reasons, query);
    const validated = withVerdictScores(checked, verdict, NEUTRAL_SCORE).map((r, i) => (reuse?.items[i] ? r : withEvidenceScope(r, sources[i])));
    run.progress.synthesizing('Writing the summary');
    const synthesis = await this.synthesize(
      { items, query, category, table: scoreTable(dimensions, validated), verdict },
      (text) => run.warnings.add([2, 0, 0], text),
      signal,
    );
    throwIfAborted(signal);

    const usage = sumUsage([...analyses.map((a) => a?.usage), synthesis.usage]);
    const outcome: ResearchOutcome = {
      items: validated,
      dimensions,
      summary: synthesis.summary,
      recommendation: synthesis.recommendation,
      verdict,
      category,
      tags: buildTags(category, items, hints),
      ...(usage ? { usage } : {}),
      warnings: run.warnings.list(),
    };
    run.progress.complete(outcome, 'Comparison ready');
    return outcome;
  }

  /**
   * Looks every item up on its own first; those results decide the category and with it the
   * dimensions. Returns what each item's own research then needs.
   */
  private async plan(run: RunContext, hints: readonly string[], reuse?: PlannedReuse): Promise<ResearchPlan> {
    const { items, progress, signal } = run;
    const hitCounts = new Map<string, number>();
    const searcher = new SearchRunner({
      providers: this.providers,
      cache: this.options.cache,
      timeoutMs: this.providerTimeoutMs,
      concurrency: this.searchConcurrency,
      signal,
      ownerId: run.ownerId,
      domains: run.domains,
      onFailure: ({ provider, item }) => {
        const message = `${capitalise(providerLabel(provider))} did not answer for ${item}; continuing with the other sources`;
        run.warnings.add([0, items.indexOf(item), this.providers.findIndex((p) => p.name === provider)], message);
        this.options.onProviderFailure?.(provider);
        progress.searching(item, hitCounts.get(item) ?? 0, message);
      },
    });

    const allProviders = joinList(this.providers.map((p) => providerLabel(p.name)));
    const overviews = await mapWithConcurrency(items, this.concurrency, async (item, index) => {
      if (this.providers.length === 0 || reuse?.items[index]) return [];
      const records = await searcher.run(item, [overviewQuery(item, this.hitsPerQuery)], 0);
      hitCounts.set(item, distinctPages(records));
      progress.searching(item, distinctPages(records), `Looking up ${item} in ${allProviders}`);
      return records;
    });
    throwIfAborted(signal);

    const evidenceText = overviews.flat().map((r) => `${r.hit.title}\n${r.hit.snippet}\n${r.hit.content ?? ''}`);
    const declared = [...new Map(overviews.flat().flatMap((r) => (r.hit.category ? [[r.hit.url, r.hit.category] as const] : []))).values()];
    const category = reuse?.category ?? detectCategory({ items, query: run.query, texts: evidenceText, declared });
    const dimensions = reuse?.dimensions ?? planDimensions(hints, category, run.query);
    return { category, dimensions, overviews, searcher, hitCounts, matcher: new ItemMatcher(items) };
  }

  /** Searches an item on every dimension, ranks and de-duplicates the hits, and reads the pages that need it. */
  private async gatherSources(run: RunContext, plan: ResearchPlan, item: string, index: number): Promise<EvidenceSource[]> {
    const { progress, signal } = run;
    if (this.providers.length === 0) {
      progress.searching(item, 0, `No search providers are configured, so there are no sources about ${item}`);
      return [];
    }
    const needsReader = new Set(this.providers.filter((p) => p.needsPageReader).map((p) => p.name));
    const readerOptions = { pageReader: this.options.pageReader, needsReading: (h: SearchHit) => needsReader.has(h.provider) };
    const more = await plan.searcher.run(item, dimensionQueries(item, plan.dimensions, this.hitsPerQuery), 1);
    const records = [...plan.overviews[index], ...more];
    plan.hitCounts.set(item, distinctPages(records));
    const ranked = rankSources(records, plan.matcher, index, this.maxSourcesPerItem);
    const reading = pagesToRead(ranked, readerOptions);
    if (reading.length > 0) progress.searching(item, ranked.length, `Reading ${plural(reading.length, 'page')} about ${item}`);
    const found = await toEvidenceSources(ranked, { ...readerOptions, concurrency: DEFAULTS.pageReadConcurrency, signal });
    progress.searching(item, found.length, this.searchedMessage(item, found.length, plan.searcher.failedProviders(item)));
    return found;
  }

  /**
   * Researches every item from its searches to its checked analysis, which is reported (with the
   * result) the moment it is ready. Searches and analyses have `concurrency` slots each, so the
   * next items' searches run while the first ones are being analysed (an LLM call takes seconds)
   * and an analysis slot never waits on a search.
   */
  private async researchItems(
    run: RunContext,
    plan: ResearchPlan,
    reused: readonly (ItemResearch | undefined)[] = [],
  ): Promise<{ sources: EvidenceSource[][]; researched: (ItemAnalysis | undefined)[] }> {
    const { items, progress, signal } = run;
    const { category, dimensions } = plan;
    const sources: EvidenceSource[][] = items.map(() => []);
    const share = new Array<number>(items.length).fill(0);
    const overall = () => share.reduce((a, b) => a + b, 0) / items.length;
    const finished = (item: string, index: number, research: ItemResearch, message: (done: number) => string) => {
      share[index] = 1;
      run.onItemResearched?.(research, index);
      progress.itemDone(item, overall(), message(progress.itemsCompleted + 1), { index, research });
    };
    // After one item fails the run fails: nothing queued behind it starts.
    let failed = false;
    const slot = (limiter: Limiter) => <R>(fn: () => Promise<R>) =>
      limiter(() => {
        if (failed) return Promise.reject(new Error('the research already failed'));
        throwIfAborted(signal);
        return fn();
      });
    const searchSlot = slot(createLimiter(this.concurrency));
    const analysisSlot = slot(createLimiter(this.concurrency));
    const researched = await mapWithConcurrency(items, items.length, async (item, index) => {
      try {
        const kept = reused[index];
        if (kept) {
          progress.searching(item, kept.sources.length, `Reusing the sources about ${item} from the comparison this one extends`);
          finished(item, index, kept, (done) => `Reused the research of ${item} (${done} of ${items.length})`);
          return undefined;
        }
        sources[index] = await searchSlot(() => this.gatherSources(run, plan, item, index));
        return await analysisSlot(async () => {
          progress.researching(item, overall(), `Reading the evidence about ${item} (${plural(sources[index].length, 'source')})`);
          let scored = 0;
          const hooks: AnalysisHooks = {
            onDimension: (dimension) => {
              if (signal?.aborted) return;
              scored++;
              share[index] = Math.min(0.95, scored / (dimensions.length + 1));
              progress.researching(item, overall(), `Scoring ${item} on ${dimension}`);
            },
          };
          const input: AnalystInput = { item, items, dimensions, category, query: run.query, evidence: { item, sources: sources[index] } };
          const analysis = await this.analyze(input, hooks, (text) => run.warnings.add([1, index, 0], text), signal);
          const checked = withEvidenceScope(checkAnalysis(item, dimensions, analysis, sources[index]), sources[index]);
          finished(item, index, checked, (done) => `Finished researching ${item} (${done} of ${items.length})`);
          return analysis;
        });
      } catch (error) {
        failed = true;
        throw error;
      }
    });
    return { sources, researched };
  }

  /** Lets the analyst weigh the items against each other, when it can; its own per-item verdicts stand otherwise. */
  private async compareItems(
    run: RunContext,
    { category, dimensions, matcher }: ResearchPlan,
    sources: readonly EvidenceSource[][],
    analyses: ItemAnalysis[],
  ): Promise<ItemAnalysis[]> {
    const analyst = this.options.analyst;
    if (!analyst.compareItems || run.items.length < 2) return analyses;
    const { items, query, signal } = run;
    const evidence = items.map((item, i) => ({ item, sources: [...sources[i]] }));
    try {
      const compared = await abortable(
        Promise.resolve().then(() => analyst.compareItems?.({ items, dimensions, category, query, evidence, analyses }, signal)),
        signal,
      );
      // A quote that names other items and not this one judges it only by comparison: no con of its own.
      const aboutItem = (i: number) => (quote: string) => {
        const named = matcher.itemsIn(quote);
        return named.length === 0 || named.includes(i);
      };
      return analyses.map((analysis, i) => withConsFromStatements({ ...analysis, dimensions: { ...analysis.dimensions, ...(compared?.[i] ?? {}) } }, aboutItem(i)));
    } catch (err) {
      if (signal?.aborted) throw err;
      run.warnings.add([1, items.length, 0], `The ${analyst.name} analyst could not weigh the items against each other; each keeps its own scores`);
      return analyses;
    }
  }

  private searchedMessage(item: string, count: number, failed: readonly string[]): string {
    const answered = this.providers.filter((p) => !failed.includes(p.name)).map((p) => providerLabel(p.name));
    if (answered.length === 0) return `No source answered for ${item}; its scores will stay neutral`;
    return `Searching ${joinList(answered)} for ${item} (${plural(count, 'source')})`;
  }

  /** The analyst's reading of one item, or the fallback's when it fails; either way saying what read it. */
  private async analyze(input: AnalystInput, hooks: AnalysisHooks, warn: (text: string) => void, signal?: AbortSignal): Promise<ItemAnalysis> {
    const { analyst, offlineReason } = this.options;
    try {
      const analysis = await abortable(Promise.resolve().then(() => analyst.analyze(input, signal, hooks)), signal);
      const readBy = readerOf(analyst);
      return { ...analysis, readBy: readBy.by === 'offline' && offlineReason ? { ...readBy, fallbackReason: offlineReason } : readBy };
    } catch (error) {
      const fallback = this.options.fallbackAnalyst;
      if (signal?.aborted || !fallback) throw error;
      warn(`The ${analyst.name} analyst could not analyse ${input.item}; the ${fallback.name} analyst stepped in`);
      this.options.onAnalystFailure?.();
      const analysis = await abortable(Promise.resolve().then(() => fallback.analyze(input, signal, hooks)), signal);
      return { ...analysis, readBy: { ...readerOf(fallback), fallbackReason: fallbackReason(error) } };
    }
  }

  private async synthesize(input: SynthesisInput, warn: (text: string) => void, signal?: AbortSignal): Promise<Synthesis> {
    const fromCode = () => narrateScoreTable(input);
    const attempt = async (analyst: Analyst): Promise<Synthesis> => {
      const s = await abortable(Promise.resolve().then(() => analyst.synthesize(input, signal)), signal);
      const summary = typeof s?.summary === 'string' ? s.summary.trim() : '';
      const recommendation = typeof s?.recommendation === 'string' ? s.recommendation.trim() : '';
      const written = fromCode();
      return { summary: summary || written.summary, recommendation: recommendation || written.recommendation, usage: s?.usage };
    };
    try {
      return await attempt(this.options.analyst);
    } catch (error) {
      if (signal?.aborted) throw error;
      warn(`The ${this.options.analyst.name} analyst could not write the summary; it was written from the score table`);
      const fallback = this.options.fallbackAnalyst;
      if (fallback) {
        try {
          return await attempt(fallback);
        } catch (fallbackError) {
          if (signal?.aborted) throw fallbackError;
        }
      }
      return fromCode();
    }
  }
}

/** An extension's plan: its origin's category and dimensions, and per item the stored research to keep (if any). */
interface PlannedReuse {
  category: Category;
  dimensions: string[];
  items: (ItemResearch | undefined)[];
}

/**
 * Dimensions are planned as for any comparison (the question's needs too), but in the origin's category. An item is reused
 * when the origin has it (by its name's key: case, accents and punctuation ignored) with a
 * result for every planned dimension; it keeps the name the user typed now.
 */
function planReuse(items: readonly string[], hints: readonly string[], reuse: ReusableResearch, query?: string): PlannedReuse {
  const dimensions = planDimensions(hints, reuse.category, query);
  const stored = new Map(reuse.items.map((r) => [itemKey(r.name), r]));
  return {
    category: reuse.category,
    dimensions,
    items: items.map((name) => {
      const r = stored.get(itemKey(name));
      if (!r || !dimensions.every((d) => r.dimensions[d])) return undefined;
      return { ...r, name, dimensions: Object.fromEntries(dimensions.map((d) => [d, r.dimensions[d]])) };
    }),
  };
}

/** What the overview searches settled, for each item's own research. */
interface ResearchPlan {
  category: Category;
  dimensions: string[];
  /** Per item, the hits of its overview search. */
  overviews: HitRecord[][];
  searcher: SearchRunner;
  hitCounts: Map<string, number>;
  matcher: ItemMatcher;
}

/** What one run's stages share. */
interface RunContext {
  items: string[];
  query?: string;
  signal?: AbortSignal;
  progress: EngineProgressReporter;
  warnings: Warnings;
  ownerId?: string;
  onItemResearched?: (item: ItemResearch, index: number) => void;
  domains: DomainPolicy;
}

/** The validated scores, as the analyst's synthesis sees them. */
export function scoreTable(dimensions: string[], items: readonly ItemResearch[]): ScoreTable {
  return {
    dimensions,
    items: items.map((r) => ({
      name: r.name,
      overallScore: r.overallScore,
      scores: Object.fromEntries(dimensions.map((d) => [d, { score: r.dimensions[d].score, confidence: r.dimensions[d].confidence }])),
      pros: r.pros,
      cons: r.cons,
    })),
  };
}

/**
 * Notes for the outcome, listed in a fixed order (stage, item, provider) rather than the
 * order concurrent work happened to finish in, so the same run gives the same outcome.
 */
class Warnings {
  private readonly notes: { key: number[]; text: string }[] = [];

  add(key: number[], text: string): void {
    if (!this.notes.some((n) => n.text === text)) this.notes.push({ key, text });
  }

  list(): string[] {
    const byKey = (a: number[], b: number[]) => a.reduce((diff, v, i) => diff || v - (b[i] ?? 0), 0);
    return [...this.notes].sort((a, b) => byKey(a.key, b.key)).map((n) => n.text);
  }
}

function distinctPages(records: readonly HitRecord[]): number {
  return new Set(records.map((r) => urlKey(r.hit.url))).size;
}

function sumUsage(usages: readonly (TokenUsage | undefined)[]): TokenUsage | undefined {
  let inputTokens = 0;
  let outputTokens = 0;
  let any = false;
  for (const u of usages) {
    if (!u) continue;
    const i = Number(u.inputTokens);
    const o = Number(u.outputTokens);
    if (Number.isFinite(i)) inputTokens += i;
    if (Number.isFinite(o)) outputTokens += o;
    any = true;
  }
  return any ? { inputTokens, outputTokens } : undefined;
}

/**
 * A signal of the run's own that follows the caller's. Every provider call in flight listens to
 * it (3 items × 4 searches is already 12), and Node prints a false "memory leak" warning past 10.
 */
function ownSignal(signal: AbortSignal): AbortSignal {
  const own = AbortSignal.any([signal]);
  setMaxListeners(0, own);
  return own;
}
