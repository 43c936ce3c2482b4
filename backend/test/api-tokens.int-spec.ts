import type { ApiToken, CreatedApiToken } from '@juxta/contracts';
import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import { connectDb } from './support/comparison-fixtures';
import { newUser, sessionCookie, startTestApp, type TestApp } from './support/test-app';

/** Personal API tokens through two API instances sharing Postgres and Redis. */
describe('personal API tokens (two API instances, real Postgres and Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  let db: Client;
  let cookie: string;

  beforeAll(async () => {
    [a, b] = await Promise.all([startTestApp({ PUBLIC_URL: 'http://juxta.test:3000' }), startTestApp({ PUBLIC_URL: 'http://juxta.test:3000' })]);
    db = await connectDb();
    cookie = sessionCookie(await a.http.post('/api/auth/sign-up').send(newUser()).expect(200))!;
  });
  afterAll(async () => {
    await db?.end();
    await a?.close();
    await b?.close();
  });

  const create = async (body: Record<string, unknown>): Promise<CreatedApiToken> =>
    (await a.http.post('/api/me/tokens').set('Cookie', cookie).send(body).expect(201)).body as CreatedApiToken;
  const bearer = (secret: string) => `Bearer ${secret}`;

  it('creates a token whose secret is shown once, lists it without the secret, and records its use', async () => {
    const created = await create({ name: 'weekly report', scopes: ['read'] });
    expect(created.secret).toMatch(/^jx_[A-Za-z0-9_-]{43}$/);
    expect(created.token).toEqual({
      id: expect.any(String),
      name: 'weekly report',
      prefix: created.secret.slice(0, 11),
      scopes: ['read'],
      createdAt: expect.any(String),
      lastUsedAt: null,
      expiresAt: null,
    });

    const me = await b.http.get('/api/me').set('Authorization', bearer(created.secret)).expect(200);
    expect(me.body.user.id).toBeDefined();

    const list = await a.http.get('/api/me/tokens').set('Cookie', cookie).expect(200);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    const listed = (list.body as ApiToken[]).find((t) => t.id === created.token.id)!;
    expect(listed).toMatchObject({ name: 'weekly report', prefix: created.token.prefix, scopes: ['read'] });
    await waitFor(async () => {
      const again = await a.http.get('/api/me/tokens').set('Cookie', cookie);
      return (again.body as ApiToken[]).find((t) => t.id === created.token.id)?.lastUsedAt !== null;
    });

    // Stored hashed: the row holds neither the secret nor anything that starts like it beyond the shown prefix.
    const { rows } = await db.query('SELECT token_hash, prefix FROM api_tokens WHERE id = $1', [created.token.id]);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows[0])).not.toContain(created.secret.slice(11));
  });

  it('a token revoked on one instance is refused at once by the other', async () => {
    const { token, secret } = await create({ name: 'ci', scopes: ['read', 'compare'] });
    await b.http.get('/api/me/comparisons').set('Authorization', bearer(secret)).expect(200);
    await a.http.delete(`/api/me/tokens/${token.id}`).set('Cookie', cookie).expect(204);
    const refused = await b.http.get('/api/me/comparisons').set('Authorization', bearer(secret)).expect(401);
    expect(refused.body.code).toBe('unauthenticated');
    expect(refused.headers['www-authenticate']).toMatch(/^Bearer/);
    // Not even public reads: a dead token is refused everywhere, not downgraded to anonymous.
    await b.http.get('/api/comparisons').set('Authorization', bearer(secret)).expect(401);
    const list = await a.http.get('/api/me/tokens').set('Cookie', cookie).expect(200);
    expect((list.body as ApiToken[]).map((t) => t.id)).not.toContain(token.id);
    // Revoking again, or someone else's token, is the same 404.
    await a.http.delete(`/api/me/tokens/${token.id}`).set('Cookie', cookie).expect(404);
  });

  it('an expired token is refused', async () => {
    const { token, secret } = await create({ name: 'short-lived', scopes: ['read'], expiresInDays: 1 });
    expect(Date.parse(token.expiresAt!) - Date.now()).toBeGreaterThan(23 * 3600_000);
    await b.http.get('/api/me').set('Authorization', bearer(secret)).expect(200);
    await db.query(`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [token.id]);
    await b.http.get('/api/me').set('Authorization', bearer(secret)).expect(401);
  });

  it('refuses unknown and malformed tokens, and never falls back to the cookie', async () => {
    await a.http.get('/api/me').set('Authorization', bearer(`jx_${'A'.repeat(43)}`)).expect(401);
    await a.http.get('/api/me').set('Authorization', 'Basic dXNlcjpwYXNz').expect(401);
    await a.http.get('/api/me').set('Authorization', 'Bearer').expect(401);
    await a.http.get('/api/me').set('Cookie', cookie).set('Authorization', bearer('jx_nonsense')).expect(401);
    await a.http.get('/api/me').set('Cookie', cookie).expect(200);
  });

  it('lets a token call only what its scopes allow', async () => {
    const readOnly = (await create({ name: 'reader', scopes: ['read'] })).secret;
    const compareOnly = (await create({ name: 'starter', scopes: ['compare'] })).secret;

    await a.http.get('/api/comparisons').set('Authorization', bearer(readOnly)).expect(200);
    await a.http.get('/api/categories').set('Authorization', bearer(readOnly)).expect(200);
    const noCompare = await a.http.post('/api/compare').set('Authorization', bearer(readOnly)).send({ items: ['Alpha', 'Beta'] }).expect(403);
    expect(noCompare.body.code).toBe('insufficient_scope');
    const noRead = await a.http.get('/api/me').set('Authorization', bearer(compareOnly)).expect(403);
    expect(noRead.body.code).toBe('insufficient_scope');
    // The compare scope reaches the start route: here the body's validation answers.
    const invalid = await a.http.post('/api/compare').set('Authorization', bearer(compareOnly)).send({ items: ['Only one'] }).expect(400);
    expect(invalid.body.code).toBe('invalid_request');
  });

  it('refuses tokens on session-only endpoints: token management, sign-out, changing a comparison', async () => {
    const both = (await create({ name: 'everything', scopes: ['read', 'compare'] })).secret;
    for (const [method, path] of [
      ['get', '/api/me/tokens'],
      ['post', '/api/me/tokens'],
      ['delete', `/api/me/tokens/${randomUUID()}`],
      ['post', '/api/auth/sign-out'],
      ['get', '/api/auth/session'],
      ['patch', `/api/comparisons/${randomUUID()}`],
      ['delete', `/api/comparisons/${randomUUID()}`],
    ] as const) {
      const res = await a.http[method](path).set('Authorization', bearer(both)).send(method === 'get' ? undefined : {});
      expect([path, res.status, res.body.code]).toEqual([path, 403, 'session_only']);
    }
    // The session is untouched by any of it.
    await a.http.get('/api/auth/session').set('Cookie', cookie).expect(200);
  });

  it('validates token requests', async () => {
    for (const body of [{ name: '', scopes: ['read'] }, { name: 'x', scopes: [] }, { name: 'x', scopes: ['admin'] }, { name: 'x', scopes: ['read'], expiresInDays: 0 }]) {
      const res = await a.http.post('/api/me/tokens').set('Cookie', cookie).send(body).expect(400);
      expect(res.body.code).toBe('invalid_request');
    }
    await a.http.post('/api/me/tokens').send({ name: 'x', scopes: ['read'] }).expect(401);
  });

  describe('CSRF', () => {
    it('exempts bearer requests and still refuses cross-site cookie requests', async () => {
      const secret = (await create({ name: 'csrf', scopes: ['compare'] })).secret;
      // A cookie request from another site is refused as before, whatever the origin header says.
      const bySite = await a.http.post('/api/compare').set('Cookie', cookie).set('Sec-Fetch-Site', 'cross-site').send({ items: ['A1', 'B1'] }).expect(403);
      expect(bySite.body.code).toBe('csrf');
      const byOrigin = await a.http.post('/api/compare').set('Cookie', cookie).set('Origin', 'https://evil.example').send({ items: ['A1', 'B1'] }).expect(403);
      expect(byOrigin.body.code).toBe('csrf');
      // The same request with a bearer token passes the CSRF check (and reaches validation).
      const bearerReq = await a.http
        .post('/api/compare')
        .set('Authorization', bearer(secret))
        .set('Sec-Fetch-Site', 'cross-site')
        .set('Origin', 'https://evil.example')
        .send({ items: ['Only one'] })
        .expect(400);
      expect(bearerReq.body.code).toBe('invalid_request');
      // A broken bearer next to a good cookie does not sneak the cookie past CSRF: 401.
      await a.http.post('/api/compare').set('Cookie', cookie).set('Authorization', 'Bearer jx_forged').set('Origin', 'https://evil.example').send({ items: ['A1', 'B1'] }).expect(401);
    });
  });

  it("counts a token's comparisons against its owner's limits, shared with the session", async () => {
    // One active comparison per user, and no worker on this queue: the first stays researching.
    const limited = await startTestApp({ USER_MAX_ACTIVE_COMPARISONS: '1', REDIS_PREFIX: `jt-tokq-${randomUUID().slice(0, 8)}` });
    try {
      const own = sessionCookie(await limited.http.post('/api/auth/sign-up').send(newUser()).expect(200))!;
      const secret = ((await limited.http.post('/api/me/tokens').set('Cookie', own).send({ name: 'q', scopes: ['compare'] }).expect(201)).body as CreatedApiToken).secret;
      // The first start streams; its headers (200) are enough, then the stream is hung up.
      const hangUp = new AbortController();
      const first = await fetch(`http://127.0.0.1:${limited.app.getHttpServer().address().port}/api/compare`, {
        method: 'POST',
        headers: { Authorization: bearer(secret), 'Content-Type': 'application/json' },
        body: JSON.stringify({ items: ['Quota One', 'Quota Two'], isPublic: false }),
        signal: hangUp.signal,
      });
      expect(first.status).toBe(200);
      hangUp.abort();
      const bySession = await limited.http.post('/api/compare').set('Cookie', own).send({ items: ['Quota Three', 'Quota Four'], isPublic: false }).expect(429);
      expect(bySession.body.error).toMatch(/already have 1 comparisons researching/);
      await limited.http.post('/api/compare').set('Authorization', bearer(secret)).send({ items: ['Quota Five', 'Quota Six'], isPublic: false }).expect(429);
    } finally {
      await limited.close();
    }
  });

  it('limits requests per token (and each token on its own)', async () => {
    // 300 a minute times 0.01: three requests. A prefix of its own keeps other suites' counts out.
    const limited = await startTestApp({ RATE_LIMIT_MULTIPLIER: '0.01', REDIS_PREFIX: `jt-tokrl-${randomUUID().slice(0, 8)}` });
    try {
      const own = sessionCookie(await limited.http.post('/api/auth/sign-up').send(newUser()).expect(200))!;
      const mint = async () => ((await limited.http.post('/api/me/tokens').set('Cookie', own).send({ name: 'rl', scopes: ['read'] }).expect(201)).body as CreatedApiToken).secret;
      const [first, second] = [await mint(), await mint()];
      for (let i = 0; i < 3; i++) await limited.http.get('/api/me').set('Authorization', bearer(first)).expect(200);
      const refused = await limited.http.get('/api/me').set('Authorization', bearer(first)).expect(429);
      expect(refused.body.code).toBe('rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      await limited.http.get('/api/me').set('Authorization', bearer(second)).expect(200);
    } finally {
      await limited.close();
    }
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
