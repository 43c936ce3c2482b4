import { createHash } from 'node:crypto';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import type { SearchHit } from '@juxta/research';
import { RedisSearchCache } from '../src/cache';

const hits: SearchHit[] = [
  { title: 'PostgreSQL', url: 'https://en.wikipedia.org/wiki/PostgreSQL', snippet: 'A database', content: 'Full text', provider: 'wikipedia' },
];

describe('RedisSearchCache (real Redis)', () => {
  const prefix = `${process.env.REDIS_PREFIX ?? 'jt-local'}:`;
  let redis: Redis;

  beforeAll(() => {
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}search:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('misses, then returns what was stored', async () => {
    const cache = new RedisSearchCache(redis, { prefix });
    await expect(cache.get('wikipedia', 'PostgreSQL performance')).resolves.toBeUndefined();

    await cache.set('wikipedia', 'PostgreSQL performance', hits);

    await expect(cache.get('wikipedia', 'PostgreSQL performance')).resolves.toEqual(hits);
    await expect(cache.get('brave', 'PostgreSQL performance')).resolves.toBeUndefined();
    await expect(cache.get('wikipedia', 'PostgreSQL reliability')).resolves.toBeUndefined();
  });

  it('stores JSON under prefix, provider and the SHA-256 of the query, with the TTL', async () => {
    const cache = new RedisSearchCache(redis, { prefix, ttlSeconds: 120 });
    await cache.set('brave', 'SQLite vs DuckDB', hits);

    const key = `${prefix}search:brave:${createHash('sha256').update('SQLite vs DuckDB').digest('hex')}`;
    expect(cache.key('brave', 'SQLite vs DuckDB')).toBe(key);
    expect(JSON.parse((await redis.get(key)) ?? 'null')).toEqual(hits);
    const ttl = await redis.ttl(key);
    expect(ttl).toBeGreaterThan(100);
    expect(ttl).toBeLessThanOrEqual(120);
  });

  it('keeps entries for 24 hours by default', async () => {
    const cache = new RedisSearchCache(redis, { prefix });
    await cache.set('tavily', 'Go vs Rust', hits);
    const ttl = await redis.ttl(cache.key('tavily', 'Go vs Rust'));
    expect(ttl).toBeGreaterThan(24 * 3600 - 10);
    expect(ttl).toBeLessThanOrEqual(24 * 3600);
  });

  it('treats unreadable stored data as a miss', async () => {
    const cache = new RedisSearchCache(redis, { prefix });
    await redis.set(cache.key('searxng', 'broken'), '{not json', 'EX', 60);
    await redis.set(cache.key('searxng', 'not a list'), '{"a":1}', 'EX', 60);
    await expect(cache.get('searxng', 'broken')).resolves.toBeUndefined();
    await expect(cache.get('searxng', 'not a list')).resolves.toBeUndefined();
  });

  it('degrades to misses and skipped writes when Redis fails', async () => {
    // A real client whose connection is gone: every command is rejected.
    const closed = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
      lazyConnect: true,
      enableOfflineQueue: false,
    });
    const cache = new RedisSearchCache(closed, { prefix });
    await expect(cache.set('wikipedia', 'anything', hits)).resolves.toBeUndefined();
    await expect(cache.get('wikipedia', 'anything')).resolves.toBeUndefined();
    closed.disconnect();
  });

  it('stops waiting for a Redis that does not answer', async () => {
    // A server that accepts the connection and never replies: the hang a stalled Redis causes.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const stalled = new Redis({
      host: '127.0.0.1',
      port: (silent.address() as AddressInfo).port,
      maxRetriesPerRequest: null,
      // Without a ready check the GET itself is sent, and waits for a reply that never comes.
      enableReadyCheck: false,
    });
    stalled.on('error', () => undefined);
    try {
      const cache = new RedisSearchCache(stalled, { prefix, timeoutMs: 200 });
      const started = Date.now();
      await expect(cache.get('wikipedia', 'anything')).resolves.toBeUndefined();
      await expect(cache.set('wikipedia', 'anything', hits)).resolves.toBeUndefined();
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      stalled.disconnect();
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
