import { startComparison, type StartLimits } from '@juxta/persistence';
import type { Client } from 'pg';
import { connectDb, insertComparison } from './support/comparison-fixtures';
import { newUser, sessionCookie, startTestApp, type TestApp } from './support/test-app';

/** `startComparison` is how both the API (a POST) and the worker (a watch's run) start research. */
describe('startComparison (real Postgres)', () => {
  let t: TestApp;
  let db: Client;
  let userId: string;
  const query = (sql: string, params: unknown[]) => db.query(sql, params).then((r) => r.rows);
  const roomy: StartLimits = [10, 100, 100, 3600];
  const start = (id: string, items: string[]) => ({ id, userId, title: items.join(' vs '), query: '', request: { items }, itemNames: items, isPublic: true, rerunOf: null });

  beforeAll(async () => {
    t = await startTestApp();
    db = await connectDb();
    const cookie = sessionCookie(await t.http.post('/api/auth/sign-up').send(newUser()).expect(200))!;
    userId = (await t.http.get('/api/auth/session').set('Cookie', cookie).expect(200)).body.user.id as string;
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('takes a longer slug when the short one is taken', async () => {
    const taken = await insertComparison(db, { userId, items: ['Slug One', 'Slug Two'] });
    // Same first eight hex digits as the row already there: the same short slug.
    const id = `${taken.id.slice(0, 8)}-aaaa-4aaa-8aaa-aaaaaaaaaaaa`;
    const started = await startComparison(query, start(id, ['Slug One', 'Slug Two']), roomy);
    expect(started.outcome).toBe('created');
    expect(started.slug).not.toBe(taken.slug);
    expect(started.slug.startsWith(taken.slug)).toBe(true);
    expect((await db.query('SELECT slug, status FROM comparisons WHERE id = $1', [id])).rows).toEqual([{ slug: started.slug, status: 'researching' }]);
  });

  it('answers which limit refused the start and inserts nothing', async () => {
    const id = '00000000-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
    const started = await startComparison(query, start(id, ['Limit One', 'Limit Two']), [0, 100, 100, 3600]);
    expect(started.outcome).toBe('active-limit');
    expect((await db.query('SELECT 1 FROM comparisons WHERE id = $1', [id])).rows).toEqual([]);
  });
});
