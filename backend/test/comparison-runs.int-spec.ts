import type { ComparisonSummary, Page } from '@juxta/contracts';
import { randomBytes } from 'node:crypto';
import type { Client } from 'pg';
import { connectDb, insertComparison } from './support/comparison-fixtures';
import { newUser, sessionCookie, startTestApp, type TestApp } from './support/test-app';

/**
 * Issue #33: states that say what happened. A cancelled comparison counts as cancelled, not
 * failed; an earlier run's address names its newer run; the profile and the feed list a
 * comparison once, as its newest run with its count of runs; a card knows when nothing could be
 * compared.
 */
describe('runs, cancellations and uncompared comparisons in the lists (real Postgres)', () => {
  let t: TestApp;
  let db: Client;
  // Made-up words no other test writes, so feed searches see only this file's rows.
  const word = () => `runs${[...randomBytes(6)].map((b) => 'bcdfghjklmnpqrstvwxz'[b % 20]).join('')}`;

  const signUp = async () => {
    const res = await t.http.post('/api/auth/sign-up').send(newUser()).expect(200);
    return { id: res.body.user.id as string, cookie: sessionCookie(res)! };
  };
  /** Three runs of one comparison, oldest first: b reran a, c reran b. */
  const threeRuns = async (userId: string, items: string[], over: { lastPublic?: boolean } = {}) => {
    const at = (m: number) => new Date(Date.UTC(2024, 0, 1, 0, m));
    const a = await insertComparison(db, { userId, items, createdAt: at(1) });
    const b = await insertComparison(db, { userId, items, createdAt: at(2) });
    const c = await insertComparison(db, { userId, items, createdAt: at(3), isPublic: over.lastPublic ?? true });
    await db.query('UPDATE comparisons SET rerun_of = $2 WHERE id = $1', [b.id, a.id]);
    await db.query('UPDATE comparisons SET rerun_of = $2 WHERE id = $1', [c.id, b.id]);
    return { a, b, c };
  };

  beforeAll(async () => {
    t = await startTestApp();
    db = await connectDb();
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('counts a cancelled comparison as cancelled, not failed, and marks it in the list', async () => {
    const me = await signUp();
    await insertComparison(db, { userId: me.id, items: ['Vim', 'Nano'], status: 'failed' });
    const cancelled = await insertComparison(db, { userId: me.id, items: ['Vim', 'Helix'], status: 'failed' });
    await db.query(`UPDATE comparisons SET partial = true, error = 'Cancelled by its owner: no item had been researched yet.' WHERE id = $1`, [cancelled.id]);
    const res = await t.http.get('/api/me').set('Cookie', me.cookie).expect(200);
    expect(res.body.stats).toMatchObject({ comparisons: 2, failed: 1, cancelled: 1 });
    const list: { body: Page<ComparisonSummary> } = await t.http.get('/api/me/comparisons').set('Cookie', me.cookie).expect(200);
    expect(list.body.items.map((i) => [i.id, i.partial ?? false])).toEqual(expect.arrayContaining([[cancelled.id, true]]));
    expect(list.body.items.filter((i) => i.partial)).toHaveLength(1);
  });

  it("an earlier run's address names the newest run the reader may see", async () => {
    const me = await signUp();
    const { a, b, c } = await threeRuns(me.id, ['Kindle', 'Kobo'], { lastPublic: false });
    // The owner sees the newest run, private or not; anyone else the newest public one.
    expect((await t.http.get(`/api/comparisons/${a.slug}`).set('Cookie', me.cookie).expect(200)).body.newerRun).toMatchObject({ slug: c.slug, status: 'completed' });
    expect((await t.http.get(`/api/comparisons/${a.slug}`).expect(200)).body.newerRun).toMatchObject({ slug: b.slug });
    expect((await t.http.get(`/api/comparisons/${b.slug}`).expect(200)).body).not.toHaveProperty('newerRun');
    expect((await t.http.get(`/api/comparisons/${c.slug}`).set('Cookie', me.cookie).expect(200)).body).not.toHaveProperty('newerRun');
  });

  it('the profile and the feed list a comparison once, as its newest run, with its count of runs', async () => {
    const me = await signUp();
    const marker = word();
    const { c } = await threeRuns(me.id, [`Pixel ${marker}`, 'iPhone']);
    const single = await insertComparison(db, { userId: me.id, items: [`Fairphone ${marker}`, 'iPhone'], createdAt: new Date(Date.UTC(2023, 0, 1)) });
    const mine: { body: Page<ComparisonSummary> } = await t.http.get('/api/me/comparisons').set('Cookie', me.cookie).expect(200);
    expect(mine.body.items.map((i) => [i.id, i.runs])).toEqual([[c.id, 3], [single.id, undefined]]);
    const feed: { body: Page<ComparisonSummary> } = await t.http.get(`/api/comparisons?q=${marker}`).expect(200);
    expect(feed.body.items.map((i) => [i.id, i.runs])).toEqual([[c.id, 3], [single.id, undefined]]);
  });

  it('a card of a comparison that compared no dimension says so (compared: false)', async () => {
    const me = await signUp();
    const marker = word();
    const none = await insertComparison(db, { userId: me.id, items: [`Quill ${marker}`, 'Vext'] });
    const some = await insertComparison(db, { userId: me.id, items: [`Drove ${marker}`, 'Vext'], createdAt: new Date(Date.UTC(2023, 0, 1)) });
    const verdict = (decided: string[]) => JSON.stringify({ decidedDimensions: decided, dimensions: [], weights: {}, weightReasons: [], ranking: [], winner: null, confidence: 'none', explanation: '' });
    await db.query('UPDATE comparisons SET verdict = $2 WHERE id = $1', [none.id, verdict([])]);
    await db.query('UPDATE comparisons SET verdict = $2 WHERE id = $1', [some.id, verdict(['Performance'])]);
    const feed: { body: Page<ComparisonSummary> } = await t.http.get(`/api/comparisons?q=${marker}`).expect(200);
    expect(feed.body.items.map((i) => [i.id, i.compared])).toEqual([[none.id, false], [some.id, undefined]]);
  });
});
