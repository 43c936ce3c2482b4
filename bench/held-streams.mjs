// Held streams: how many open SSE streams one API process holds, and the memory each costs.
// Comparisons are inserted in status `researching` with no job, so they never finish; clients
// open GET /api/comparisons/{id}/events on them (anonymous: they are public) in steps. At each
// step: RSS of the API, the time one PUBLISH per comparison takes to reach every stream
// (proof the streams are live, and the fan-out cost), open errors, and the first byte of a new
// stream opened alone while the others are held (a viewer arriving at a busy instance).
// Memory is read twice at each step: RSS as it is (garbage not yet collected included, as round 1
// and 2 measured it), then RSS and V8 heap after a full GC asked for through the API's inspector
// (what the held streams retain; nothing in the app is changed for it).
import http from 'node:http';
import { benchPrefix, describeTarget, scale, sleep, TARGETS, verdict } from './lib/env.mjs';
import { dropDatabase, freshDatabase, insertUsers, pool as pgPool } from './lib/database.mjs';
import { appEnv, cpuMs, rssBytes, startApi, stopAll } from './lib/processes.mjs';
import { cleanupPrefix, redisClient } from './lib/redis.mjs';
import { collectGarbage, memoryUsage } from './lib/inspector.mjs';
import { percentile, round } from './lib/stats.mjs';
import { printTable, writeResult } from './lib/report.mjs';
import { execSync } from 'node:child_process';

const STEPS = scale([500, 1000, 2000, 4000, 10000, 12000], [100, 200]);
/** New streams opened one at a time at each step, on comparisons of their own, for the first-byte p95. */
const PROBES = scale(60, 10);
const OPEN_PARALLEL = 50;
const max = STEPS.at(-1);

const fdLimit = Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim());
if (Number.isFinite(fdLimit) && fdLimit < max + 500) {
  console.log(`ulimit -n is ${fdLimit}: the steps above ${fdLimit - 500} may fail for lack of file descriptors (raise it: ulimit -n 65536).`);
}

const prefix = benchPrefix('held');
const databaseUrl = await freshDatabase({ corpus: false });
const db = pgPool(databaseUrl, 2);
const redis = redisClient('juxta-bench-held');
const [userId] = await insertUsers(db, 1);
const { rows } = await db.query(
  `INSERT INTO comparisons (id, user_id, title, slug, status, request, item_names, is_public)
   SELECT gen_random_uuid(), $1, 'Held ' || g || ' vs Stream', 'held-' || g || '-vs-stream-' || g, 'researching',
          '{"items":["Held","Stream"],"isPublic":true}', ARRAY['Held ' || g, 'Stream'], true
     FROM generate_series(1, $2::int) g
   RETURNING id`,
  [userId, max + PROBES * STEPS.length],
);
const ids = rows.map((r) => r.id).slice(0, max);
const probeIds = rows.map((r) => r.id).slice(max);
const env = appEnv({ databaseUrl, prefix, SSE_HEARTBEAT_MS: '15000' });
const api = await startApi('held-api', env, { inspect: true });
/** RSS and V8 heap in use after a full GC. */
async function retained() {
  await collectGarbage(api.inspectPort);
  await sleep(500);
  const { heapUsed } = await memoryUsage(api.inspectPort);
  return { rss: rssBytes(api.pid), heapUsed };
}
const streams = [];
const steps = [];
let failures = 0;
let firstFailure = '';
let afterCloseRssMiB = NaN;
const reopen = {};

/** Opens one stream; resolves when its headers arrived (status 200), tracks what it receives. */
function openStream(id) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.get(`${api.url}/api/comparisons/${id}/events`, { agent: false, headers: { Accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return reject(new Error(`status ${res.statusCode}`));
      }
      const s = { id, req, res, received: 0, lastAt: 0, waitingFor: null };
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        if (s.waitingFor && chunk.includes(s.waitingFor)) {
          s.received += 1;
          s.lastAt = performance.now();
          s.waitingFor = null;
        }
      });
      res.on('error', () => undefined);
      res.on('close', () => (s.closedAt ??= performance.now()));
      resolve({ stream: s, openMs: performance.now() - t0 });
    });
    req.on('error', reject);
    req.setTimeout(60_000, () => req.destroy(new Error('open timed out')));
  });
}

try {
  // Warm-up: a few streams opened and closed, then let the heap settle.
  for (const w of await Promise.all(ids.slice(0, 20).map(openStream))) w.stream.req.destroy();
  await sleep(3000);
  // Both baselines after a full GC: the warm-up's garbage is not counted as freed by the streams
  // (the as-read figure can only come out higher for it, never lower).
  const base = await retained();
  const baseRss = base.rss;
  let next = 0;
  for (const target of STEPS) {
    const openMs = [];
    const cpu0 = cpuMs(api.pid);
    const t0 = performance.now();
    while (next < target) {
      const batch = ids.slice(next, Math.min(target, next + OPEN_PARALLEL));
      next += batch.length;
      const opened = await Promise.allSettled(batch.map(openStream));
      for (const o of opened) {
        if (o.status === 'fulfilled') {
          streams.push(o.value.stream);
          openMs.push(o.value.openMs);
        } else {
          failures += 1;
          firstFailure ||= o.reason?.message ?? String(o.reason);
        }
      }
    }
    const openSeconds = (performance.now() - t0) / 1000;
    const openCpuMs = (cpuMs(api.pid) - cpu0) / Math.max(1, openMs.length);
    await sleep(3000);
    const rss = rssBytes(api.pid);
    const after = await retained();
    // New streams while these are held, one at a time (not a burst): time to the first byte (the
    // response head, flushed before anything is read), then closed again.
    const firstByteMs = [];
    for (const id of probeIds.splice(0, PROBES)) {
      try {
        const o = await openStream(id);
        firstByteMs.push(o.openMs);
        o.stream.req.destroy();
      } catch (err) {
        firstFailure ||= `probe: ${err?.message ?? err}`;
      }
    }
    // One event to every held comparison, published at once; time until all arrived.
    const seq = 1000 + steps.length;
    const marker = `"probe":${seq}`;
    for (const s of streams) s.waitingFor = marker;
    const pipe = redis.pipeline();
    const message = (id) => JSON.stringify({ seq, event: 'progress', data: { status: 'researching', message: 'probe', itemsCompleted: 0, totalItems: 2, currentStep: 'probe', stage: 'searching', comparisonId: id, probe: seq } });
    for (const s of streams) pipe.publish(`${prefix}:progress:${s.id}`, message(s.id));
    const p0 = performance.now();
    const cpuPublish0 = cpuMs(api.pid);
    await pipe.exec();
    const deadline = Date.now() + 30_000;
    while (streams.some((s) => s.waitingFor) && Date.now() < deadline) await sleep(20);
    const missed = streams.filter((s) => s.waitingFor).length;
    const closedByServer = streams.filter((s) => s.closedAt !== undefined).length;
    let missedAgain;
    if (missed) {
      console.log(`  ${missed} streams missed the probe; ${closedByServer} had been closed by the server; API ${api.exited() === null ? 'running' : `exited (${api.exited()})`}`);
      // Once more, to tell a lost publish (subscriber reconnecting, Redis paused) from dead streams.
      const again = streams.filter((s) => s.waitingFor);
      const retry = redis.pipeline();
      for (const s of again) {
        s.waitingFor = `"probe":${seq + 500}`;
        retry.publish(`${prefix}:progress:${s.id}`, message(s.id).replace(`"seq":${seq}`, `"seq":${seq + 500}`).replace(`"probe":${seq}`, `"probe":${seq + 500}`));
      }
      await retry.exec();
      const until = Date.now() + 30_000;
      while (again.some((s) => s.waitingFor) && Date.now() < until) await sleep(20);
      missedAgain = again.filter((s) => s.waitingFor).length;
      console.log(`  second probe: ${missedAgain} of ${again.length} still missed`);
    }
    const latencies = streams.filter((s) => !s.waitingFor).map((s) => s.lastAt - p0);
    const fanoutCpuMs = cpuMs(api.pid) - cpuPublish0;
    steps.push({
      streams: streams.length,
      openFailures: failures,
      openRatePerSecond: openMs.length / openSeconds,
      openP50Ms: percentile(openMs, 50),
      openP95Ms: percentile(openMs, 95),
      openCpuMsPerStream: openCpuMs,
      rssMiB: rss / 2 ** 20,
      rssDeltaMiB: (rss - baseRss) / 2 ** 20,
      kibPerStream: (rss - baseRss) / 1024 / streams.length,
      rssAfterGcMiB: after.rss / 2 ** 20,
      kibPerStreamAfterGc: (after.rss - base.rss) / 1024 / streams.length,
      heapKibPerStreamAfterGc: (after.heapUsed - base.heapUsed) / 1024 / streams.length,
      closedByServer,
      newStreamFirstByte: { n: firstByteMs.length, p50Ms: percentile(firstByteMs, 50), p95Ms: percentile(firstByteMs, 95) },
      fanout: { missed, missedAgain, p50Ms: percentile(latencies, 50), p95Ms: percentile(latencies, 95), maxMs: Math.max(...latencies), apiCpuMs: fanoutCpuMs },
    });
    console.log(`  ${streams.length} streams open (${failures} failed), RSS ${round(rss / 2 ** 20, 0)} MiB (${round((rss - baseRss) / 1024 / streams.length, 1)} KiB/stream; after a full GC ${round((after.rss - base.rss) / 1024 / streams.length, 1)} KiB, heap ${round((after.heapUsed - base.heapUsed) / 1024 / streams.length, 1)} KiB), new stream first byte p95 ${round(percentile(firstByteMs, 95), 1)} ms, fan-out to all in ${round(Math.max(...latencies), 0)} ms, missed ${missed}`);
    if (failures > 0.05 * target || missed > 0) break;
  }
  for (const s of streams) s.req.destroy();
  await sleep(3000);
  afterCloseRssMiB = rssBytes(api.pid) / 2 ** 20;
  // Leak check: streams opened and closed again, three times. Memory that closed streams leave
  // behind (listeners, timers, closures) would make RSS climb cycle after cycle; reused memory
  // makes it level off (V8 returns little to the OS, so RSS after closing stays high).
  const cycleStreams = streams.slice(0, Math.min(streams.length, 2000));
  reopen.streams = cycleStreams.length;
  reopen.cycles = [];
  for (let cycle = 0; cycle < 3; cycle++) {
    const again = [];
    for (let i = 0; i < cycleStreams.length; i += OPEN_PARALLEL) {
      const opened = await Promise.allSettled(cycleStreams.slice(i, i + OPEN_PARALLEL).map((s) => openStream(s.id)));
      again.push(...opened.filter((o) => o.status === 'fulfilled').map((o) => o.value.stream));
    }
    await sleep(1000);
    const openRssMiB = rssBytes(api.pid) / 2 ** 20;
    for (const s of again) s.req.destroy();
    await sleep(2000);
    const closedRssMiB = rssBytes(api.pid) / 2 ** 20;
    const closedAfterGc = await retained();
    reopen.cycles.push({ opened: again.length, openRssMiB, closedRssMiB, closedRssAfterGcMiB: closedAfterGc.rss / 2 ** 20, closedHeapAfterGcMiB: closedAfterGc.heapUsed / 2 ** 20 });
  }
  reopen.afterCloseRssMiB = reopen.cycles.at(-1).closedRssMiB;
} finally {
  await stopAll([api]);
  redis.disconnect();
  await db.end();
  await cleanupPrefix(prefix);
  await dropDatabase();
}

const held = Math.max(0, ...steps.filter((s) => s.fanout.missed === 0 && s.openFailures === 0).map((s) => s.streams));
const perStream = steps.at(-1)?.kibPerStream;
const perStreamAfterGc = steps.at(-1)?.kibPerStreamAfterGc;
// The first byte of a new stream while the most streams were held.
const firstByteP95 = steps.at(-1)?.newStreamFirstByte.p95Ms;
const table = printTable(
  `Held streams — one API process, anonymous GET /api/comparisons/{id}/events on researching comparisons (heartbeat 15 s)`,
  ['open streams', 'failed', 'opened/s', 'open p95 ms', 'API CPU ms/open', 'RSS MiB', 'RSS Δ MiB', 'KiB/stream', 'after a full GC: RSS MiB', 'RSS KiB/stream', 'V8 heap KiB/stream', 'new stream first byte p50 / p95 ms', 'fan-out p95 ms', 'fan-out max ms', 'missed'],
  steps.map((s) => [s.streams, s.openFailures, round(s.openRatePerSecond, 0), round(s.openP95Ms, 1), round(s.openCpuMsPerStream, 2), round(s.rssMiB, 0), round(s.rssDeltaMiB, 1), round(s.kibPerStream, 1), round(s.rssAfterGcMiB, 0), round(s.kibPerStreamAfterGc, 1), round(s.heapKibPerStreamAfterGc, 1), `${round(s.newStreamFirstByte.p50Ms, 1)} / ${round(s.newStreamFirstByte.p95Ms, 1)}`, round(s.fanout.p95Ms, 0), round(s.fanout.maxMs, 0), s.fanout.missed]),
);
const summaryTable = printTable(`Held streams — verdict, and a leak check (all closed, then ${reopen.streams} opened and closed 3 times: RSS must level off, not climb)`, ['held with every event delivered', 'target', 'verdict', 'memory per stream (RSS)', 'target', 'verdict', 'memory per stream (RSS after a full GC)', 'verdict', 'new stream first byte p95 while held', 'target', 'verdict', 'RSS peak', 'after closing all', 'RSS after each open/close cycle'], [
  [held, describeTarget('heldStreams'), verdict('heldStreams', held), `${round(perStream, 1)} KiB`, describeTarget('heldStreamKiB', ' KiB'), verdict('heldStreamKiB', perStream), `${round(perStreamAfterGc, 1)} KiB`, verdict('heldStreamKiB', perStreamAfterGc), `${round(firstByteP95, 1)} ms`, describeTarget('heldNewStreamFirstByteP95Ms', ' ms'), verdict('heldNewStreamFirstByteP95Ms', firstByteP95), `${round(steps.at(-1)?.rssMiB, 0)} MiB`, `${round(afterCloseRssMiB, 0)} MiB`, reopen.cycles.map((c) => `${round(c.closedRssMiB, 0)}`).join(' → ') + ` MiB (after a full GC: ${reopen.cycles.map((c) => round(c.closedRssAfterGcMiB, 0)).join(' → ')} MiB)`],
]);

writeResult('held-streams', { targets: { streams: TARGETS.heldStreams, kibPerStream: TARGETS.heldStreamKiB, newStreamFirstByteP95Ms: TARGETS.heldNewStreamFirstByteP95Ms }, steps, held, kibPerStream: perStream, kibPerStreamAfterGc: perStreamAfterGc, newStreamFirstByteP95Ms: firstByteP95, afterCloseRssMiB, reopen, firstFailure, tables: [table, summaryTable] });
