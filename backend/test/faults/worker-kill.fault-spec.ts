import type { ComparisonData } from '@juxta/contracts';
import Redis from 'ioredis';
import type { Pool } from 'pg';
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
  requirement,
  rowsOf,
  sameJson,
  scenarioEnv,
  signUpUsers,
  sleep,
  stopAll,
  storedComparison,
  waitFor,
} from './support/fault-kit';
import { follow, type Follower, lastEvent, outcome } from './support/followed-stream';
import { type OwnRedis, startOwnRedis } from './support/own-redis';
import { printReport, recordGap, recordScenario } from './support/report';

const COMPARISONS = 50;
const USERS = 5;
const KILLS = 3;
/** BullMQ's message when a job stalled more often than the processor's maxStalledCount allows. */
const STALL_LIMIT = 'job stalled more than allowable limit';

const fastRecovery = { JOB_LOCK_MS: '2000', JOB_STALLED_INTERVAL_MS: '1000' };

/**
 * a. Two workers; they are SIGKILLed three times in turn while 50 comparisons are researched,
 * and each killed one is restarted. Every comparison must complete, be stored exactly once,
 * and its `done` must equal the stored row.
 */
describe('faults: a worker SIGKILLed three times during 50 comparisons', () => {
  const started = Date.now();
  let redis: OwnRedis;
  let api: Api | undefined;
  const workers: (RunningProcess | undefined)[] = [];
  let wikis: Awaited<ReturnType<typeof startSlowWikipedia>>[] = [];
  let db: Pool;

  beforeAll(async () => {
    redis = await startOwnRedis();
    // One slow provider per worker slot: its request count tells whether that worker is researching.
    wikis = await Promise.all([startSlowWikipedia(700), startSlowWikipedia(700)]);
    db = directDb();
  });

  afterAll(async () => {
    printReport('a');
    await stopAll([...workers, api]);
    await Promise.all(wikis.map((w) => w.close()));
    await redis?.close();
    await db?.end();
  });

  it('completes all 50, each stored exactly once, done equal to the stored row', async () => {
    const env = scenarioEnv(redis.url);
    const workerEnv = (slot: number) => ({ ...env, ...fastRecovery, RESEARCH_SEARCH: 'corpus,wikipedia', WIKIPEDIA_URL: wikis[slot].url, WORKER_CONCURRENCY: '4' });
    api = await startApi(env);
    const apiUrl = api.url;
    [workers[0], workers[1]] = await Promise.all([startWorker(workerEnv(0)), startWorker(workerEnv(1))]);
    const users = await signUpUsers(apiUrl, USERS);
    const cookieOf = (i: number) => users[i % USERS].cookie;
    const tag = `a${Date.now().toString(36).slice(-4)}n`;

    const t0 = Date.now();
    const followers: Follower[] = Array.from({ length: COMPARISONS }, (_, i) => follow(`${apiUrl}/api/compare`, { cookie: cookieOf(i), body: { items: itemsFor(i, tag) } }));

    /** True when the slot's worker called its slow provider within the last ~300 ms: it has a job in flight. */
    const busy = async (slot: number) => {
      const before = wikis[slot].requests();
      await sleep(300);
      return wikis[slot].requests() > before;
    };

    const recoveries: number[] = [];
    let lastKill = Date.now();
    for (let k = 0; k < KILLS; k++) {
      const slot = k % 2;
      await sleep(Math.max(0, 3000 - (Date.now() - lastKill)));
      await waitFor(`worker ${slot} to be researching`, () => busy(slot), 60_000, 0);
      const killedAt = Date.now();
      lastKill = killedAt;
      // In flight: a worker has reported on it (beyond the API's "waiting" event) and it has not ended.
      const inFlight = followers.filter((f) => f.state.events.some((e) => e.data.currentStep !== 'queued') && !f.state.finishedAt);
      await workers[slot]!.stop('SIGKILL');
      workers[slot] = await startWorker(workerEnv(slot));
      // Recovered: every comparison in flight at the kill has moved on (its next event, or its end).
      const recovered = await Promise.all(
        inFlight.map(async (f) => {
          const next = () => f.state.events.find((e) => e.at > killedAt)?.at ?? f.state.finishedAt;
          await waitFor('an event after the kill', () => next() !== undefined, 60_000, 50).catch(() => undefined);
          return (next() ?? Date.now()) - killedAt;
        }),
      );
      recoveries.push(Math.max(0, ...recovered));
    }

    // No stream may hang: whatever has not ended after this bound counts as lost.
    const bound = setTimeout(() => followers.forEach((f) => f.abort()), 120_000);
    const streams = await Promise.all(followers.map((f) => f.finished));
    clearTimeout(bound);

    // What the users got.
    const problems: string[] = [];
    let completed = 0;
    let streamDuplicates = 0;
    const ids = new Set<string>();
    for (const [i, s] of streams.entries()) {
      const { dones, repeated } = deliveryFaults(s);
      if (dones > 1 || repeated) streamDuplicates += 1;
      const id = comparisonIdOf(s);
      if (id) ids.add(id);
      if (outcome(s) !== 'done') continue;
      const done = lastEvent(s)!.data as { id: string; slug: string; data: ComparisonData };
      const stored = await storedComparison(api, done.slug, cookieOf(i));
      if (stored?.status === 'completed' && sameJson(stored, done.data)) completed += 1;
      else problems.push(`#${i} ${done.id}: done differs from the stored comparison (${stored?.status})`);
    }

    // What was stored: exactly one row per submitted comparison.
    const rows = await rowsOf(db, users.map((u) => u.id));
    const perTitle = new Map<string, number>();
    rows.forEach((r) => perTitle.set(r.title, (perTitle.get(r.title) ?? 0) + 1));
    const rowDuplicates = [...perTitle.values()].reduce((n, c) => n + (c - 1), 0);
    const statusOf = new Map(rows.map((r) => [r.id, r]));
    const completedRows = rows.filter((r) => r.status === 'completed' && ids.has(r.id)).length;

    const facts = await jobFacts(redis.url, env.REDIS_PREFIX, [...ids]);
    const reruns = [...facts.values()].reduce((n, f) => n + Math.max(0, (f?.attemptsStarted ?? 1) - 1), 0);
    const notDone = streams.filter((s) => outcome(s) !== 'done');
    // A known loss: the comparison was on the killed worker at all three kills, and BullMQ failed
    // it for stalling more than the processor's maxStalledCount (2). It must still end cleanly.
    const stallLimited = notDone.filter((s) => {
      const id = comparisonIdOf(s) ?? '';
      return outcome(s) === 'error' && facts.get(id)?.failedReason === STALL_LIMIT && statusOf.get(id)?.status === 'failed';
    });
    const unexplained = notDone.filter((s) => !stallLimited.includes(s));
    if (notDone.length) process.stdout.write(`\nScenario a, comparisons that did not complete:\n${describeStreams(notDone, facts, t0)}\n`);

    const gaps: string[] = [];
    requirement(
      gaps,
      completed === COMPARISONS,
      `all ${COMPARISONS} complete: ${stallLimited.length} failed with "${STALL_LIMIT}" (on the killed worker at all three kills; finding 1)`,
    );
    recordScenario({
      key: 'a',
      scenario: 'worker SIGKILL x3 (50 comparisons, 2 workers)',
      runs: COMPARISONS,
      completed: Math.min(completed, completedRows),
      lost: COMPARISONS - Math.min(completed, completedRows),
      duplicated: rowDuplicates + streamDuplicates,
      maxRecoveryMs: Math.max(...recoveries),
      notes:
        `worker kills: recovery per kill ${recoveries.map((r) => `${r} ms`).join(', ')} (SIGKILL → next event of every comparison in flight); ` +
        `${reruns} job attempt(s) re-run after the kills; ${rows.length} rows stored; ` +
        `${stallLimited.length} failed because they were on the killed worker at all three kills (BullMQ: "${STALL_LIMIT}"), ${unexplained.length} lost otherwise`,
      gaps,
      durationMs: Date.now() - started,
    });

    // Guaranteed today: nothing hangs, nothing is stored twice, done is the stored row.
    expect(problems).toEqual([]);
    expect(ids.size).toBe(COMPARISONS);
    expect(rows).toHaveLength(COMPARISONS);
    expect(rowDuplicates + streamDuplicates).toBe(0);
    expect(unexplained.map((s) => `${comparisonIdOf(s)} ${s.error ?? ''} ${JSON.stringify(lastEvent(s))}`)).toEqual([]);
    // Required: all 50 complete (also asserted by `requirement` above).
    expect(completed).toBe(COMPARISONS);
    expect(completedRows).toBe(completed);
  });

  // Regression test for finding 1 (docs/reliability.md, fixed): `maxStalledCount: 2` failed a
  // comparison whose worker died three times, and showed BullMQ's internal text to the user.
  it('a comparison whose worker is SIGKILLed three times still completes (one worker at a time)', async () => {
    const env = scenarioEnv(redis.url);
    const workerEnv = { ...env, ...fastRecovery, RESEARCH_SEARCH: 'corpus,wikipedia', WIKIPEDIA_URL: wikis[0].url, WORKER_CONCURRENCY: '1' };
    const localApi = await startApi(env);
    let worker: RunningProcess | undefined;
    try {
      worker = await startWorker(workerEnv);
      const [user] = await signUpUsers(localApi.url, 1);
      const stream = follow(`${localApi.url}/api/compare`, { cookie: user.cookie, body: { items: itemsFor(0, `a2${Date.now().toString(36).slice(-4)}n`) } });
      let since = Date.now();
      for (let k = 0; k < 3; k++) {
        // The (only) worker has started the research again: kill it in the middle of it.
        await waitFor('the worker to research it', () => stream.state.events.some((e) => e.at > since && e.data.currentStep !== 'queued'), 60_000, 20);
        await worker.stop('SIGKILL');
        // Each attempt must take as long as the first: with the searches of the killed attempts
        // cached, a retry can finish before the next kill, and there is nothing left to kill.
        await forgetCachedSearches(redis.url, env.REDIS_PREFIX);
        worker = await startWorker(workerEnv);
        since = Date.now();
      }
      const bound = setTimeout(() => stream.abort(), 90_000);
      const result = await stream.finished;
      clearTimeout(bound);
      const last = lastEvent(result);
      if (last?.event !== 'done') {
        recordGap('a', `a comparison whose worker is killed three times ends with ${last?.event} "${String(last?.data.error ?? '')}" instead of done (finding 1)`);
      }
      expect(last?.data.error).not.toBe(STALL_LIMIT); // a message for people, not BullMQ's
      expect(last?.event).toBe('done');
    } finally {
      await stopAll([worker, localApi]);
    }
  });
});

/** Deletes the search cache of one deployment prefix. */
async function forgetCachedSearches(redisUrl: string, prefix: string): Promise<void> {
  const client = new Redis(redisUrl);
  try {
    const keys = await client.keys(`${prefix}:search:*`);
    if (keys.length) await client.del(...keys);
  } finally {
    client.disconnect();
  }
}

