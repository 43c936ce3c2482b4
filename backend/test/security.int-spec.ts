import { newUser, sessionCookie, startTestApp, type TestApp } from './support/test-app';

describe('security edge (real API, Postgres, Redis)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'http://juxta.test:3000' });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('CSRF', () => {
    it('refuses a cross-site unsafe request by Sec-Fetch-Site with 403', async () => {
      for (const site of ['cross-site', 'same-site']) {
        const res = await t.http.post('/api/auth/sign-up').set('Sec-Fetch-Site', site).send(newUser()).expect(403);
        expect(res.body).toEqual({ error: expect.any(String), code: 'csrf' });
      }
      await t.http.post('/api/auth/sign-up').set('Sec-Fetch-Site', 'same-origin').send(newUser()).expect(200);
    });

    it('refuses a foreign Origin, accepts the public URL and the request host', async () => {
      await t.http.post('/api/auth/sign-up').set('Origin', 'https://evil.example').send(newUser()).expect(403);
      await t.http.delete('/api/comparisons/x').set('Origin', 'null').expect(403);
      await t.http.post('/api/auth/sign-up').set('Origin', 'http://juxta.test:3000').send(newUser()).expect(200);
      const server = t.app.getHttpServer();
      const { port } = server.address();
      await t.http.post('/api/auth/sign-up').set('Origin', `http://127.0.0.1:${port}`).send(newUser()).expect(200);
    });

    it('accepts only JSON bodies on unsafe methods (415), which also stops login CSRF by form', async () => {
      const form = await t.http
        .post('/api/auth/sign-in')
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .send('email=a%40example.org&password=whatever1')
        .expect(415);
      expect(form.body.code).toBe('unsupported_media_type');
      await t.http.post('/api/auth/sign-in').set('Content-Type', 'text/plain').send('{"email":"a@example.org"}').expect(415);
      // A bodiless unsafe request is fine.
      await t.http.post('/api/auth/sign-out').expect(200);
    });
  });

  describe('headers', () => {
    it('sends a strict CSP and the usual protections, without X-Powered-By', async () => {
      const res = await t.http.get('/api/health').expect(200);
      const csp = res.headers['content-security-policy'];
      expect(csp).toMatch(/object-src 'none'/);
      expect(csp).toMatch(/base-uri 'none'/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });

    it('sends HSTS when served over HTTPS', async () => {
      const https = await startTestApp({ PUBLIC_URL: 'https://juxta.example.org' });
      try {
        const res = await https.http.get('/api/health').expect(200);
        expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      } finally {
        await https.close();
      }
    });

    it('marks /api/me answers no-store', async () => {
      const up = await t.http.post('/api/auth/sign-up').send(newUser()).expect(200);
      const me = await t.http.get('/api/me').set('Cookie', sessionCookie(up)!).expect(200);
      expect(me.headers['cache-control']).toBe('no-store');
    });
  });

  describe('rate limits in Redis', () => {
    it('limits sign-ups per client address; a forged X-Forwarded-For does not change the bucket', async () => {
      const strict = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1', REDIS_PREFIX: `${process.env.REDIS_PREFIX}rl` });
      try {
        for (let i = 0; i < 10; i++) {
          await strict.http.post('/api/auth/sign-up').set('X-Forwarded-For', `10.0.0.${i}`).send(newUser()).expect(200);
        }
        const limited = await strict.http.post('/api/auth/sign-up').set('X-Forwarded-For', '10.9.9.9').send(newUser()).expect(429);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
        expect(limited.body.error).toMatch(/Too many sign-ups/);
      } finally {
        await strict.close();
      }
    });

    it('takes the client address from the configured number of trusted proxies', async () => {
      const proxied = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1', TRUST_PROXY_HOPS: '1', REDIS_PREFIX: `${process.env.REDIS_PREFIX}px` });
      try {
        for (let i = 0; i < 10; i++) {
          await proxied.http.post('/api/auth/sign-up').set('X-Forwarded-For', '203.0.113.7').send(newUser()).expect(200);
        }
        await proxied.http.post('/api/auth/sign-up').set('X-Forwarded-For', '203.0.113.7').send(newUser()).expect(429);
        // Another client behind the trusted proxy has its own bucket.
        await proxied.http.post('/api/auth/sign-up').set('X-Forwarded-For', '203.0.113.8').send(newUser()).expect(200);
      } finally {
        await proxied.close();
      }
    });
  });
});
