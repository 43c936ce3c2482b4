import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '@juxta/config';
import { readReachability } from '@juxta/messaging';
import { WikipediaSearchProvider } from '@juxta/providers';
import { ExtractiveAnalyst } from '@juxta/reader';
import { ResearchEngine } from '@juxta/research';
import Redis from 'ioredis';
import { ProbedResearchEngine } from '../src/research/research-engine.factory';
import { WebSearchProbe } from '../src/research/web-search-probe';

/** A MediaWiki stand-in that can be up, hanging, or gone (its port closed). */
class FlakyWiki {
  mode: 'up' | 'hang' = 'up';
  searches = 0;
  private server?: Server;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      if (this.mode === 'hang') return; // never answers
      const url = new URL(req.url ?? '/', 'http://x');
      res.setHeader('content-type', 'application/json');
      if (url.searchParams.get('list') === 'search' || url.searchParams.get('generator') === 'search') this.searches += 1;
      res.end(JSON.stringify({ batchcomplete: true, query: { general: { sitename: 'Stand-in' }, search: [], pages: [] } }));
    });
    await new Promise<void>((r) => this.server!.listen(this.port, '127.0.0.1', r));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }
}

describe('RESEARCH_SEARCH=auto: the worker probes Wikipedia and uses it only while it answers (real Redis)', () => {
  const wiki = new FlakyWiki();
  let redis: Redis;
  let probe: WebSearchProbe;
  let engine: ProbedResearchEngine;
  const prefix = `${process.env.REDIS_PREFIX ?? 'jt-local'}-probe`;
  const built: string[][] = [];

  beforeAll(async () => {
    await wiki.start();
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    const config = loadConfig({
      ...process.env,
      REDIS_PREFIX: prefix,
      RESEARCH_SEARCH: 'auto',
      WIKIPEDIA_URL: wiki.url,
      SEARCH_PROBE_TIMEOUT_MS: '300',
      SEARCH_PROBE_INTERVAL_SECONDS: '3600',
    });
    probe = new WebSearchProbe(config, redis);
    engine = new ProbedResearchEngine((web, onProviderFailure) => {
      built.push(web);
      const providers = web.map(() => new WikipediaSearchProvider({ baseUrl: wiki.url, timeoutMs: 8000 }));
      return new ResearchEngine({ searchProviders: providers, analyst: new ExtractiveAnalyst(), providerTimeoutMs: 8000, onProviderFailure });
    }, probe);
  });
  afterAll(async () => {
    probe.onApplicationShutdown();
    await redis.del(`${prefix}:research:reachable`);
    await redis.quit();
    await wiki.stop();
  });

  it('adds Wikipedia when the probe at start reaches it, and records that for the API', async () => {
    await probe.onModuleInit();
    expect(probe.providersInUse()).toEqual(['corpus', 'wikipedia']);
    await expect(readReachability(redis, prefix)).resolves.toEqual({ wikipedia: true });
    await engine.run({ items: ['Figma', 'Sketch'] });
    expect(wiki.searches).toBeGreaterThan(0);
  });

  it('drops it when the stand-in goes down: comparisons then make no call to it at all', async () => {
    await wiki.stop();
    await probe.check();
    expect(probe.providersInUse()).toEqual(['corpus']);
    await expect(readReachability(redis, prefix)).resolves.toEqual({ wikipedia: false });
    const before = wiki.searches;
    const outcome = await engine.run({ items: ['Figma', 'Sketch'] });
    expect(wiki.searches).toBe(before);
    expect(outcome.warnings ?? []).toEqual([]);
  });

  it('treats a server that hangs past the probe time limit as down', async () => {
    wiki.mode = 'hang';
    await wiki.start();
    await probe.check();
    expect(probe.providersInUse()).toEqual(['corpus']);
  });

  it('adds it back when the stand-in answers again', async () => {
    wiki.mode = 'up';
    await probe.check();
    expect(probe.providersInUse()).toEqual(['corpus', 'wikipedia']);
    const before = wiki.searches;
    await engine.run({ items: ['Figma', 'Sketch'] });
    expect(wiki.searches).toBeGreaterThan(before);
    expect(built).toEqual([['wikipedia'], []]);
  });

  it('probes again at once when it fails during a comparison, so the next ones skip it', async () => {
    expect(probe.providersInUse()).toEqual(['corpus', 'wikipedia']);
    // Gone between two scheduled probes (the interval here is an hour).
    await wiki.stop();
    const first = await engine.run({ items: ['Figma', 'Sketch'] });
    expect(first.warnings?.some((w) => w.includes('Wikipedia did not answer'))).toBe(true);
    // The failure started a probe of its own: no scheduled one comes for an hour.
    for (let waited = 0; probe.providersInUse().length > 1 && waited < 3000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    expect(probe.providersInUse()).toEqual(['corpus']);
    const next = await engine.run({ items: ['Figma', 'Sketch'] });
    expect(next.warnings ?? []).toEqual([]);
  });
});
