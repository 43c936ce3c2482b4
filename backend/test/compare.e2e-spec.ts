import { Queue } from 'bullmq';
import type { ComparisonData } from '@juxta/contracts';
import { getJson, signUpOver } from './support/http-session';
import { type RunningProcess, startApi, startWorker } from './support/processes';
import { readStream, type ReceivedEvent, type StreamResult } from './support/sse-client';
import { startSlowWikipedia } from './support/slow-wikipedia';

type Api = RunningProcess & { url: string };

/** Every rule of the event contract in spec/api.md, for one finished stream. */
function expectContractStream(result: StreamResult, totalItems: number): { done: ReceivedEvent; progress: ReceivedEvent[] } {
  expect(result.status).toBe(200);
  expect(result.headers.get('content-type')).toBe('text/event-stream');
  expect(result.headers.get('cache-control')).toBe('no-cache');
  expect(result.headers.get('x-accel-buffering')).toBe('no');
  expect(result.ended).toBe(true);
  const ids = result.events.map((e) => e.id);
  ids.forEach((id, i) => i > 0 && expect(id).toBeGreaterThan(ids[i - 1]));
  const progress = result.events.filter((e) => e.event === 'progress');
  expect(progress.length).toBeGreaterThanOrEqual(2);
  expect(progress[0].data.itemsCompleted).toBe(0);
  for (const p of progress) {
    expect(p.data).toEqual(
      expect.objectContaining({
        status: expect.stringMatching(/^(researching|completed)$/),
        message: expect.any(String),
        itemsCompleted: expect.any(Number),
        totalItems,
        currentStep: expect.any(String),
        stage: expect.stringMatching(/^(parsing|searching|researching|synthesizing|complete)$/),
        comparisonId: expect.any(String),
      }),
    );
    expect(Number.isInteger(p.data.itemsCompleted)).toBe(true);
  }
  progress.forEach((p, i) => i > 0 && expect(p.data.itemsCompleted as number).toBeGreaterThanOrEqual(progress[i - 1].data.itemsCompleted as number));
  const last = progress[progress.length - 1];
  expect(last.data.status).toBe('completed');
  expect(last.data.itemsCompleted).toBe(totalItems);
  progress.slice(0, -1).forEach((p) => expect(p.data.status).toBe('researching'));
  const tail = result.events.slice(result.events.indexOf(last) + 1);
  expect(tail.map((e) => e.event)).toEqual(['done']);
  return { done: tail[0], progress };
}

describe('compare end to end (real API and worker processes, Postgres, Redis)', () => {
  let api1: Api;
  let api2: Api;
  let workers: RunningProcess[] = [];

  beforeAll(async () => {
    [api1, api2] = await Promise.all([startApi(), startApi()]);
    workers = await Promise.all([startWorker(), startWorker()]);
  });

  afterAll(async () => {
    await Promise.all([...workers, api1, api2].filter(Boolean).map((p) => p.stop()));
  });

  it('refuses without a session (401) and invalid bodies (400) with {error}', async () => {
    const anonymous = await readStream(`${api1.url}/api/compare`, { body: { items: ['A', 'B'] } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ error: expect.any(String), code: 'unauthenticated' });
    const { cookie } = await signUpOver(api1.url);
    const cases: [unknown, RegExp][] = [
      [{ items: ['Only one'] }, /at least 2 items are required/i],
      [{ items: [] }, /at least 2 items are required/i],
      [{}, /at least 2 items are required/i],
      [{ items: Array.from({ length: 11 }, (_, i) => `Item ${i}`) }, /at most 10/i],
      [{ items: ['Kindle', 'kindle '] }, /different/i],
      [{ items: ['A', ''] }, /1 to 100/],
      [{ items: ['A', 'B'], colour: 'red' }, /colour/],
      [{ items: ['A', 'B'], dimensions: ['x'.repeat(61)] }, /dimension/i],
      [{ items: ['A', 'B'], query: 'q'.repeat(2001) }, /query/],
      [{ items: ['A', 'B'], isPublic: 'yes' }, /isPublic/],
      [{ items: 'A vs B' }, /items/],
    ];
    for (const [body, message] of cases) {
      const res = await readStream(`${api1.url}/api/compare`, { cookie, body });
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect((res.body as { error: string }).error).toMatch(message);
    }
  });

  it('streams PostgreSQL vs MySQL to done, and done equals the stored comparison', async () => {
    const { cookie } = await signUpOver(api1.url);
    const result = await readStream(`${api1.url}/api/compare`, { cookie, body: { items: ['PostgreSQL', 'MySQL'] } });
    const { done, progress } = expectContractStream(result, 2);
    expect(progress.some((p) => /PostgreSQL/.test(String(p.data.message)))).toBe(true);
    const payload = done.data as { id: string; slug: string; data: ComparisonData };
    expect(payload.slug).toMatch(/^postgresql-vs-mysql-[0-9a-f]{8,}$/);
    const stored = await getJson(`${api1.url}/api/comparisons/${payload.slug}`, cookie);
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual(payload.data);
    const data = payload.data;
    expect(data.status).toBe('completed');
    expect(data.items.map((i) => i.name)).toEqual(['PostgreSQL', 'MySQL']);
    // No model configured (RESEARCH_ANALYST=auto): the offline reader read both, and they say so.
    expect(data.items.map((i) => i.analysis)).toEqual([{ by: 'offline' }, { by: 'offline' }]);
    expect(data.dimensions.length).toBeGreaterThanOrEqual(4);
    for (const item of data.items) {
      const evidenced = data.dimensions.filter((d) => item.dimensions[d].confidence !== 'none');
      expect(evidenced.length).toBeGreaterThan(data.dimensions.length / 2);
      for (const d of evidenced) {
        for (const ev of item.dimensions[d].evidence) expect(item.sources[ev.sourceIndex]).toBeDefined();
      }
    }
    expect(data.summary.length).toBeGreaterThan(20);
  });

  it('resumes on the other API with Last-Event-ID, with a session made on the first', async () => {
    const { cookie } = await signUpOver(api1.url);
    const session = await getJson(`${api2.url}/api/auth/session`, cookie);
    expect(session.status).toBe(200);
    const first = await readStream(`${api1.url}/api/compare`, {
      cookie,
      body: { items: ['SQLite', 'Redis'], isPublic: false },
      stopAfter: (e) => e.event === 'progress',
    });
    const seen = first.events[0];
    const comparisonId = String(seen.data.comparisonId);
    const resumed = await readStream(`${api2.url}/api/comparisons/${comparisonId}/events`, { cookie, lastEventId: seen.id });
    expect(resumed.status).toBe(200);
    expect(resumed.events.every((e) => e.id > seen.id)).toBe(true);
    expect(resumed.events[resumed.events.length - 1].event).toBe('done');
    // Another user cannot follow a private comparison: the same 404 as a missing one.
    const other = await signUpOver(api2.url);
    const refused = await readStream(`${api2.url}/api/comparisons/${comparisonId}/events`, { cookie: other.cookie });
    const missing = await readStream(`${api2.url}/api/comparisons/00000000-0000-4000-8000-000000000000/events`, { cookie: other.cookie });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual(missing.body);
    // A finished comparison answers done at once.
    const again = await readStream(`${api1.url}/api/comparisons/${comparisonId}/events`, { cookie });
    expect(again.events.map((e) => e.event)).toEqual(['done']);
  });

  it('runs 20 comparisons submitted at once across both APIs, each processed exactly once', async () => {
    const { cookie } = await signUpOver(api1.url);
    const pairs = [
      ['PostgreSQL', 'MySQL'], ['Python', 'Rust'], ['Kindle', 'Kobo'], ['React', 'Vue'], ['AWS', 'Azure'],
      ['Chrome', 'Firefox'], ['Go', 'Java'], ['iPhone', 'Google Pixel'], ['Lisbon', 'Barcelona'], ['Coffee', 'Tea'],
    ];
    const runs = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        readStream(`${(i % 2 ? api2 : api1).url}/api/compare`, { cookie, body: { items: pairs[i % pairs.length] }, timeoutMs: 120_000 }),
      ),
    );
    const ids = new Set<string>();
    for (const r of runs) {
      const { done } = expectContractStream(r, 2);
      ids.add(String(done.data.id));
    }
    expect(ids.size).toBe(20);
    const queue = new Queue('research', { connection: { url: process.env.REDIS_URL }, prefix: `${process.env.REDIS_PREFIX}:bull` });
    try {
      for (const id of ids) {
        const job = await queue.getJob(id);
        expect(job?.attemptsMade).toBe(1);
        expect(job?.finishedOn).toBeDefined();
      }
    } finally {
      await queue.close();
    }
  });

  it('keeps researching when the client disconnects, and releases the listener at once', async () => {
    const { cookie } = await signUpOver(api1.url);
    const cut = await readStream(`${api1.url}/api/compare`, { cookie, body: { items: ['Notion', 'Obsidian'] }, stopAfter: () => true });
    const id = String(cut.events[0].data.comparisonId);
    let row: { status: number; body: unknown } | undefined;
    for (let i = 0; i < 100; i++) {
      row = await getJson(`${api1.url}/api/comparisons/${id}`, cookie);
      if ((row.body as ComparisonData).status === 'completed') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect((row!.body as ComparisonData).status).toBe('completed');
    const ready = await getJson(`${api1.url}/api/health/ready`);
    expect((ready.body as { streams: unknown }).streams).toEqual({ listeners: 0, timers: 0 });
  });
});

describe('faults end to end', () => {
  it('a worker killed with SIGKILL mid-job: the job is picked up again and the client still gets done', async () => {
    const wiki = await startSlowWikipedia(700);
    const env = { RESEARCH_SEARCH: 'corpus,wikipedia', WIKIPEDIA_URL: wiki.url, JOB_LOCK_MS: '2000', JOB_STALLED_INTERVAL_MS: '1000' };
    const api = await startApi();
    const victim = await startWorker(env);
    let rescuer: RunningProcess | undefined;
    try {
      const { cookie } = await signUpOver(api.url);
      const streaming = readStream(`${api.url}/api/compare`, { cookie, body: { items: ['Slack', 'Microsoft Teams'] }, timeoutMs: 90_000 });
      // Wait until the victim is really working on it (it has called the slow provider).
      for (let i = 0; i < 100 && wiki.requests() === 0; i++) await new Promise((r) => setTimeout(r, 100));
      expect(wiki.requests()).toBeGreaterThan(0);
      await victim.stop('SIGKILL');
      rescuer = await startWorker(env);
      const result = await streaming;
      const { done } = expectContractStream(result, 2);
      expect((done.data as { data: ComparisonData }).data.status).toBe('completed');
    } finally {
      await Promise.all([victim.stop('SIGKILL'), rescuer?.stop(), api.stop()]);
      await wiki.close();
    }
  });

  it('a worker stopped with SIGTERM mid-job hands the job back without spending an attempt', async () => {
    // Each worker has its own slow provider, so the second one's requests prove it redid the job.
    const [wikiA, wikiB] = await Promise.all([startSlowWikipedia(700), startSlowWikipedia(50)]);
    const api = await startApi();
    const leaving = await startWorker({ RESEARCH_SEARCH: 'corpus,wikipedia', WIKIPEDIA_URL: wikiA.url });
    let staying: RunningProcess | undefined;
    const queue = new Queue('research', { connection: { url: process.env.REDIS_URL }, prefix: `${process.env.REDIS_PREFIX}:bull` });
    try {
      const { cookie } = await signUpOver(api.url);
      const streaming = readStream(`${api.url}/api/compare`, { cookie, body: { items: ['Netflix', 'Spotify'] }, timeoutMs: 90_000 });
      for (let i = 0; i < 100 && wikiA.requests() === 0; i++) await new Promise((r) => setTimeout(r, 100));
      expect(wikiA.requests()).toBeGreaterThan(0);
      const stoppedAt = Date.now();
      await leaving.stop('SIGTERM');
      expect(Date.now() - stoppedAt).toBeLessThan(10_000);
      staying = await startWorker({ RESEARCH_SEARCH: 'corpus,wikipedia', WIKIPEDIA_URL: wikiB.url });
      const result = await streaming;
      const { done } = expectContractStream(result, 2);
      expect(wikiB.requests()).toBeGreaterThan(0);
      const job = await queue.getJob(String(done.data.id));
      expect(job?.attemptsMade).toBe(1);
    } finally {
      await queue.close();
      await Promise.all([leaving.stop('SIGKILL'), staying?.stop(), api.stop()]);
      await Promise.all([wikiA.close(), wikiB.close()]);
    }
  });

  it('research that cannot finish ends with an error event and status failed; no stream hangs', async () => {
    const wiki = await startSlowWikipedia(5000);
    const api = await startApi();
    const worker = await startWorker({ RESEARCH_SEARCH: 'wikipedia', WIKIPEDIA_URL: wiki.url, RESEARCH_TIMEOUT_SECONDS: '1', PROVIDER_TIMEOUT_MS: '20000' });
    try {
      const { cookie } = await signUpOver(api.url);
      const result = await readStream(`${api.url}/api/compare`, { cookie, body: { items: ['Alpha', 'Beta'] }, timeoutMs: 60_000 });
      expect(result.ended).toBe(true);
      const last = result.events[result.events.length - 1];
      expect(last.event).toBe('error');
      expect(last.data.error).toMatch(/longer than 1 second/);
      const stored = await getJson(`${api.url}/api/comparisons/${String(last.data.comparisonId)}`, cookie);
      expect((stored.body as ComparisonData).status).toBe('failed');
      expect((stored.body as ComparisonData).error).toMatch(/longer than/);
    } finally {
      await Promise.all([worker.stop(), api.stop()]);
      await wiki.close();
    }
  });
});

describe('cancel end to end (issue #20)', () => {
  it('a cancel sent to another API instance stops the worker process within two seconds; the stream ends with the cancellation; a rerun completes', async () => {
    const wiki = await startSlowWikipedia(1000);
    const [streamApi, cancelApi] = await Promise.all([startApi(), startApi()]);
    const worker = await startWorker({ RESEARCH_SEARCH: 'corpus,wikipedia', WIKIPEDIA_URL: wiki.url });
    try {
      const { cookie } = await signUpOver(streamApi.url);
      let cancelAt = 0;
      let cancelStatus = 0;
      const streaming = readStream(`${streamApi.url}/api/compare`, {
        cookie,
        body: { items: ['Zoom', 'Webex'], isPublic: false }, // a pair no earlier test searched: nothing cached, the worker really waits on the slow provider
        timeoutMs: 60_000,
        stopAfter: (e) => {
          const id = String(e.data.comparisonId ?? '');
          // Once the worker is at work (it has asked the slow provider), cancel through the other instance.
          if (!cancelAt && e.event === 'progress' && e.data.stage === 'searching' && id) {
            cancelAt = Date.now();
            void fetch(`${cancelApi.url}/api/comparisons/${id}/cancel`, { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body: '{}' }).then(
              (res) => (cancelStatus = res.status),
            );
          }
          return false;
        },
      });
      const result = await streaming;
      const endedAt = Date.now();
      expect(cancelAt).toBeGreaterThan(0);
      expect(cancelStatus).toBe(202);
      expect(endedAt - cancelAt).toBeLessThan(2000);
      const last = result.events.at(-1)!;
      expect(last.event).toBe('error');
      expect(last.data).toEqual(expect.objectContaining({ error: expect.stringMatching(/^Cancelled by its owner/), cancelled: expect.objectContaining({ totalItems: 2 }) }));
      const id = String(last.data.comparisonId);
      const stored = await getJson(`${cancelApi.url}/api/comparisons/${id}`, cookie);
      expect(stored.body).toEqual(expect.objectContaining({ status: 'failed', partial: true, error: last.data.error }));

      const rerun = await readStream(`${cancelApi.url}/api/comparisons/${id}/rerun`, { method: 'POST', cookie, timeoutMs: 90_000 });
      const { done } = expectContractStream(rerun, 2);
      expect((done.data as { data: ComparisonData }).data).toEqual(expect.objectContaining({ status: 'completed', rerunOf: id }));
    } finally {
      await Promise.all([worker.stop(), streamApi.stop(), cancelApi.stop()]);
      await wiki.close();
    }
  });
});
