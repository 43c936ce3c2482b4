import { getEventListeners } from 'node:events';
import { type Category, RESEARCH_STAGES, type ResearchProgress } from '@juxta/contracts';
import {
  ProviderError,
  type AnalysisHooks,
  type Analyst,
  type AnalystInput,
  type DimensionVerdict,
  type ItemAnalysis,
  type PageReader,
  type SearchCache,
  type SearchHit,
  type SearchProvider,
  type SearchQuery,
  type Synthesis,
  type SynthesisInput,
} from '../ports';
import { ResearchEngine, type ResearchEngineOptions } from './research-engine';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers every query with two pages about the item; can be slowed down or made to fail. */
class FakeProvider implements SearchProvider {
  calls: SearchQuery[] = [];
  inFlightItems = new Map<string, number>();
  maxItemsInFlight = 0;

  constructor(
    readonly name: string,
    private readonly behaviour: { delayMs?: number; fail?: 'error' | 'hang'; withContent?: boolean; category?: Category | 'not-a-category' } = {},
    readonly needsPageReader = false,
  ) {}

  async search(query: SearchQuery, signal?: AbortSignal): Promise<SearchHit[]> {
    this.calls.push(query);
    this.inFlightItems.set(query.item, (this.inFlightItems.get(query.item) ?? 0) + 1);
    this.maxItemsInFlight = Math.max(this.maxItemsInFlight, this.inFlightItems.size);
    try {
      if (this.behaviour.fail === 'hang') await new Promise(() => undefined);
      if (this.behaviour.delayMs) await sleep(this.behaviour.delayMs);
      if (this.behaviour.fail === 'error') throw new ProviderError(this.name, 'HTTP 503');
      signal?.throwIfAborted();
      const slug = query.item.toLowerCase().replace(/\W+/g, '-');
      const content = this.behaviour.withContent === false;
      return [1, 2].map((n) => ({
        title: `${query.item} page ${n}`,
        url: `https://${this.name}.example/${slug}/${n}`,
        snippet: `${query.item} snippet ${n} from ${this.name}.`,
        ...(content ? {} : { content: `${query.item} is a thing described on page ${n} by ${this.name}. It is good.` }),
        provider: this.name,
        ...(this.behaviour.category ? { category: this.behaviour.category as Category } : {}),
      }));
    } finally {
      const left = (this.inFlightItems.get(query.item) ?? 1) - 1;
      if (left <= 0) this.inFlightItems.delete(query.item);
      else this.inFlightItems.set(query.item, left);
    }
  }
}

type VerdictFactory = (input: AnalystInput, dimension: string) => DimensionVerdict;

/** Gives every dimension a verdict quoting the first source, unless told otherwise. */
class FakeAnalyst implements Analyst {
  readonly name: string;
  inFlight = 0;
  maxInFlight = 0;
  analyzed: string[] = [];
  synthesized: SynthesisInput[] = [];

  constructor(
    private readonly options: { delayMs?: number; verdict?: VerdictFactory; fail?: boolean; name?: string } = {},
  ) {
    this.name = options.name ?? 'fake';
  }

  async analyze(input: AnalystInput, signal?: AbortSignal, hooks?: AnalysisHooks): Promise<ItemAnalysis> {
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      if (this.options.delayMs) await sleep(this.options.delayMs);
      if (this.options.fail) throw new Error('model unavailable');
      signal?.throwIfAborted();
      const dimensions: Record<string, DimensionVerdict> = {};
      for (const d of input.dimensions) {
        hooks?.onDimension?.(d);
        dimensions[d] = this.options.verdict ? this.options.verdict(input, d) : quoteFirstSource(input, 7);
      }
      this.analyzed.push(input.item);
      return { description: `${input.item} described.`, dimensions, pros: ['Good.'], cons: ['Bad.'], usage: { inputTokens: 10, outputTokens: 5 } };
    } finally {
      this.inFlight--;
    }
  }

  async synthesize(input: SynthesisInput): Promise<Synthesis> {
    this.synthesized.push(input);
    return { summary: 'A summary.', recommendation: 'A recommendation.', usage: { inputTokens: 1, outputTokens: 1 } };
  }
}

function quoteFirstSource(input: AnalystInput, score: number): DimensionVerdict {
  const source = input.evidence.sources[0];
  return {
    score,
    summary: 'ok',
    details: 'ok',
    pros: [],
    cons: [],
    confidence: 'medium',
    evidence: source ? [{ sourceIndex: 0, quote: source.text.split('.')[0] }] : [],
  };
}

class MemoryCache implements SearchCache {
  readonly entries = new Map<string, SearchHit[]>();
  async get(provider: string, queryText: string) {
    return this.entries.get(`${provider}|${queryText}`);
  }
  async set(provider: string, queryText: string, hits: SearchHit[]) {
    this.entries.set(`${provider}|${queryText}`, hits);
  }
}

function engine(overrides: Partial<ResearchEngineOptions> = {}): ResearchEngine {
  return new ResearchEngine({ searchProviders: [new FakeProvider('corpus')], analyst: new FakeAnalyst(), ...overrides });
}

async function runCollecting(e: ResearchEngine, items: string[], extra: { dimensions?: string[]; signal?: AbortSignal } = {}) {
  const events: ResearchProgress[] = [];
  const outcome = await e.run({ items, dimensions: extra.dimensions }, { onProgress: (p) => events.push(p), signal: extra.signal });
  return { outcome, events };
}

describe('ResearchEngine pipeline', () => {
  it('goes through the stages in order, with messages people can read', async () => {
    const { events } = await runCollecting(engine(), ['PostgreSQL', 'MySQL']);
    const order = events.map((e) => RESEARCH_STAGES.indexOf(e.stage as (typeof RESEARCH_STAGES)[number]));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(events.map((e) => e.stage))).toEqual(new Set(RESEARCH_STAGES));
    expect(events[0]).toMatchObject({ stage: 'parsing', message: 'Planning the comparison of PostgreSQL and MySQL' });
    expect(events.at(-1)?.stage).toBe('complete');
    const messages = events.map((e) => e.message);
    expect(messages).toContain('Searching the corpus for PostgreSQL (2 sources)');
    expect(messages).toContain('Scoring MySQL on Performance');
    expect(messages).toContain('Writing the summary');
    for (const e of events.filter((x) => x.stage === 'searching')) expect(e).toHaveProperty('results');
  });

  it('reports each item with its checked result as soon as it is analysed, without waiting for a slower item', async () => {
    /** Analyses MySQL at once and PostgreSQL only after 150 ms. */
    class UnevenAnalyst extends FakeAnalyst {
      override async analyze(input: AnalystInput, signal?: AbortSignal, hooks?: AnalysisHooks): Promise<ItemAnalysis> {
        if (input.item === 'PostgreSQL') await sleep(150);
        return super.analyze(input, signal, hooks);
      }
    }
    const seen: { at: number; progress: ResearchProgress }[] = [];
    const start = Date.now();
    const outcome = await engine({ analyst: new UnevenAnalyst() }).run(
      { items: ['PostgreSQL', 'MySQL'] },
      { onProgress: (p) => seen.push({ at: Date.now() - start, progress: p }) },
    );
    const results = seen.flatMap(({ at, progress }) => (progress.stage === 'researching' && progress.itemResult ? [{ at, ...progress.itemResult }] : []));
    expect(results.map((r) => [r.index, r.research.name])).toEqual([
      [1, 'MySQL'],
      [0, 'PostgreSQL'],
    ]);
    // MySQL's card could be filled while PostgreSQL was still being analysed.
    expect(results[1].at - results[0].at).toBeGreaterThanOrEqual(100);
    const mysql = results[0].research;
    expect(mysql.dimensions).toEqual(outcome.items[1].dimensions);
    expect(mysql.sources).toEqual(outcome.items[1].sources);
    expect(mysql.pros).toEqual(outcome.items[1].pros);
  });

  it('keeps the counters consistent: from 0, never down, ending at the total', async () => {
    const { events } = await runCollecting(engine({ concurrency: 2 }), ['A1', 'B2', 'C3']);
    expect(events[0].itemsCompleted).toBe(0);
    for (let i = 1; i < events.length; i++) expect(events[i].itemsCompleted).toBeGreaterThanOrEqual(events[i - 1].itemsCompleted);
    expect(events.at(-1)?.itemsCompleted).toBe(3);
    expect(events.every((e) => e.totalItems === 3)).toBe(true);
    const progress = events.flatMap((e) => (e.stage === 'researching' ? [e.progress] : []));
    expect(progress.length).toBeGreaterThan(0);
    for (let i = 1; i < progress.length; i++) expect(progress[i]).toBeGreaterThanOrEqual(progress[i - 1]);
    expect(progress.every((p) => p >= 0 && p <= 1)).toBe(true);
    expect(progress.at(-1)).toBe(1);
  });

  it('researches at most `concurrency` items at once', async () => {
    const provider = new FakeProvider('corpus', { delayMs: 5 });
    const analyst = new FakeAnalyst({ delayMs: 15 });
    await engine({ searchProviders: [provider], analyst, concurrency: 2 }).run({ items: ['A1', 'B2', 'C3', 'D4', 'E5'] });
    expect(analyst.maxInFlight).toBe(2);
    expect(provider.maxItemsInFlight).toBeLessThanOrEqual(2);
    expect(analyst.analyzed).toHaveLength(5);
  });

  it('keeps the listeners of a busy run off the caller\'s signal (Node warns of a leak past 10)', async () => {
    const caller = new AbortController();
    let most = 0;
    const sample = setInterval(() => (most = Math.max(most, getEventListeners(caller.signal, 'abort').length)), 1);
    const items = ['A1', 'B2', 'C3', 'D4', 'E5'];
    const run = engine({ searchProviders: [new FakeProvider('corpus', { delayMs: 20 }), new FakeProvider('web', { delayMs: 20 })], concurrency: 5 });
    await run.run({ items }, { signal: caller.signal });
    clearInterval(sample);
    expect(most).toBeLessThanOrEqual(1);
    // and the caller's signal still stops the run
    caller.abort();
    await expect(run.run({ items }, { signal: caller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('stops promptly and rejects with an AbortError when aborted, even if a provider ignores the signal', async () => {
    const controller = new AbortController();
    const run = engine({ searchProviders: [new FakeProvider('corpus', { fail: 'hang' })] }).run(
      { items: ['A1', 'B2'] },
      { signal: controller.signal },
    );
    setTimeout(() => controller.abort(), 20);
    const started = Date.now();
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('rejects at once when the signal is already aborted', async () => {
    const provider = new FakeProvider('corpus');
    await expect(engine({ searchProviders: [provider] }).run({ items: ['A1', 'B2'] }, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(provider.calls).toHaveLength(0);
  });

  it('stops between analyses when aborted during the research stage', async () => {
    const controller = new AbortController();
    const analyst = new FakeAnalyst({ delayMs: 30 });
    // Cancelled as the first analysis ends (not after a fixed delay, which a busy machine overran).
    const analyze = analyst.analyze.bind(analyst);
    analyst.analyze = async (...args) => {
      const analysis = await analyze(...args);
      controller.abort();
      return analysis;
    };
    const run = engine({ analyst, concurrency: 1 }).run({ items: ['A1', 'B2', 'C3'] }, { signal: controller.signal });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(analyst.analyzed.length).toBeLessThan(3);
  });

  it('hands over each item as soon as it is researched, so a cancelled run keeps what it found', async () => {
    const controller = new AbortController();
    const analyst = new FakeAnalyst({ delayMs: 30 });
    const kept: { name: string; index: number; scores: number[] }[] = [];
    const run = engine({ analyst, concurrency: 1 }).run(
      { items: ['A1', 'B2', 'C3'] },
      {
        signal: controller.signal,
        // The user cancels as the first item arrives (not after a fixed delay, which a busy machine overran).
        onItemResearched: (item, index) => {
          kept.push({ name: item.name, index, scores: Object.values(item.dimensions).map((d) => d.score) });
          controller.abort();
        },
      },
    );
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(kept.map((k) => [k.name, k.index])).toEqual([['A1', 0]]);
    // checked like a finished item: the analyst's scores with their citations
    expect(kept[0].scores.every((s) => s === 7)).toBe(true);
  });

  it('reuses an earlier comparison’s items on the same dimensions: only the new item is searched and analysed', async () => {
    const provider = new FakeProvider('corpus');
    const analyst = new FakeAnalyst();
    const first = await engine({ searchProviders: [provider], analyst }).run({ items: ['A1', 'B2'], dimensions: ['Speed', 'Price', 'Safety'] });
    provider.calls = [];
    analyst.analyzed = [];
    const extended = await engine({ searchProviders: [provider], analyst }).run(
      { items: ['a1', 'B2', 'C3'], dimensions: ['Speed', 'Price', 'Safety'] },
      { reuse: { category: first.category, items: first.items } },
    );
    expect(analyst.analyzed).toEqual(['C3']);
    expect(new Set(provider.calls.map((q) => q.item))).toEqual(new Set(['C3']));
    expect(extended.category).toBe(first.category);
    expect(extended.items.map((i) => i.name)).toEqual(['a1', 'B2', 'C3']);
    expect(extended.items[0].dimensions).toEqual(first.items[0].dimensions);
    expect(extended.items[1].sources).toEqual(first.items[1].sources);
    expect(extended.verdict?.ranking).toHaveLength(3);
  });

  it('skips a failing provider with a warning and still completes', async () => {
    const { outcome, events } = await runCollecting(
      engine({ searchProviders: [new FakeProvider('wikipedia', { fail: 'error' }), new FakeProvider('corpus')] }),
      ['PostgreSQL', 'MySQL'],
    );
    expect(outcome.warnings).toEqual([
      'Wikipedia did not answer for PostgreSQL; continuing with the other sources',
      'Wikipedia did not answer for MySQL; continuing with the other sources',
    ]);
    expect(events.map((e) => e.message)).toContain('Wikipedia did not answer for MySQL; continuing with the other sources');
    expect(outcome.items.every((i) => i.sources.length === 2)).toBe(true);
    expect(events.at(-1)?.stage).toBe('complete');
  });

  it('treats a provider that times out like one that fails', async () => {
    const { outcome } = await runCollecting(
      engine({ searchProviders: [new FakeProvider('searxng', { fail: 'hang' }), new FakeProvider('corpus')], providerTimeoutMs: 30 }),
      ['A1', 'B2'],
    );
    expect(outcome.warnings).toContain('The web (SearXNG) did not answer for A1; continuing with the other sources');
    expect(outcome.items[0].sources).toHaveLength(2);
  });

  it('completes with neutral scores when every provider fails', async () => {
    const { outcome, events } = await runCollecting(engine({ searchProviders: [new FakeProvider('corpus', { fail: 'error' })] }), ['A1', 'B2']);
    expect(outcome.items.map((i) => i.overallScore)).toEqual([5, 5]);
    expect(outcome.items[0].description).toContain('No sources about A1 were found');
    expect(events.map((e) => e.message)).toContain('No source answered for A1; its scores will stay neutral');
  });

  it('answers a repeated search from the cache', async () => {
    const cache = new MemoryCache();
    const provider = new FakeProvider('corpus');
    const e = engine({ searchProviders: [provider], cache });
    const first = await e.run({ items: ['A1', 'B2'] });
    const callsAfterFirst = provider.calls.length;
    expect(callsAfterFirst).toBeGreaterThan(0);
    expect(cache.entries.size).toBe(callsAfterFirst);
    const second = await e.run({ items: ['A1', 'B2'] });
    expect(provider.calls.length).toBe(callsAfterFirst);
    expect(second).toEqual(first);
  });

  it('keeps working when the cache is down', async () => {
    const broken: SearchCache = { get: () => Promise.reject(new Error('redis down')), set: () => Promise.reject(new Error('redis down')) };
    const { outcome } = await runCollecting(engine({ cache: broken }), ['A1', 'B2']);
    expect(outcome.items[0].sources).toHaveLength(2);
  });

  it('files unknown items where the documents found about them are filed, and plans that category\'s dimensions', async () => {
    const filed = await runCollecting(engine({ searchProviders: [new FakeProvider('corpus', { category: 'consumer-electronics' })] }), ['Fernkettle', 'Boilmore']);
    expect(filed.outcome.category).toBe('consumer-electronics');
    expect(filed.outcome.dimensions).toContain('Battery life');
    // A provider's word is checked: a category the taxonomy does not know declares nothing.
    const unknown = await runCollecting(engine({ searchProviders: [new FakeProvider('corpus', { category: 'not-a-category' })] }), ['Fernkettle', 'Boilmore']);
    expect(unknown.outcome.category).toBe('other');
  });

  it('plans one query per item plus one per item and dimension, and de-duplicates pages by URL', async () => {
    const provider = new FakeProvider('corpus');
    const { outcome } = await runCollecting(engine({ searchProviders: [provider] }), ['PostgreSQL', 'MySQL']);
    expect(outcome.category).toBe('databases');
    expect(outcome.dimensions).toEqual(['Performance', 'Scalability', 'Reliability', 'Features', 'Ease of use', 'Cost']);
    const texts = provider.calls.filter((q) => q.item === 'MySQL').map((q) => q.text);
    expect(texts).toEqual(['MySQL', ...outcome.dimensions.map((d) => `MySQL ${d.toLowerCase()}`)]);
    expect(outcome.items[1].sources.map((s) => s.url)).toEqual(['https://corpus.example/mysql/1', 'https://corpus.example/mysql/2']);
  });

  it('keeps only maxSourcesPerItem sources', async () => {
    const { outcome } = await runCollecting(
      engine({ searchProviders: [new FakeProvider('corpus'), new FakeProvider('wikipedia')], maxSourcesPerItem: 3 }),
      ['A1', 'B2'],
    );
    expect(outcome.items[0].sources).toHaveLength(3);
  });

  it('reads pages for providers that need the page reader', async () => {
    const read: string[] = [];
    const reader: PageReader = {
      read: async (url) => {
        read.push(url);
        return { url, title: 'Read page', text: `Full text of ${url}. A1 is great and B2 is fine.` };
      },
    };
    const web = new FakeProvider('brave', { withContent: false }, true);
    const { outcome, events } = await runCollecting(engine({ searchProviders: [web], pageReader: reader }), ['A1', 'B2']);
    expect(read).toHaveLength(4);
    expect(events.map((e) => e.message)).toContain('Reading 2 pages about A1');
    expect(outcome.items[0].dimensions.Quality.evidence[0].quote).toBe('Full text of https://brave');
    expect(outcome.items[0].sources[0]).toEqual({ title: 'A1 page 1', url: 'https://brave.example/a1/1', snippet: 'A1 snippet 1 from brave.' });
  });

  it('drops citations that point nowhere or quote what the source does not say', async () => {
    const analyst = new FakeAnalyst({
      verdict: (input) => ({
        score: 14,
        summary: 'ok',
        details: 'ok',
        pros: ['Fast.', ' Fast. ', ''],
        cons: [],
        confidence: 'high',
        evidence: [
          { sourceIndex: 7, quote: 'out of range entirely' },
          { sourceIndex: -1, quote: 'negative index here' },
          { sourceIndex: 0, quote: 'a sentence the source never wrote' },
          { sourceIndex: 1, quote: `${input.item}   is a THING described on page 2` },
          { sourceIndex: 1, quote: `${input.item} is a thing described on page 2` },
        ],
      }),
    });
    const { outcome } = await runCollecting(engine({ analyst }), ['A1', 'B2']);
    const perf = outcome.items[0].dimensions.Quality;
    expect(perf.evidence).toEqual([{ sourceIndex: 1, quote: 'A1 is a THING described on page 2' }]);
    expect(perf.score).toBe(10);
    expect(perf.pros).toEqual(['Fast.']);
  });

  it('clamps and rounds scores', async () => {
    const scores: Record<string, number> = { Quality: -3, Price: 3.14159, 'Ease of use': Number.NaN, Reliability: 9.96, Popularity: 7.25 };
    const analyst = new FakeAnalyst({ verdict: (input, d) => quoteFirstSource(input, scores[d]) });
    const { outcome } = await runCollecting(engine({ analyst }), ['A1', 'B2']);
    const dims = outcome.items[0].dimensions;
    expect([dims.Quality.score, dims.Price.score, dims['Ease of use'].score, dims.Reliability.score, dims.Popularity.score]).toEqual([
      1, 3.1, 5, 10, 7.3,
    ]);
  });

  it('gives a dimension without evidence confidence none and score 5, and leaves it out of the overall score', async () => {
    const analyst = new FakeAnalyst({
      verdict: (input, d) =>
        d === 'Price' ? { ...quoteFirstSource(input, 9), evidence: [{ sourceIndex: 0, quote: 'not in the source at all' }] } : quoteFirstSource(input, 7),
    });
    const { outcome } = await runCollecting(engine({ analyst }), ['A1', 'B2']);
    const item = outcome.items[0];
    expect(item.dimensions.Price).toMatchObject({ confidence: 'none', score: 5, evidence: [], pros: [], cons: [] });
    expect(item.dimensions.Price.summary).toBe("No evidence about A1's price was found in the sources.");
    expect(item.overallScore).toBe(7);
    expect(analyst.synthesized[0].table.items[0].scores.Price).toEqual({ score: 5, confidence: 'none' });
  });

  it('gives an item with no evidence at all the neutral 5 and says so', async () => {
    const analyst = new FakeAnalyst({ verdict: (input) => ({ ...quoteFirstSource(input, 9), evidence: [] }) });
    const { outcome } = await runCollecting(engine({ analyst }), ['A1', 'B2']);
    expect(outcome.items[0].overallScore).toBe(5);
    expect(outcome.items[0].description).toMatch(/^A1 described\. The sources found say nothing quotable about A1's/);
  });

  it('fills in dimensions the analyst left out, and ignores inherited keys', async () => {
    const analyst = new FakeAnalyst({ verdict: (input) => quoteFirstSource(input, 8) });
    const { outcome } = await runCollecting(engine({ analyst }), ['A1', 'B2'], { dimensions: ['constructor', '__proto__'] });
    expect(outcome.dimensions.slice(0, 2)).toEqual(['constructor', '__proto__']);
    expect(Object.keys(outcome.items[0].dimensions)).toEqual(outcome.dimensions);
    const inherited: string = 'constructor';
    expect(outcome.items[0].dimensions[inherited].score).toBe(8);
    // The fake analyst's `dimensions['__proto__'] = …` set a prototype, not a verdict.
    expect(Object.getOwnPropertyDescriptor(outcome.items[0].dimensions, '__proto__')?.value).toMatchObject({ confidence: 'none', score: 5 });
  });

  it('sums token usage, writes tags and uses the analyst synthesis', async () => {
    const { outcome } = await runCollecting(engine(), ['PostgreSQL', 'MySQL 8'], { dimensions: ['Replication'] });
    expect(outcome.usage).toEqual({ inputTokens: 21, outputTokens: 11 });
    expect(outcome.tags).toEqual(['databases', 'postgresql', 'mysql-8', 'replication']);
    expect(outcome.summary).toBe('A summary.');
    expect(outcome.recommendation).toBe('A recommendation.');
  });

  it('falls back to another analyst when the configured one fails', async () => {
    const { outcome } = await runCollecting(
      engine({ analyst: new FakeAnalyst({ fail: true, name: 'llm' }), fallbackAnalyst: new FakeAnalyst({ name: 'extractive' }) }),
      ['A1', 'B2'],
    );
    expect(outcome.warnings).toContain('The llm analyst could not analyse A1; the extractive analyst stepped in');
    expect(outcome.items[0].overallScore).toBe(7);
  });

  it('records on every item what read its evidence, and why the offline reader did', async () => {
    // A model analyst that times out on one item only: that item alone is read offline, visibly.
    class ModelAnalyst extends FakeAnalyst {
      readonly by = 'model';
      readonly modelName = 'm1';
      override analyze(input: AnalystInput, signal?: AbortSignal, hooks?: AnalysisHooks): Promise<ItemAnalysis> {
        if (input.item === 'B2') return Promise.reject(new ProviderError('llm', 'The language model did not answer within 2 s.'));
        return super.analyze(input, signal, hooks);
      }
    }
    const { outcome } = await runCollecting(engine({ analyst: new ModelAnalyst(), fallbackAnalyst: new FakeAnalyst({ name: 'extractive' }) }), ['A1', 'B2']);
    expect(outcome.items.map((i) => i.analysis)).toEqual([
      { by: 'model', model: 'm1' },
      { by: 'offline', fallbackReason: 'The language model did not answer within 2 s.' },
    ]);

    const offline = await runCollecting(engine({ offlineReason: 'the model did not answer its last check' }), ['A1', 'B2']);
    expect(offline.outcome.items[0].analysis).toEqual({ by: 'offline', fallbackReason: 'the model did not answer its last check' });
    const plain = await runCollecting(engine(), ['A1', 'B2']);
    expect(plain.outcome.items[0].analysis).toEqual({ by: 'offline' });
  });

  it('fails the run when the analyst fails and there is no fallback', async () => {
    await expect(engine({ analyst: new FakeAnalyst({ fail: true }) }).run({ items: ['A1', 'B2'] })).rejects.toThrow('model unavailable');
  });

  it('normalises the items and refuses fewer than two', async () => {
    const analyst = new FakeAnalyst();
    await engine({ analyst }).run({ items: ['  A1 ', 'B2', 'a1'] });
    expect(analyst.analyzed.sort()).toEqual(['A1', 'B2']);
    await expect(engine().run({ items: ['A1', ' a1 '] })).rejects.toThrow('At least 2');
  });

  it('survives a progress listener that throws', async () => {
    const outcome = await engine().run({ items: ['A1', 'B2'] }, { onProgress: () => { throw new Error('stream closed'); } });
    expect(outcome.items).toHaveLength(2);
  });
});

describe('ResearchEngine search scope (issue #15)', () => {
  class LocalProvider extends FakeProvider {
    readonly local = true;
  }

  it('never caches a local provider, so a change to the corpus shows at once', async () => {
    const cache = new MemoryCache();
    const corpus = new LocalProvider('corpus');
    const e = engine({ searchProviders: [corpus], cache });
    await e.run({ items: ['A1', 'B2'] });
    const calls = corpus.calls.length;
    await e.run({ items: ['A1', 'B2'] });
    expect(corpus.calls.length).toBe(calls * 2);
    expect(cache.entries.size).toBe(0);
  });

  it('passes the owner to providers and drops web hits from excluded or operator-denied domains, cached or not', async () => {
    const cache = new MemoryCache();
    const corpus = new LocalProvider('corpus');
    const web = new FakeProvider('wiki');
    const other = new FakeProvider('brave');
    const e = engine({ searchProviders: [corpus, web, other], cache, domains: { deny: ['brave.example'] } });
    for (let run = 0; run < 2; run++) {
      const outcome = await e.run({ items: ['A1', 'B2'] }, { ownerId: 'user-1', excludedDomains: ['wiki.example'] });
      const hosts = new Set(outcome.items.flatMap((i) => i.sources.map((s) => new URL(s.url).hostname)));
      expect([...hosts]).toEqual(['corpus.example']);
    }
    expect(corpus.calls.every((q) => q.ownerId === 'user-1')).toBe(true);
    // The cache still holds the web answers: the exclusion belongs to one comparison.
    const plain = await e.run({ items: ['A1', 'B2'] });
    expect(plain.items[0].sources.some((s) => s.url.startsWith('https://wiki.example/'))).toBe(true);
  });
});
