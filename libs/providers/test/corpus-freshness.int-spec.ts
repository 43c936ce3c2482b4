import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import type { Pool } from 'pg';
import { ResearchEngine } from '@juxta/research';
import { corpusSchema } from './support/corpus-tables';
import { ExtractiveAnalyst } from '@juxta/reader';
import { RedisSearchCache } from '../src/cache';
import { CorpusSearchProvider, importCorpusFolder, sqlRunnerFromPg } from '../src/corpus';
import { UserSourceStore } from '../src/sources';

const SCHEMA = 'corpus_freshness_spec';

describe('the corpus is never stale (real PostgreSQL and Redis, search cache on)', () => {
  let pool: Pool;
  let redis: Redis;
  let folder: string;
  const prefix = `${process.env.REDIS_PREFIX ?? 'jt-local'}-fresh:`;

  beforeAll(async () => {
    pool = await corpusSchema(SCHEMA);
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    folder = await mkdtemp(join(tmpdir(), 'corpus-fresh-'));
  });

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await pool.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
    await pool.end();
    await rm(folder, { recursive: true, force: true });
  });

  it('compare → no evidence; import a document; compare again → the document is a source', async () => {
    const sql = sqlRunnerFromPg(pool);
    const engine = new ResearchEngine({
      searchProviders: [new CorpusSearchProvider(sql)],
      analyst: new ExtractiveAnalyst(),
      cache: new RedisSearchCache(redis, { prefix, ttlSeconds: 3600 }),
    });
    const request = { items: ['Glimmerdrake', 'Froststone'] };

    const before = await engine.run(request);
    expect(before.items.every((i) => i.sources.length === 0)).toBe(true);

    await writeFile(
      join(folder, 'glimmerdrake.md'),
      '---\ntitle: Glimmerdrake review\nurl: https://example.org/glimmerdrake\ncategory: software\nitems: [Glimmerdrake]\n---\n' +
        'Glimmerdrake is very fast and its performance is excellent under heavy load. Glimmerdrake is easy to learn.\n',
    );
    expect((await importCorpusFolder(sql, folder)).errors).toEqual([]);

    const after = await engine.run(request);
    const glimmer = after.items.find((i) => i.name === 'Glimmerdrake');
    expect(glimmer?.sources.map((s) => s.url)).toContain('https://example.org/glimmerdrake');
  });

  it('a source a user adds counts for their next comparison at once, and a deleted one is gone at once', async () => {
    const sql = sqlRunnerFromPg(pool);
    const engine = new ResearchEngine({
      searchProviders: [new CorpusSearchProvider(sql)],
      analyst: new ExtractiveAnalyst(),
      cache: new RedisSearchCache(redis, { prefix, ttlSeconds: 3600 }),
    });
    const ownerId = (await pool.query<{ id: string }>('INSERT INTO users DEFAULT VALUES RETURNING id')).rows[0].id;
    const store = new UserSourceStore(sql);
    const request = { items: ['Pellucidor', 'Froststone'] };
    const urls = async () => (await engine.run(request, { ownerId })).items[0].sources.map((s) => s.url);

    expect(await urls()).toEqual([]);
    const id = '7b0c4a2e-5d1f-4c3a-9e8b-1a2b3c4d5e6f';
    const url = `https://juxta.test/api/sources/${id}/text`;
    const text = 'Pellucidor is very fast and its performance is excellent under heavy load. Pellucidor is easy to learn.';
    expect(await store.add({ id, ownerId, kind: 'text', url, title: 'Pellucidor notes', items: ['Pellucidor'], text, shared: false }, 10)).toBeDefined();
    expect(await urls()).toEqual([url]);

    expect(await store.delete(ownerId, id)).toBe(true);
    expect(await urls()).toEqual([]);
  });
});
