import type { ComparisonData, WatchChangesPage } from '@juxta/contracts';
import { WATCH_RUN_JOB } from '@juxta/messaging';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import { readStream } from './support/sse-client';
import { newUser, sessionCookie, type TestApp } from './support/test-app';
import { startWatchHarness, until, type WatchHarness } from './support/watch-harness';

/** A made-up product name no other suite's corpus mentions. */
const inventedName = () =>
  'Vorn' +
  randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6);

describe('a watch run: the scheduled job reruns the comparison and records what changed (real worker, Postgres and Redis)', () => {
  let harness: WatchHarness;
  let t: TestApp;
  let db: Client;
  let queue: Queue;

  beforeAll(async () => {
    harness = await startWatchHarness('watch-run');
    ({ t, db, queue } = harness);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const baseUrl = () => `http://127.0.0.1:${t.app.getHttpServer().address().port}`;
  const signUp = async () => {
    const res = await t.http.post('/api/auth/sign-up').send(newUser()).expect(200);
    return { id: res.body.user.id as string, cookie: sessionCookie(res)! };
  };
  const addSource = (cookie: string, item: string, text: string) => t.http.post('/api/sources').set('Cookie', cookie).send({ kind: 'text', text, items: [item] }).expect(201);
  const changesOf = async (cookie: string) => (await t.http.get('/api/me/changes').set('Cookie', cookie).expect(200)).body as WatchChangesPage;
  async function compare(cookie: string, items: string[]): Promise<string> {
    const stream = await readStream(`${baseUrl()}/api/compare`, { cookie, body: { items, dimensions: ['Performance'], isPublic: false }, timeoutMs: 20_000 });
    const done = stream.events.find((e) => e.event === 'done');
    expect(done).toBeDefined();
    return String(done!.data.id);
  }

  it('a document imported between runs produces a change entry: a new source and a moved score', async () => {
    const owner = await signUp();
    const [item, other] = [inventedName(), inventedName()];
    await addSource(owner.cookie, item, `${item} is very fast and its performance is excellent under heavy load. ${item} is quick and responsive.`);
    await addSource(owner.cookie, other, `${other} is slow and its performance is poor under load. ${other} is sluggish and laggy.`);
    const id = await compare(owner.cookie, [item, other]);
    await t.http.put(`/api/comparisons/${id}/watch`).set('Cookie', owner.cookie).send({ frequency: 'daily' }).expect(200);

    // A run with nothing new changes nothing, and is not listed.
    await queue.add(WATCH_RUN_JOB, { comparisonId: id });
    const quiet = await until(
      () => db.query('SELECT outcome FROM watch_runs WHERE comparison_id = $1', [id]),
      (r) => r.rowCount === 1,
    );
    expect(quiet.rows).toEqual([{ outcome: 'unchanged' }]);
    expect((await changesOf(owner.cookie)).changes).toEqual([]);

    await addSource(owner.cookie, other, `${other} is extremely fast, its performance is outstanding and excellent. ${other} is blazing quick, the fastest we tested.`);
    await queue.add(WATCH_RUN_JOB, { comparisonId: id });
    const page = await until(
      () => changesOf(owner.cookie),
      (p) => p.changes.length > 0,
    );
    expect(page.unread).toBe(1);
    const [entry] = page.changes;
    expect(entry).toMatchObject({ comparisonId: id, outcome: 'changed', read: false });
    expect(entry.changes).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'source', subject: other, before: null })]));
    expect(entry.changes.filter((c) => c.kind === 'score').map((c) => c.subject)).toContain(other);

    // The run is a rerun of the one before: stored, with the existing diff.
    const run = (await t.http.get(`/api/comparisons/${entry.runComparisonId}`).set('Cookie', owner.cookie).expect(200)).body as ComparisonData;
    expect(run.status).toBe('completed');
    expect(run.rerunOf).toBeDefined();
    expect(run.scoreChanges?.map((c) => c.name).sort()).toEqual([item, other].sort());
    const watches = (await t.http.get('/api/me/watches').set('Cookie', owner.cookie).expect(200)).body as { latestComparisonId: string }[];
    expect(watches[0].latestComparisonId).toBe(entry.runComparisonId);
  });

  it('a run over the daily limit is skipped and recorded as such, and a deleted comparison’s job ends quietly', async () => {
    const owner = await signUp();
    const [item, other] = [inventedName(), inventedName()];
    const id = await compare(owner.cookie, [item, other]);
    await t.http.put(`/api/comparisons/${id}/watch`).set('Cookie', owner.cookie).send({}).expect(200);
    // The day's starts used up (the ledger start_comparison counts).
    await db.query(`INSERT INTO comparison_starts (user_id, comparison_id, started_at) SELECT $1, gen_random_uuid(), now() FROM generate_series(1, $2)`, [owner.id, t.config.quotas.dailyPerUser]);
    await queue.add(WATCH_RUN_JOB, { comparisonId: id });
    const page = await until(
      () => changesOf(owner.cookie),
      (p) => p.changes.length > 0,
    );
    expect(page.changes).toEqual([expect.objectContaining({ outcome: 'skipped', runComparisonId: null, message: expect.stringMatching(/daily limit/) })]);
    const { rows } = await db.query('SELECT count(*)::int AS n FROM comparisons WHERE rerun_of = $1', [id]);
    expect(rows[0].n).toBe(0);

    await t.http.delete(`/api/comparisons/${id}`).set('Cookie', owner.cookie).expect(204);
    const job = await queue.add(WATCH_RUN_JOB, { comparisonId: id });
    const state = await until(
      () => job.getState(),
      (s) => s === 'completed' || s === 'failed',
    );
    expect(state).toBe('completed');
    expect((await queue.getJob(job.id!))?.returnvalue).toBe('not watched');
  });
});
