import type { Client } from 'pg';
import { toPrefixTsQuery } from '../src/comparisons/search-query';
import { connectDb, insertComparison } from './support/comparison-fixtures';
import { newUser, startTestApp, type TestApp } from './support/test-app';

/**
 * feed_search_query (migrations 1764000000900 and 1764000001300): what the feed's search sends
 * to the GIN index. It must match exactly the rows the as-typed OR the stemmed query matches, and
 * send each lexeme once where one form covers the other (the index reads a posting list once
 * per operand, duplicates included: `redis price` read `price`'s twice).
 */
describe('the feed search query (real Postgres)', () => {
  let t: TestApp;
  let db: Client;
  const typed = ['redis price', 'the redis', 'happy', 'databases speed', 'runs cheaply', 'o brien', 'pricing', 'the'];

  beforeAll(async () => {
    t = await startTestApp();
    db = await connectDb();
    const res = await t.http.post('/api/auth/sign-up').send(newUser()).expect(200);
    const userId = res.body.user.id as string;
    // Rows each typed query matches in one form or the other (stems, stop words, plain words).
    for (const items of [['Redis', 'Valkey'], ['Happy Path', 'Sad Path'], ['Databases', 'Speedy Disks'], ["O'Brien Runs", 'Cheaply Made'], ['The Redis Way', 'Pricing Tool']]) {
      await insertComparison(db, { userId, items, summary: `${items[0]} costs less; its price is fair.` });
    }
  });
  afterAll(async () => {
    await db?.end();
    await t?.close();
  });

  const matched = async (where: string, q: string): Promise<string[]> =>
    (await db.query(`SELECT id FROM comparisons WHERE search @@ ${where} ORDER BY id`, [q])).rows.map((r: { id: string }) => r.id);

  it('matches exactly what the as-typed or the stemmed query matches', async () => {
    for (const words of typed) {
      const q = toPrefixTsQuery(words)!;
      const plain = await matched(`(to_tsquery('simple', $1) || to_tsquery('english', $1))`, q);
      expect({ words, ids: await matched('feed_search_query($1)', q) }).toEqual({ words, ids: plain });
      if (words !== 'the') expect(plain.length).toBeGreaterThan(0);
    }
  });

  it('names each lexeme once when the stemmed words cover the typed ones', async () => {
    const query = async (words: string): Promise<string> => (await db.query('SELECT feed_search_query($1)::text AS q', [toPrefixTsQuery(words)])).rows[0].q;
    // Before: 'price' & ( 'redi' | 'redis' ) | 'price' & 'redis' (price's posting list read twice).
    expect((await query('redis price')).match(/'price'/g)).toHaveLength(1);
    // Before: the stop word stayed a prefix ('the':*), which the index answers by collecting every row of its range.
    expect(await query('the redis')).not.toContain("'the'");
    // `happy` stems to `happi`, not a prefix of it: both forms stay.
    expect(await query('happy')).toMatch(/'happy'.*'happi'|'happi'.*'happy'/);
  });
});
