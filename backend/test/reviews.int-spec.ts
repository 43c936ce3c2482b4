import type { INestApplicationContext } from '@nestjs/common';
import { type ComparisonData, type ComparisonSummary, type DimensionResult, type ItemResearch } from '@juxta/contracts';
import { buildVerdict, withVerdictScores } from '@juxta/research';
import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import { connectDb, insertComparison } from './support/comparison-fixtures';
import { slowEngine, startInProcessWorker } from './support/in-process-worker';
import { readStream } from './support/sse-client';
import { newUser, sessionCookie, startTestApp, type TestApp } from './support/test-app';

const DIMENSIONS = ['Speed', 'Price'];

function cell(score: number, quote: string): DimensionResult {
  return { score, summary: quote, details: '', pros: score > 5 ? [quote] : [], cons: [], confidence: 'medium', evidence: [{ sourceIndex: 0, quote }] };
}

function item(name: string, speed: number, price: number): ItemResearch {
  const slug = name.toLowerCase();
  const speedQuote = `${name} is very fast under load.`;
  const priceQuote = `${name} is cheap to run.`;
  return {
    name,
    description: name,
    overallScore: 0,
    dimensions: {
      Speed: { ...cell(speed, speedQuote), evidence: [{ sourceIndex: 0, quote: speedQuote }] },
      Price: { ...cell(price, priceQuote), evidence: [{ sourceIndex: 1, quote: priceQuote }] },
    },
    pros: [speedQuote],
    cons: [],
    sources: [
      { title: `${name} benchmark`, url: `https://bench.example/${slug}`, snippet: speedQuote },
      { title: `${name} pricing`, url: `https://prices.example/${slug}`, snippet: priceQuote },
    ],
  };
}

/**
 * Reviews (issue #34) over HTTP: the author corrects cells, everything derived from them is
 * recomputed at once, every reader sees it, and a rerun keeps it.
 */
describe('reviews (API, real Postgres and Redis)', () => {
  let t: TestApp;
  let db: Client;
  let author: { cookie: string; id: string };
  let other: { cookie: string; id: string };

  async function signUp() {
    const res = await t.http.post('/api/auth/sign-up').send(newUser()).expect(200);
    return { cookie: sessionCookie(res)!, id: res.body.user.id as string };
  }

  /** Alpha leads Speed (8 vs 6), Beta leads Price (7 vs 6): Alpha first overall (7 vs 6.5). */
  async function insertReviewable(o: { isPublic?: boolean; status?: 'completed' | 'researching' } = {}): Promise<string> {
    const raw = [item('Alpha', 8, 6), item('Beta', 6, 7)];
    const verdict = buildVerdict(raw, DIMENSIONS, { Speed: 1, Price: 1 }, []);
    const research = { items: withVerdictScores(raw, verdict, 5), dimensions: DIMENSIONS, verdict, recommendation: 'Pick Alpha.' };
    const { id } = await insertComparison(db, { userId: author.id, items: ['Alpha', 'Beta'], isPublic: o.isPublic, status: o.status, summary: 'Alpha leads.', research });
    return id;
  }

  const review = (id: string, body: Record<string, unknown>, cookie = author.cookie) => t.http.post(`/api/comparisons/${id}/reviews`).set('Cookie', cookie).send(body);
  const cellOf = (data: ComparisonData, name: string, dimension: string) => data.items.find((i) => i.name === name)!.dimensions[dimension];
  const overall = (data: ComparisonData, name: string) => data.items.find((i) => i.name === name)!.overallScore;

  beforeAll(async () => {
    t = await startTestApp();
    db = await connectDb();
    [author, other] = [await signUp(), await signUp()];
  });
  afterAll(async () => {
    await db?.end();
    await t?.close();
  });

  it("rejecting a cell's only quote makes it unknown, and it no longer decides the verdict", async () => {
    const id = await insertReviewable();
    const before = (await t.http.get(`/api/comparisons/${id}`).expect(200)).body as ComparisonData;
    expect(before.verdict?.decidedDimensions).toEqual(['Speed', 'Price']);
    expect(before.verdict?.winner).toBe('Alpha');

    const res = await review(id, { action: 'reject', item: 'Alpha', dimension: 'Speed', quote: 'Alpha is very fast under load.', reason: 'misread', note: 'It says so about the old version.' }).expect(200);
    const data = res.body as ComparisonData;
    const speed = cellOf(data, 'Alpha', 'Speed');
    expect(speed.confidence).toBe('none');
    expect(speed.evidence).toEqual([]);
    expect(speed.review).toEqual({ researchScore: 8, researchConfidence: 'medium' });
    expect(data.verdict?.decidedDimensions).toEqual(['Price']);
    expect(data.verdict?.dimensions.find((d) => d.dimension === 'Speed')?.decided).toBe(false);
    // Over Price alone Beta leads; the summary is written again from the new verdict.
    expect(data.verdict?.ranking).toEqual(['Beta', 'Alpha']);
    expect(data.summary).not.toBe('Alpha leads.');
    expect(data.reviews).toEqual([
      expect.objectContaining({ action: 'reject', item: 'Alpha', dimension: 'Speed', quote: 'Alpha is very fast under load.', reason: 'misread', note: 'It says so about the old version.' }),
    ]);

    // Undone: the research as found again, nothing lost.
    const undone = (await t.http.delete(`/api/comparisons/${id}/reviews/${data.reviews![0].id}`).set('Cookie', author.cookie).expect(200)).body as ComparisonData;
    expect(cellOf(undone, 'Alpha', 'Speed')).toEqual(cellOf(before, 'Alpha', 'Speed'));
    expect(undone.verdict).toEqual(before.verdict);
    expect(undone.summary).toBe('Alpha leads.');
    expect(undone.reviews ?? []).toEqual([]);
  });

  it('a set-score changes the overall score and the ranking and keeps the research score; a signed-out reader sees both, and the feed says reviewed', async () => {
    const id = await insertReviewable();
    const res = await review(id, { action: 'set-score', item: 'Beta', dimension: 'Speed', score: 9.5, note: 'Our own load test: Beta is faster.' }).expect(200);
    const data = res.body as ComparisonData;
    expect(cellOf(data, 'Beta', 'Speed').score).toBe(9.5);
    expect(cellOf(data, 'Beta', 'Speed').review).toEqual({ researchScore: 6, researchConfidence: 'medium' });
    expect(overall(data, 'Beta')).toBeCloseTo(8.3, 1);
    expect(data.verdict?.ranking).toEqual(['Beta', 'Alpha']);

    const seen = (await t.http.get(`/api/comparisons/${id}`).expect(200)).body as ComparisonData;
    expect(cellOf(seen, 'Beta', 'Speed')).toMatchObject({ score: 9.5, review: { researchScore: 6 } });
    expect(seen.reviews?.[0]).toMatchObject({ action: 'set-score', score: 9.5, note: 'Our own load test: Beta is faster.' });

    const mine = (await t.http.get('/api/me/comparisons').set('Cookie', author.cookie).expect(200)).body as { items: ComparisonSummary[] };
    expect(mine.items.find((c) => c.id === id)?.reviewed).toBe(true);
    expect(mine.items.find((c) => c.id !== id)?.reviewed).toBeUndefined();
  });

  it('the Markdown export shows the reviewed cell and its note', async () => {
    const id = await insertReviewable();
    await review(id, { action: 'set-score', item: 'Beta', dimension: 'Price', score: 3, note: 'The licence costs extra.' }).expect(200);
    const md = await t.http.get(`/api/comparisons/${id}/export?format=md`).expect(200);
    expect(md.text).toContain('The licence costs extra.');
    expect(md.text).toMatch(/reviewed by the author: was 7/);
  });

  it('an added statement counts as evidence, shown as added by the author; a moved quote counts for the other dimension', async () => {
    const id = await insertReviewable();
    const added = (await review(id, { action: 'add-statement', item: 'Alpha', dimension: 'Price', text: 'Alpha is very expensive and the licence is costly.', url: 'https://example.org/alpha-licence' }).expect(200))
      .body as ComparisonData;
    const price = cellOf(added, 'Alpha', 'Price');
    expect(price.evidence.at(-1)).toMatchObject({ quote: 'Alpha is very expensive and the licence is costly.', addedByAuthor: true });
    expect(price.score).toBeLessThan(6);
    expect(price.review?.researchScore).toBe(6);

    const moved = (await review(id, { action: 'reject', item: 'Beta', dimension: 'Price', quote: 'Beta is cheap to run.', reason: 'other-dimension', moveTo: 'speed' }).expect(200)).body as ComparisonData;
    expect(cellOf(moved, 'Beta', 'Price').confidence).toBe('none');
    expect(cellOf(moved, 'Beta', 'Speed').evidence.map((e) => e.quote)).toContain('Beta is cheap to run.');
    expect(moved.reviews?.at(-1)).toMatchObject({ moveTo: 'Speed' });
  });

  it('no-evidence makes the cell unknown', async () => {
    const id = await insertReviewable();
    const data = (await review(id, { action: 'no-evidence', item: 'beta', dimension: 'price' }).expect(200)).body as ComparisonData;
    expect(cellOf(data, 'Beta', 'Price')).toMatchObject({ confidence: 'none', evidence: [], review: { researchScore: 7 } });
    expect(data.verdict?.decidedDimensions).toEqual(['Speed']);
  });

  it('bad inputs get 400s naming the field, and change nothing', async () => {
    const id = await insertReviewable();
    const cases: [Record<string, unknown>, string][] = [
      [{ action: 'set-score', item: 'Gamma', dimension: 'Speed', score: 5, note: 'x' }, 'item'],
      [{ action: 'set-score', item: 'Alpha', dimension: 'Weight', score: 5, note: 'x' }, 'dimension'],
      [{ action: 'reject', item: 'Alpha', dimension: 'Speed', quote: 'Beta is cheap to run.', reason: 'misread' }, 'quote'],
      [{ action: 'set-score', item: 'Alpha', dimension: 'Speed', score: 11, note: 'x' }, 'score'],
      [{ action: 'set-score', item: 'Alpha', dimension: 'Speed', score: 0, note: 'x' }, 'score'],
      [{ action: 'set-score', item: 'Alpha', dimension: 'Speed', score: 4 }, 'note'],
      [{ action: 'reject', item: 'Alpha', dimension: 'Speed', quote: 'Alpha is very fast under load.', reason: 'bored' }, 'reason'],
      [{ action: 'reject', item: 'Alpha', dimension: 'Speed', quote: 'Alpha is very fast under load.', reason: 'other-dimension', moveTo: 'Weight' }, 'moveTo'],
      [{ action: 'add-statement', item: 'Alpha', dimension: 'Speed' }, 'text'],
      [{ action: 'undo', item: 'Alpha', dimension: 'Speed' }, 'action'],
    ];
    for (const [body, field] of cases) {
      const res = await review(id, body).expect(400);
      expect({ body, error: typeof res.body.error, field: Object.keys(res.body.details ?? {}) }).toEqual({ body, error: 'string', field: [field] });
    }
    const data = (await t.http.get(`/api/comparisons/${id}`).expect(200)).body as ComparisonData;
    expect(data.reviews ?? []).toEqual([]);
    await t.http.delete(`/api/comparisons/${id}/reviews/${randomUUID()}`).set('Cookie', author.cookie).expect(404);

    // Each review applies them all again: a comparison keeps a bounded number.
    const many = Array.from({ length: 200 }, (_, i) => ({ id: randomUUID(), action: 'no-evidence', item: 'Zed', dimension: 'Speed', createdAt: new Date(Date.now() + i).toISOString() }));
    await db.query('UPDATE comparisons SET reviews = $2::jsonb WHERE id = $1', [id, JSON.stringify(many)]);
    const full = await review(id, { action: 'no-evidence', item: 'Alpha', dimension: 'Speed' }).expect(400);
    expect(full.body.error).toMatch(/at most 200 reviews/);
  });

  it('others get 403 on a public comparison, 404 on a private one; signed out 401; researching 409', async () => {
    const body = { action: 'set-score', item: 'Alpha', dimension: 'Speed', score: 2, note: 'no' };
    const open = await insertReviewable();
    const forbidden = await review(open, body, other.cookie).expect(403);
    expect(forbidden.body.error).toEqual(expect.any(String));
    await t.http.post(`/api/comparisons/${open}/reviews`).send(body).expect(401);
    const hidden = await insertReviewable({ isPublic: false });
    await review(hidden, body, other.cookie).expect(404);
    await review(randomUUID(), body).expect(404);
    const busy = await insertReviewable({ status: 'researching' });
    await review(busy, body).expect(409);
    // The owner's review of the open one went through none of those.
    const data = (await t.http.get(`/api/comparisons/${open}`).expect(200)).body as ComparisonData;
    expect(data.reviews ?? []).toEqual([]);
  });

  it('a token with the compare scope may review; a read-only token may not', async () => {
    const id = await insertReviewable();
    const token = async (scopes: string[]) => (await t.http.post('/api/me/tokens').set('Cookie', author.cookie).send({ name: scopes.join('+'), scopes }).expect(201)).body.secret as string;
    const body = { action: 'no-evidence', item: 'Alpha', dimension: 'Price' };
    await t.http.post(`/api/comparisons/${id}/reviews`).set('Authorization', `Bearer ${await token(['read'])}`).send(body).expect(403);
    await t.http.post(`/api/comparisons/${id}/reviews`).set('Authorization', `Bearer ${await token(['compare'])}`).send(body).expect(200);
  });

  describe('with a worker', () => {
    let worker: INestApplicationContext;
    const research = slowEngine(0);
    beforeAll(async () => {
      worker = await startInProcessWorker(t.config, research.engine);
    });
    afterAll(async () => {
      await worker?.close();
    });

    it('a rerun keeps the reviews whose cell and quote still exist and marks the others as no longer applying', async () => {
      const base = `http://127.0.0.1:${t.app.getHttpServer().address().port}`;
      const run = async (path: string, body?: Record<string, unknown>) => {
        const stream = await readStream(`${base}${path}`, { method: 'POST', cookie: author.cookie, body, timeoutMs: 20_000 });
        const last = stream.events.at(-1);
        expect(last?.event).toBe('done');
        return (last!.data as unknown as { data: ComparisonData }).data;
      };
      const first = await run('/api/compare', { items: ['Alpha X', 'Beta Y'], dimensions: DIMENSIONS });
      const quote = first.items[1].dimensions.Price.evidence[0].quote;
      await review(first.id, { action: 'set-score', item: 'Alpha X', dimension: 'Speed', score: 9, note: 'Measured it.' }).expect(200);
      await review(first.id, { action: 'reject', item: 'Beta Y', dimension: 'Price', quote, reason: 'other' }).expect(200);
      // A quote the rerun will not find (the test research quotes the same sentence every time).
      await db.query(
        `UPDATE comparisons SET reviews = reviews || $2::jsonb WHERE id = $1`,
        [first.id, JSON.stringify([{ id: randomUUID(), action: 'reject', item: 'Alpha X', dimension: 'Price', quote: 'A sentence gone since.', reason: 'misread', createdAt: new Date().toISOString() }])],
      );

      const again = await run(`/api/comparisons/${first.id}/rerun`);
      expect(again.rerunOf).toBe(first.id);
      expect(cellOf(again, 'Alpha X', 'Speed')).toMatchObject({ score: 9, review: { researchScore: 7 } });
      expect(cellOf(again, 'Beta Y', 'Price')).toMatchObject({ confidence: 'none', review: { researchScore: 7 } });
      expect(again.reviews?.map((r) => [r.action, r.applies])).toEqual([
        ['set-score', undefined],
        ['reject', undefined],
        ['reject', false],
      ]);
      const read = (await t.http.get(`/api/comparisons/${again.id}`).expect(200)).body as ComparisonData;
      expect(cellOf(read, 'Alpha X', 'Speed').score).toBe(9);

      // The author's extension reuses the research as found and applies the reviews once more (a
      // rejected quote found again, not "no longer applies"); another user's extension carries none.
      const extended = await run('/api/compare', { items: ['Alpha X', 'Beta Y', 'Gamma Z'], dimensions: DIMENSIONS, basedOn: again.id });
      expect(extended.reviews?.map((r) => [r.action, r.applies])).toEqual([
        ['set-score', undefined],
        ['reject', undefined],
        ['reject', false],
      ]);
      expect(cellOf(extended, 'Beta Y', 'Price')).toMatchObject({ confidence: 'none', review: { researchScore: 7 } });
      const theirs = await readStream(`${base}/api/compare`, { method: 'POST', cookie: other.cookie, body: { items: ['Alpha X', 'Beta Y', 'Gamma Z'], dimensions: DIMENSIONS, basedOn: again.id }, timeoutMs: 20_000 });
      const theirData = (theirs.events.at(-1)!.data as unknown as { data: ComparisonData }).data;
      expect(theirData.reviews ?? []).toEqual([]);
      expect(cellOf(theirData, 'Alpha X', 'Speed')).toMatchObject({ score: 7 });
      expect(cellOf(theirData, 'Alpha X', 'Speed').review).toBeUndefined();
    });
  });
});
