import { getQueueToken } from '@nestjs/bullmq';
import { getRepositoryToken } from '@nestjs/typeorm';
import { ComparisonEntity, pgPoolOf } from '@juxta/persistence';
import type { Client, QueryConfig, QueryResult } from 'pg';
import type { Queue } from 'bullmq';
import type { Repository } from 'typeorm';
import { connectDb } from './support/comparison-fixtures';
import { newUser, sessionCookie, startTestApp, type TestApp } from './support/test-app';

/**
 * Postgres can commit a start and lose the connection before the API reads the answer (the fault
 * suite's outage scenario met it). The client is told 503, "no effect": the start must then not
 * stay behind as a comparison researching forever, nor count against the user's limits.
 */
describe('POST /api/compare when Postgres commits the start but its answer is lost', () => {
  let t: TestApp;
  let db: Client;

  beforeAll(async () => {
    t = await startTestApp();
    db = await connectDb();
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  const traces = async (userId: string) => {
    const rows = (await db.query('SELECT status FROM comparisons WHERE user_id = $1', [userId])).rows;
    const starts = (await db.query('SELECT 1 FROM comparison_starts WHERE user_id = $1', [userId])).rows;
    return { comparisons: rows.length, starts: starts.length };
  };
  const signedIn = async () => {
    const cookie = sessionCookie(await t.http.post('/api/auth/sign-up').send(newUser()).expect(200))!;
    const userId = (await t.http.get('/api/auth/session').set('Cookie', cookie).expect(200)).body.user.id as string;
    return { cookie, userId };
  };

  it('answers 503 and leaves no comparison and no start when the queue refuses the job', async () => {
    const { cookie, userId } = await signedIn();
    const spy = jest.spyOn(t.app.get<Queue>(getQueueToken('research')), 'add').mockRejectedValueOnce(new Error('Connection is closed.'));
    const res = await t.http.post('/api/compare').set('Cookie', cookie).send({ items: ['Queue Alpha', 'Queue Beta'] });
    spy.mockRestore();
    expect(res.status).toBe(503);
    expect(await traces(userId)).toEqual({ comparisons: 0, starts: 0 });
  });

  it('answers 503 and removes the start that landed, with its place in the ledger', async () => {
    const { cookie, userId } = await signedIn();
    // The start goes straight to node-postgres's pool, as a named prepared statement.
    const pool = pgPoolOf(t.app.get<Repository<ComparisonEntity>>(getRepositoryToken(ComparisonEntity)).manager.connection);
    const query = pool.query.bind(pool) as (config: QueryConfig) => Promise<QueryResult>;
    const spy = jest.spyOn(pool, 'query').mockImplementationOnce((async (config: QueryConfig) => {
      await query(config); // committed on the server…
      throw new Error('Connection terminated unexpectedly'); // …but the answer never arrives
    }) as typeof pool.query);

    const res = await t.http.post('/api/compare').set('Cookie', cookie).send({ items: ['Lost Alpha', 'Lost Beta'] });
    spy.mockRestore();
    expect(res.status).toBe(503);

    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (await traces(userId)).comparisons > 0) await new Promise((r) => setTimeout(r, 100));
    expect(await traces(userId)).toEqual({ comparisons: 0, starts: 0 });
  });
});
