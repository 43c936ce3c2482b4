// Throughput: completed comparisons per second with 2 workers (WORKER_CONCURRENCY 2 each),
// jobs queued all at once, versus bare BullMQ jobs per second (a job = one PUBLISH) with the
// same 2 × 2 concurrency on the same Redis, and versus durable jobs per second (a job reads its
// row and stores a result in Postgres with plain pg, then PUBLISHes: bench/workers/durable-worker.mjs).
// All are counted the same way: terminal messages (`done`) arriving on pub/sub. Rounds alternate
// app, bare and durable; medians are reported.
import { randomUUID } from 'node:crypto';
import { benchPrefix, describeReplaced, describeTarget, fromDist, REDIS_URL, require, scale, sleep, TARGETS, verdict } from './lib/env.mjs';
import { dropDatabase, freshDatabase, insertUsers, pool as pgPool } from './lib/database.mjs';
import { FakeSearchProvider } from './lib/fake-search.mjs';
import { appEnv, cpuMs, startScript, startWorker, stopAll } from './lib/processes.mjs';
import { cleanupPrefix, redisClient } from './lib/redis.mjs';
import { median, round } from './lib/stats.mjs';
import { cpuPerJob, readCpu } from './lib/cpu-accounts.mjs';
import { printTable, writeResult } from './lib/report.mjs';

const { Queue } = require('bullmq');
const { RESEARCH_JOB, RESEARCH_JOB_OPTIONS, RESEARCH_QUEUE, queuePrefix } = fromDist('libs/messaging/src/index.js');
const { comparisonSlug, comparisonTitle } = fromDist('libs/contracts/src/index.js');
const { ResearchEngine } = fromDist('libs/research/src/index.js');
const { CorpusSearchProvider, RedisSearchCache, sqlRunnerFromPg } = fromDist('libs/providers/src/index.js');
const { ExtractiveAnalyst } = fromDist('libs/reader/src/index.js');

const WORKERS = 2;
const CONCURRENCY = 2;
const ROUNDS = scale(5, 1);
// Comparisons per round, for the slower variants: a round lasts 1–3 s.
const APP_JOBS = scale(80, 12);
// The instant engine finishes 80 in ~0.17 s, where the start (queueing them all) and the tail
// (the last job alone on one slot) weigh far more than in the ~0.8 s durable round it is set
// against; 400 make its round as long as the durable one's.
const INSTANT_APP_JOBS = scale(400, 12);
const BARE_JOBS = scale(3000, 300);
const DURABLE_JOBS = scale(1000, 100);
const ITEMS = ['PostgreSQL', 'MySQL'];

// BENCH_VARIANTS=instant (or "shipped,fast,instant"): only the worker set-ups whose name contains one of these words.
const onlyVariants = (process.env.BENCH_VARIANTS ?? '').split(',').map((w) => w.trim()).filter(Boolean);
const chosenVariant = (v) => onlyVariants.length === 0 || onlyVariants.some((w) => v.name.includes(w));
const prefix = benchPrefix('tput');
const databaseUrl = await freshDatabase({ corpus: true });
const db = pgPool(databaseUrl, 4);
const env = appEnv({ databaseUrl, prefix, WORKER_CONCURRENCY: String(CONCURRENCY) });
const connection = { url: REDIS_URL, maxRetriesPerRequest: null, connectionName: 'juxta-bench-throughput' };
const researchQueue = new Queue(RESEARCH_QUEUE, { connection, prefix: queuePrefix(prefix) });
const bareQueue = new Queue('bare', { connection, prefix: queuePrefix(prefix) });
const durableQueue = new Queue('durable', { connection, prefix: queuePrefix(prefix) });
const subscriber = redisClient('juxta-bench-throughput-sub');
const cacheClient = redisClient('juxta-bench-throughput-cache');
let onMessage = () => undefined;
subscriber.on('pmessage', (_p, channel, message) => onMessage(channel, message));
await subscriber.psubscribe(`${prefix}:progress:*`, `${prefix}:rt:*`);
const [userId] = await insertUsers(db, 1);
const procs = [];
const output = { settings: { items: ITEMS, workers: WORKERS, workerConcurrency: CONCURRENCY, rounds: ROUNDS, appJobs: { default: APP_JOBS, instant: INSTANT_APP_JOBS }, bareJobs: BARE_JOBS, durableJobs: DURABLE_JOBS }, variants: [] };

/** Rows as the API inserts them (status researching), ready for their jobs. */
async function insertComparisons(n) {
  const ids = Array.from({ length: n }, () => randomUUID());
  const request = { items: ITEMS, isPublic: true };
  await db.query(
    `INSERT INTO comparisons (id, user_id, title, slug, status, request, item_names, is_public)
     SELECT id, $2, $3, $4 || '-' || substr(replace(id::text, '-', ''), 1, 12), 'researching', $5, $6, true FROM unnest($1::uuid[]) AS id`,
    [ids, userId, comparisonTitle(ITEMS), comparisonSlug(ITEMS, ids[0], 8).replace(/-[0-9a-f]{8}$/, ''), JSON.stringify(request), ITEMS],
  );
  return ids;
}

/** How every event of these channels begins: `{"seq":12,"event":"done",…` (StreamEventPublisher and the baselines alike). */
const TERMINAL_HEAD = /^\{"seq":\d+,"event":"(done|error)"/;

/** Queues `ids` at once and resolves with the seconds until every one's terminal message arrived. */
function drain(ids, queue, jobName, channelPrefix, isTerminal) {
  const pending = new Set(ids);
  let failed = 0;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${pending.size} jobs not finished after 300 s`)), 300_000);
    const start = performance.now();
    onMessage = (channel, message) => {
      if (!channel.startsWith(channelPrefix)) return;
      const id = channel.slice(channelPrefix.length);
      // Only the head of a message is read: parsing every event (the item results are ~7 kB each,
      // `done` ~19 kB) cost this process ~0.3 ms per comparison, on the cores the workers need.
      const terminal = TERMINAL_HEAD.exec(message.slice(0, 48));
      if (!terminal) return;
      const event = { event: terminal[1] };
      if (!pending.has(id) || !isTerminal(event)) return;
      if (event.event === 'error') failed += 1;
      pending.delete(id);
      if (pending.size === 0) {
        clearTimeout(timer);
        resolve({ seconds: (performance.now() - start) / 1000, failed });
      }
    };
    queue
      .addBulk(ids.map((id) => ({ name: jobName, data: jobName === 'rt' ? { id } : { comparisonId: id }, opts: { ...RESEARCH_JOB_OPTIONS, jobId: id } })))
      .catch(reject);
  });
}

/** Per-process CPU per job, median over rounds, with processes of the same kind (worker 1, 2) summed. */
function medianAccounts(accounts) {
  const kind = (name) => name.replace(/-\d+$/, '');
  const summed = accounts.map((a) => {
    const out = {};
    for (const [name, ms] of Object.entries(a.perJob)) out[kind(name)] = (out[kind(name)] ?? 0) + ms;
    return out;
  });
  const names = [...new Set(summed.flatMap((s) => Object.keys(s)))];
  const perJob = Object.fromEntries(names.map((n) => [n, median(summed.map((s) => s[n] ?? 0))]));
  const total = median(summed.map((s) => Object.values(s).reduce((a, b) => a + b, 0)));
  return { perJob, total, machineBusyShare: median(accounts.map((a) => a.machineBusyShare)), wallMsPerJob: median(accounts.map((a) => a.wallMsPerJob)) };
}

// CPU the engine alone needs for this comparison (same request, same analyst), to split the
// worker's CPU per comparison into "research" and "pipeline".
async function engineCpuMs(provider, cache) {
  const engine = new ResearchEngine({ searchProviders: [provider], analyst: new ExtractiveAnalyst(), cache });
  for (let i = 0; i < 10; i++) await engine.run({ items: ITEMS });
  const n = scale(40, 5);
  const c0 = process.cpuUsage();
  for (let i = 0; i < n; i++) await engine.run({ items: ITEMS });
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000 / n;
}

try {
  for (let i = 0; i < WORKERS; i++) {
    procs.push(await startScript(`tput-bare-worker-${i + 1}`, 'workers/bare-worker.mjs', { REDIS_URL, REDIS_PREFIX: prefix, BENCH_QUEUE: 'bare', BENCH_CONCURRENCY: String(CONCURRENCY) }));
  }
  const bareWorkers = procs.slice();
  const durableWorkers = [];
  for (let i = 0; i < WORKERS; i++) {
    const env = { REDIS_URL, REDIS_PREFIX: prefix, DATABASE_URL: databaseUrl, BENCH_QUEUE: 'durable', BENCH_CONCURRENCY: String(CONCURRENCY) };
    durableWorkers.push(await startScript(`tput-durable-worker-${i + 1}`, 'workers/durable-worker.mjs', env));
  }
  procs.push(...durableWorkers);
  const variants = [
    {
      name: 'as shipped',
      detail: 'built worker: corpus search (cached in Redis after the first run) + extractive',
      start: (i) => startWorker(`tput-worker-${i}`, env),
      // As the worker runs it: corpus search behind the Redis search cache (warm after the first run).
      engineCpu: () => engineCpuMs(new CorpusSearchProvider(sqlRunnerFromPg(db)), new RedisSearchCache(cacheClient, { prefix: `${prefix}:engine-cpu:` })),
    },
    {
      name: 'fast path',
      detail: 'worker module, instant in-memory search + extractive',
      start: (i) => startScript(`tput-fast-worker-${i}`, 'workers/fast-worker.mjs', env),
      engineCpu: () => engineCpuMs(new FakeSearchProvider()),
    },
    {
      name: 'instant engine',
      detail: 'worker module, engine replaying a recorded result: no research',
      appJobs: INSTANT_APP_JOBS,
      warmupJobs: scale(2000, 12),
      start: (i) => startScript(`tput-instant-worker-${i}`, 'workers/instant-worker.mjs', env),
      // The replay computes nothing: all of the worker's CPU is the pipeline's.
      engineCpu: async () => 0,
    },
  ];
  for (const variant of variants.filter(chosenVariant)) {
    const workers = [];
    for (let i = 0; i < WORKERS; i++) workers.push(await variant.start(i + 1));
    procs.push(...workers); // stopped by the finally too, should a round throw
    const terminal = (e) => e.event === 'done' || e.event === 'error';
    // Warm-up, not measured: as many comparisons as the variant's rounds hold, and as many durable
    // jobs. A worker started for this variant is set against durable workers that have already
    // run thousands of jobs (every variant before it), and V8 keeps optimising for the first
    // ~2,000: after only 12 the instant worker's rounds cost ~2.2 ms of CPU per comparison
    // against ~1.7 later in the same run, and the share rose round by round (0.35 → 0.41).
    const warmup = variant.warmupJobs ?? scale(12, 4);
    for (let done = 0; done < warmup; done += Math.min(400, warmup - done)) {
      await drain(await insertComparisons(Math.min(400, warmup - done)), researchQueue, RESEARCH_JOB, `${prefix}:progress:`, terminal);
    }
    await drain(Array.from({ length: 200 }, () => randomUUID()), bareQueue, 'rt', `${prefix}:rt:`, terminal);
    await drain(await insertComparisons(Math.max(100, warmup)), durableQueue, 'rt', `${prefix}:rt:`, terminal);
    const rounds = [];
    const appJobs = variant.appJobs ?? APP_JOBS;
    for (let r = 0; r < ROUNDS; r++) {
      const ids = await insertComparisons(appJobs);
      const cpu0 = workers.reduce((a, w) => a + cpuMs(w.pid), 0);
      const appAccounts0 = await readCpu(db, workers);
      const app = await drain(ids, researchQueue, RESEARCH_JOB, `${prefix}:progress:`, terminal);
      const appAccounts = cpuPerJob(appAccounts0, await readCpu(db, workers), appJobs);
      const workerCpu = (workers.reduce((a, w) => a + cpuMs(w.pid), 0) - cpu0) / appJobs;
      if (app.failed) throw new Error(`${app.failed} comparisons failed`);
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM comparisons WHERE id = ANY($1) AND status = 'completed'`, [ids]);
      if (rows[0].n !== appJobs) throw new Error(`only ${rows[0].n} of ${appJobs} comparisons completed`);
      await sleep(300);
      const bareCpu0 = bareWorkers.reduce((a, w) => a + cpuMs(w.pid), 0);
      const bare = await drain(Array.from({ length: BARE_JOBS }, () => randomUUID()), bareQueue, 'rt', `${prefix}:rt:`, terminal);
      const bareCpu = (bareWorkers.reduce((a, w) => a + cpuMs(w.pid), 0) - bareCpu0) / BARE_JOBS;
      await sleep(300);
      const durableIds = await insertComparisons(DURABLE_JOBS);
      const durableCpu0 = durableWorkers.reduce((a, w) => a + cpuMs(w.pid), 0);
      const durableAccounts0 = await readCpu(db, durableWorkers);
      const durable = await drain(durableIds, durableQueue, 'rt', `${prefix}:rt:`, terminal);
      const durableAccounts = cpuPerJob(durableAccounts0, await readCpu(db, durableWorkers), DURABLE_JOBS);
      const durableCpu = (durableWorkers.reduce((a, w) => a + cpuMs(w.pid), 0) - durableCpu0) / DURABLE_JOBS;
      rounds.push({
        appPerSecond: appJobs / app.seconds,
        barePerSecond: BARE_JOBS / bare.seconds,
        durablePerSecond: DURABLE_JOBS / durable.seconds,
        workerCpuMsPerComparison: workerCpu,
        bareCpuMsPerJob: bareCpu,
        durableCpuMsPerJob: durableCpu,
        appAccounts,
        durableAccounts,
      });
      await sleep(300);
    }
    await stopAll(workers);
    const engineCpu = await variant.engineCpu();
    const appPerSecond = median(rounds.map((x) => x.appPerSecond));
    const barePerSecond = median(rounds.map((x) => x.barePerSecond));
    const workerCpu = median(rounds.map((x) => x.workerCpuMsPerComparison));
    output.variants.push({
      name: variant.name,
      detail: variant.detail,
      appPerSecond,
      barePerSecond,
      share: median(rounds.map((x) => x.appPerSecond / x.barePerSecond)),
      durablePerSecond: median(rounds.map((x) => x.durablePerSecond)),
      shareOfDurable: median(rounds.map((x) => x.appPerSecond / x.durablePerSecond)),
      durableShareOfBare: median(rounds.map((x) => x.durablePerSecond / x.barePerSecond)),
      durableCpuMsPerJob: median(rounds.map((x) => x.durableCpuMsPerJob)),
      workerCpuMsPerComparison: workerCpu,
      engineCpuMsPerComparison: engineCpu,
      pipelineCpuMsPerComparison: workerCpu - engineCpu,
      bareCpuMsPerJob: median(rounds.map((x) => x.bareCpuMsPerJob)),
      appAccounts: medianAccounts(rounds.map((x) => x.appAccounts)),
      durableAccounts: medianAccounts(rounds.map((x) => x.durableAccounts)),
      rounds,
    });
  }
} finally {
  await stopAll(procs);
  await researchQueue.close();
  await bareQueue.close();
  await durableQueue.close();
  subscriber.disconnect();
  cacheClient.disconnect();
  await db.end();
  await cleanupPrefix(prefix);
  await dropDatabase();
}

const table = printTable(
  `Throughput — ${WORKERS} workers × concurrency ${CONCURRENCY}, ${APP_JOBS} comparisons (${INSTANT_APP_JOBS} with the instant engine; ${ITEMS.join(' vs ')}) vs ${BARE_JOBS} bare jobs queued at once; medians of ${ROUNDS} rounds`,
  ['worker', 'comparisons/s', 'bare jobs/s', 'share of bare', 'target (replaced)', 'verdict', 'worker CPU ms/cmp', 'engine CPU ms', 'pipeline CPU ms', 'bare CPU ms/job'],
  output.variants.map((v) => [
    v.name,
    round(v.appPerSecond, 1),
    round(v.barePerSecond, 0),
    round(v.share, 4),
    describeReplaced('throughputShareOfBare'),
    'info',
    round(v.workerCpuMsPerComparison, 1),
    round(v.engineCpuMsPerComparison, 1),
    round(v.pipelineCpuMsPerComparison, 1),
    round(v.bareCpuMsPerJob, 2),
  ]),
);
console.log('(engine CPU: the same comparison run in-process by the bench with the same providers and cache, no job, no progress, no result write; pipeline = worker − engine)');
const durableTable = printTable(
  `Throughput — the same, against durable jobs (${DURABLE_JOBS} queued at once: read the row, store a result with plain pg, PUBLISH)`,
  ['worker', 'comparisons/s', 'durable jobs/s', 'durable / bare', 'comparisons / durable', 'target', 'verdict', 'durable CPU ms/job', 'pipeline CPU ms / durable CPU ms'],
  output.variants.map((v) => [
    v.name,
    round(v.appPerSecond, 1),
    round(v.durablePerSecond, 0),
    round(v.durableShareOfBare, 3),
    round(v.shareOfDurable, 3),
    // Round 2 sets the target for the instant engine (Juxta's pipeline alone); the others are shown beside it.
    v.name === 'instant engine' ? describeTarget('throughputShareOfDurable') : '',
    v.name === 'instant engine' ? verdict('throughputShareOfDurable', v.shareOfDurable) : 'info',
    round(v.durableCpuMsPerJob, 2),
    round(v.pipelineCpuMsPerComparison / v.durableCpuMsPerJob, 1),
  ]),
);
const accountsTable = printTable(
  'Throughput — CPU ms per comparison / per durable job, by process (medians of the rounds; redis-server and Postgres background processes are shared with anything else running)',
  ['worker', 'phase', 'wall ms/job', 'machine busy', 'total CPU ms/job', 'by process'],
  output.variants.flatMap((v) =>
    [['comparisons', v.appAccounts], ['durable jobs', v.durableAccounts]].map(([phase, a]) => [
      v.name,
      phase,
      round(a.wallMsPerJob, 2),
      `${Math.round(a.machineBusyShare * 100)} %`,
      round(a.total, 2),
      Object.entries(a.perJob)
        .sort((x, y) => y[1] - x[1])
        .map(([n, ms]) => `${n} ${round(ms, 2)}`)
        .join(', '),
    ]),
  ),
);

writeResult('throughput', { ...output, targets: { shareOfDurable: TARGETS.throughputShareOfDurable }, tables: [table, durableTable, accountsTable] });
