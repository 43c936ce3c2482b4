import { connectDb } from './support/comparison-fixtures';
import { readStream } from './support/sse-client';
import { newUser, sessionCookie, startTestApp, type TestApp } from './support/test-app';
import type { Client } from 'pg';

describe('POST /api/compare with excluded domains (issue #15)', () => {
  let t: TestApp;
  let db: Client;
  let cookie: string;

  beforeAll(async () => {
    t = await startTestApp();
    db = await connectDb();
    const res = await t.http.post('/api/auth/sign-up').send(newUser()).expect(200);
    cookie = sessionCookie(res)!;
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it.each([
    [['not a domain'], /domain name/],
    [42, /excludedDomains must be a list/],
    [Array.from({ length: 21 }, (_, i) => `d${i}.example`), /At most 20/],
  ])('refuses %p with a 400 that says why', async (excludedDomains, message) => {
    const res = await t.http.post('/api/compare').set('Cookie', cookie).send({ items: ['A', 'B'], excludedDomains }).expect(400);
    expect(res.body.error).toMatch(message);
  });

  it('keeps them with the request, written the way the search compares them', async () => {
    const address = t.app.getHttpServer().address() as { port: number };
    const stream = await readStream(`http://127.0.0.1:${address.port}/api/compare`, {
      cookie,
      body: { items: ['Figma', 'Sketch'], excludedDomains: 'https://www.Figma.com/pricing, *.sketch.com' },
      stopAfter: () => true,
      timeoutMs: 20_000,
    });
    const id = stream.events[0].data.comparisonId as string;
    const [row] = (await db.query('SELECT request FROM comparisons WHERE id = $1', [id])).rows;
    expect(row.request.excludedDomains).toEqual(['figma.com', 'sketch.com']);
  });
});
