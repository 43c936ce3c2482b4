import type { ComparisonSummary, Page } from '@juxta/contracts';
import { randomBytes } from 'node:crypto';
import type { Client } from 'pg';
import { CommonSearchWords, isRareSearch } from '../src/comparisons/common-search-words';
import { SEARCH_FIRST_WALK_ROWS, SEARCH_LONGEST_WALK_ROWS } from '../src/comparisons/feed.service';
import { connectDb, insertComparison } from './support/comparison-fixtures';
import { newUser, startTestApp, type TestApp } from './support/test-app';

/**
 * Feed searches whose matches lie beyond the rows a search reads in feed order: the answer
 * must be the same as a plain full-text query over every comparison (same rows, same order,
 * every row once across pages), whichever way the feed found them.
 */
describe('feed search beyond the newest comparisons (real Postgres)', () => {
  let t: TestApp;
  let db: Client;
  let authorId: string;
  // Made-up words no other test writes: letters only, fresh per run.
  // No 's' among the random letters: "…ss" + "s" keeps its s's under the English stemmer, and the test reads the stem as the word less its final s.
  const word = (stem: string) => `${stem}${[...randomBytes(5)].map((b) => 'bcdfghjklmnpqrtvwxz'[b % 19]).join('')}`;
  // In every newer filler row. It ends in "s" on purpose: the summary is indexed in English, so
  // Postgres stores its stem ("…ftps" as "…ftp"), and the statistics list that stem, not the word.
  const common = `${word('commo')}s`;
  const everyHundredth = word('centi'); // in every 100th filler row
  const rare = word('rarit'); // only in old rows, one of them as a longer word too
  const partner = word('partn'); // with `rare` and `common` in the old rows
  const stranger = word('stran'); // only in old rows without `common`
  const fillers = SEARCH_LONGEST_WALK_ROWS + 500;

  const ids = async (query: string): Promise<{ ids: string[]; pages: number }> => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: { body: Page<ComparisonSummary> } = await t.http.get(`/api/comparisons?${query}${cursor ? `&cursor=${cursor}` : ''}`).expect(200);
      seen.push(...res.body.items.map((i) => i.id));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor && pages < 1000);
    return { ids: seen, pages };
  };

  /** What a plain full-text query over every comparison answers: the contract the feed keeps. */
  const expected = async (q: string, order = 'created_at DESC, id DESC'): Promise<string[]> => {
    const tsq = q.split(' ').map((w) => `${w}:*`).join(' & ');
    const { rows } = await db.query(
      `SELECT id FROM comparisons WHERE is_public AND status = 'completed'
         AND search @@ (to_tsquery('simple', $1) || to_tsquery('english', $1)) ORDER BY ${order}`,
      [tsq],
    );
    return rows.map((r: { id: string }) => r.id);
  };

  beforeAll(async () => {
    t = await startTestApp();
    db = await connectDb();
    const res = await t.http.post('/api/auth/sign-up').send(newUser()).expect(200);
    authorId = res.body.user.id;
    // More rows than the longest walk, all newer than the rows the rare words are in (but older
    // than anything other tests make now, and never viewed: other specs read the first pages of
    // the recent and the popular feed), one statement.
    await db.query(
      `INSERT INTO comparisons (id, user_id, title, slug, status, request, item_names, summary, items, dimensions, tags, category, is_public, view_count, created_at)
       SELECT gen_random_uuid(), $1, 'Filler ' || g || ' vs Other', 'filler-' || g || '-' || md5(random()::text), 'completed', '{}'::jsonb,
              ARRAY['Filler ' || g, 'Other'], 'Filler leads on ' || $2 || CASE WHEN g % 100 = 0 THEN ' and ' || $3 ELSE '' END || '.',
              '[]'::jsonb, ARRAY['Performance'], '{}', 'software', true, 0, timestamptz '2020-06-01' - make_interval(secs => g)
         FROM generate_series(1, $4::int) g`,
      [authorId, common, everyHundredth, fillers],
    );
    // The old rows: 30 with the rare word (and its partner, and the common word), some with a
    // longer word it is a prefix of, and some the feed never shows; 10 with the stranger.
    const old = (i: number) => new Date(Date.UTC(2019, 0, 1) + i * 3_600_000);
    for (let i = 0; i < 30; i++) {
      await insertComparison(db, {
        userId: authorId,
        items: [i % 3 === 0 ? `${rare}pro` : rare, partner],
        summary: `${rare} leads on ${common}.`,
        viewCount: i % 3,
        createdAt: old(i),
      });
    }
    await insertComparison(db, { userId: authorId, items: [rare, 'Hidden'], isPublic: false, createdAt: old(40) });
    await insertComparison(db, { userId: authorId, items: [rare, 'Running'], status: 'researching', createdAt: old(41) });
    for (let i = 0; i < 10; i++) await insertComparison(db, { userId: authorId, items: [stranger, 'Other'], summary: `${stranger} only.`, createdAt: old(50 + i) });
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('has more newer rows than a search reads in order before it turns to the search index', () => {
    expect(fillers).toBeGreaterThan(SEARCH_LONGEST_WALK_ROWS);
    expect(SEARCH_LONGEST_WALK_ROWS).toBeGreaterThan(SEARCH_FIRST_WALK_ROWS);
  });

  it('finds a rare word whose rows are older than every row a walk reads: all of them, newest first, each once across pages', async () => {
    const want = await expected(rare);
    expect(want).toHaveLength(30);
    const got = await ids(`q=${rare}&limit=7`);
    expect(got.ids).toEqual(want);
    expect(got.pages).toBe(5);
    // A prefix of it finds the longer word too: the same 30.
    expect((await ids(`q=${rare.slice(0, 7)}&limit=50`)).ids).toEqual(await expected(rare.slice(0, 7)));
  });

  it('finds two words that meet only in those old rows, with the default page size', async () => {
    const want = await expected(`${partner} ${rare}`);
    expect(want).toHaveLength(30);
    const got = await ids(`q=${partner}%20${rare}`);
    expect(got.ids).toEqual(want);
    expect(got.pages).toBe(2);
  });

  it('answers two common words that never meet with an empty page', async () => {
    expect(await expected(`${common} ${stranger}`)).toEqual([]);
    const res = await t.http.get(`/api/comparisons?q=${common}%20${stranger}`).expect(200);
    expect(res.body).toEqual({ items: [], nextCursor: null });
    expect((await ids(`q=${stranger}`)).ids).toHaveLength(10);
  });

  it('pages through a word in every 100th row (found by reading on in order) exactly as the full query orders it', async () => {
    const want = await expected(everyHundredth);
    expect(want).toHaveLength(Math.floor(fillers / 100));
    const got = await ids(`q=${everyHundredth}&limit=24`);
    expect(got.ids).toEqual(want);
    // Two words that meet in every 100th row: the same rows.
    expect((await ids(`q=${common}%20${everyHundredth}&limit=24`)).ids).toEqual(want);
  });

  it('pages through a common word newest first: the first pages come from the walk, all of it is the full query', async () => {
    const got = await ids(`q=${common}&limit=50`);
    expect(got.ids).toEqual(await expected(common));
    expect(got.ids).toHaveLength(fillers + 30);
  });

  it("reads Postgres' statistics of the search words, and answers the same whichever way they send a search", async () => {
    // After ANALYZE the feed knows the common words (the filler rows' word is in nearly every
    // row); a word it does not list may go to the index without a walk: the answers must not move.
    await db.query('ANALYZE comparisons');
    const commonWords = t.app.get(CommonSearchWords);
    await commonWords.refresh();
    const stats = commonWords.current();
    const { rows: stem } = await db.query<{ lexeme: string }>(`SELECT (ts_lexize('english_stem', $1))[1] AS lexeme`, [common]);
    expect(stem[0].lexeme).toBe(common.slice(0, -1));
    expect(stats?.common).toContain(stem[0].lexeme);
    expect(stats?.lowestListedShare).toBeGreaterThan(0);
    // A word ANALYZE never saw is rare: its search goes to the index at once, and finds every row.
    const unseen = word('unsee');
    expect(isRareSearch(`${unseen}:*`, stats, SEARCH_FIRST_WALK_ROWS, 25)).toBe(true);
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await insertComparison(db, { userId: authorId, items: [unseen, 'Other'], createdAt: new Date(Date.UTC(2017, 0, 1 + i)) })).id);
    expect((await ids(`q=${unseen}&limit=2`)).ids).toEqual(made.reverse());
    expect((await ids(`q=${rare}&limit=7`)).ids).toEqual(await expected(rare));
    expect((await ids(`q=${stranger}`)).ids).toHaveLength(10);
    expect((await ids(`q=${everyHundredth}&limit=24`)).ids).toEqual(await expected(everyHundredth));
  });

  it('orders a rare word by popularity when asked, across pages', async () => {
    const got = await ids(`q=${rare}&sort=popular&limit=4`);
    expect(got.ids).toEqual(await expected(rare, 'view_count DESC, created_at DESC, id DESC'));
  });

  it('finds every word with a prefix, whether its comparison was stored with it or gained it in an edit', async () => {
    // The prefix is searched as the exact words it stands for: a word missing from that list
    // (one an edit brought) would drop its comparison from the answer.
    const fresh = word('fresh');
    const stored = await insertComparison(db, { userId: authorId, items: [`${fresh}one`, 'Edit'], createdAt: new Date(Date.UTC(2018, 0, 2)) });
    const edited = await insertComparison(db, { userId: authorId, items: ['Before', 'Edit'], createdAt: new Date(Date.UTC(2018, 0, 1)) });
    expect((await ids(`q=${fresh}`)).ids).toEqual([stored.id]);
    await db.query('UPDATE comparisons SET summary = $2 WHERE id = $1', [edited.id, `Now about ${fresh}two.`]);
    expect((await ids(`q=${fresh}`)).ids).toEqual([stored.id, edited.id]);
    expect((await ids(`q=${fresh}two`)).ids).toEqual([edited.id]);
  });
});
