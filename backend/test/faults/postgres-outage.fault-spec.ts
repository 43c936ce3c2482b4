import { startApi, startWorker, type RunningProcess } from '../support/processes';
import { startSlowWikipedia } from '../support/slow-wikipedia';
import {
  type Api,
  comparisonIdOf,
  deliveryFaults,
  describeStreams,
  directDb,
  itemsFor,
  jobFacts,
  readiness,
  requirement,
  rowsOf,
  scenarioEnv,
  signUpUsers,
  sleep,
  stopAll,
  waitFor,
} from './support/fault-kit';
import { follow, type Follower, outcome } from './support/followed-stream';
import { type OwnRedis, startOwnRedis } from './support/own-redis';
import { printReport, recordScenario } from './support/report';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';

const COMPARISONS = 8;
const CUT_MS = 8000;
/** After Postgres is back, every comparison must be completed or failed within this. */
const SETTLE_BOUND_MS = 45_000;

/**
 * c. Postgres becomes unreachable (a proxy in front of it is cut: connections destroyed, new
 * ones refused) while 8 comparisons run. Readiness and compare answer 503 {error} quickly;
 * when it returns, nothing is half-written: every comparison row ends completed or failed, and
 * its stream ends with `done` or `error`.
 */
describe('faults: Postgres unreachable', () => {
  const started = Date.now();
  let redis: OwnRedis;
  let proxy: TcpProxy;
  let api: Api | undefined;
  const workers: RunningProcess[] = [];
  let wiki: Awaited<ReturnType<typeof startSlowWikipedia>>;
  const db = directDb();

  beforeAll(async () => {
    redis = await startOwnRedis();
    wiki = await startSlowWikipedia(700);
    const direct = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/juxta');
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  });

  afterAll(async () => {
    printReport('c');
    await stopAll([...workers, api]);
    await proxy?.close();
    await wiki?.close();
    await redis?.close();
    await db.end();
  });

  it('answers 503 quickly while it is down and leaves nothing half-written', async () => {
    const viaProxy = new URL(process.env.DATABASE_URL ?? '');
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const env = scenarioEnv(redis.url, { DATABASE_URL: viaProxy.toString() });
    const workerEnv = { ...env, RESEARCH_SEARCH: 'corpus,wikipedia', WIKIPEDIA_URL: wiki.url, WORKER_CONCURRENCY: '4', JOB_LOCK_MS: '2000', JOB_STALLED_INTERVAL_MS: '1000' };
    api = await startApi(env);
    const apiUrl = api.url;
    workers.push(...(await Promise.all([startWorker(workerEnv), startWorker(workerEnv)])));
    const users = await signUpUsers(apiUrl, 2);
    const cookieOf = (i: number) => users[i % users.length].cookie;
    const tag = `c${Date.now().toString(36).slice(-4)}n`;

    const streams: Follower[] = Array.from({ length: COMPARISONS }, (_, i) => follow(`${apiUrl}/api/compare`, { cookie: cookieOf(i), body: { items: itemsFor(i, tag) } }));
    await waitFor('research to be under way', () => streams.filter((s) => s.state.events.some((e) => e.data.currentStep !== 'queued')).length >= COMPARISONS / 2, 60_000);

    await proxy.cut();
    const cutAt = Date.now();
    const refusals: { status: number; ms: number; body: unknown }[] = [];
    const readinessDown: { status: number; ms: number }[] = [];
    while (Date.now() - cutAt < CUT_MS) {
      const t0 = Date.now();
      const res = await fetch(`${apiUrl}/api/compare`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookieOf(refusals.length) },
        body: JSON.stringify({ items: itemsFor(1000 + refusals.length, tag) }),
        signal: AbortSignal.timeout(15_000),
      }).catch(() => undefined);
      refusals.push({ status: res?.status ?? 0, ms: Date.now() - t0, body: await res?.json().catch(() => undefined) });
      const t1 = Date.now();
      readinessDown.push({ status: (await readiness(api)).status, ms: Date.now() - t1 });
      await sleep(400);
    }

    await proxy.restore();
    const backAt = Date.now();
    await waitFor('the API ready again', async () => (await readiness(api!)).status === 200, 60_000, 100);
    const probe = follow(`${apiUrl}/api/compare`, { cookie: cookieOf(0), body: { items: itemsFor(2000, tag) } });
    await waitFor('a new comparison to stream', () => probe.state.events.length > 0 || !!probe.state.finishedAt, 60_000, 20);
    const recoveryMs = Date.now() - backAt;
    const probeOpened = probe.state.status === 200 && probe.state.events.length > 0;

    // Every row of these users ends completed or failed; none stays "researching" (half-written).
    const userIds = users.map((u) => u.id);
    await waitFor('every comparison row to be completed or failed', async () => (await rowsOf(db, userIds)).every((r) => r.status !== 'researching'), SETTLE_BOUND_MS, 500).catch(
      () => undefined,
    );
    const bound = setTimeout(() => [...streams, probe].forEach((s) => s.abort()), 5_000);
    const results = await Promise.all(streams.map((s) => s.finished));
    await probe.finished;
    clearTimeout(bound);

    const rows = await rowsOf(db, userIds);
    const ids = new Set(results.map(comparisonIdOf).filter((id): id is string => !!id));
    const probeId = comparisonIdOf(probe.state);
    const statusOf = new Map(rows.map((r) => [r.id, r.status]));
    const completed = results.filter((r) => outcome(r) === 'done' && statusOf.get(comparisonIdOf(r) ?? '') === 'completed').length;
    const failedCleanly = results.filter((r) => outcome(r) === 'error' && statusOf.get(comparisonIdOf(r) ?? '') === 'failed').length;
    const halfWritten = rows.filter((r) => r.status === 'researching');
    const strayRows = rows.filter((r) => !ids.has(r.id) && r.id !== probeId);
    // A compare whose request reached the API only after the cut is refused like the ones sent then.
    const refused = results.filter((r) => outcome(r) === 'refused' && r.status === 503);
    const hung = results.filter((r) => outcome(r) === 'none');
    const duplicated = results.filter((r) => deliveryFaults(r).dones > 1 || deliveryFaults(r).repeated).length;
    const slowest503 = Math.max(...refusals.map((r) => r.ms));
    const slowestReadiness = Math.max(...readinessDown.map((r) => r.ms));

    // Described before the requirements are asserted (the first unmet one throws).
    if (halfWritten.length || hung.length) {
      const stuck = results.filter((r) => outcome(r) === 'none' || statusOf.get(comparisonIdOf(r) ?? '') === 'researching');
      const facts = await jobFacts(redis.url, env.REDIS_PREFIX, stuck.map((r) => comparisonIdOf(r) ?? ''));
      process.stdout.write(`\nScenario c, comparisons left unfinished:\n${describeStreams(stuck, facts, cutAt)}\n`);
    }
    const gaps: string[] = [];
    requirement(
      gaps,
      halfWritten.length === 0,
      `nothing half-written: ${halfWritten.length} comparison rows still "researching" ${SETTLE_BOUND_MS / 1000} s after Postgres returned (finding 4)`,
    );
    requirement(gaps, hung.length === 0, `no stream hangs: ${hung.length} streams got neither done nor error (finding 4)`);
    recordScenario({
      key: 'c',
      scenario: `Postgres unreachable (${CUT_MS / 1000} s, proxy cut)`,
      runs: COMPARISONS,
      completed,
      lost: COMPARISONS - completed - failedCleanly - refused.length,
      duplicated,
      maxRecoveryMs: recoveryMs,
      notes:
        `Postgres cut: ${completed} done, ${failedCleanly} failed with an error event, ${refused.length} refused with 503 before a stream opened, ` +
        `${halfWritten.length} rows left researching, ${hung.length} streams hung; ` +
        `while down ${refusals.filter((r) => r.status === 503).length}/${refusals.length} compare answers were 503 (slowest ${slowest503} ms), ` +
        `readiness ${readinessDown.filter((r) => r.status === 503).length}/${readinessDown.length} 503 (slowest ${slowestReadiness} ms); ` +
        `recovery = proxy restored → API ready and a new compare streaming; ${strayRows.length} rows written while down`,
      gaps,
      durationMs: Date.now() - started,
    });

    expect(refusals.length).toBeGreaterThan(0);
    for (const r of refusals) {
      expect(r.status).toBe(503);
      expect(r.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
      expect(r.ms).toBeLessThan(2000);
    }
    expect(readinessDown.map((r) => r.status)).toEqual(readinessDown.map(() => 503));
    expect(slowestReadiness).toBeLessThan(2000);
    expect(probeOpened).toBe(true);
    expect(strayRows).toEqual([]);
    // Every stream that did end, ended right: done for a completed row, error for a failed one.
    expect(completed + failedCleanly + refused.length + hung.length).toBe(COMPARISONS);
    expect(duplicated).toBe(0);
  });
});
