import type { ComparisonData } from '@juxta/contracts';
import { startApi, startWorker, type RunningProcess } from '../support/processes';
import { startSlowWikipedia } from '../support/slow-wikipedia';
import { type Api, comparisonIdOf, itemsFor, sameJson, scenarioEnv, signUpUsers, stopAll, storedComparison, waitFor } from './support/fault-kit';
import { follow, type FollowedStream, lastEvent, outcome } from './support/followed-stream';
import { type OwnRedis, startOwnRedis } from './support/own-redis';
import { printReport, recordScenario } from './support/report';

const STREAMS = 12;

/**
 * d. An API process is SIGKILLed while 12 comparisons stream through it. Each client resumes
 * on the other API with Last-Event-ID (as EventSource does) and must get `done`, without an
 * event it already had and with the stored comparison as its payload.
 */
describe('faults: an API killed with streams open', () => {
  const started = Date.now();
  let redis: OwnRedis;
  let victim: Api | undefined;
  let survivor: Api | undefined;
  const workers: RunningProcess[] = [];
  let wiki: Awaited<ReturnType<typeof startSlowWikipedia>>;

  beforeAll(async () => {
    redis = await startOwnRedis();
    wiki = await startSlowWikipedia(700);
  });

  afterAll(async () => {
    printReport('d');
    await stopAll([...workers, victim, survivor]);
    await wiki?.close();
    await redis?.close();
  });

  it('clients resume on the other API with Last-Event-ID and get done', async () => {
    const env = scenarioEnv(redis.url);
    const workerEnv = { ...env, RESEARCH_SEARCH: 'corpus,wikipedia', WIKIPEDIA_URL: wiki.url, WORKER_CONCURRENCY: '6' };
    [victim, survivor] = await Promise.all([startApi(env), startApi(env)]);
    workers.push(...(await Promise.all([startWorker(workerEnv), startWorker(workerEnv)])));
    const users = await signUpUsers(victim.url, 3);
    const tag = `d${Date.now().toString(36).slice(-4)}n`;
    const cookieOf = (i: number) => users[i % users.length].cookie;

    const first = Array.from({ length: STREAMS }, (_, i) => follow(`${victim!.url}/api/compare`, { cookie: cookieOf(i), body: { items: itemsFor(i, tag) } }));
    // Kill while every stream is open and most are being researched.
    await waitFor('every stream to be open', () => first.every((f) => f.state.events.length > 0), 60_000);
    await waitFor('research to be under way', () => first.filter((f) => f.state.events.some((e) => e.data.currentStep !== 'queued')).length >= STREAMS / 2, 60_000);
    const killedAt = Date.now();
    await victim.stop('SIGKILL');
    const broken = await Promise.all(first.map((f) => f.finished));

    // Each client resumes at once on the other instance, as EventSource would after its retry.
    const resumed: FollowedStream[] = await Promise.all(
      broken.map((b, i) => {
        const id = comparisonIdOf(b);
        const last = lastEvent(b);
        if (!id || outcome(b) !== 'none') return b;
        const lastSeen = last?.id;
        return follow(`${survivor!.url}/api/comparisons/${id}/events`, { cookie: cookieOf(i), lastEventId: lastSeen }).finished;
      }),
    );

    let completed = 0;
    let duplicated = 0;
    let maxRecovery = 0;
    const failures: string[] = [];
    for (const [i, r] of resumed.entries()) {
      const b = broken[i];
      const lastSeen = lastEvent(b)?.id ?? 0;
      if (r !== b) {
        const firstAfter = r.events[0]?.at;
        maxRecovery = Math.max(maxRecovery, (firstAfter ?? r.finishedAt ?? Date.now()) - killedAt);
        if (r.events.some((e) => e.id <= lastSeen)) duplicated += 1;
      }
      const dones = [...b.events, ...(r === b ? [] : r.events)].filter((e) => e.event === 'done').length;
      if (dones > 1) duplicated += 1;
      if (outcome(r) !== 'done') {
        failures.push(`#${i}: broken after id ${lastSeen}; resumed status ${r.status}, ${r.error ?? ''} last ${JSON.stringify(lastEvent(r) ?? r.body)}`);
        continue;
      }
      const done = lastEvent(r)!.data as { slug: string; data: ComparisonData };
      const stored = await storedComparison(survivor, done.slug, cookieOf(i));
      if (stored?.status === 'completed' && sameJson(stored, done.data)) completed += 1;
      else failures.push(`#${i}: done differs from the stored comparison`);
    }

    const brokenCount = broken.filter((b) => outcome(b) === 'none').length;
    recordScenario({
      key: 'd',
      scenario: 'API SIGKILL with streams open (resume on other API)',
      runs: STREAMS,
      completed,
      lost: STREAMS - completed,
      duplicated,
      maxRecoveryMs: maxRecovery,
      notes: `API kill: ${brokenCount} of ${STREAMS} streams cut by the kill and resumed on the other API with Last-Event-ID; recovery = kill → first event on the resumed stream`,
      gaps: [],
      durationMs: Date.now() - started,
    });

    expect(failures).toEqual([]);
    expect(brokenCount).toBeGreaterThan(0);
    expect(duplicated).toBe(0);
    expect(completed).toBe(STREAMS);
  });
});
