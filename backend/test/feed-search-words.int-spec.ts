import type { ComparisonSummary, Page } from '@juxta/contracts';
import { randomBytes } from 'node:crypto';
import type { Client } from 'pg';
import { connectDb, insertComparison } from './support/comparison-fixtures';
import { newUser, startTestApp, type TestApp } from './support/test-app';

/** Issue #33: the feed's search finds a comparison by the words of its summary and of its category. */
describe('feed search over the summary and the category (real Postgres)', () => {
  let t: TestApp;
  let db: Client;
  let authorId: string;
  // A made-up word no other test writes, so each answer holds only the rows of one test.
  const word = () => `juxt${[...randomBytes(6)].map((b) => 'bcdfghjklmnpqrstvwxz'[b % 20]).join('')}`;

  const found = async (q: string): Promise<string[]> => {
    const res: { body: Page<ComparisonSummary> } = await t.http.get(`/api/comparisons?q=${encodeURIComponent(q)}&limit=50`).expect(200);
    return res.body.items.map((i) => i.id);
  };

  beforeAll(async () => {
    t = await startTestApp();
    db = await connectDb();
    const res = await t.http.post('/api/auth/sign-up').send(newUser()).expect(200);
    authorId = res.body.user.id;
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('finds "e-reader" in a summary', async () => {
    const marker = word();
    const c = await insertComparison(db, {
      userId: authorId,
      items: [`Kindle ${marker}`, 'Kobo'],
      category: 'consumer-electronics',
      summary: 'The Kobo is the better e-reader for reading in the bath.',
    });
    expect(await found(`e-reader ${marker}`)).toEqual([c.id]);
    expect(await found(`e-readers ${marker}`)).toEqual([c.id]);
  });

  it('finds the words of the category, also when it is set after the row was written', async () => {
    const marker = word();
    const stored = await insertComparison(db, { userId: authorId, items: [`Pixel ${marker}`, 'iPhone'], category: 'consumer-electronics', summary: 'Both are fine.' });
    const later = await insertComparison(db, { userId: authorId, items: [`Golf ${marker}`, 'Polo'], category: null, summary: 'Both are fine.' });
    expect(await found(`electronics ${marker}`)).toEqual([stored.id]);
    await db.query(`UPDATE comparisons SET category = 'vehicles' WHERE id = $1`, [later.id]);
    expect(await found(`vehicles ${marker}`)).toEqual([later.id]);
    expect(await found(`consumer electronics ${marker}`)).toEqual([stored.id]);
  });

  it('answers each search by its own category, order, page size and cursor, one after another', async () => {
    // The service reuses a statement's SQL text by its shape: a shape that missed one of these
    // would answer a request with another's filter or order.
    const marker = word();
    const at = (day: number) => new Date(Date.UTC(2029, 0, day));
    const a = await insertComparison(db, { userId: authorId, items: [`Alder ${marker}`, 'Beech'], category: 'software', viewCount: 0, createdAt: at(3) });
    const b = await insertComparison(db, { userId: authorId, items: [`Birch ${marker}`, 'Cedar'], category: 'databases', viewCount: 5, createdAt: at(2) });
    const c = await insertComparison(db, { userId: authorId, items: [`Cedar ${marker}`, 'Alder'], category: 'software', viewCount: 2, createdAt: at(1) });
    const page = async (query: string): Promise<Page<ComparisonSummary>> => (await t.http.get(`/api/comparisons?q=${marker}${query}`).expect(200)).body;
    const ids = async (query: string) => (await page(query)).items.map((i) => i.id);

    expect(await ids('')).toEqual([a.id, b.id, c.id]);
    expect(await ids('&category=software')).toEqual([a.id, c.id]);
    expect(await ids('&sort=popular')).toEqual([b.id, c.id, a.id]);
    expect(await ids('&category=software&sort=popular')).toEqual([c.id, a.id]);
    const first = await page('&limit=1');
    expect(first.items.map((i) => i.id)).toEqual([a.id]);
    expect(await ids(`&limit=1&cursor=${first.nextCursor}`)).toEqual([b.id]);
    const popular = await page('&limit=1&sort=popular');
    expect(await ids(`&limit=1&sort=popular&cursor=${popular.nextCursor}`)).toEqual([c.id]);
    expect(await ids('')).toEqual([a.id, b.id, c.id]);
  });
});
