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
});
