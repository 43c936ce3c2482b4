import type { ComparisonData, ComparisonSummary, Page } from '@juxta/contracts';
import type { Client } from 'pg';
import { readPdf } from './support/pdf-text';
import { connectDb, insertComparison } from './support/comparison-fixtures';
import { readStream } from './support/sse-client';
import { newUser, sessionCookie, startTestApp, type TestApp } from './support/test-app';

describe('the comparison library (real Postgres and Redis)', () => {
  let t: TestApp;
  let db: Client;
  let owner: { id: string; cookie: string; name: string };
  let other: { id: string; cookie: string };

  const signUp = async () => {
    const body = newUser();
    const res = await t.http.post('/api/auth/sign-up').send(body).expect(200);
    return { id: res.body.user.id as string, cookie: sessionCookie(res)!, name: body.name };
  };

  beforeAll(async () => {
    t = await startTestApp({ USER_MAX_ACTIVE_COMPARISONS: '3', USER_DAILY_COMPARISONS: '5' });
    db = await connectDb();
    owner = await signUp();
    other = await signUp();
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  describe('GET /api/comparisons (feed)', () => {
    let ids: Record<string, string>;
    beforeAll(async () => {
      ids = {
        pg: (await insertComparison(db, { userId: owner.id, items: ['PostgreSQL', 'MySQL'], category: 'databases', tags: ['sql'] })).id,
        ereader: (await insertComparison(db, { userId: owner.id, items: ['Kindle', 'Kobo'], category: 'consumer-electronics', tags: ['reading'], viewCount: 40 })).id,
        hidden: (await insertComparison(db, { userId: owner.id, items: ['Postgres Secret', 'Other'], isPublic: false, category: 'databases' })).id,
        running: (await insertComparison(db, { userId: owner.id, items: ['Postgres Running', 'X'], status: 'researching', category: 'databases' })).id,
        failed: (await insertComparison(db, { userId: owner.id, items: ['Postgres Failed', 'Y'], status: 'failed', category: 'databases' })).id,
      };
    });

    const search = async (query: string) => {
      const res = await t.http.get(`/api/comparisons?${query}`).expect(200);
      return (res.body as Page<ComparisonSummary>).items.map((i) => i.id);
    };

    it('finds by item name, by prefix and by tag, never private or unfinished ones', async () => {
      expect(await search('q=MySQL')).toEqual([ids.pg]);
      expect(await search('q=postg')).toEqual([ids.pg]);
      expect(await search('q=reading')).toEqual([ids.ereader]);
      expect(await search('q=kindle%20kob')).toEqual([ids.ereader]);
      const all = await search('limit=50');
      expect(all).toEqual(expect.arrayContaining([ids.pg, ids.ereader]));
      expect(all).not.toEqual(expect.arrayContaining([ids.hidden]));
      expect(all).not.toContain(ids.running);
      expect(all).not.toContain(ids.failed);
    });

    it('shows summaries with the author name only', async () => {
      const res = await t.http.get('/api/comparisons?q=kindle').expect(200);
      const row = res.body.items[0];
      expect(row).toEqual({
        id: ids.ereader,
        slug: expect.stringMatching(/^kindle-vs-kobo-/),
        title: 'Kindle vs Kobo',
        status: 'completed',
        items: [{ name: 'Kindle', overallScore: 7 }, { name: 'Kobo', overallScore: 6 }],
        category: 'consumer-electronics',
        tags: ['reading'],
        viewCount: 40,
        isPublic: true,
        createdAt: expect.any(String),
        author: { name: owner.name },
      });
    });

    it('filters by category, sorts by popularity, and counts categories', async () => {
      expect(await search('category=databases&limit=50')).toEqual(expect.arrayContaining([ids.pg]));
      expect(await search('category=databases&limit=50')).not.toContain(ids.ereader);
      const popular = await search('sort=popular&limit=50');
      expect(popular.indexOf(ids.ereader)).toBeLessThan(popular.indexOf(ids.pg));
      const cats = await t.http.get('/api/categories').expect(200);
      expect(cats.body).toEqual(expect.arrayContaining([{ name: 'databases', count: expect.any(Number) }]));
      const databases = cats.body.find((c: { name: string }) => c.name === 'databases');
      const { rows } = await db.query("SELECT count(*)::int AS n FROM comparisons WHERE category='databases' AND is_public AND status='completed'");
      expect(databases.count).toBe(rows[0].n);
    });

    it.each([
      'limit=0', 'limit=51', 'limit=abc', 'sort=oldest', 'category=toys', 'cursor=not-a-cursor', `q=${'x'.repeat(201)}`, 'unknown=1',
    ])('answers 400 {error} for %s', async (query) => {
      const res = await t.http.get(`/api/comparisons?${query}`).expect(400);
      expect(res.body.error).toEqual(expect.any(String));
    });

    it('returns every row exactly once across pages while new comparisons are added', async () => {
      const author = await signUp();
      // A word of this test's own: other specs add comparisons in "other" too, in any order.
      const tag = `pager${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 8)}`;
      for (let i = 0; i < 7; i++) await insertComparison(db, { userId: author.id, items: [`${tag} ${i}`, 'Zeta'], category: 'other' });
      const seen: string[] = [];
      let cursor: string | null = null;
      let page = 0;
      do {
        const res: { body: Page<ComparisonSummary> } = await t.http.get(`/api/comparisons?category=other&q=${tag}&limit=3${cursor ? `&cursor=${cursor}` : ''}`).expect(200);
        seen.push(...res.body.items.map((i: ComparisonSummary) => i.id));
        cursor = res.body.nextCursor;
        if (page++ === 0) await insertComparison(db, { userId: author.id, items: [`${tag} late arrival`, 'Zeta'], category: 'other' });
      } while (cursor);
      expect(seen).toHaveLength(7);
      expect(new Set(seen).size).toBe(7);
    });
    it('pages through a multi-word search exactly once each, even for rows created within the same millisecond', async () => {
      const author = await signUp();
      const made: string[] = [];
      for (let i = 0; i < 5; i++) made.push((await insertComparison(db, { userId: author.id, items: [`Quasar ${i}`, 'Nebula'], category: 'other' })).id);
      await insertComparison(db, { userId: author.id, items: ['Quasar only', 'Comet'], category: 'other' });
      // Microseconds apart: a cursor that kept only milliseconds skipped rows here.
      await db.query(
        `UPDATE comparisons SET created_at = timestamptz '2026-01-01 00:00:00.000100+00' + make_interval(secs => array_position($1::uuid[], id) / 1000000.0)
          WHERE id = ANY($1::uuid[])`,
        [made],
      );
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res: { body: Page<ComparisonSummary> } = await t.http.get(`/api/comparisons?q=quasar%20nebula&limit=2${cursor ? `&cursor=${cursor}` : ''}`).expect(200);
        seen.push(...res.body.items.map((i: ComparisonSummary) => i.id));
        cursor = res.body.nextCursor;
      } while (cursor);
      expect(seen).toEqual([...made].reverse());
    });
  });

  describe('profile', () => {
    it('GET /api/me adds up the stats; GET /api/me/comparisons lists every status', async () => {
      const me = await signUp();
      await insertComparison(db, { userId: me.id, items: ['Vim', 'Emacs'], viewCount: 3 });
      await insertComparison(db, { userId: me.id, items: ['vim', 'VS Code'], isPublic: false, viewCount: 2 });
      await insertComparison(db, { userId: me.id, items: ['Vim', 'Nano'], status: 'failed' });
      const helix = await insertComparison(db, { userId: me.id, items: ['Helix', 'Kakoune'], status: 'researching' });
      // Token usage (an LLM analyst's): two comparisons this month count, one from before this month does not.
      const old = await insertComparison(db, { userId: me.id, items: ['Ed', 'Ex'], createdAt: new Date(Date.UTC(2020, 0, 15)) });
      const [vim] = (await db.query(`SELECT id FROM comparisons WHERE user_id = $1 AND $2 = ANY(item_names)`, [me.id, 'Emacs'])).rows as { id: string }[];
      const usage = (id: string, inputTokens: number, outputTokens: number) =>
        db.query(`UPDATE comparisons SET usage = $2 WHERE id = $1`, [id, JSON.stringify({ inputTokens, outputTokens })]);
      await usage(vim.id, 3_000_000_000, 400);
      await usage(helix.id, 1200, 300);
      await usage(old.id, 99, 99);
      const res = await t.http.get('/api/me').set('Cookie', me.cookie).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body.user.id).toBe(me.id);
      expect(res.body.stats).toEqual({
        comparisons: 5, public: 4, completed: 3, failed: 1, cancelled: 0, totalViews: 5,
        topItems: expect.arrayContaining([{ name: expect.stringMatching(/^vim$/i), count: 3 }]),
        tokensThisMonth: { inputTokens: 3_000_001_200, outputTokens: 700, comparisons: 2 },
      });
      // Each comparison shows its own usage; one without (the extractive analyst) has none.
      const withUsage = await t.http.get(`/api/comparisons/${vim.id}`).set('Cookie', me.cookie).expect(200);
      expect(withUsage.body.usage).toEqual({ inputTokens: 3_000_000_000, outputTokens: 400 });
      const [nano] = (await db.query(`SELECT id FROM comparisons WHERE user_id = $1 AND $2 = ANY(item_names)`, [me.id, 'Nano'])).rows as { id: string }[];
      const without = await t.http.get(`/api/comparisons/${nano.id}`).set('Cookie', me.cookie).expect(200);
      expect(without.body).not.toHaveProperty('usage');
      expect(res.body.stats.topItems[0].count).toBe(3);
      const list = await t.http.get('/api/me/comparisons?limit=2').set('Cookie', me.cookie).expect(200);
      expect(list.body.items).toHaveLength(2);
      const rest = await t.http.get(`/api/me/comparisons?limit=2&cursor=${list.body.nextCursor}`).set('Cookie', me.cookie).expect(200);
      const more = await t.http.get(`/api/me/comparisons?limit=2&cursor=${rest.body.nextCursor}`).set('Cookie', me.cookie).expect(200);
      expect([...list.body.items, ...rest.body.items, ...more.body.items].map((i: ComparisonSummary) => i.status).sort()).toEqual(['completed', 'completed', 'completed', 'failed', 'researching']);
      await t.http.get('/api/me').expect(401);
      await t.http.get('/api/me/comparisons').expect(401);
    });
  });

  describe('access matrix', () => {
    type Actor = 'anonymous' | 'owner' | 'other';
    type Target = 'public' | 'private' | 'missing';
    const cookieOf = (a: Actor) => (a === 'owner' ? owner.cookie : a === 'other' ? other.cookie : undefined);
    let targets: Record<Target, { id: string; slug: string }>;

    beforeEach(async () => {
      targets = {
        public: await insertComparison(db, { userId: owner.id, items: ['Matrix Pub', 'B'] }),
        private: await insertComparison(db, { userId: owner.id, items: ['Matrix Priv', 'B'], isPublic: false }),
        missing: { id: '00000000-0000-4000-8000-000000000000', slug: 'nothing-vs-here-00000000' },
      };
    });

    const call = (op: string, target: { id: string; slug: string }, cookie?: string) => {
      const withCookie = <R extends { set(k: string, v: string): R }>(r: R) => (cookie ? r.set('Cookie', cookie) : r);
      switch (op) {
        case 'read by slug': return withCookie(t.http.get(`/api/comparisons/${target.slug}`));
        case 'read by id': return withCookie(t.http.get(`/api/comparisons/${target.id}`));
        case 'export': return withCookie(t.http.get(`/api/comparisons/${target.id}/export?format=csv`));
        case 'export pdf': return withCookie(t.http.get(`/api/comparisons/${target.slug}/export?format=pdf`));
        case 'patch': return withCookie(t.http.patch(`/api/comparisons/${target.id}`)).send({ tags: ['x'] });
        case 'delete': return withCookie(t.http.delete(`/api/comparisons/${target.id}`));
        default: throw new Error(op);
      }
    };

    const allowed = (op: string, actor: Actor, target: Target): number => {
      if (target === 'missing') return actor === 'anonymous' && ['patch', 'delete'].includes(op) ? 401 : 404;
      const reading = ['read by slug', 'read by id', 'export', 'export pdf'].includes(op);
      if (reading) return target === 'public' || actor === 'owner' ? 200 : 404;
      if (actor === 'anonymous') return 401;
      if (actor === 'other') return 404;
      return op === 'delete' ? 204 : 200;
    };

    const ops = ['read by slug', 'read by id', 'export', 'export pdf', 'patch', 'delete'];
    const cells = ops.flatMap((op) =>
      (['anonymous', 'owner', 'other'] as Actor[]).flatMap((actor) => (['public', 'private', 'missing'] as Target[]).map((target) => [op, actor, target] as const)),
    );

    it.each(cells)('%s by %s on %s', async (op, actor, target) => {
      const res = await call(op, targets[target], cookieOf(actor));
      expect(res.status).toBe(allowed(op, actor, target));
      if (res.status === 404) {
        const missing = await call(op, targets.missing, cookieOf(actor));
        expect(res.body).toEqual(missing.body);
        expect(res.body).toEqual({ error: 'Comparison not found.', code: 'not_found' });
      }
    });

    it('rerun and events: only the owner, the same 404 otherwise', async () => {
      for (const actor of ['other', 'anonymous'] as Actor[]) {
        const rerun = await t.http.post(`/api/comparisons/${targets.private.id}/rerun`).set('Cookie', cookieOf(actor) ?? '');
        expect(rerun.status).toBe(actor === 'anonymous' ? 401 : 404);
        const events = await t.http.get(`/api/comparisons/${targets.private.id}/events`).set('Cookie', cookieOf(actor) ?? '');
        expect(events.status).toBe(404);
      }
      const finished = await t.http.get(`/api/comparisons/${targets.private.id}/events`).set('Cookie', owner.cookie).expect(200);
      expect(finished.text).toMatch(/^id: \d+\nevent: done\ndata: \{.*\}\n\n$/);
    });
  });

  describe('manage', () => {
    it('PATCH changes visibility, title and tags; validates; DELETE removes', async () => {
      const { id } = await insertComparison(db, { userId: owner.id, items: ['Patch A', 'Patch B'] });
      const res = await t.http.patch(`/api/comparisons/${id}`).set('Cookie', owner.cookie).send({ isPublic: false, title: '  Better title ', tags: ['Fast', 'db'] }).expect(200);
      expect(res.body).toEqual(expect.objectContaining({ id, isPublic: false, title: 'Better title', tags: ['fast', 'db'] }));
      await t.http.get(`/api/comparisons/${id}`).expect(404);
      for (const body of [{}, { title: '' }, { tags: 'x' }, { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, { isPublic: 'no' }, { slug: 'mine' }, { viewCount: 1000 }]) {
        const bad = await t.http.patch(`/api/comparisons/${id}`).set('Cookie', owner.cookie).send(body);
        expect({ body, status: bad.status }).toEqual({ body, status: 400 });
      }
      await t.http.delete(`/api/comparisons/${id}`).set('Cookie', owner.cookie).expect(204);
      await t.http.get(`/api/comparisons/${id}`).set('Cookie', owner.cookie).expect(404);
    });
  });

  describe('views', () => {
    it('counts a viewer once (a reload does not count) and never the owner', async () => {
      const { id, slug } = await insertComparison(db, { userId: owner.id, items: ['View A', 'View B'] });
      const first = await t.http.get(`/api/comparisons/${slug}`).expect(200);
      expect(first.body.viewCount).toBe(1);
      const viewerCookie = (first.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('juxta.vid='))!.split(';')[0];
      const reload = await t.http.get(`/api/comparisons/${id}`).set('Cookie', viewerCookie).expect(200);
      expect(reload.body.viewCount).toBe(1);
      await t.http.get(`/api/comparisons/${slug}`).set('Cookie', owner.cookie).expect(200);
      await t.http.get(`/api/comparisons/${slug}`).set('Cookie', other.cookie).expect(200);
      await t.http.get(`/api/comparisons/${slug}`).set('Cookie', other.cookie).expect(200);
      const after = await t.http.get(`/api/comparisons/${slug}`).set('Cookie', owner.cookie).expect(200);
      expect(after.body.viewCount).toBe(2);
    });

    it('counts exactly 50 under 50 concurrent viewers from 50 addresses', async () => {
      const proxied = await startTestApp({ TRUST_PROXY_HOPS: '1' });
      try {
        const { id } = await insertComparison(db, { userId: owner.id, items: ['Busy A', 'Busy B'] });
        await Promise.all(Array.from({ length: 50 }, (_, i) => proxied.http.get(`/api/comparisons/${id}`).set('X-Forwarded-For', `198.51.100.${i + 1}`).expect(200)));
        const { rows } = await db.query('SELECT view_count FROM comparisons WHERE id = $1', [id]);
        expect(rows[0].view_count).toBe(50);
      } finally {
        await proxied.close();
      }
    });

    it('does not let cookie-less requests or forged viewer cookies from one address inflate the count', async () => {
      const { id } = await insertComparison(db, { userId: owner.id, items: ['Inflate A', 'Inflate B'] });
      for (let i = 0; i < 30; i++) await t.http.get(`/api/comparisons/${id}`).expect(200);
      for (let i = 0; i < 30; i++) await t.http.get(`/api/comparisons/${id}`).set('Cookie', `juxta.vid=forged${String(i).padStart(12, '0')}`).expect(200);
      const { rows } = await db.query('SELECT view_count FROM comparisons WHERE id = $1', [id]);
      // VIEWS_ANONYMOUS_PER_ADDRESS: 3 by default.
      expect(rows[0].view_count).toBe(3);
      // A signed-in viewer from the same address still counts, once.
      await t.http.get(`/api/comparisons/${id}`).set('Cookie', other.cookie).expect(200);
      const after = await t.http.get(`/api/comparisons/${id}`).set('Cookie', other.cookie).expect(200);
      expect(after.body.viewCount).toBe(4);
    });

    it('keeps at most VIEWS_MAX_TRACKED_VIEWERS viewers in Redis per comparison, and still counts each new one', async () => {
      const bounded = await startTestApp({ TRUST_PROXY_HOPS: '1', VIEWS_MAX_TRACKED_VIEWERS: '5' });
      const Redis = (await import('ioredis')).default;
      const redis = new Redis(bounded.config.redisUrl);
      try {
        const { id } = await insertComparison(db, { userId: owner.id, items: ['Bound A', 'Bound B'] });
        for (let i = 0; i < 12; i++) await bounded.http.get(`/api/comparisons/${id}`).set('X-Forwarded-For', `192.0.2.${i + 1}`).expect(200);
        const { rows } = await db.query('SELECT view_count FROM comparisons WHERE id = $1', [id]);
        expect(rows[0].view_count).toBe(12);
        const tracked = await redis.keys(`${bounded.config.redisPrefix}:views:${id}*`);
        expect(tracked.length).toBeGreaterThan(0);
        for (const key of tracked) expect(await redis.scard(key)).toBeLessThanOrEqual(5);
      } finally {
        await redis.quit();
        await bounded.close();
      }
    });
  });

  describe('export', () => {
    it('JSON round-trips, CSV has a header and items × dimensions rows, Markdown lists items and sources', async () => {
      const { id, slug } = await insertComparison(db, { userId: owner.id, items: ['Export A', 'Export B', 'Export C'] });
      const json = await t.http.get(`/api/comparisons/${slug}/export?format=json`).expect(200);
      expect(json.headers['content-type']).toMatch(/^application\/json/);
      expect(json.headers['content-disposition']).toBe(`attachment; filename="${slug}.json"`);
      const data = JSON.parse(json.text) as ComparisonData;
      expect(data.id).toBe(id);
      expect(data.items[0].sources.length).toBeGreaterThan(0);
      const csv = await t.http.get(`/api/comparisons/${id}/export?format=csv`).expect(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.text.trimEnd().split('\r\n')).toHaveLength(1 + 3 * 2);
      const md = await t.http.get(`/api/comparisons/${id}/export?format=md`).expect(200);
      expect(md.headers['content-disposition']).toBe(`attachment; filename="${slug}.md"`);
      for (const item of data.items) {
        expect(md.text).toContain(item.name);
        for (const s of item.sources) expect(md.text).toContain(s.url);
      }
      const refused = await t.http.get(`/api/comparisons/${id}/export?format=xlsx`).expect(400);
      expect(refused.body.error).toMatch(/format must be json, csv, md or pdf/);
    });

    it('PDF: a download whose text, parsed back, has the title, summary, scores, pros, cons and linked sources', async () => {
      const { slug } = await insertComparison(db, { userId: owner.id, items: ['Pdf Alpha', 'Pdf Beta'], isPublic: false });
      const res = await t.http
        .get(`/api/comparisons/${slug}/export?format=pdf`)
        .set('Cookie', owner.cookie)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (c: Buffer) => chunks.push(c));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${slug}.pdf"`);
      expect(res.headers['cache-control']).toBe('no-store'); // private
      const data = (await t.http.get(`/api/comparisons/${slug}`).set('Cookie', owner.cookie).expect(200)).body as ComparisonData;
      const pdf = await readPdf(res.body as Buffer);
      expect(pdf.pages).toBeGreaterThanOrEqual(1);
      expect(pdf.pages).toBeLessThanOrEqual(4);
      const text = pdf.text.join('\n').replace(/\s+/g, ' ');
      expect(text).toContain(data.title);
      expect(text).toContain(data.summary);
      expect(text).toContain('Scores (1–10)');
      for (const item of data.items) {
        expect(text).toContain(item.name);
        for (const p of [...item.pros, ...item.cons]) expect(text).toContain(p);
        for (const s of item.sources) expect(pdf.links).toContain(s.url);
      }
      expect(pdf.links).toContain(`${t.config.publicUrl}/compare/${slug}`);
    });
  });

  describe('PDF export limit', () => {
    it('answers 429 with Retry-After past the PDF exports of one address a minute; other formats are not counted', async () => {
      const limited = await startTestApp({ RATE_LIMIT_MULTIPLIER: '0.034', TRUST_PROXY_HOPS: '1' }); // 30 × 0.034 → 1 a minute
      const from = '198.51.100.77'; // an address of its own: other tests' exports are not counted here
      try {
        const { slug } = await insertComparison(db, { userId: owner.id, items: ['Limit Pdf', 'B'] });
        await limited.http.get(`/api/comparisons/${slug}/export?format=pdf`).set('X-Forwarded-For', from).expect(200);
        const refused = await limited.http.get(`/api/comparisons/${slug}/export?format=pdf`).set('X-Forwarded-For', from).expect(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(refused.body).toEqual(expect.objectContaining({ error: 'Too many PDF exports. Try again in a minute.' }));
        await limited.http.get(`/api/comparisons/${slug}/export?format=md`).set('X-Forwarded-For', from).expect(200);
      } finally {
        await limited.close();
      }
    });
  });

  describe('per-user limits on /api/compare', () => {
    const base = (app: TestApp) => `http://127.0.0.1:${(app.app.getHttpServer().address() as { port: number }).port}`;
    it('answers 429 with Retry-After past 3 researching at once, and past the daily cap', async () => {
      const busy = await signUp();
      for (let i = 0; i < 3; i++) await insertComparison(db, { userId: busy.id, items: [`Busy ${i}`, 'Z'], status: 'researching' });
      const res = await t.http.post('/api/compare').set('Cookie', busy.cookie).send({ items: ['A', 'B'] }).expect(429);
      expect(res.body.error).toMatch(/3 comparisons researching/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      const daily = await signUp();
      for (let i = 0; i < 5; i++) await insertComparison(db, { userId: daily.id, items: [`Day ${i}`, 'Z'] });
      const capped = await t.http.post('/api/compare').set('Cookie', daily.cookie).send({ items: ['A', 'B'] }).expect(429);
      expect(capped.body.error).toMatch(/daily limit of 5/);
      expect(Number(capped.headers['retry-after'])).toBeGreaterThan(3600);
      const { rows } = await db.query('SELECT count(*)::int AS n FROM comparisons WHERE user_id = $1', [daily.id]);
      expect(rows[0].n).toBe(5);
    });

    it('keeps counting deleted comparisons against the daily and hourly caps', async () => {
      const daily = await signUp();
      for (let i = 0; i < 5; i++) await insertComparison(db, { userId: daily.id, items: [`Gone ${i}`, 'Z'] });
      const { rows: newest } = await db.query('SELECT id FROM comparisons WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1', [daily.id]);
      await t.http.delete(`/api/comparisons/${newest[0].id}`).set('Cookie', daily.cookie).expect(204);
      const again = await readStream(`${base(t)}/api/compare`, { cookie: daily.cookie, body: { items: ['A', 'B'] }, stopAfter: () => true, timeoutMs: 10_000 });
      expect(again.status).toBe(429);
      expect(again.body).toEqual(expect.objectContaining({ error: expect.stringMatching(/daily limit of 5/) }));

      // 30 starts an hour × 0.1 = 3: delete all three, the fourth is still refused.
      const hourly = await startTestApp({ RATE_LIMIT_MULTIPLIER: '0.1', USER_DAILY_COMPARISONS: '100' });
      try {
        const user = await signUp();
        for (let i = 0; i < 3; i++) {
          const { id } = await insertComparison(db, { userId: user.id, items: [`Hour ${i}`, 'Z'] });
          await hourly.http.delete(`/api/comparisons/${id}`).set('Cookie', user.cookie).expect(204);
        }
        const res = await readStream(`${base(hourly)}/api/compare`, { cookie: user.cookie, body: { items: ['A', 'B'] }, stopAfter: () => true, timeoutMs: 10_000 });
        expect(res.status).toBe(429);
      } finally {
        await hourly.close();
      }
    });

    it('answers 429 past the hourly start limit, with Retry-After counted from the oldest start of the hour', async () => {
      // 30 starts an hour × 0.1 = 3.
      const hourly = await startTestApp({ RATE_LIMIT_MULTIPLIER: '0.1', USER_DAILY_COMPARISONS: '100' });
      try {
        const user = await signUp(); // on the main app: sessions are shared through Redis
        const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
        await insertComparison(db, { userId: user.id, items: ['Old', 'Z'], createdAt: minutesAgo(90) });
        for (const m of [20, 10, 5]) await insertComparison(db, { userId: user.id, items: [`Hour ${m}`, 'Z'], createdAt: minutesAgo(m) });
        const res = await hourly.http.post('/api/compare').set('Cookie', user.cookie).send({ items: ['A', 'B'] }).expect(429);
        expect(res.body.error).toBe('Too many comparisons started. Try again later.');
        // The start 20 minutes ago leaves the window in 40 minutes.
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(39 * 60);
        expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(40 * 60 + 1);
        const { rows } = await db.query('SELECT count(*)::int AS n FROM comparisons WHERE user_id = $1', [user.id]);
        expect(rows[0].n).toBe(4);
      } finally {
        await hourly.close();
      }
    });

    it('refuses a session whose account no longer exists with 401, and stores nothing', async () => {
      const gone = await signUp();
      await db.query('DELETE FROM users WHERE id = $1', [gone.id]);
      const res = await t.http.post('/api/compare').set('Cookie', gone.cookie).send({ items: ['A', 'B'] }).expect(401);
      expect(res.body.error).toMatch(/sign in/i);
      const { rows } = await db.query('SELECT count(*)::int AS n FROM comparisons WHERE user_id = $1', [gone.id]);
      expect(rows[0].n).toBe(0);
    });

    it('lets exactly 3 of 10 simultaneous starts through, and each refusal leaves nothing behind', async () => {
      const racer = await signUp();
      const url = `http://127.0.0.1:${t.app.getHttpServer().address().port}/api/compare`;
      // Hold the user's quota lock so all ten wait at once, then let them go together: a check
      // that counted before the lock was granted would let all ten through.
      const lockKey = `juxta-quota:${racer.id}`;
      await db.query('SELECT pg_advisory_lock(hashtext($1))', [lockKey]);
      // The accepted ones stream; their first event is enough (no worker runs here).
      const starting = Promise.all(
        Array.from({ length: 10 }, (_, i) => readStream(url, { cookie: racer.cookie, body: { items: [`Race ${i}`, 'Z'] }, stopAfter: () => true, timeoutMs: 20_000 })),
      );
      const waiting = async () =>
        (await db.query(`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`)).rows[0].n as number;
      for (let i = 0; i < 200 && (await waiting()) < 10; i++) await new Promise((r) => setTimeout(r, 25));
      expect(await waiting()).toBe(10);
      await db.query('SELECT pg_advisory_unlock(hashtext($1))', [lockKey]);
      const answers = await starting;
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
      for (const a of answers.filter((x) => x.status === 429)) expect((a.body as { error: string }).error).toMatch(/3 comparisons researching/);
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM comparisons WHERE user_id = $1 AND status = 'researching'`, [racer.id]);
      expect(rows[0].n).toBe(3);
    });
  });
});
