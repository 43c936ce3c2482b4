import Redis from 'ioredis';
import { newUser, sessionCookie, startTestApp, type TestApp } from './support/test-app';

describe('accounts (real Postgres and Redis)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  describe('POST /api/auth/sign-up', () => {
    it('creates the account, signs in, and never returns the hash', async () => {
      const body = newUser();
      const res = await t.http.post('/api/auth/sign-up').send(body).expect(200);
      expect(res.body).toEqual({
        user: { id: expect.any(String), name: body.name, email: body.email, createdAt: expect.any(String) },
        redirectTo: '/compare',
      });
      expect(JSON.stringify(res.body)).not.toMatch(/argon|hash|password/i);
      const setCookie = (res.headers['set-cookie'] as unknown as string[]).join(';');
      expect(setCookie).toMatch(/juxta\.sid=/);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      expect(setCookie).toMatch(/Path=\//);
      expect(setCookie).not.toMatch(/Secure/);
      const session = await t.http.get('/api/auth/session').set('Cookie', sessionCookie(res)!).expect(200);
      expect(session.body.user.email).toBe(body.email);
    });

    it('answers a signed-out GET /api/auth/session?optional=true with 200 {user: null} (the app asks on every page load; no 401 in the console), and 401 without it', async () => {
      expect((await t.http.get('/api/auth/session?optional=true').expect(200)).body).toEqual({ user: null });
      await t.http.get('/api/auth/session').expect(401);
      await t.http.get('/api/auth/session?optional=yes').expect(401);
      const body = newUser();
      const res = await t.http.post('/api/auth/sign-up').send(body).expect(200);
      const session = await t.http.get('/api/auth/session?optional=true').set('Cookie', sessionCookie(res)!).expect(200);
      expect(session.body.user.email).toBe(body.email);
    });

    it('stores an argon2id hash with at least 19 MiB and 2 passes', async () => {
      const body = newUser();
      await t.http.post('/api/auth/sign-up').send(body).expect(200);
      const { Client } = await import('pg');
      const db = new Client({ connectionString: process.env.DATABASE_URL });
      await db.connect();
      const { rows } = await db.query('SELECT password_hash FROM users WHERE email = $1', [body.email]);
      await db.end();
      const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=\d+\$/.exec(rows[0].password_hash);
      expect(match).not.toBeNull();
      expect(Number(match![1])).toBeGreaterThanOrEqual(19 * 1024);
      expect(Number(match![2])).toBeGreaterThanOrEqual(2);
    });

    it('refuses a second account for the same e-mail in any case with 409', async () => {
      const body = newUser();
      await t.http.post('/api/auth/sign-up').send(body).expect(200);
      const res = await t.http
        .post('/api/auth/sign-up')
        .send({ ...body, email: body.email.toUpperCase() })
        .expect(409);
      expect(res.body.error).toMatch(/already exists/);
    });

    it.each([
      [{ email: 'a@example.org', password: 'longenough' }, /name/i],
      [{ name: '', email: 'a@example.org', password: 'longenough' }, /name/i],
      [{ name: 'x'.repeat(101), email: 'a@example.org', password: 'longenough' }, /name/i],
      [{ name: 'Ann', email: 'not-an-email', password: 'longenough' }, /email/i],
      [{ name: 'Ann', email: `${'a'.repeat(250)}@example.org`, password: 'longenough' }, /email/i],
      [{ name: 'Ann', email: 'a@example.org', password: 'short' }, /password/i],
      [{ name: 'Ann', email: 'a@example.org', password: 'x'.repeat(129) }, /password/i],
      [{ name: 'Ann', email: 'a@example.org', password: 'longenough', admin: true }, /admin/i],
      [{ name: 'Ann', email: 'a@example.org', password: 'password123' }, /too common/i],
      [{ name: 'Ann', email: 'a@example.org', password: 'Qwertyuiop' }, /too common/i],
      [{ name: 42, email: 'a@example.org', password: 'longenough' }, /name/i],
    ])('answers 400 {error} for %j', async (body, message) => {
      const res = await t.http.post('/api/auth/sign-up').send(body).expect(400);
      expect(res.body.error).toMatch(message);
    });

    it('honours a same-origin callbackUrl and refuses an open redirect', async () => {
      const ok = await t.http.post('/api/auth/sign-up').send({ ...newUser(), callbackUrl: '/profile' }).expect(200);
      expect(ok.body.redirectTo).toBe('/profile');
      const evil = await t.http
        .post('/api/auth/sign-up')
        .send({ ...newUser(), callbackUrl: '//evil.example/steal' })
        .expect(200);
      expect(evil.body.redirectTo).toBe('/compare');
    });
  });

  describe('POST /api/auth/sign-in', () => {
    it('signs in with a fresh session id and honours callbackUrl', async () => {
      const body = newUser();
      const up = await t.http.post('/api/auth/sign-up').send(body).expect(200);
      const before = sessionCookie(up)!;
      const res = await t.http
        .post('/api/auth/sign-in')
        .set('Cookie', before)
        .send({ email: body.email.toUpperCase(), password: body.password, callbackUrl: '/explore?q=db' })
        .expect(200);
      expect(res.body.redirectTo).toBe('/explore?q=db');
      expect(res.body.user.email).toBe(body.email);
      const after = sessionCookie(res)!;
      expect(after).toBeDefined();
      expect(after).not.toBe(before);
      // The id before sign-in is dead: no session fixation.
      await t.http.get('/api/auth/session').set('Cookie', before).expect(401);
      await t.http.get('/api/auth/session').set('Cookie', after).expect(200);
    });

    it('answers the same 401 body for an unknown e-mail and a wrong password', async () => {
      const body = newUser();
      await t.http.post('/api/auth/sign-up').send(body).expect(200);
      const wrong = await t.http.post('/api/auth/sign-in').send({ email: body.email, password: 'wrong password' }).expect(401);
      const unknown = await t.http
        .post('/api/auth/sign-in')
        .send({ email: `nobody-${Date.now()}@example.org`, password: 'wrong password' })
        .expect(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body.error).toBeTruthy();
      expect(sessionCookie(wrong)).toBeUndefined();
    });

    it('answers 400 when a field is missing or unknown', async () => {
      await t.http.post('/api/auth/sign-in').send({ email: 'a@example.org' }).expect(400);
      await t.http.post('/api/auth/sign-in').send({ email: 'a@example.org', password: 'x', remember: true }).expect(400);
    });

    it('answers 429 with Retry-After after 10 failures for one e-mail and address, across API instances', async () => {
      const body = newUser();
      await t.http.post('/api/auth/sign-up').send(body).expect(200);
      const other = await startTestApp();
      try {
        for (let i = 0; i < 10; i++) {
          const api = i % 2 === 0 ? t : other;
          await api.http.post('/api/auth/sign-in').send({ email: body.email, password: `wrong-${i}` }).expect(401);
        }
        const limited = await t.http.post('/api/auth/sign-in').send({ email: body.email, password: body.password }).expect(429);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
        expect(limited.body.error).toMatch(/Too many/);
        await other.http.post('/api/auth/sign-in').send({ email: body.email, password: body.password }).expect(429);
        // Another e-mail from the same address is not affected.
        const second = newUser();
        await t.http.post('/api/auth/sign-up').send(second).expect(200);
        await t.http.post('/api/auth/sign-in').send({ email: second.email, password: second.password }).expect(200);
      } finally {
        await other.close();
      }
    });
    it('checks at most the limit of passwords when 30 wrong ones arrive at once', async () => {
      const body = newUser();
      await t.http.post('/api/auth/sign-up').send(body).expect(200);
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => t.http.post('/api/auth/sign-in').send({ email: body.email, password: `wrong-${i}` })),
      );
      const statuses = answers.map((r) => r.status);
      // Every 401 is one password check; the rest must be refused before argon2 runs.
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    });

    it('caps failures per account across addresses, and the owner still gets in from an address it used before', async () => {
      const capped = await startTestApp({ TRUST_PROXY_HOPS: '1', LOGIN_ACCOUNT_MAX_FAILURES: '5' });
      try {
        const body = newUser();
        const credentials = { email: body.email, password: body.password };
        await capped.http.post('/api/auth/sign-up').send(body).expect(200);
        await capped.http.post('/api/auth/sign-in').set('X-Forwarded-For', '198.51.100.1').send(credentials).expect(200);
        for (let i = 0; i < 5; i++) {
          await capped.http
            .post('/api/auth/sign-in')
            .set('X-Forwarded-For', `203.0.113.${i + 1}`)
            .send({ email: body.email, password: `wrong-${i}` })
            .expect(401);
        }
        // A fresh address of the attacker: the account is capped, with a wait rather than a lock.
        const limited = await capped.http
          .post('/api/auth/sign-in')
          .set('X-Forwarded-For', '203.0.113.99')
          .send(credentials)
          .expect(429);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
        // The owner, from the address that signed in before, is not held out by the attacker.
        await capped.http.post('/api/auth/sign-in').set('X-Forwarded-For', '198.51.100.1').send(credentials).expect(200);
      } finally {
        await capped.close();
      }
    });
  });

  describe('POST /api/auth/sign-out and GET /api/auth/session', () => {
    it('destroys the session server-side: the old cookie is dead', async () => {
      const up = await t.http.post('/api/auth/sign-up').send(newUser()).expect(200);
      const cookie = sessionCookie(up)!;
      const out = await t.http.post('/api/auth/sign-out').set('Cookie', cookie).expect(200);
      expect(out.body).toEqual({ redirectTo: '/' });
      expect((out.headers['set-cookie'] as unknown as string[]).join(';')).toMatch(/juxta\.sid=;.*Expires=Thu, 01 Jan 1970/);
      const res = await t.http.get('/api/auth/session').set('Cookie', cookie).expect(401);
      expect(res.body).toEqual({ error: expect.any(String), code: 'unauthenticated' });
    });

    it('is idempotent without a session', async () => {
      await t.http.post('/api/auth/sign-out').expect(200, { redirectTo: '/' });
    });

    it('ends a session past its absolute lifetime even while it is in use', async () => {
      const up = await t.http.post('/api/auth/sign-up').send(newUser()).expect(200);
      const cookie = sessionCookie(up)!;
      const sid = decodeURIComponent(cookie.split('=')[1]).slice(2).split('.')[0];
      const redis = new Redis(process.env.REDIS_URL!);
      const key = `${t.config.redisPrefix}:sess:${sid}`;
      const stored = JSON.parse((await redis.get(key))!);
      stored.authenticatedAt = Date.now() - t.config.session.absoluteMs - 1000;
      await redis.set(key, JSON.stringify(stored), 'EX', 600);
      await redis.quit();
      await t.http.get('/api/auth/session').set('Cookie', cookie).expect(401);
    });
  });

  describe('the error edge', () => {
    it('answers malformed JSON with 400 invalid_json', async () => {
      const res = await t.http
        .post('/api/auth/sign-in')
        .set('Content-Type', 'application/json')
        .send('{"email": "a@example.org", "password": ')
        .expect(400);
      expect(res.body).toEqual({ error: expect.any(String), code: 'invalid_json' });
      expect(res.headers['content-type']).toMatch(/application\/json/);
    });

    it('answers a body over 16 KiB with 413', async () => {
      const res = await t.http
        .post('/api/auth/sign-up')
        .send({ ...newUser(), name: 'x'.repeat(17 * 1024) })
        .expect(413);
      expect(res.body.code).toBe('payload_too_large');
    });

    it('answers unknown API paths with 404 JSON, not the app', async () => {
      const res = await t.http.get('/api/nothing-here').expect(404);
      expect(res.body).toEqual({ error: 'Not found.', code: 'not_found' });
      await t.http.post('/api/auth/nothing').send({}).expect(404);
    });

    it('refuses text Postgres cannot store (NUL) or invalid Unicode with 400, creating nothing', async () => {
      const body = newUser({ name: 'Nul\u0000Name' });
      const res = await t.http.post('/api/auth/sign-up').send(body).expect(400);
      expect(res.body.code).toBe('invalid_text');
      await t.http.post('/api/auth/sign-in').send({ email: body.email, password: body.password }).expect(401);
      await t.http.post('/api/auth/sign-up').send(newUser({ email: '\ud800@example.org' })).expect(400);
      await t.http.get('/api/comparisons/%00').expect(404);
    });

    it('never answers with a stack trace or HTML', async () => {
      const res = await t.http.post('/api/auth/sign-up').send([1, 2, 3]).expect(400);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(JSON.stringify(res.body)).not.toMatch(/at \w+ \(|\.ts:|<html/i);
    });
  });

  describe('service endpoints', () => {
    it('reports liveness and readiness', async () => {
      await t.http.get('/api/health').expect(200, { status: 'ok' });
      const ready = await t.http.get('/api/health/ready').expect(200);
      expect(ready.body.checks).toEqual({ postgres: 'ok', redis: 'ok' });
    });

    it('serves the OpenAPI document', async () => {
      const res = await t.http.get('/api/docs-json').expect(200);
      expect(res.body.paths['/api/auth/sign-up']).toBeDefined();
      await t.http.get('/api/docs').expect(200);
    });

    it('answers readiness 503 when Redis is unreachable', async () => {
      const broken = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
      try {
        const res = await broken.http.get('/api/health/ready').expect(503);
        expect(res.body.checks).toEqual({ postgres: 'ok', redis: 'down' });
        expect(res.body.error).toMatch(/redis/);
        // Requests that need a session answer 503 {error}, not a hang or HTML.
        const signIn = await broken.http.post('/api/auth/sign-in').send({ email: 'a@example.org', password: 'whatever1' });
        expect(signIn.status).toBe(503);
        expect(signIn.body.error).toBeTruthy();
      } finally {
        await broken.close();
      }
    }, 30_000);

    it('does not print a stack trace for every reconnect attempt while Redis is unreachable', async () => {
      const printed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const broken = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
      try {
        await broken.http.post('/api/auth/sign-in').send({ email: 'a@example.org', password: 'whatever1' }).expect(503);
        await new Promise((r) => setTimeout(r, 1500)); // several reconnect attempts of every queue
        // Before: BullMQ printed each queue's every failed attempt (no 'error' listener), raw, to stderr.
        expect(printed.mock.calls.filter((args) => args.some((a) => /ECONNREFUSED/.test(String(a))))).toEqual([]);
      } finally {
        await broken.close();
        printed.mockRestore();
      }
    }, 30_000);
  });
});
