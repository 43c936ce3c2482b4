import type { ComparisonData, ItemResearch } from '@juxta/contracts';
import { type LlmStandIn, startLlmStandIn } from '../../tools/testing/llm-stand-in';
import { getJson, signUpOver } from './support/http-session';
import { type RunningProcess, startApi, startWorker } from './support/processes';
import { readStream } from './support/sse-client';

jest.setTimeout(120_000);

type Api = RunningProcess & { url: string };

/** The LLM analyst against an OpenAI-compatible stand-in: results that arrive item by item (issue #21). */
describe('item results in the progress stream (real API and worker, LLM stand-in)', () => {
  let api: Api;
  let worker: RunningProcess;
  let llm: LlmStandIn;

  beforeAll(async () => {
    // SQLite's analysis takes much longer than the others', so the others must be reported first.
    llm = await startLlmStandIn({ delayMs: 300, delayMsByItem: { sqlite: 3000 } });
    [api, worker] = await Promise.all([
      startApi(),
      startWorker({ RESEARCH_ANALYST: 'llm', LLM_PROVIDER: 'openai', LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'stand-in' }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([worker, api].filter(Boolean).map((p) => p.stop()));
    await llm?.close();
  });

  it('sends each finished item, checked, in a progress event before done; done has the same research', async () => {
    const { cookie } = await signUpOver(api.url);
    const result = await readStream(`${api.url}/api/compare`, { cookie, body: { items: ['PostgreSQL', 'SQLite', 'MySQL'] }, timeoutMs: 60_000 });
    expect(result.status).toBe(200);
    const names = result.events.map((e) => e.event);
    expect(names.at(-1)).toBe('done');
    const doneAt = names.indexOf('done');

    const withResults = result.events.filter((e) => e.event === 'progress' && e.data.itemResult);
    const itemResults = withResults.map((e) => e.data.itemResult as { index: number; research: ItemResearch });
    // Every item, once, each before done; SQLite (the slow one) last. (A failure shows what the
    // API's progress subscriber logged: a deaf spell was seen in CI.)
    const finished = itemResults.map((r) => r.research.name).sort();
    const subscriberLog = api.output().split('\n').filter((line) => line.includes('ProgressHub'));
    expect({ finished, subscriberLog }).toEqual({ finished: ['MySQL', 'PostgreSQL', 'SQLite'], subscriberLog: [] });
    expect(itemResults.at(-1)?.research.name).toBe('SQLite');
    for (const e of withResults) expect(result.events.indexOf(e)).toBeLessThan(doneAt);
    // The first one arrived while items were still being researched.
    expect(withResults[0].data).toEqual(expect.objectContaining({ status: 'researching', stage: 'researching', itemsCompleted: 1, totalItems: 3 }));
    expect(itemResults.map((r) => r.index).sort()).toEqual([0, 1, 2]);

    const done = result.events[doneAt].data as { slug: string; data: ComparisonData };
    const first = itemResults[0];
    const final = done.data.items[first.index];
    expect(final.name).toBe(first.research.name);
    // What the early card showed is what the result page shows, bar the weighing of items against each other.
    expect(first.research.sources).toEqual(final.sources);
    expect(first.research.pros).toEqual(final.pros);
    expect(first.research.description).toEqual(final.description);
    expect(Object.keys(first.research.dimensions)).toEqual(done.data.dimensions);
    for (const d of done.data.dimensions) {
      const dim = first.research.dimensions[d];
      expect(dim.score).toBe(final.dimensions[d].score);
      for (const ev of dim.evidence) expect(first.research.sources[ev.sourceIndex]).toBeDefined();
    }
    // The scores came from the model (the stand-in cites its evidence), not from the fallback analyst.
    expect(llm.calls.filter((c) => c.kind === 'analysis').map((c) => c.item).sort()).toEqual(['MySQL', 'PostgreSQL', 'SQLite']);
    expect(Object.values(final.dimensions).some((d) => d.confidence !== 'none')).toBe(true);
    // …and every item says so, in the early card as in the result.
    expect(done.data.items.map((i) => i.analysis)).toEqual(done.data.items.map(() => ({ by: 'model', model: 'stand-in' })));
    expect(first.research.analysis).toEqual(final.analysis);

    const stored = await getJson(`${api.url}/api/comparisons/${done.slug}`, cookie);
    expect(stored.body).toEqual(done.data);

    // Token cost: the comparison stores what the model reported for every call, and the profile adds it up.
    const sum = (key: 'promptTokens' | 'completionTokens') => llm.calls.reduce((n, c) => n + c[key], 0);
    expect(llm.calls.map((c) => c.kind).sort()).toEqual(['analysis', 'analysis', 'analysis', 'synthesis']);
    expect(done.data.usage).toEqual({ inputTokens: sum('promptTokens'), outputTokens: sum('completionTokens') });
    const me = await getJson(`${api.url}/api/me`, cookie);
    expect((me.body as { stats: { tokensThisMonth: unknown } }).stats.tokensThisMonth).toEqual({ ...done.data.usage, comparisons: 1 });
  });
});
