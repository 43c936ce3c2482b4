import { loadConfig } from '@juxta/config';
import { createDataSource } from '@juxta/persistence';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { STALE_MESSAGE, StaleComparisonReaper } from '../src/research/stale-comparison-reaper';

describe('StaleComparisonReaper (real Postgres and Redis)', () => {
  let db: DataSource;
  let redis: Redis;
  let subscriber: Redis;
  const config = loadConfig(process.env);

  beforeAll(async () => {
    db = await createDataSource(config.databaseUrl, { poolSize: 2 }).initialize();
    redis = new Redis(config.redisUrl);
    subscriber = new Redis(config.redisUrl);
  });
  afterAll(async () => {
    await db.destroy();
    await redis.quit();
    await subscriber.quit();
  });

  async function insert(status: string, ageMinutes: number): Promise<string> {
    const [{ id: userId }] = await db.query(
      `INSERT INTO users (name, email, password_hash) VALUES ('R', $1, 'x') RETURNING id`,
      [`reaper-${randomUUID()}@example.org`],
    );
    const id = randomUUID();
    await db.query(
      `INSERT INTO comparisons (id, user_id, title, slug, status, request, item_names, created_at)
       VALUES ($1, $2, 'A vs B', $3, $4, '{"items":["A","B"]}', '{A,B}', now() - make_interval(mins => $5))`,
      [id, userId, `a-vs-b-${id}`, status, ageMinutes],
    );
    return id;
  }

  it('fails only comparisons stuck in researching past the limit, and tells their streams', async () => {
    const stuck = await insert('researching', 120);
    const fresh = await insert('researching', 1);
    const done = await insert('completed', 120);
    const messages: string[] = [];
    await subscriber.subscribe(`${config.redisPrefix}:progress:${stuck}`);
    subscriber.on('message', (_c, m) => messages.push(m));
    const reaper = new StaleComparisonReaper(config, db, redis);
    const reaped = await reaper.reap(30 * 60_000);
    expect(reaped).toContain(stuck);
    expect(reaped).not.toContain(fresh);
    expect(reaped).not.toContain(done);
    const rows: { id: string; status: string; error: string | null }[] = await db.query(
      'SELECT id, status, error FROM comparisons WHERE id = ANY($1)',
      [[stuck, fresh, done]],
    );
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    expect(byId[stuck]).toEqual({ id: stuck, status: 'failed', error: STALE_MESSAGE });
    expect(byId[fresh].status).toBe('researching');
    expect(byId[done].status).toBe('completed');
    for (let i = 0; i < 50 && messages.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(messages.map((m) => JSON.parse(m).event)).toEqual(['error']);
    // A second pass (another worker) finds nothing left to do.
    expect(await reaper.reap(30 * 60_000)).not.toContain(stuck);
  });
});
