import { get, type IncomingHttpHeaders } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Redis from 'ioredis';
import type { Client } from 'pg';
import { connectDb, insertComparison } from './support/comparison-fixtures';
import { sessionExtendedAgo } from './support/session-fixtures';
import { newUser, startTestApp, type TestApp } from './support/test-app';

describe('serving the built app (real API)', () => {
  let t: TestApp;
  let db: Client;
  let dist: string;
  const script = `console.log(${JSON.stringify('Juxta '.repeat(2000))});\n`;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'juxta-dist-'));
    writeFileSync(join(dist, 'index.html'), `<!doctype html><html><head><title>Juxta</title></head><body><app-root></app-root>${'<!-- padding -->'.repeat(100)}</body></html>`);
    writeFileSync(join(dist, 'main-ABC123.js'), script);
    t = await startTestApp({ SERVE_FRONTEND: 'true', FRONTEND_DIST: dist });
    db = await connectDb();
  });
  afterAll(async () => {
    await db.end();
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** The bytes exactly as sent (fetch and supertest would decompress them). */
  const bytes = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      get({ host: '127.0.0.1', port: t.app.getHttpServer().address().port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });

  const raw = (path: string, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${t.app.getHttpServer().address().port}${path}`, { headers }).then(async (res) => ({
      status: res.status,
      headers: res.headers,
      body: await res.text(),
    }));

  it.each([
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)('sends scripts compressed to browsers that accept %s, and cacheable for a year', async (accept, encoding, decode) => {
    const res = await bytes('/main-ABC123.js', { 'Accept-Encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(res.body.length).toBeLessThan(script.length / 10);
    expect(decode(res.body).toString('utf8')).toBe(script);
  });

  it('sends them plain to clients that do not accept gzip', async () => {
    const res = await t.http.get('/main-ABC123.js').set('Accept-Encoding', 'identity').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(script);
  });

  it("answers the app's routes with index.html and unknown paths with a 404 page", async () => {
    const explore = await raw('/explore', { 'Accept-Encoding': 'gzip' });
    expect(explore.status).toBe(200);
    expect(explore.headers.get('content-encoding')).toBe('gzip');
    expect(explore.body).toContain('<app-root>');
    expect((await raw('/no-such-page')).status).toBe(404);
    const api = await t.http.get('/api/no-such-endpoint').expect(404);
    expect(api.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
    expect(api.headers['content-type']).toMatch(/json/);
  });

  it('serves files and pages without touching the session (no Set-Cookie: shared caches may keep them)', async () => {
    const signUp = await t.http.post('/api/auth/sign-up').send(newUser()).expect(200);
    const cookie = String(signUp.headers['set-cookie']).split(';')[0];
    // A session due to be extended (its last extension over a minute ago): the API would send its cookie again.
    const redis = new Redis(process.env.REDIS_URL!);
    await sessionExtendedAgo(redis, t.config, cookie, 61_000);
    await redis.quit();
    for (const path of ['/main-ABC123.js', '/explore']) {
      const res = await t.http.get(path).set('Cookie', cookie).expect(200);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // while the API extends the session
    const me = await t.http.get('/api/me').set('Cookie', cookie).expect(200);
    expect(me.headers['set-cookie']).toBeDefined();
  });

  it('never compresses a progress stream', async () => {
    const userId = (await t.http.post('/api/auth/sign-up').send(newUser()).expect(200)).body.user.id;
    const { id } = await insertComparison(db, { userId });
    const res = await raw(`/api/comparisons/${id}/events`, { 'Accept-Encoding': 'gzip', Accept: 'text/event-stream' });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.body).toContain('event: done');
  });
});
