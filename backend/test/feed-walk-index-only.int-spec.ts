import type { ComparisonSummary, Page } from '@juxta/contracts';
import { randomBytes } from 'node:crypto';
import type { Client } from 'pg';
import { DataSource, type Logger } from 'typeorm';
import { connectDb, insertComparison } from './support/comparison-fixtures';
import { newUser, startTestApp, type TestApp } from './support/test-app';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Alias?: string;
  Plans?: PlanNode[];
}
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

/**
 * Migration 1764000001600: a search's walk through the feed, newest first, reads each row's
 * search vector from comparisons_feed_recent_idx (INCLUDE (search)) instead of a heap page per
 * row — at 1M comparisons that walk was ~1,000 heap pages before every search. Its answers stay
 * those of the feed: earlier runs replaced by a rerun are still left out.
 */
describe('the feed search walks its index alone (real Postgres)', () => {
  let t: TestApp;
  let db: Client;
  const marker = `walk${[...randomBytes(6)].map((b) => 'bcdfghjklmnpqrstvwxz'[b % 20]).join('')}`;

  beforeAll(async () => {
    t = await startTestApp();
    db = await connectDb();
  });
  afterAll(async () => {
    await db?.end();
    await t?.close();
  });

  it('answers from the walk with an index-only scan, leaving out an earlier run', async () => {
    const res = await t.http.post('/api/auth/sign-up').send(newUser()).expect(200);
    const userId = res.body.user.id as string;
    const first = await insertComparison(db, { userId, items: [`Lumen ${marker}`, 'Other'], createdAt: new Date(Date.UTC(2031, 0, 1)) });
    const rerun = await insertComparison(db, { userId, items: [`Lumen ${marker}`, 'Other'], createdAt: new Date(Date.UTC(2031, 0, 2)) });
    const single = await insertComparison(db, { userId, items: [`Prism ${marker}`, 'Other'], createdAt: new Date(Date.UTC(2030, 0, 1)) });
    await db.query('UPDATE comparisons SET rerun_of = $2 WHERE id = $1', [rerun.id, first.id]);
    // Index-only needs all-visible heap pages, as autovacuum leaves them.
    await db.query('VACUUM comparisons');

    const ds = t.app.get(DataSource);
    const sent: { sql: string; params: unknown }[] = [];
    const appLogger = ds.logger;
    const capturing: Logger = { ...appLogger, logQuery: (sql, params) => void sent.push({ sql, params: params ?? [] }) };
    // The data source's logger is read-only in its type; swapped for this one request and put back.
    Object.assign(ds, { logger: capturing });
    let feed: { body: Page<ComparisonSummary> };
    try {
      feed = await t.http.get(`/api/comparisons?q=${marker}`).expect(200);
    } finally {
      Object.assign(ds, { logger: appLogger });
    }
    expect(feed.body.items.map((i) => i.id)).toEqual([rerun.id, single.id]);

    const walk = sent.find((s) => /^\s*SELECT/i.test(s.sql) && s.sql.includes('"walk"'));
    expect(walk).toBeDefined();
    // The test database is small: without this the planner may read it sequentially and sort.
    await db.query('BEGIN');
    try {
      await db.query('SET LOCAL enable_seqscan = off');
      await db.query('SET LOCAL enable_bitmapscan = off');
      const { rows } = await db.query(`EXPLAIN (FORMAT JSON) ${walk!.sql}`, walk!.params as unknown[]);
      const plan = nodes((rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0].Plan);
      // The walk reads the feed rows as `r`; the outer query that fetches the page's few rows
      // (as `c`) may use the same index in order on a larger database, which is not the walk.
      expect(plan.filter((n) => n.Alias === 'r').map((n) => [n['Node Type'], n['Index Name']])).toEqual([['Index Only Scan', 'comparisons_feed_recent_idx']]);
    } finally {
      await db.query('ROLLBACK');
    }
  });
});
