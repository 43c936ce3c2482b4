import type { CreatedApiToken, ItemResearch } from '@juxta/contracts';
import { connect } from 'node:net';
import type { Client } from 'pg';
import * as pdfModule from '../src/comparisons/export/comparison-pdf';
import { connectDb, insertComparison } from './support/comparison-fixtures';
import { readStream } from './support/sse-client';
import { newUser, sessionCookie, startTestApp, type TestApp } from './support/test-app';

const portOf = (t: TestApp) => (t.app.getHttpServer().address() as { port: number }).port;
const urlOf = (t: TestApp) => `http://127.0.0.1:${portOf(t)}`;

/**
 * Sends a request head announcing `declared` body bytes and only the first `sent` of them, and
 * resolves with what the server answers before the body is complete (or '' after `waitMs`).
 */
function answerBeforeBody(port: number, head: string, body: string, sent: number, waitMs = 3000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => finish(), waitMs);
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(text);
    };
    socket.on('data', (c) => {
      text += c.toString('latin1');
      if (/\r\n\r\n[\s\S]*\}/.test(text)) finish();
    });
    socket.on('error', (err) => (text ? finish() : reject(err)));
    socket.write(`${head}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`);
    socket.write(body.slice(0, sent));
  });
}

/** A completed comparison of `n` items on `n` dimensions, each cell with evidence: what a big PDF export draws. */
function bigItems(n: number): { items: ItemResearch[]; dimensions: string[] } {
  const dimensions = Array.from({ length: n }, (_, d) => `Dimension ${d + 1}`);
  const items = Array.from({ length: n }, (_, i): ItemResearch => {
    const name = `Item ${i + 1}`;
    const dims = Object.fromEntries(
      dimensions.map((d) => [
        d,
        {
          score: 1 + ((i + d.length) % 10),
          summary: `${name} on ${d}: a sentence long enough to wrap in the table cell of the report.`,
          details: '',
          pros: [`${name} does well on ${d} in the tests we read.`],
          cons: [`${name} costs more than others on ${d}.`],
          confidence: 'high' as const,
          evidence: [{ sourceIndex: 0, quote: `${name} is measured on ${d} and comes out fine.` }],
        },
      ]),
    );
    return {
      name,
      description: `${name} is one of the things compared here, described in a sentence or two for the report.`,
      overallScore: 5 + (i % 5),
      dimensions: dims,
      pros: Array.from({ length: 5 }, (_, k) => `${name} pro number ${k + 1}, said in a full sentence.`),
      cons: Array.from({ length: 5 }, (_, k) => `${name} con number ${k + 1}, said in a full sentence.`),
      sources: Array.from({ length: 8 }, (_, k) => ({ title: `${name} source ${k + 1}`, url: `https://example.org/${i}/${k}`, snippet: 'A snippet.' })),
    };
  });
  return { items, dimensions };
}

describe('security round 3: tokens, MCP, export (real API, Postgres, Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  let db: Client;
  let cookie: string;
  let userId: string;

  const mint = async (t: TestApp, sessionCookieValue: string, scopes: string[]) =>
    (await t.http.post('/api/me/tokens').set('Cookie', sessionCookieValue).send({ name: `r3 ${scopes.join('+')}`, scopes }).expect(201)).body as CreatedApiToken;

  beforeAll(async () => {
    // Two API instances on one Postgres and one Redis prefix, as in a deployment.
    [a, b] = await Promise.all([startTestApp(), startTestApp()]);
    db = await connectDb();
    const up = await a.http.post('/api/auth/sign-up').send(newUser()).expect(200);
    cookie = sessionCookie(up)!;
    userId = up.body.user.id;
  });
  afterAll(async () => {
    await db.end();
    await Promise.all([a.close(), b.close()]);
  });

  describe('6: a large body is read only after authentication', () => {
    // 2 MB of nesting: parsing it is seconds of main thread; an anonymous sender gets 401 before sending it all.
    const nested = '['.repeat(1_000_000) + ']'.repeat(1_000_000);
    const head = (auth: string) => `POST /api/sources HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${auth}`;

    it('answers an anonymous deeply nested 2 MB JSON body with 401 before the body is sent', async () => {
      const answer = await answerBeforeBody(portOf(a), head(''), nested, 64 * 1024);
      expect(answer).toMatch(/^HTTP\/1\.1 401/);
      expect(answer).toContain('"code":"unauthenticated"');
    });

    it('answers a stale session cookie and an API token (the route is session-only) the same way, unread', async () => {
      const stale = await answerBeforeBody(portOf(a), head('Cookie: juxta.sid=s%3Anot-a-session.x\r\n'), nested, 64 * 1024);
      expect(stale).toMatch(/^HTTP\/1\.1 401/);
      const token = await mint(a, cookie, ['read', 'compare']);
      const bearer = await answerBeforeBody(portOf(a), head(`Authorization: Bearer ${token.secret}\r\n`), nested, 64 * 1024);
      expect(bearer).toMatch(/^HTTP\/1\.1 403/);
      expect(bearer).toContain('"code":"session_only"');
    });

    it('refuses a signed-in user’s deeply nested body from its bytes, without parsing it', async () => {
      const parse = jest.spyOn(JSON, 'parse');
      try {
        const res = await a.http.post('/api/sources').set('Cookie', cookie).set('Content-Type', 'application/json').send(nested);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('invalid_text');
        expect(parse.mock.calls.some(([text]) => typeof text === 'string' && text.length > 1_000_000)).toBe(false);
      } finally {
        parse.mockRestore();
      }
    });

    it('still takes a signed-in user’s source', async () => {
      const res = await a.http.post('/api/sources').set('Cookie', cookie).send({ kind: 'text', items: ['Round Three'], title: 'Notes', text: 'Round Three is a test item. '.repeat(50) });
      expect(res.status).toBe(201);
    });
  });

  describe('7: a compare-only token follows only the research it started', () => {
    it('gets 404 for its owner’s private comparison and for public ones it did not start; a read token gets them', async () => {
      const priv = await insertComparison(db, { userId, isPublic: false, items: ['Secret A', 'Secret B'] });
      const pub = await insertComparison(db, { userId, isPublic: true, items: ['Open A', 'Open B'] });
      const compareOnly = await mint(a, cookie, ['compare']);
      for (const id of [priv.id, pub.id]) {
        const res = await readStream(`${urlOf(a)}/api/comparisons/${id}/events`, { headers: { Authorization: `Bearer ${compareOnly.secret}` }, timeoutMs: 10_000 });
        expect(res.status).toBe(404);
        expect(res.events).toEqual([]);
      }
      const reader = await mint(a, cookie, ['read']);
      const res = await readStream(`${urlOf(a)}/api/comparisons/${priv.id}/events`, { headers: { Authorization: `Bearer ${reader.secret}` }, timeoutMs: 10_000 });
      expect(res.events.map((e) => e.event)).toEqual(['done']);
    });

    it('records the token that starts a comparison, and the token then follows it', async () => {
      const compareOnly = await mint(a, cookie, ['compare']);
      const started = await readStream(`${urlOf(a)}/api/compare`, {
        body: { items: [`Tokened ${Date.now()}`, 'Tokened B'] },
        headers: { Authorization: `Bearer ${compareOnly.secret}` },
        stopAfter: () => true,
        timeoutMs: 10_000,
      });
      const id = started.events[0].data.comparisonId as string;
      const row = await db.query('SELECT started_by_token FROM comparisons WHERE id = $1', [id]);
      expect(row.rows[0].started_by_token).toBe(compareOnly.token.id);
      // No worker runs here: the stream opens and waits for progress; the client hangs up.
      const follow = await readStream(`${urlOf(a)}/api/comparisons/${id}/events`, { headers: { Authorization: `Bearer ${compareOnly.secret}` }, signal: AbortSignal.timeout(1500), timeoutMs: 10_000 });
      expect(follow.status).toBe(200);
      expect(follow.headers.get('content-type')).toMatch(/^text\/event-stream/);
    });
  });

  describe('8: revoking a token ends what it has open, on every instance', () => {
    it('ends a stream and an MCP call opened on one instance when the token is revoked on the other', async () => {
      const token = await mint(a, cookie, ['read', 'compare']);
      const auth = { Authorization: `Bearer ${token.secret}` };
      // Researching with no worker: the stream and the MCP call would wait for minutes.
      const running = await insertComparison(db, { userId, status: 'researching', items: ['Held A', 'Held B'] });
      let streamHead!: () => void;
      const streamAnswered = new Promise<void>((resolve) => (streamHead = resolve));
      const stream = readStream(`${urlOf(a)}/api/comparisons/${running.id}/events`, { headers: auth, timeoutMs: 60_000, onHead: () => streamHead() });
      const mcpAnswered = fetch(`${urlOf(a)}/mcp`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'compare_items', arguments: { items: [`Mcp Held ${Date.now()}`, 'Mcp Held B'] } } }),
      });
      const mcp = mcpAnswered.then(
        async (res) => ({ status: res.status, text: await res.text().catch((err: unknown) => `cut: ${String(err)}`) }),
        (err: unknown) => ({ status: 0, text: `cut: ${String(err)}` }),
      );
      // Revoked before its head goes out, a request is answered 401 like any later one with the
      // token (see endRevoked): what is under test is ending answers already under way. Being
      // tracked (openCount) is not that: the bearer middleware tracks the stream before its
      // controller's Postgres and Redis reads, so the revocation waits for both heads.
      await Promise.all([Promise.race([streamAnswered, stream]), mcpAnswered]);
      const revocations = a.app.get((await import('../src/tokens/token-revocations.service')).TokenRevocationsService);
      expect(revocations.openCount(token.token.id)).toBe(2);

      const revokedAt = Date.now();
      await b.http.delete(`/api/me/tokens/${token.token.id}`).set('Cookie', cookie).expect(204);
      const [ended, call] = await Promise.all([stream, mcp]);
      const tookMs = Date.now() - revokedAt;
      expect(ended.ended).toBe(true);
      expect(ended.events.map((e) => e.event)).not.toContain('done');
      expect(ended.events[ended.events.length - 1]).toMatchObject({ event: 'error', data: { error: 'This API token was revoked.' } });
      // The MCP call's SSE answer was under way: cut, with no result.
      expect(call.text).toMatch(/^cut:/);
      // The instances' periodic recheck (every 5 s) would end them too; the announcement does it at once.
      expect(tookMs).toBeLessThan(4000);
      expect(revocations.openCount(token.token.id)).toBe(0);
    });
  });

  describe('9: the token limit holds under concurrency', () => {
    it('makes exactly 20 tokens of 40 concurrent creations', async () => {
      const own = sessionCookie(await a.http.post('/api/auth/sign-up').send(newUser()).expect(200))!;
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).http.post('/api/me/tokens').set('Cookie', own).send({ name: `race ${i}`, scopes: ['read'] })),
      );
      expect(answers.filter((r) => r.status === 201)).toHaveLength(20);
      expect(answers.filter((r) => r.status === 409)).toHaveLength(20);
      expect((await a.http.get('/api/me/tokens').set('Cookie', own).expect(200)).body).toHaveLength(20);
    });
  });

  describe('11: PDF exports render off the event loop', () => {
    it('answers /api/health while several exports of a 10 × 10 comparison render, none on the main thread', async () => {
      const big = await insertComparison(db, { userId, items: Array.from({ length: 10 }, (_, i) => `Item ${i + 1}`) });
      const { items, dimensions } = bigItems(10);
      await db.query('UPDATE comparisons SET items = $2, dimensions = $3 WHERE id = $1', [big.id, JSON.stringify(items), dimensions]);
      const onMainThread = jest.spyOn(pdfModule, 'renderComparisonPdf');
      let lastExportAt = 0;
      const exports = Array.from({ length: 4 }, () =>
        a.http
          .get(`/api/comparisons/${big.slug}/export?format=pdf`)
          .buffer(true)
          .then((res) => {
            lastExportAt = Date.now();
            return res;
          }),
      );
      // Once the first export is rendering: health does not wait for the others.
      await new Promise((r) => setTimeout(r, 100));
      const health = await a.http.get('/api/health');
      const healthAt = Date.now();
      const done = await Promise.all(exports);
      expect(health.status).toBe(200);
      for (const res of done) {
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
      }
      expect(healthAt).toBeLessThan(lastExportAt);
      expect(onMainThread).not.toHaveBeenCalled();
      onMainThread.mockRestore();
    });

    it('refuses exports beyond the threads and their queue with 503 {error}, never a hang', async () => {
      const big = await insertComparison(db, { userId, items: Array.from({ length: 10 }, (_, i) => `Item ${i + 1}`) });
      const { items, dimensions } = bigItems(10);
      await db.query('UPDATE comparisons SET items = $2, dimensions = $3 WHERE id = $1', [big.id, JSON.stringify(items), dimensions]);
      const answers = await Promise.all(Array.from({ length: 30 }, () => b.http.get(`/api/comparisons/${big.slug}/export?format=pdf`).buffer(true)));
      const refused = answers.filter((r) => r.status === 503);
      expect(refused.length).toBeGreaterThan(0);
      for (const r of refused) expect(JSON.parse(r.text ?? (r.body as Buffer).toString())).toMatchObject({ error: expect.stringMatching(/PDF exports/) });
      expect(answers.every((r) => r.status === 200 || r.status === 503)).toBe(true);
    });
  });
});

describe('security round 3, 10: MCP batches count each call (real API, Postgres, Redis)', () => {
  let t: TestApp;
  let secret: string;

  beforeAll(async () => {
    // A tenth of the limits: 12 searches a minute per address, 30 requests a minute per token.
    t = await startTestApp({ RATE_LIMIT_MULTIPLIER: '0.1', REDIS_PREFIX: `${process.env.REDIS_PREFIX ?? 'jt'}-r3mcp` });
    const cookie = sessionCookie(await t.http.post('/api/auth/sign-up').send(newUser()).expect(200))!;
    secret = ((await t.http.post('/api/me/tokens').set('Cookie', cookie).send({ name: 'batch', scopes: ['read'] }).expect(201)).body as CreatedApiToken).secret;
  });
  afterAll(() => t.close());

  const batch = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ jsonrpc: '2.0', id: i + 1, method: 'tools/call', params: { name: 'search_comparisons', arguments: { query: `words ${i}` } } }));
  const post = (body: unknown) =>
    t.http.post('/mcp').set('Authorization', `Bearer ${secret}`).set('Accept', 'application/json, text/event-stream').send(body as object).buffer(true);

  it('spends the per-address search limit once per search in a batch', async () => {
    const res = await post(batch(20));
    expect(res.status).toBe(200);
    const limited = (res.text.match(/Too many searches/g) ?? []).length;
    expect(limited).toBe(8);
  });

  it('spends the per-token limit once per call: a batch larger than what is left is 429 {error}', async () => {
    const res = await post(batch(20));
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ error: expect.any(String), code: 'rate_limited' });
    expect(res.headers['retry-after']).toBeDefined();
  });
});
