import Redis from 'ioredis';
import { freePort, startApi, startWorker, type RunningProcess } from '../support/processes';
import { startSlowWikipedia } from '../support/slow-wikipedia';
import { getJson } from '../support/http-session';
import { type Api, itemsFor, scenarioEnv, signUpUsers, sleep, stopAll, type TestUser, waitFor } from '../faults/support/fault-kit';
import { follow, type FollowedStream, outcome } from '../faults/support/followed-stream';
import { type OwnRedis, startOwnRedis } from '../faults/support/own-redis';
import { upstreamFailTimeoutMs } from '../../../tools/testing/nginx-template';
import { type LocalNginx, startLocalNginx } from './support/local-nginx';
import { type ClientRun, eventsOf, requestFrom, runComparison } from './support/resuming-client';

const COMPARISONS = 20;
/** nginx's proxy_read_timeout in this rendering of the template (3600 s in compose). */
const READ_TIMEOUT_MS = 3000;
/** Each web search answers after this: longer than the read timeout, so streams fall silent that long. */
const SEARCH_DELAY_MS = 4000;
/** The APIs' drain delay: longer than the template's upstream keepalive_timeout (4 s). */
const DRAIN_DELAY_S = 5;
/** Per test: the machine is shared, research through a slow search takes a while. */
const TEST_TIMEOUT_MS = 240_000;

/**
 * The compose topology without containers: Debian's nginx runs docker/nginx.conf.template (the
 * file compose mounts) in front of two built API processes and two workers.
 */
describe('scale-out: nginx in front of two APIs and two workers', () => {
  let redis: OwnRedis;
  let wiki: Awaited<ReturnType<typeof startSlowWikipedia>>;
  let nginx: LocalNginx | undefined;
  const apis: (Api | undefined)[] = [];
  const workers: RunningProcess[] = [];
  let ports: [number, number];
  let env: Record<string, string>;
  let users: TestUser[];
  const figures = { comparisonsDone: 0, comparisonsStarted: 0, streamsResumed: 0, requestsLostInRollingRestart: -1, requestsDuringRollingRestart: 0, drainMs: [] as number[], readinessDownMs: [] as number[], firstEventMs: [] as number[], longestSilenceMs: 0 };
  let tag = '';
  let n = 0;
  const nextItems = () => itemsFor(n++, tag);

  /** An API on a fixed port: nginx's upstreams are fixed, as compose's service names are. */
  async function startApiOn(port: number): Promise<Api> {
    const api = await startApi({ ...env, PORT: String(port) });
    api.url = `http://127.0.0.1:${port}`;
    return api;
  }

  beforeAll(async () => {
    redis = await startOwnRedis();
    wiki = await startSlowWikipedia(SEARCH_DELAY_MS);
    tag = `s${Date.now().toString(36).slice(-4)}n`;
    env = scenarioEnv(redis.url, {
      TRUST_PROXY_HOPS: '1',
      // The real limits: the sign-up limit is what shows which address the API sees.
      RATE_LIMIT_MULTIPLIER: '1',
      SSE_HEARTBEAT_MS: '500',
      SHUTDOWN_DRAIN_DELAY_SECONDS: String(DRAIN_DELAY_S),
      SHUTDOWN_GRACE_SECONDS: '20',
    });
    ports = [await freePort(), await freePort()];
    apis.push(...(await Promise.all(ports.map((p) => startApiOn(p)))));
    const workerEnv = { ...env, RESEARCH_SEARCH: 'corpus,wikipedia', WIKIPEDIA_URL: wiki.url, WORKER_CONCURRENCY: '10' };
    workers.push(...(await Promise.all([startWorker(workerEnv), startWorker(workerEnv)])));
    nginx = await startLocalNginx({ apiPorts: ports, readTimeout: `${READ_TIMEOUT_MS / 1000}s` });
    users = await signUpUsers(nginx.url, 4);
  }, 120_000);

  afterAll(async () => {
    process.stdout.write(
      `\nScale-out through nginx (docker/nginx.conf.template, 2 APIs, 2 workers):\n` +
        `  comparisons done: ${figures.comparisonsDone} of ${figures.comparisonsStarted}\n` +
        `  streams resumed (Last-Event-ID, through nginx): ${figures.streamsResumed}\n` +
        `  requests lost during the rolling restart: ${figures.requestsLostInRollingRestart} of ${figures.requestsDuringRollingRestart}\n` +
        `  API drain (SIGTERM → exit, drain delay ${DRAIN_DELAY_S} s): ${figures.drainMs.map((ms) => `${ms} ms`).join(', ')}\n` +
        `  readiness 503 after SIGTERM: ${figures.readinessDownMs.map((ms) => `${ms} ms`).join(', ')}\n` +
        `  first event through nginx (of ${figures.firstEventMs.length} streams): median ${median(figures.firstEventMs)} ms, max ${Math.max(0, ...figures.firstEventMs)} ms\n` +
        `  longest silence a stream survived (read timeout ${READ_TIMEOUT_MS} ms): ${figures.longestSilenceMs} ms\n\n`,
    );
    await nginx?.stop();
    await stopAll([...workers, ...apis]);
    await wiki?.close();
    await redis?.close();
  }, 60_000);

  const cookieOf = (i: number) => users[i % users.length].cookie;

  it(`streams ${COMPARISONS} concurrent comparisons to done, unbuffered, through silences longer than the read timeout`, async () => {
    const runs = await Promise.all(Array.from({ length: COMPARISONS }, (_, i) => follow(`${nginx!.url}/api/compare`, { cookie: cookieOf(i), body: { items: nextItems() } }).finished));
    figures.comparisonsStarted += runs.length;
    const done = runs.filter((s) => outcome(s) === 'done');
    figures.comparisonsDone += done.length;
    expect(runs.map((s) => outcome(s) === 'done' ? 'done' : `${s.status} ${s.error ?? ''} ${JSON.stringify(s.body ?? s.events.at(-1))}`)).toEqual(runs.map(() => 'done'));

    for (const s of runs) {
      const [first] = s.events;
      const last = s.events[s.events.length - 1];
      figures.firstEventMs.push(first.at - s.startedAt);
      // Unbuffered: the first event (the queue position) reached the client long before the
      // outcome; a buffering proxy holds both until the response ends.
      expect(last.at - first.at).toBeGreaterThan(SEARCH_DELAY_MS / 2);
    }
    // Silences longer than nginx's read timeout, survived thanks to `: ping` every 500 ms.
    const silences = runs.map((s) => Math.max(...s.events.slice(1).map((e, i) => e.at - s.events[i].at)));
    figures.longestSilenceMs = Math.max(...silences);
    expect(figures.longestSilenceMs).toBeGreaterThan(READ_TIMEOUT_MS);
  }, TEST_TIMEOUT_MS);

  it('an API killed mid-stream: its clients resume with Last-Event-ID through nginx on the other API', async () => {
    const pending = Array.from({ length: 6 }, (_, i) => runComparison(nginx!.url, cookieOf(i), nextItems()));
    // Kill once every comparison is being researched (its stream open for a while).
    await sleep(SEARCH_DELAY_MS);
    await apis[0]!.stop('SIGKILL');
    const runs = await Promise.all(pending);
    apis[0] = await startApiOn(ports[0]);
    record(runs);
    expect(runs.map(summary)).toEqual(runs.map(() => 'done'));
    // least_conn spread the six over both APIs: the killed one's streams were cut and resumed.
    expect(runs.reduce((sum, r) => sum + r.resumes, 0)).toBeGreaterThan(0);
    for (const r of runs) expect(noEventTwice(r)).toBe(true);
  }, TEST_TIMEOUT_MS);

  it('a rolling restart (SIGTERM, one API at a time) loses no request; streams are handed over with retry: and resumed', async () => {
    const runs: Promise<ClientRun>[] = Array.from({ length: 6 }, (_, i) => runComparison(nginx!.url, cookieOf(i), nextItems()));
    await sleep(1000);
    // Traffic all along: reads, and a new comparison every second.
    let rolling = true;
    const outcomes: { what: string; status: number }[] = [];
    const traffic = (async () => {
      for (let i = 0; rolling; i++) {
        if (i % 10 === 0) {
          const run = runComparison(nginx!.url, cookieOf(i), nextItems());
          runs.push(run);
          void run.then((r) => outcomes.push({ what: 'POST /api/compare', status: r.segments[0].status ?? 0 }));
        }
        const session = await getJson(`${nginx!.url}/api/auth/session`, cookieOf(i)).catch(() => ({ status: 0 }));
        outcomes.push({ what: 'GET /api/auth/session', status: session.status });
        await sleep(100);
      }
    })();

    for (const index of [0, 1]) {
      const api = apis[index]!;
      const sent = Date.now();
      const exited = new Promise<number>((resolve) => api.child.once('exit', () => resolve(Date.now() - sent)));
      api.child.kill('SIGTERM');
      figures.readinessDownMs.push(await waitFor('readiness to turn 503', async () => (await getJson(`${api.url}/api/health/ready`)).status === 503, 5000, 20));
      figures.drainMs.push(await exited);
      apis[index] = await startApiOn(ports[index]);
      // nginx still skips the restarted instance for fail_timeout after its last refused attempt:
      // draining the other one before that leaves no live upstream (seen: 8 requests answered 502).
      // An operator waits it out too (docs/deploy.md).
      await sleep(upstreamFailTimeoutMs() + 500);
    }
    rolling = false;
    await traffic;
    const settled = await Promise.all(runs);
    record(settled);

    const lost = outcomes.filter((o) => o.status === 0 || o.status >= 500);
    figures.requestsDuringRollingRestart = outcomes.length;
    figures.requestsLostInRollingRestart = lost.length;
    if (lost.length) process.stdout.write(`nginx error log:\n${nginx!.errorLog().slice(-6000)}\n`);
    expect(lost).toEqual([]);
    expect(settled.map(summary)).toEqual(settled.map(() => 'done'));
    // Every cut was resumable (the client knew its comparison) and carried the server's retry:.
    expect(settled.reduce((sum, r) => sum + r.unresumable, 0)).toBe(0);
    const handedOver = settled.flatMap((r) => r.segments.filter((s) => s.ended && outcome(s) === 'none' && s.events.length > 0));
    expect(handedOver.length).toBeGreaterThan(0);
    expect(handedOver.map((s) => s.retry)).toEqual(handedOver.map(() => 1000));
    for (const r of settled) expect(noEventTwice(r)).toBe(true);
    // Both drained within their grace period.
    for (const ms of figures.drainMs) expect(ms).toBeLessThan(20_000);
  }, TEST_TIMEOUT_MS);

  it('the rate limiter counts the real client address, never a forged X-Forwarded-For', async () => {
    const signUp = (from: string, forged?: string) =>
      requestFrom(from, `${nginx!.url}/api/auth/sign-up`, {
        body: { name: 'Proxy Tester', email: `proxy-${Math.random().toString(36).slice(2)}@example.org`, password: 'correct horse battery staple' },
        headers: forged ? { 'X-Forwarded-For': forged } : {},
      });
    // Ten sign-ups an hour per address: each forging another address does not make a new one.
    const forgedRun: number[] = [];
    for (let i = 1; i <= 11; i++) forgedRun.push((await signUp('127.0.0.2', `203.0.113.${i}`)).status);
    expect(forgedRun).toEqual([...Array<number>(10).fill(200), 429]);
    // Another client behind the same nginx has its own allowance: the API sees clients, not nginx.
    expect((await signUp('127.0.0.3')).status).toBe(200);

    const admin = new Redis(redis.url);
    try {
      const keys = await admin.keys(`${env.REDIS_PREFIX}:rl:sign-up:*`);
      const addresses = keys.map((k) => k.slice(k.lastIndexOf('ip:') + 3)).sort();
      expect(addresses).toEqual(['127.0.0.1', '127.0.0.2', '127.0.0.3']);
    } finally {
      admin.disconnect();
    }
  }, TEST_TIMEOUT_MS);

  it('takes a user source over 32 KB through nginx, and answers an oversized body with JSON 413, never nginx’s page', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${nginx!.url}${path}`, { method: 'POST', headers: { Cookie: users[0].cookie, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    // ~70 KB of text: over nginx's general 32 KB, well within USER_SOURCE_MAX_BYTES.
    const source = await post('/api/sources', { kind: 'text', items: [`Proxy Item ${tag}`], title: 'A long source', text: 'Proxy Item is measured at length here. '.repeat(1800) });
    expect(source.status).toBe(201);
    // Over what the API reads for the route (2 MiB as base64 plus 64 KiB): nginx refuses it, in the API's shape.
    const oversized = await post('/api/sources', { kind: 'file', items: ['Proxy Item'], fileName: 'big.txt', contentBase64: 'QUJD'.repeat(760_000) });
    expect(oversized.status).toBe(413);
    expect(oversized.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await oversized.json()).toMatchObject({ error: expect.any(String), code: 'source_too_large' });
    // Any other route over 32 KB: nginx's JSON 413 too.
    const compare = await post('/api/compare', { items: ['A', 'B'], query: 'x'.repeat(40_000) });
    expect(compare.status).toBe(413);
    expect(await compare.json()).toMatchObject({ error: expect.any(String), code: 'payload_too_large' });
  }, TEST_TIMEOUT_MS);

  function record(runs: ClientRun[]): void {
    figures.comparisonsStarted += runs.length;
    figures.comparisonsDone += runs.filter((r) => r.outcome === 'done').length;
    figures.streamsResumed += runs.reduce((sum, r) => sum + r.resumes, 0);
  }
});

function summary(run: ClientRun): string {
  if (run.outcome === 'done') return 'done';
  const last: FollowedStream | undefined = run.segments[run.segments.length - 1];
  return `${run.comparisonId ?? '?'}: ${run.outcome} after ${run.segments.length} connections; last ${last?.status} ${last?.error ?? ''} ${JSON.stringify(last?.body ?? last?.events.at(-1))}`;
}

/** Ids strictly increase across the client's connections: Last-Event-ID was honoured. */
function noEventTwice(run: ClientRun): boolean {
  const ids = eventsOf(run).map((e) => e.id);
  return ids.every((id, i) => i === 0 || id > ids[i - 1]);
}

function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
