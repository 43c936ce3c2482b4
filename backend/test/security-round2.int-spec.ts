import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from 'pg';
import { connectDb, insertComparison } from './support/comparison-fixtures';
import { newUser, sessionCookie, startTestApp, type TestApp } from './support/test-app';

const cursorOf = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

/** Sends raw bytes and resolves with everything the server answers before closing. */
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (c) => (text += c.toString('latin1')));
    socket.on('error', reject);
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(text);
    };
    // Node closes the connection after its own error answers; the timer only bounds a stuck one.
    const timer = setTimeout(done, 2000);
    socket.on('close', done);
    socket.write(bytes);
  });
}

describe('security round 2: edge cases found by an outside attack (real API, Postgres, Redis)', () => {
  let t: TestApp;
  let db: Client;
  let cookie: string;
  let comparisonId: string;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'juxta-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><app-root></app-root></body></html>');
    t = await startTestApp({ PUBLIC_URL: 'http://juxta.test:3000', SERVE_FRONTEND: 'true', FRONTEND_DIST: dist });
    db = await connectDb();
    const up = await t.http.post('/api/auth/sign-up').send(newUser()).expect(200);
    cookie = sessionCookie(up)!;
    comparisonId = (await insertComparison(db, { userId: up.body.user.id, items: ['Round A', 'Round B'] })).id;
  });
  afterAll(async () => {
    await db.end();
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  describe('1: CSRF whatever the path case', () => {
    it('refuses cross-site unsafe requests to /API/… and /Api/… like /api/…', async () => {
      // A session of its own: a forged sign-out must not spoil the other tests' session.
      const own = sessionCookie(await t.http.post('/api/auth/sign-up').send(newUser()).expect(200))!;
      for (const path of ['/API/auth/sign-out', '/Api/auth/sign-out', `/API/COMPARISONS/${comparisonId}/RERUN`]) {
        const res = await t.http.post(path).set('Cookie', own).set('Sec-Fetch-Site', 'same-site').expect(403);
        expect(res.body.code).toBe('csrf');
        const form = await t.http.post(path).set('Cookie', own).set('Content-Type', 'application/x-www-form-urlencoded').send('a=1');
        expect(form.status).toBe(415);
      }
      // The session survived: no forged sign-out went through.
      await t.http.get('/api/me').set('Cookie', own).expect(200);
    });

    it('never answers /API/… with the app page', async () => {
      const res = await t.http.get('/API/compare');
      expect(res.headers['content-type']).toMatch(/json/);
      expect(res.text).not.toMatch(/app-root/);
    });
  });

  describe('6: crafted input is a 400, never a 500', () => {
    const uuid = '00000000-0000-4000-8000-000000000000';
    const cursors = [
      cursorOf(['2026-01-01T00:00:00.000Z', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz', null]),
      cursorOf(['2026-01-01T00:00:00.000Z', '------------------------------------', null]),
      cursorOf(['0', uuid, null]),
      cursorOf(['+275760-09-13T00:00:00.000Z', uuid, null]),
      cursorOf(['275760-01-01', uuid, null]),
      cursorOf(['2026-01-01T00:00:00.000Z', uuid, 2 ** 31]),
      cursorOf(['2026-01-01T00:00:00.000Z', uuid, -1]),
      cursorOf(['2026-01-01T00:00:00.000Z', uuid, 1e21]),
    ];

    it.each(cursors)('cursor %s → 400 {error} on both feeds and both sorts', async (cursor) => {
      for (const path of ['/api/comparisons', '/api/comparisons?sort=popular&', '/api/me/comparisons']) {
        const sep = path.includes('?') ? '' : '?';
        const res = await t.http.get(`${path}${sep}cursor=${cursor}`).set('Cookie', cookie);
        expect(res.status).toBe(400);
        expect(res.body.error).toEqual(expect.any(String));
      }
    });

    it('a genuine cursor still pages', async () => {
      const first = await t.http.get('/api/me/comparisons?limit=1').set('Cookie', cookie).expect(200);
      const next = first.body.nextCursor;
      if (next) await t.http.get(`/api/me/comparisons?limit=1&cursor=${next}`).set('Cookie', cookie).expect(200);
    });

    it.each(['title', 'isPublic', 'tags'])('PATCH with %s: null → 400 and nothing changes', async (field) => {
      const res = await t.http.patch(`/api/comparisons/${comparisonId}`).set('Cookie', cookie).send({ [field]: null });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(new RegExp(field));
    });

    it.each(['__proto__', 'constructor', 'prototype'])('a %s key is an unknown field → 400', async (key) => {
      const res = await t.http
        .patch(`/api/comparisons/${comparisonId}`)
        .set('Cookie', cookie)
        .set('Content-Type', 'application/json')
        .send(`{"isPublic":true,"${key}":{"isAdmin":true}}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(new RegExp(key));
    });
  });

  describe('7: callbackUrl', () => {
    it.each(['/..//evil.example', '/.//evil.example', '/%2e%2e//evil.example', '/%2E%2E/%2fevil.example', '/./\\evil.example'])(
      '%s never yields a scheme-relative redirect',
      async (callbackUrl) => {
        const res = await t.http.post('/api/auth/sign-up').send({ ...newUser(), callbackUrl }).expect(200);
        expect(res.body.redirectTo).not.toMatch(/^\/[/\\]/);
        expect(res.body.redirectTo).toBe('/compare');
      },
    );
  });

  describe('10: look-alike text', () => {
    it.each([
      [['Kindle', 'Kin\u200bdle']],
      [['Caf\u00e9', 'Cafe\u0301']],
      [['\u200b\u200d', 'Beta']],
      [['\uFF2B\uFF49\uFF4E\uFF44\uFF4C\uFF45', 'Kindle']],
    ])('items %j are refused (duplicates or empty after normalising)', async (items) => {
      const res = await t.http.post('/api/compare').set('Cookie', cookie).send({ items });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual(expect.any(String));
    });

    it('titles and tags are stored without bidi controls or zero-width characters, tags once each', async () => {
      const res = await t.http
        .patch(`/api/comparisons/${comparisonId}`)
        .set('Cookie', cookie)
        .send({ title: 'Safe \u202Etxt.exe\u202C title', tags: ['X', 'x', 'x\u200b', '\u202Ejpg'] })
        .expect(200);
      expect(res.body.title).toBe('Safe txt.exe title');
      expect(res.body.tags).toEqual(['x', 'jpg']);
      const bidiOnly = await t.http.patch(`/api/comparisons/${comparisonId}`).set('Cookie', cookie).send({ title: '\u202E\u200b' });
      expect(bidiOnly.status).toBe(400);
    });
  });

  describe('11: passwords', () => {
    it.each([' '.repeat(12), '\t'.repeat(10) + '  ', 'a'.repeat(12), '7'.repeat(20), '😀'.repeat(8)])('refuses %j', async (password) => {
      const res = await t.http.post('/api/auth/sign-up').send(newUser({ password }));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/password/);
    });
  });

  describe('12: small ones', () => {
    it("answers Node's own 400 and 431 with a JSON body", async () => {
      const { port } = t.app.getHttpServer().address();
      const bad = await rawExchange(port, 'GARBAGE / HTTP/1.1\r\nHost: x\r\n\r\n');
      expect(bad).toMatch(/^HTTP\/1\.1 400/);
      expect(bad).toMatch(/content-type: application\/json/i);
      expect(JSON.parse(bad.slice(bad.indexOf('\r\n\r\n') + 4)).error).toEqual(expect.any(String));
      const big = await rawExchange(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(big).toMatch(/^HTTP\/1\.1 431/);
      expect(JSON.parse(big.slice(big.indexOf('\r\n\r\n') + 4)).error).toEqual(expect.any(String));
    });

    it('echoes X-Request-Id (the given one when well formed, else a new one)', async () => {
      const given = await t.http.get('/api/health').set('X-Request-Id', 'abc-123').expect(200);
      expect(given.headers['x-request-id']).toBe('abc-123');
      const fresh = await t.http.get('/api/comparisons').set('X-Request-Id', 'bad id!').expect(200);
      expect(fresh.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
      expect(fresh.headers['x-request-id']).not.toBe('bad id!');
    });

    it.each([
      [{ items: ['A', 'B'], query: 5 }, /query must be text/],
      [{ items: ['A', 'B'], dimensions: 'Price' }, /dimensions must be a list/],
      [{ items: ['A', 'B'], query: ['x'] }, /query must be text/],
    ])('says what is wrong with %j', async (body, message) => {
      const res = await t.http.post('/api/compare').set('Cookie', cookie).send(body).expect(400);
      expect(res.body.error).toMatch(message);
    });

    it('does not show stream counts on the public readiness checks', async () => {
      for (const path of ['/api/ready', '/api/health/ready']) {
        const res = await t.http.get(path);
        expect(res.body).not.toHaveProperty('streams');
      }
    });
  });
});
