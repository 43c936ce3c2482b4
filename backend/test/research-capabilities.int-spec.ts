import { recordModelReachability, recordReachability } from '@juxta/messaging';
import Redis from 'ioredis';
import { startTestApp, type TestApp } from './support/test-app';

describe('GET /api/research/capabilities (public)', () => {
  let auto: TestApp;
  let fixed: TestApp;
  let withModel: TestApp;
  let redis: Redis;
  // A prefix of its own: the probe state must not leak into other suites' apps.
  const prefix = `${process.env.REDIS_PREFIX ?? 'jt-local'}-caps`;

  beforeAll(async () => {
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    await redis.del(`${prefix}:research:reachable`);
    auto = await startTestApp({ REDIS_PREFIX: prefix, RESEARCH_SEARCH: 'auto', SOURCE_DOMAINS_DENY: 'spam.test' });
    fixed = await startTestApp({ REDIS_PREFIX: `${prefix}2`, RESEARCH_SEARCH: 'corpus,wikipedia', USER_SOURCES: 'false' });
    await redis.del(`${prefix}3:research:model`);
    withModel = await startTestApp({ REDIS_PREFIX: `${prefix}3`, LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'qwen2.5:7b' });
  });
  afterAll(async () => {
    await redis.del(`${prefix}:research:reachable`);
    await redis.del(`${prefix}3:research:model`);
    await redis.quit();
    await auto?.close();
    await fixed?.close();
    await withModel?.close();
  });

  it('says auto mode searches the corpus only until a worker has reached Wikipedia', async () => {
    const res = await auto.http.get('/api/research/capabilities').expect(200);
    expect(res.body).toEqual({
      searchMode: 'auto',
      searchProviders: ['corpus'],
      webProviders: [{ name: 'wikipedia', reachable: null }],
      // No model configured: RESEARCH_ANALYST=auto (the default) reads offline.
      analyst: { mode: 'auto', active: 'offline', reachable: null },
      userSources: { enabled: true, maxPerUser: 200, maxBytes: 2 * 1024 * 1024, fileTypes: ['.md', '.txt', '.html', '.htm', '.pdf'] },
      domains: { deny: ['spam.test'], allow: [] },
    });
  });

  it('follows what the workers\' probe recorded, both ways', async () => {
    await recordReachability(redis, prefix, { wikipedia: true }, 60);
    let res = await auto.http.get('/api/research/capabilities').expect(200);
    expect(res.body.searchProviders).toEqual(['corpus', 'wikipedia']);
    expect(res.body.webProviders).toEqual([{ name: 'wikipedia', reachable: true }]);

    await recordReachability(redis, prefix, { wikipedia: false }, 60);
    res = await auto.http.get('/api/research/capabilities').expect(200);
    expect(res.body.searchProviders).toEqual(['corpus']);
    expect(res.body.webProviders).toEqual([{ name: 'wikipedia', reachable: false }]);
  });

  it('says a configured model reads only once a worker\'s probe reached it (RESEARCH_ANALYST=auto)', async () => {
    const analyst = async () => (await withModel.http.get('/api/research/capabilities').expect(200)).body.analyst;
    expect(await analyst()).toEqual({ mode: 'auto', active: 'offline', model: 'qwen2.5:7b', reachable: null });
    await recordModelReachability(redis, `${prefix}3`, { model: 'qwen2.5:7b', reachable: true }, 60);
    expect(await analyst()).toEqual({ mode: 'auto', active: 'model', model: 'qwen2.5:7b', reachable: true });
    await recordModelReachability(redis, `${prefix}3`, { model: 'qwen2.5:7b', reachable: false }, 60);
    expect(await analyst()).toEqual({ mode: 'auto', active: 'offline', model: 'qwen2.5:7b', reachable: false });
  });

  it('lists an explicit RESEARCH_SEARCH as it is, and says when users may not add sources', async () => {
    const res = await fixed.http.get('/api/research/capabilities').expect(200);
    expect(res.body).toMatchObject({ searchMode: 'fixed', searchProviders: ['corpus', 'wikipedia'], webProviders: [] });
    expect(res.body.userSources.enabled).toBe(false);
  });

  it('is documented in OpenAPI, with the sources API', async () => {
    const doc = (await auto.http.get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/api/research/capabilities'])).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/sources']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/sources/{id}']).sort()).toEqual(['delete', 'patch']);
    expect(Object.keys(doc.paths['/api/sources/{id}/text'])).toEqual(['get']);
  });
});
