import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AppConfig, loadConfig } from '@juxta/config';
import { createDataSource } from '@juxta/persistence';
import { readModelReachability } from '@juxta/messaging';
import Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { ModelProbe } from '../src/research/model-probe';
import { chooseAnalyst, createResearchEngine, ProbedResearchEngine } from '../src/research/research-engine.factory';
import { WebSearchProbe } from '../src/research/web-search-probe';

/** An OpenAI-compatible stand-in: lists its model, answers analyses and syntheses, and can refuse one item. */
class ModelStandIn {
  failing?: string;
  private server?: Server;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        if (req.method === 'GET' && req.url === '/v1/models') return res.end(JSON.stringify({ object: 'list', data: [{ id: 'tiny:latest' }] }));
        const request = JSON.parse(body) as { messages: { content: string }[]; response_format: { json_schema: { name: string } } };
        const prompt = request.messages[1].content;
        const item = /^Item: (.*)$/m.exec(prompt)?.[1];
        const dimensions = (/^Dimensions \(use exactly these names\): (.*)$/m.exec(prompt)?.[1] ?? '').split(', ');
        const reply =
          request.response_format.json_schema.name === 'comparison_synthesis'
            ? { summary: 'A summary.', recommendation: 'A recommendation.' }
            : item === this.failing
              ? 'I would rather chat about it.'
              : { description: `${item}.`, pros: [], cons: [], dimensions: Object.fromEntries(dimensions.map((d) => [d, { score: 5, summary: '', details: '', pros: [], cons: [], confidence: 'none', evidence: [] }])) };
        const content = typeof reply === 'string' ? reply : JSON.stringify(reply);
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }], usage: { prompt_tokens: 10, completion_tokens: 5 } }));
      });
    });
    await new Promise<void>((r) => this.server!.listen(this.port, '127.0.0.1', r));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    server?.closeAllConnections();
    await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}/v1`;
  }
}

describe('RESEARCH_ANALYST=auto: the worker probes the model, and every item says what read it (real Postgres and Redis)', () => {
  const model = new ModelStandIn();
  const prefix = `${process.env.REDIS_PREFIX ?? 'jt-local'}-model`;
  let db: DataSource;
  let redis: Redis;
  const probes: ModelProbe[] = [];

  function configWith(env: Record<string, string> = {}): AppConfig {
    return loadConfig({ ...process.env, REDIS_PREFIX: prefix, RESEARCH_SEARCH: 'corpus', SEARCH_PROBE_TIMEOUT_MS: '500', SEARCH_PROBE_INTERVAL_SECONDS: '3600', ...env });
  }

  /** The engine as the worker module wires it for this configuration, with its model probe. */
  async function worker(config: AppConfig): Promise<{ probe: ModelProbe; engine: ProbedResearchEngine }> {
    const probe = new ModelProbe(config, redis);
    probes.push(probe);
    await probe.onModuleInit();
    const web = new WebSearchProbe(config, redis);
    const engine = new ProbedResearchEngine((w, onFailure, analyst) => createResearchEngine(config, db, redis, w, onFailure, analyst), web, () => chooseAnalyst(config, probe));
    return { probe, engine };
  }

  beforeAll(async () => {
    await model.start();
    const config = configWith();
    db = await createDataSource(config.databaseUrl, { poolSize: 2 }).initialize();
    redis = new Redis(config.redisUrl);
  });
  afterAll(async () => {
    for (const probe of probes) probe.onApplicationShutdown();
    await redis.del(`${prefix}:research:model`);
    await redis.quit();
    await db.destroy();
    await model.stop();
  });

  it('reads offline, and says so, with no model configured', async () => {
    const config = configWith();
    expect(config.research.analyst).toBe('auto');
    const { engine } = await worker(config);
    const outcome = await engine.run({ items: ['Alder', 'Birch'] });
    expect(outcome.items.map((i) => i.analysis)).toEqual([{ by: 'offline' }, { by: 'offline' }]);
    await expect(readModelReachability(redis, prefix)).resolves.toBeUndefined();
  });

  it('reads with the model its probe reached, and records the probe for the API', async () => {
    const { engine } = await worker(configWith({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'tiny' }));
    await expect(readModelReachability(redis, prefix)).resolves.toEqual({ model: 'tiny', reachable: true });
    const outcome = await engine.run({ items: ['Alder', 'Birch'] });
    expect(outcome.items.map((i) => i.analysis)).toEqual([{ by: 'model', model: 'tiny' }, { by: 'model', model: 'tiny' }]);
  });

  it('reads offline the one item the model fails on, and says why', async () => {
    model.failing = 'Birch';
    try {
      const { engine } = await worker(configWith({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'tiny' }));
      const outcome = await engine.run({ items: ['Alder', 'Birch'] });
      expect(outcome.items[0].analysis).toEqual({ by: 'model', model: 'tiny' });
      expect(outcome.items[1].analysis).toEqual({ by: 'offline', fallbackReason: 'The language model did not return a usable analysis of "Birch" after 3 attempts.' });
    } finally {
      model.failing = undefined;
    }
  });

  it('reads offline while the model does not answer its probe, and says why', async () => {
    const { probe, engine } = await worker(configWith({ LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'tiny' }));
    expect(probe.reachable()).toBe(false);
    await expect(readModelReachability(redis, prefix)).resolves.toEqual({ model: 'tiny', reachable: false });
    const outcome = await engine.run({ items: ['Alder', 'Birch'] });
    expect(outcome.items[0].analysis).toEqual({ by: 'offline', fallbackReason: 'the model tiny did not answer its last check (nothing answers at http://127.0.0.1:9/v1/models)' });
  });

  it('notices a model that went away at the first item it fails, not at the next scheduled probe', async () => {
    const leaving = new ModelStandIn();
    await leaving.start();
    const { probe, engine } = await worker(configWith({ LLM_BASE_URL: leaving.baseUrl, LLM_MODEL: 'tiny' }));
    expect(probe.reachable()).toBe(true);
    await leaving.stop();
    const first = await engine.run({ items: ['Alder', 'Birch'] });
    expect(first.items[0].analysis).toMatchObject({ by: 'offline', fallbackReason: expect.stringMatching(/could not be reached/) });
    // The failure started a probe of its own (the scheduled one is an hour away).
    for (let i = 0; i < 100 && probe.reachable(); i++) await new Promise((r) => setTimeout(r, 20));
    expect(probe.reachable()).toBe(false);
    const next = await engine.run({ items: ['Alder', 'Birch'] });
    expect(next.items[0].analysis).toEqual({ by: 'offline', fallbackReason: `the model tiny did not answer its last check (nothing answers at ${leaving.baseUrl}/models)` });
  });
});
