import { Queue } from 'bullmq';
import type { Watch, WatchChangesPage, WatchSaved } from '@juxta/contracts';
import { queuePrefix, WATCH_INTERVAL_MS, WATCH_QUEUE } from '@juxta/messaging';
import type { Client } from 'pg';
import { connectDb, insertComparison } from './support/comparison-fixtures';
import { newUser, sessionCookie, startTestApp, type TestApp } from './support/test-app';

describe('watching a comparison: API, storage and the BullMQ job scheduler (real Postgres and Redis)', () => {
  let t: TestApp;
  let loopbackAllowed: TestApp;
  let db: Client;
  let queue: Queue;
  const signUp = async (app = t) => {
    const res = await app.http.post('/api/auth/sign-up').send(newUser()).expect(200);
    return { id: res.body.user.id as string, cookie: sessionCookie(res)! };
  };

  beforeAll(async () => {
    const prefix = `${process.env.REDIS_PREFIX ?? 'jt'}-watches`;
    [t, loopbackAllowed] = await Promise.all([
      startTestApp({ REDIS_PREFIX: prefix }),
      startTestApp({ REDIS_PREFIX: prefix, PAGE_READER_ALLOW_PRIVATE: 'true' }),
    ]);
    db = await connectDb();
    queue = new Queue(WATCH_QUEUE, { connection: { url: t.config.redisUrl }, prefix: queuePrefix(prefix) });
  });
  afterAll(async () => {
    await queue?.close();
    await db?.end();
    await t?.close();
    await loopbackAllowed?.close();
  });

  it('watches weekly by default, lists it, reschedules on a new frequency and stops on DELETE', async () => {
    const owner = await signUp();
    const { id } = await insertComparison(db, { userId: owner.id, isPublic: false });
    const before = Date.now();
    const saved = (await t.http.put(`/api/comparisons/${id}/watch`).set('Cookie', owner.cookie).send({}).expect(200)).body as WatchSaved;
    expect(saved).toMatchObject({ comparisonId: id, frequency: 'weekly', webhookUrl: null });
    expect(saved.webhookSecret).toBeUndefined();

    const scheduler = await queue.getJobScheduler(id);
    expect(scheduler).toMatchObject({ key: id, every: WATCH_INTERVAL_MS.weekly });
    // The first run is a week out, not now.
    expect(Number(scheduler!.next)).toBeGreaterThanOrEqual(before + WATCH_INTERVAL_MS.weekly - 1000);

    const list = (await t.http.get('/api/me/watches').set('Cookie', owner.cookie).expect(200)).body as Watch[];
    expect(list.map((w) => w.comparisonId)).toEqual([id]);
    // Each watch says when it runs next: the scheduler's next run.
    expect(list[0].nextRunAt).toBe(new Date(Number(scheduler!.next)).toISOString());
    expect(saved.nextRunAt).toBe(list[0].nextRunAt);

    await t.http.put(`/api/comparisons/${id}/watch`).set('Cookie', owner.cookie).send({ frequency: 'daily' }).expect(200);
    expect(await queue.getJobScheduler(id)).toMatchObject({ every: WATCH_INTERVAL_MS.daily });

    await t.http.delete(`/api/comparisons/${id}/watch`).set('Cookie', owner.cookie).expect(204);
    expect(await queue.getJobScheduler(id)).toBeUndefined();
    expect((await t.http.get('/api/me/watches').set('Cookie', owner.cookie).expect(200)).body).toEqual([]);
    const again = await t.http.delete(`/api/comparisons/${id}/watch`).set('Cookie', owner.cookie).expect(404);
    expect(again.body.error).toMatch(/not watched/);
  });

  it('answers 404 to anyone but the owner (same body as missing), 401 signed out, and 400 for bad input', async () => {
    const owner = await signUp();
    const other = await signUp();
    const { id } = await insertComparison(db, { userId: owner.id, isPublic: true });
    const missing = await t.http.put('/api/comparisons/00000000-0000-4000-8000-000000000000/watch').set('Cookie', owner.cookie).send({}).expect(404);
    const foreign = await t.http.put(`/api/comparisons/${id}/watch`).set('Cookie', other.cookie).send({}).expect(404);
    expect(foreign.body).toEqual(missing.body);
    await t.http.delete(`/api/comparisons/${id}/watch`).set('Cookie', other.cookie).expect(404);
    await t.http.put(`/api/comparisons/${id}/watch`).send({}).expect(401);
    expect(await queue.getJobScheduler(id)).toBeUndefined();

    const badFrequency = await t.http.put(`/api/comparisons/${id}/watch`).set('Cookie', owner.cookie).send({ frequency: 'hourly' }).expect(400);
    expect(JSON.stringify(badFrequency.body)).toMatch(/frequency must be one of daily, weekly, monthly/);
    const badScheme = await t.http.put(`/api/comparisons/${id}/watch`).set('Cookie', owner.cookie).send({ webhookUrl: 'ftp://example.com/x' }).expect(400);
    expect(badScheme.body.error).toMatch(/http or https/);
    // The SSRF guard: loopback and metadata addresses are refused by the production configuration.
    const loopback = await t.http.put(`/api/comparisons/${id}/watch`).set('Cookie', owner.cookie).send({ webhookUrl: 'http://127.0.0.1:8080/hook' }).expect(400);
    expect(loopback.body.error).toMatch(/private or reserved/);
    await t.http.put(`/api/comparisons/${id}/watch`).set('Cookie', owner.cookie).send({ webhookUrl: 'http://169.254.169.254/latest' }).expect(400);
    expect(await queue.getJobScheduler(id)).toBeUndefined();

    const researching = await insertComparison(db, { userId: owner.id, status: 'researching' });
    const notDone = await t.http.put(`/api/comparisons/${researching.id}/watch`).set('Cookie', owner.cookie).send({}).expect(400);
    expect(notDone.body.error).toMatch(/completed/);
    await t.http.post('/api/me/changes/read').set('Cookie', owner.cookie).send({ ids: ['nope'] }).expect(400);
  });

  it('shows a new webhook secret once, never in lists, and keeps it while the URL stays', async () => {
    const owner = await signUp(loopbackAllowed);
    const { id } = await insertComparison(db, { userId: owner.id });
    const url = 'http://127.0.0.1:9/hook';
    const first = (await loopbackAllowed.http.put(`/api/comparisons/${id}/watch`).set('Cookie', owner.cookie).send({ webhookUrl: url, frequency: 'monthly' }).expect(200)).body as WatchSaved;
    expect(first.webhookSecret).toMatch(/^[0-9a-f]{64}$/);
    const same = (await loopbackAllowed.http.put(`/api/comparisons/${id}/watch`).set('Cookie', owner.cookie).send({ frequency: 'monthly' }).expect(200)).body as WatchSaved;
    expect(same).toMatchObject({ webhookUrl: url });
    expect(same.webhookSecret).toBeUndefined();
    const stored = await db.query('SELECT webhook_secret FROM watches WHERE comparison_id = $1', [id]);
    expect(stored.rows[0].webhook_secret).toBe(first.webhookSecret);
    const listed = await loopbackAllowed.http.get('/api/me/watches').set('Cookie', owner.cookie).expect(200);
    expect(JSON.stringify(listed.body)).not.toContain(first.webhookSecret);
    const removed = (await loopbackAllowed.http.put(`/api/comparisons/${id}/watch`).set('Cookie', owner.cookie).send({ webhookUrl: null }).expect(200)).body as WatchSaved;
    expect(removed.webhookUrl).toBeNull();
    expect((await db.query('SELECT webhook_secret FROM watches WHERE comparison_id = $1', [id])).rows[0].webhook_secret).toBeNull();
    await loopbackAllowed.http.delete(`/api/comparisons/${id}/watch`).set('Cookie', owner.cookie).expect(204);
  });

  it('lists what changed unread first, marks read, and deleting the comparison ends its watch and schedule', async () => {
    const owner = await signUp();
    const other = await signUp();
    const { id } = await insertComparison(db, { userId: owner.id });
    const run = await insertComparison(db, { userId: owner.id });
    await t.http.put(`/api/comparisons/${id}/watch`).set('Cookie', owner.cookie).send({ frequency: 'daily' }).expect(200);
    const insertRun = (outcome: string, createdAt: string, changes: unknown[] = []) =>
      db.query(
        `INSERT INTO watch_runs (comparison_id, user_id, run_comparison_id, outcome, changes, message, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [id, owner.id, outcome === 'skipped' ? null : run.id, outcome, JSON.stringify(changes), outcome === 'skipped' ? 'Over the daily limit.' : null, createdAt],
      );
    const older = (await insertRun('changed', '2026-01-01T00:00:00Z', [{ kind: 'score', subject: 'Alpha', before: 7, after: 8.2 }])).rows[0].id as string;
    await insertRun('unchanged', '2026-01-02T00:00:00Z');
    const skipped = (await insertRun('skipped', '2026-01-03T00:00:00Z')).rows[0].id as string;

    let page = (await t.http.get('/api/me/changes').set('Cookie', owner.cookie).expect(200)).body as WatchChangesPage;
    expect(page.unread).toBe(2);
    expect(page.changes.map((c) => c.id)).toEqual([skipped, older]);
    expect(page.changes[1]).toMatchObject({ outcome: 'changed', runComparisonId: run.id, runSlug: run.slug, read: false, changes: [{ kind: 'score', subject: 'Alpha' }] });

    // Someone else's ids change nothing.
    await t.http.post('/api/me/changes/read').set('Cookie', other.cookie).send({ ids: [skipped] }).expect(200);
    const read = await t.http.post('/api/me/changes/read').set('Cookie', owner.cookie).send({ ids: [skipped] }).expect(200);
    expect(read.body).toEqual({ unread: 1 });
    page = (await t.http.get('/api/me/changes').set('Cookie', owner.cookie).expect(200)).body as WatchChangesPage;
    expect(page.changes.map((c) => [c.id, c.read])).toEqual([
      [older, false],
      [skipped, true],
    ]);
    expect((await t.http.post('/api/me/changes/read').set('Cookie', owner.cookie).send({}).expect(200)).body).toEqual({ unread: 0 });
    expect(((await t.http.get('/api/me/changes').set('Cookie', other.cookie).expect(200)).body as WatchChangesPage).changes).toEqual([]);

    expect(await queue.getJobScheduler(id)).toBeDefined();
    await t.http.delete(`/api/comparisons/${id}`).set('Cookie', owner.cookie).expect(204);
    expect(await queue.getJobScheduler(id)).toBeUndefined();
    expect((await db.query('SELECT 1 FROM watches WHERE comparison_id = $1', [id])).rowCount).toBe(0);
    expect((await t.http.get('/api/me/watches').set('Cookie', owner.cookie).expect(200)).body).toEqual([]);
  });
});
