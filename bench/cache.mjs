// Cache: the same comparison run twice through an engine with a RedisSearchCache (as the worker
// builds it). First run: every search reaches the provider and is stored; second run: how many
// provider calls are left and how long it takes. Two providers: an in-memory one taking 200 ms
// per call (a web search engine) and the default corpus provider (Postgres full-text search).
import { benchPrefix, fromDist, scale } from './lib/env.mjs';
import { freshDatabase, dropDatabase, pool as pgPool } from './lib/database.mjs';
import { cleanupPrefix, redisClient } from './lib/redis.mjs';
import { FakeSearchProvider } from './lib/fake-search.mjs';
import { median, round } from './lib/stats.mjs';
import { printTable, writeResult } from './lib/report.mjs';

const { ResearchEngine } = fromDist('libs/research/src/index.js');
const { RedisSearchCache, CorpusSearchProvider, sqlRunnerFromPg } = fromDist('libs/providers/src/index.js');
const { ExtractiveAnalyst } = fromDist('libs/reader/src/index.js');

const REQUEST = { items: ['PostgreSQL', 'MySQL', 'SQLite'] };
const prefix = benchPrefix('cache');
const redis = redisClient('juxta-bench-cache');
const dbUrl = await freshDatabase({ corpus: true });
const db = pgPool(dbUrl, 10);

/** Counts calls and time spent in any provider. */
function counted(provider) {
  const stats = { calls: 0, busyMs: 0 };
  return {
    stats,
    provider: {
      name: provider.name,
      needsPageReader: provider.needsPageReader,
      async search(query, signal) {
        const start = performance.now();
        stats.calls += 1;
        try {
          return await provider.search(query, signal);
        } finally {
          stats.busyMs += performance.now() - start;
        }
      },
    },
  };
}

async function cacheBytes() {
  let bytes = 0;
  let keys = 0;
  let cursor = '0';
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}:search:*`, 'COUNT', 1000);
    cursor = next;
    for (const k of found) {
      keys += 1;
      bytes += await redis.strlen(k);
    }
  } while (cursor !== '0');
  return { keys, bytes };
}

async function pair(makeProvider) {
  await cleanupPrefix(prefix);
  const { provider, stats } = counted(makeProvider());
  const engine = new ResearchEngine({
    searchProviders: [provider],
    analyst: new ExtractiveAnalyst(),
    cache: new RedisSearchCache(redis, { prefix: `${prefix}:`, ttlSeconds: 3600 }),
  });
  const runOnce = async () => {
    const before = { ...stats };
    const start = performance.now();
    const outcome = await engine.run(REQUEST);
    return { ms: performance.now() - start, calls: stats.calls - before.calls, providerMs: stats.busyMs - before.busyMs, outcome };
  };
  const first = await runOnce();
  const stored = await cacheBytes();
  const second = await runOnce();
  const same = JSON.stringify(first.outcome) === JSON.stringify(second.outcome);
  return { first: { ...first, outcome: undefined }, second: { ...second, outcome: undefined }, stored, sameOutcome: same };
}

const runs = scale(5, 2);
const sections = [
  ['in-memory, 200 ms per call', () => new FakeSearchProvider({ delayMs: 200 })],
  ['corpus (Postgres full-text)', () => new CorpusSearchProvider(sqlRunnerFromPg(db))],
];
const results = [];
try {
  // One unmeasured pass per provider warms the JIT and Postgres' caches.
  for (const [, make] of sections) await pair(make);
  for (const [name, make] of sections) {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await pair(make));
    results.push({
      provider: name,
      runs,
      firstCalls: samples[0].first.calls,
      secondCalls: samples[0].second.calls,
      firstMs: median(samples.map((s) => s.first.ms)),
      secondMs: median(samples.map((s) => s.second.ms)),
      speedup: median(samples.map((s) => s.first.ms / s.second.ms)),
      keys: samples[0].stored.keys,
      bytes: samples[0].stored.bytes,
      sameOutcome: samples.every((s) => s.sameOutcome),
      samples,
    });
  }
} finally {
  await cleanupPrefix(prefix);
  redis.disconnect();
  await db.end();
  await dropDatabase();
}

const table = printTable(
  `Cache — the same 3-item comparison twice, RedisSearchCache (medians of ${runs} pairs, cache emptied before each pair)`,
  ['provider', 'run 1 calls', 'run 1 ms', 'run 2 calls', 'run 2 ms', 'speed-up', 'keys', 'cached kB', 'same result'],
  results.map((r) => [r.provider, r.firstCalls, round(r.firstMs, 0), r.secondCalls, round(r.secondMs, 0), `${round(r.speedup, 1)}×`, r.keys, round(r.bytes / 1024, 0), r.sameOutcome ? 'yes' : 'NO']),
);

writeResult('cache', { settings: { request: REQUEST, runs }, results, tables: [table] });
