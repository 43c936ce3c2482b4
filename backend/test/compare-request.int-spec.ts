import type { Client } from 'pg';
import { connectDb } from './support/comparison-fixtures';
import { newUser, sessionCookie, startTestApp, type TestApp } from './support/test-app';

describe('POST /api/compare: one item one name, and weights (real Postgres and Redis)', () => {
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
    [['Postgres', 'PostgreSQL'], '“PostgreSQL” is another name for “Postgres”: each item must be different'],
    [['JS', 'JavaScript'], '“JavaScript” is another name for “JS”: each item must be different'],
    [['München', 'Munich'], '“Munich” is another name for “München”: each item must be different'],
    [['The Beatles', 'Beatles'], '“Beatles” is another name for “The Beatles”: each item must be different'],
    [['Café Nero', 'CAFE-NERO'], '“CAFE-NERO” is another name for “Café Nero”: each item must be different'],
  ])('refuses %j with 400 naming the alias', async (items, error) => {
    const res = await t.http.post('/api/compare').set('Cookie', cookie).send({ items }).expect(400);
    expect(res.body.error).toBe(error);
  });

  it.each([
    [{ Vibes: 2 }, 'weights names an unknown dimension “Vibes”: use one of your dimensions or a known one such as Price or Ease of use'],
    [{ Price: 6 }, 'The weight of “Price” must be a whole number from 0 to 5'],
    [{ Price: -1 }, 'The weight of “Price” must be a whole number from 0 to 5'],
    [{ Price: 2.5 }, 'The weight of “Price” must be a whole number from 0 to 5'],
    [{ Price: '3' }, 'The weight of “Price” must be a whole number from 0 to 5'],
    [{ 'Ease of use': 1, Vibes: 2 }, 'weights names an unknown dimension “Vibes”: use one of your dimensions or a known one such as Price or Ease of use'],
    [[3], 'weights must be an object of dimension names to numbers'],
  ])('refuses weights %j with 400', async (weights, error) => {
    const res = await t.http.post('/api/compare').set('Cookie', cookie).send({ items: ['Alpha One', 'Beta Two'], weights }).expect(400);
    expect(res.body.error).toBe(error);
  });

  it('accepts different items written in other scripts (they are not one another’s alias)', async () => {
    const port = (t.app.getHttpServer().address() as { port: number }).port;
    const controller = new AbortController();
    // The answer is the comparison's event stream: its status is all this test needs.
    const res = await fetch(`http://127.0.0.1:${port}/api/compare`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ items: ['Москва', 'Санкт-Петербург'] }),
      signal: controller.signal,
    });
    controller.abort();
    expect(res.status).toBe(200);
  });

  it('accepts weights on known and on the user’s own dimensions, and stores them with the comparison', async () => {
    const server = t.app.getHttpServer();
    const port = (server.address() as { port: number }).port;
    const controller = new AbortController();
    const body = { items: ['Weighted Alpha', 'Weighted Beta'], dimensions: ['Vibes'], weights: { Vibes: 4, price: 0 } };
    const res = await fetch(`http://127.0.0.1:${port}/api/compare`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    controller.abort();
    const { rows } = await db.query("SELECT request FROM comparisons WHERE item_names = $1 ORDER BY created_at DESC LIMIT 1", [body.items]);
    expect(rows[0].request.weights).toEqual({ Vibes: 4, price: 0 });
  });
});
