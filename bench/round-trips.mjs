// Where a comparison's overhead goes: (1) a census of the Redis and Postgres round trips the
// API and the worker make per comparison (counting proxies between them and the servers;
// client writes ≈ round trips), and (2) the cost of publishing one progress event as the
// worker does it (StreamEventPublisher: one Lua script, one round trip) versus the way it did
// before (MULTI INCR+EXPIRE, PUBLISH, job.updateProgress: three round trips).
import { randomUUID } from 'node:crypto';
import { benchPrefix, fromDist, REDIS_URL, require, scale } from './lib/env.mjs';
import { dropDatabase, freshDatabase } from './lib/database.mjs';
import { countingProxy } from './lib/counting-proxy.mjs';
import { agent, signUp, timedStream } from './lib/http.mjs';
import { appEnv, startApi, startScript, stopAll } from './lib/processes.mjs';
import { cleanupPrefix, redisClient } from './lib/redis.mjs';
import { median, round } from './lib/stats.mjs';
import { printTable, writeResult } from './lib/report.mjs';

const { Queue } = require('bullmq');
const { StreamEventPublisher, progressChannel, queuePrefix, streamSeqKey, STREAM_STATE_TTL_SECONDS } = fromDist('libs/messaging/src/index.js');

const REQUEST = { items: ['PostgreSQL', 'MySQL'] };
const COMPARISONS = scale(20, 4);
const prefix = benchPrefix('rt');
const databaseUrl = await freshDatabase({ corpus: true });
const redisPort = Number(new URL(REDIS_URL).port || 6379);
const pgPort = Number(new URL(databaseUrl).port || 5432);
const viaProxy = (url, port) => {
  const u = new URL(url);
  u.port = String(port);
  return u.toString();
};

const proxies = {};
const procs = [];
const result = { settings: { request: REQUEST, comparisons: COMPARISONS } };
try {
  // 1. Census
  for (const name of ['apiRedis', 'apiPg', 'workerRedis', 'workerPg']) proxies[name] = await countingProxy(name.endsWith('Redis') ? redisPort : pgPort);
  const base = appEnv({ databaseUrl, prefix });
  const api = await startApi('rt-api', { ...base, REDIS_URL: viaProxy(REDIS_URL, proxies.apiRedis.port), DATABASE_URL: viaProxy(databaseUrl, proxies.apiPg.port) });
  procs.push(api);
  procs.push(await startScript('rt-fast-worker', 'workers/fast-worker.mjs', { ...base, WORKER_CONCURRENCY: '1', REDIS_URL: viaProxy(REDIS_URL, proxies.workerRedis.port), DATABASE_URL: viaProxy(databaseUrl, proxies.workerPg.port) }));
  const cookie = await signUp(api.url);
  const a = agent();
  const once = async () => {
    const r = await timedStream(`${api.url}/api/compare`, { method: 'POST', body: REQUEST, cookie, agent: a });
    if (r.status !== 200 || r.events.at(-1) !== 'done') throw new Error(`compare failed: ${r.status} ${r.body ?? ''}`);
    return r;
  };
  for (let i = 0; i < 3; i++) await once();
  // Idle traffic (BullMQ's blocking waits, lock renewals) is measured over the same time and removed.
  const snap = () => Object.fromEntries(Object.entries(proxies).map(([k, p]) => [k, p.snapshot()]));
  const idle0 = snap();
  const idleStart = performance.now();
  await new Promise((r) => setTimeout(r, 2000));
  const idle1 = snap();
  const idleMs = performance.now() - idleStart;
  const before = snap();
  const start = performance.now();
  let events = 0;
  for (let i = 0; i < COMPARISONS; i++) events += (await once()).events.length;
  const busyMs = performance.now() - start;
  const after = snap();
  const perComparison = (k, f) => {
    const idleRate = (idle1[k][f] - idle0[k][f]) / idleMs;
    return (after[k][f] - before[k][f] - idleRate * busyMs) / COMPARISONS;
  };
  result.census = {
    eventsPerComparison: events / COMPARISONS,
    api: { redisRoundTrips: perComparison('apiRedis', 'clientWrites'), pgRoundTrips: perComparison('apiPg', 'clientWrites'), redisBytesIn: perComparison('apiRedis', 'serverBytes') },
    worker: { redisRoundTrips: perComparison('workerRedis', 'clientWrites'), pgRoundTrips: perComparison('workerPg', 'clientWrites'), redisBytesOut: perComparison('workerRedis', 'clientBytes') },
  };
  await stopAll(procs.splice(0));

  // 2. Publishing one progress event
  const redis = redisClient('juxta-bench-rt-publish');
  const queue = new Queue('census', { connection: { url: REDIS_URL, maxRetriesPerRequest: null }, prefix: queuePrefix(prefix) });
  const job = await queue.add('census', { comparisonId: randomUUID() });
  const comparisonId = randomUUID();
  const data = { status: 'researching', message: 'Scoring PostgreSQL on Performance', itemsCompleted: 0, totalItems: 2, currentStep: 'researching', stage: 'researching', comparisonId, item: 'PostgreSQL' };
  // Before: number it, publish it, keep it on the job — three round trips one after another.
  const legacyEmit = async () => {
    const key = streamSeqKey(prefix, comparisonId);
    const [[, seq]] = await redis.multi().incr(key).expire(key, STREAM_STATE_TTL_SECONDS).exec();
    const event = { event: 'progress', data, seq };
    await redis.publish(progressChannel(prefix, comparisonId), JSON.stringify(event));
    await job.updateProgress(event);
  };
  const publisher = new StreamEventPublisher(redis, prefix);
  const shippedEmit = () => publisher.publish(comparisonId, { event: 'progress', data });
  const measure = async (fn, n) => {
    for (let i = 0; i < 50; i++) await fn();
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    for (let i = 0; i < n; i++) await fn();
    const wall = (performance.now() - t0) / n;
    const c = process.cpuUsage(c0);
    return { wallMs: wall, cpuMs: (c.user + c.system) / 1000 / n };
  };
  const n = scale(1000, 100);
  const samples = { before: [], shipped: [] };
  for (let r = 0; r < scale(5, 2); r++) {
    samples.before.push(await measure(legacyEmit, n));
    samples.shipped.push(await measure(shippedEmit, n));
  }
  result.publish = {
    eventsPerRound: n,
    before: { wallMs: median(samples.before.map((s) => s.wallMs)), cpuMs: median(samples.before.map((s) => s.cpuMs)), roundTrips: 3 },
    shipped: { wallMs: median(samples.shipped.map((s) => s.wallMs)), cpuMs: median(samples.shipped.map((s) => s.cpuMs)), roundTrips: 1 },
    samples,
  };
  await queue.close();
  redis.disconnect();
} finally {
  await stopAll(procs);
  for (const p of Object.values(proxies)) await p.close();
  await cleanupPrefix(prefix);
  await dropDatabase();
}

const c = result.census;
const tables = [
  printTable(
    `Round trips per comparison (${REQUEST.items.join(' vs ')}, fast-path worker, ${COMPARISONS} comparisons one after another; idle traffic removed)`,
    ['process', 'Redis round trips', 'Postgres round trips', 'SSE events'],
    [
      ['API (POST /api/compare + relay)', round(c.api.redisRoundTrips, 1), round(c.api.pgRoundTrips, 1), round(c.eventsPerComparison, 0)],
      ['worker (job)', round(c.worker.redisRoundTrips, 1), round(c.worker.pgRoundTrips, 1), ''],
    ],
  ),
  printTable(
    `Publishing one progress event (medians of rounds of ${result.publish.eventsPerRound} events, one after another, as the worker's ProgressPublisher does)`,
    ['way', 'Redis round trips', 'ms per event', 'client CPU ms per event', 'per 2-item comparison (×events) ms'],
    ['before', 'shipped'].map((k) => [
      k === 'before' ? 'before: MULTI INCR+EXPIRE, PUBLISH, job.updateProgress' : 'shipped: StreamEventPublisher, one Lua script (INCR, EXPIRE, PUBLISH, SET snapshot)',
      result.publish[k].roundTrips,
      round(result.publish[k].wallMs, 3),
      round(result.publish[k].cpuMs, 3),
      round(result.publish[k].wallMs * c.eventsPerComparison, 1),
    ]),
  ),
];
writeResult('round-trips', { ...result, tables });
