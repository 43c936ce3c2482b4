// Research parallelism: a 10-item comparison through the real ResearchEngine and the
// ExtractiveAnalyst, with a search provider whose every call takes 200 ms. Wall time versus
// the sum of the provider calls' durations (what a one-call-at-a-time engine would take).
import { describeTarget, fromDist, meets, scale, TARGETS, verdict } from './lib/env.mjs';
import { FakeSearchProvider } from './lib/fake-search.mjs';
import { median, round } from './lib/stats.mjs';
import { printTable, writeResult } from './lib/report.mjs';

const { ResearchEngine } = fromDist('libs/research/src/index.js');
const { ExtractiveAnalyst } = fromDist('libs/reader/src/index.js');
const { loadConfig } = fromDist('libs/config/src/index.js');

const DELAY_MS = 200;
const ITEMS = ['PostgreSQL', 'MySQL', 'SQLite', 'MariaDB', 'MongoDB', 'Redis', 'Cassandra', 'CockroachDB', 'DynamoDB', 'Oracle Database'];
// The worker builds its engine with RESEARCH_CONCURRENCY (its default in libs/config) and the
// engine's own default of 4 searches in flight per item.
const defaultConcurrency = loadConfig({}).research.concurrency;

async function once(concurrency) {
  const provider = new FakeSearchProvider({ delayMs: DELAY_MS });
  const engine = new ResearchEngine({ searchProviders: [provider], analyst: new ExtractiveAnalyst(), concurrency });
  const start = performance.now();
  const outcome = await engine.run({ items: ITEMS });
  const wall = performance.now() - start;
  return { wallMs: wall, calls: provider.calls, providerMs: provider.busyMs, ratio: wall / provider.busyMs, dimensions: outcome.dimensions.length, category: outcome.category };
}

const runs = scale(5, 2);
const results = [];
// The sweep the default is chosen from (with bench/item-results.mjs).
for (const concurrency of [...new Set([defaultConcurrency, 1, 3, 5, 10])]) {
  const samples = [];
  const n = concurrency === defaultConcurrency ? runs : scale(2, 1);
  for (let i = 0; i < n; i++) samples.push(await once(concurrency));
  const s0 = samples[0];
  // With unlimited concurrency the engine needs two provider round trips: the overview search
  // (which settles the category and so the dimensions), then the dimension searches.
  results.push({
    concurrency,
    runs: n,
    dimensions: s0.dimensions,
    category: s0.category,
    calls: s0.calls,
    wallMs: median(samples.map((s) => s.wallMs)),
    providerMs: median(samples.map((s) => s.providerMs)),
    ratio: median(samples.map((s) => s.ratio)),
    criticalPathMs: 2 * DELAY_MS,
    samples,
  });
}

const main = results.find((r) => r.concurrency === defaultConcurrency);
const ok = meets('researchWallOverSum', main.ratio);
const table = printTable(
  `Research parallelism — 10 items, every provider call ${DELAY_MS} ms, extractive analyst (medians)`,
  ['RESEARCH_CONCURRENCY', 'runs', 'dimensions', 'provider calls', 'sum of calls ms', 'wall ms', 'wall / sum', 'target', 'verdict'],
  results.map((r) => [
    r.concurrency === defaultConcurrency ? `${r.concurrency} (default)` : r.concurrency,
    r.runs,
    r.dimensions,
    r.calls,
    round(r.providerMs, 0),
    round(r.wallMs, 0),
    round(r.ratio, 3),
    r.concurrency === defaultConcurrency ? describeTarget('researchWallOverSum') : '',
    r.concurrency === defaultConcurrency ? verdict('researchWallOverSum', r.ratio) : '',
  ]),
);
console.log(`(two dependent provider round trips are the floor: ${2 * DELAY_MS} ms at unlimited concurrency)`);

writeResult('research-parallelism', {
  settings: { items: ITEMS, delayMs: DELAY_MS, searchConcurrencyPerItem: 4, defaultConcurrency },
  targets: { wallOverSum: TARGETS.researchWallOverSum },
  results,
  pass: { ratio: ok },
  tables: [table],
});
