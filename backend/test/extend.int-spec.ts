import type { INestApplicationContext } from '@nestjs/common';
import type { ComparisonData } from '@juxta/contracts';
import type { Client } from 'pg';
import { connectDb, insertComparison } from './support/comparison-fixtures';
import { startInProcessWorker, slowEngine } from './support/in-process-worker';
import { readStream } from './support/sse-client';
import { newUser, sessionCookie, startTestApp, type TestApp } from './support/test-app';

/**
 * Extending a comparison (issue #20): the new one is the caller's, names its origin, and reuses
 * the origin's research of unchanged items, counted in calls to the search provider and the analyst.
 */
describe('extending a comparison (API, real worker, Postgres and Redis)', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let db: Client;
  let author: { cookie: string; id: string };
  let reader: { cookie: string; id: string };
  const research = slowEngine(0);
  const FIVE = ['Kindle Alpha', 'Kobo Beta', 'Nook Gamma', 'Pocketbook Delta', 'Boox Epsilon'];
  const DIMENSIONS = ['Build quality', 'Price', 'Battery life'];
  let origin: ComparisonData;
  let callsForFive: number;

  const baseUrl = () => `http://127.0.0.1:${t.app.getHttpServer().address().port}`;
  async function signUp() {
    const res = await t.http.post('/api/auth/sign-up').send(newUser()).expect(200);
    return { cookie: sessionCookie(res)!, id: res.body.user.id as string };
  }
  /** Runs a comparison to its end; returns what it stored and the provider and analyst calls it cost. */
  async function compare(cookie: string, body: Record<string, unknown>, path = '/api/compare') {
    const calls = research.provider.calls.length;
    const analysed = research.analyst.analysed.length;
    const stream = await readStream(`${baseUrl()}${path}`, { method: 'POST', cookie, body, timeoutMs: 20_000 });
    const last = stream.events.at(-1);
    expect(last?.event).toBe('done');
    return {
      data: (last!.data as unknown as { data: ComparisonData }).data,
      providerCalls: research.provider.calls.length - calls,
      analysed: research.analyst.analysed.slice(analysed),
    };
  }

  beforeAll(async () => {
    // A queue of its own: jobs other suites of this run left queued are not this worker's business.
    t = await startTestApp({ RESEARCH_SEARCH: 'corpus', REDIS_PREFIX: `${process.env.REDIS_PREFIX ?? 'jt'}-extend` });
    worker = await startInProcessWorker(t.config, research.engine);
    db = await connectDb();
    [author, reader] = [await signUp(), await signUp()];
    // The origin: five items, public (private would keep it out of other suites' feeds, but then only its author could extend it).
    const first = await compare(author.cookie, { items: FIVE, dimensions: DIMENSIONS, isPublic: false });
    origin = first.data;
    callsForFive = first.providerCalls;
    expect(first.analysed.sort()).toEqual([...FIVE].sort());
  });
  afterAll(async () => {
    await worker?.close();
    await db?.end();
    await t?.close();
  });

  it('adding one item to five costs one item’s searches and one analysis; the rest is reused as stored', async () => {
    const { data, providerCalls, analysed } = await compare(author.cookie, {
      items: [...FIVE, 'Tolino Zeta'],
      dimensions: DIMENSIONS,
      basedOn: origin.id,
      isPublic: false,
    });
    expect(callsForFive % 5).toBe(0);
    expect(providerCalls).toBe(callsForFive / 5);
    expect(research.provider.calls.slice(-providerCalls).every((q) => q.item === 'Tolino Zeta')).toBe(true);
    expect(analysed).toEqual(['Tolino Zeta']);

    expect(data.status).toBe('completed');
    expect(data.basedOn).toBe(origin.id);
    expect(data.id).not.toBe(origin.id);
    expect(data.items.map((i) => i.name)).toEqual([...FIVE, 'Tolino Zeta']);
    for (const name of FIVE) {
      const before = origin.items.find((i) => i.name === name)!;
      const after = data.items.find((i) => i.name === name)!;
      expect(after.dimensions).toEqual(before.dimensions);
      expect(after.sources).toEqual(before.sources);
      expect(after.pros).toEqual(before.pros);
    }
    expect(data.items[5].sources[0].url).toBe('https://reviews.example/tolino-zeta');
    expect(data.verdict?.ranking).toHaveLength(6);
  });

  it('someone else’s public comparison: the extension is the reader’s own, and removing an item costs no research at all', async () => {
    await t.http.patch(`/api/comparisons/${origin.id}`).set('Cookie', author.cookie).send({ isPublic: true }).expect(200);
    try {
      const { data, providerCalls, analysed } = await compare(reader.cookie, { items: FIVE.slice(0, 4), dimensions: DIMENSIONS, basedOn: origin.id, isPublic: false });
      expect(providerCalls).toBe(0);
      expect(analysed).toEqual([]);
      expect(data.userId).toBe(reader.id);
      expect(data.author.name).not.toBe(origin.author.name);
      expect(data.basedOn).toBe(origin.id);
      expect(data.items.map((i) => i.name)).toEqual(FIVE.slice(0, 4));
      // the origin is untouched
      const again = await t.http.get(`/api/comparisons/${origin.id}`).expect(200);
      expect(again.body.items).toHaveLength(5);
      expect(again.body.userId).toBe(author.id);
    } finally {
      await t.http.patch(`/api/comparisons/${origin.id}`).set('Cookie', author.cookie).send({ isPublic: false }).expect(200);
    }
  });

  it('a dimension the origin does not have: the items are researched again (research is reused per item, on the same dimensions)', async () => {
    const { providerCalls, analysed } = await compare(author.cookie, {
      items: FIVE.slice(0, 2),
      dimensions: [...DIMENSIONS, 'Ease of use'],
      basedOn: origin.id,
      isPublic: false,
    });
    expect(analysed.sort()).toEqual(FIVE.slice(0, 2).sort());
    expect(providerCalls).toBeGreaterThanOrEqual((callsForFive / 5) * 2);
  });

  it('a rerun of an extension researches everything afresh', async () => {
    const extension = await compare(author.cookie, { items: FIVE.slice(0, 2), dimensions: DIMENSIONS, basedOn: origin.id, isPublic: false });
    expect(extension.analysed).toEqual([]);
    const rerun = await compare(author.cookie, {}, `/api/comparisons/${extension.data.id}/rerun`);
    expect(rerun.analysed.sort()).toEqual(FIVE.slice(0, 2).sort());
    expect(rerun.data.basedOn).toBeUndefined();
  });

  it('refuses to extend what the caller may not read, a missing comparison, one still researching, or a malformed id (400, nothing stored)', async () => {
    const before = (await db.query('SELECT count(*)::int AS n FROM comparisons WHERE user_id = $1', [reader.id])).rows[0].n;
    const researching = await insertComparison(db, { userId: reader.id, status: 'researching', isPublic: false });
    const cases: [string, RegExp][] = [
      [origin.id, /based on was not found/], // private, and not the reader's
      ['00000000-0000-4000-8000-000000000000', /based on was not found/],
      [researching.id, /Only a completed comparison can be extended/],
      ['not-an-id', /basedOn must be the id of a comparison/],
    ];
    for (const [basedOn, message] of cases) {
      const res = await t.http.post('/api/compare').set('Cookie', reader.cookie).send({ items: FIVE, basedOn });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(message);
    }
    const after = (await db.query('SELECT count(*)::int AS n FROM comparisons WHERE user_id = $1', [reader.id])).rows[0].n;
    expect(after).toBe(before + 1); // only the fixture
  });
});
