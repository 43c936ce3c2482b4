import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { UserSource } from '@juxta/contracts';
import { CorpusSearchProvider } from '@juxta/providers';
import { ExtractiveAnalyst } from '@juxta/reader';
import { ResearchEngine } from '@juxta/research';
import type { Client } from 'pg';
import { connectDb } from './support/comparison-fixtures';
import { minimalPdf } from './support/minimal-pdf';
import { newUser, sessionCookie, startTestApp, type TestApp } from './support/test-app';

const REVIEW = 'Quillvane is very fast and its performance is excellent under heavy load. Quillvane is easy to learn.';

describe('/api/sources: evidence users add (real Postgres and Redis)', () => {
  let t: TestApp;
  let db: Client;
  let page: Server;
  let pageUrl: string;
  let engine: ResearchEngine;
  const signUp = async () => {
    const res = await t.http.post('/api/auth/sign-up').send(newUser()).expect(200);
    return { id: res.body.user.id as string, cookie: sessionCookie(res)! };
  };
  const add = (cookie: string, body: Record<string, unknown>) => t.http.post('/api/sources').set('Cookie', cookie).send(body);
  /** What a comparison of the user's would find for the item. */
  const sourcesFor = async (item: string, ownerId: string) => {
    const outcome = await engine.run({ items: [item, 'Zzyzx Placeholder'] }, { ownerId });
    return outcome.items[0].sources;
  };

  beforeAll(async () => {
    page = createServer((req, res) => {
      if (req.url === '/review') {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(`<!doctype html><html><head><title>Quillvane review</title></head><body><nav>Menu</nav><article><h1>Quillvane review</h1><p>${REVIEW}</p><p>Quillvane has a friendly community and good documentation for beginners.</p></article></body></html>`);
      } else if (req.url === '/paper.pdf') {
        res.setHeader('content-type', 'application/pdf');
        res.end('%PDF-1.4');
      } else if (req.url === '/empty') {
        res.setHeader('content-type', 'text/html');
        res.end('<html><body></body></html>');
      } else {
        res.statusCode = 404;
        res.end('not here');
      }
    });
    await new Promise<void>((r) => page.listen(0, '127.0.0.1', r));
    pageUrl = `http://127.0.0.1:${(page.address() as AddressInfo).port}`;
    t = await startTestApp({
      REDIS_PREFIX: `${process.env.REDIS_PREFIX ?? 'jt-local'}-sources`,
      RATE_LIMIT_MULTIPLIER: '1',
      USER_SOURCES_PER_HOUR: '12',
      USER_MAX_SOURCES: '6',
      USER_SOURCE_MAX_BYTES: String(64 * 1024),
      PAGE_READER_ALLOW_PRIVATE: 'true',
    });
    db = await connectDb();
    engine = new ResearchEngine({
      searchProviders: [new CorpusSearchProvider({ query: async (sql, params) => (await db.query(sql, params)).rows })],
      analyst: new ExtractiveAnalyst(),
    });
  });
  afterAll(async () => {
    await db.end();
    await t.close();
    page.closeAllConnections();
    await new Promise((r) => page.close(r));
  });

  it('needs a session', async () => {
    await t.http.get('/api/sources').expect(401);
    await t.http.post('/api/sources').send({ kind: 'text', text: 'x', items: ['A'] }).expect(401);
  });

  describe('each kind becomes a document about its items', () => {
    let me: { id: string; cookie: string };
    beforeAll(async () => {
      me = await signUp();
    });

    it('a URL, read through the guarded page reader (main text only)', async () => {
      const res = await add(me.cookie, { kind: 'url', url: `${pageUrl}/review`, items: ['Quillvane'] }).expect(201);
      const source = res.body as UserSource;
      expect(source).toMatchObject({ kind: 'url', url: `${pageUrl}/review`, title: 'Quillvane review', items: ['Quillvane'], shared: false });
      expect(source.excerpt).toContain('Quillvane is very fast');
      expect(source.excerpt).not.toContain('Menu');
    });

    it('pasted text, stored and served back as plain text', async () => {
      const res = await add(me.cookie, { kind: 'text', text: '<b>Brindlemoor</b> is cheap. Brindlemoor is reliable and stable.', items: ['Brindlemoor'] }).expect(201);
      const source = res.body as UserSource;
      expect(source.url).toMatch(new RegExp(`/api/sources/${source.id}/text$`));
      const text = await t.http.get(`/api/sources/${source.id}/text`).set('Cookie', me.cookie).expect(200);
      expect(text.headers['content-type']).toMatch(/^text\/plain/);
      expect(text.text).toContain('<b>Brindlemoor</b> is cheap.');
    });

    it.each([
      ['notes.md', '---\ntitle: Mossgrove notes\n---\n# Speed\n\n**Mossgrove** is fast and [well documented](https://x.test).', 'Mossgrove notes', 'Mossgrove is fast and well documented.'],
      ['page.html', '<html><head><title>Tarnwick</title><script>alert(1)</script></head><body><p>Tarnwick is secure and private by default.</p></body></html>', 'Tarnwick', 'Tarnwick is secure and private by default.'],
      ['plain.txt', 'Velloria is affordable.\r\nVelloria is popular.', 'plain.txt', 'Velloria is affordable.\nVelloria is popular.'],
    ])('a file: %s', async (fileName, content, title, text) => {
      const res = await add(me.cookie, { kind: 'file', fileName, contentBase64: Buffer.from(content).toString('base64'), items: ['Thing'] }).expect(201);
      expect(res.body).toMatchObject({ kind: 'file', fileName, title });
      const stored = await t.http.get(`/api/sources/${res.body.id}/text`).set('Cookie', me.cookie).expect(200);
      expect(stored.text).toContain(text);
      expect(stored.text).not.toContain('alert');
    });

    it('a file: a PDF, through unpdf', async () => {
      const res = await add(me.cookie, { kind: 'file', fileName: 'paper.pdf', contentBase64: minimalPdf('Orbelline is durable and well built.').toString('base64'), items: ['Orbelline'] }).expect(201);
      expect(res.body.excerpt).toBe('Orbelline is durable and well built.');
    });

    it('lists mine, newest first, filtered by item', async () => {
      const all = (await t.http.get('/api/sources').set('Cookie', me.cookie).expect(200)).body as UserSource[];
      expect(all.map((s) => s.kind)).toEqual(['file', 'file', 'file', 'file', 'text', 'url']);
      const one = (await t.http.get('/api/sources?item=quillvane').set('Cookie', me.cookie).expect(200)).body as UserSource[];
      expect(one.map((s) => s.title)).toEqual(['Quillvane review']);
    });

    it('stops at USER_MAX_SOURCES with a message', async () => {
      const res = await add(me.cookie, { kind: 'text', text: 'One more.', items: ['X'] }).expect(403);
      expect(res.body).toMatchObject({ code: 'source_limit_reached', error: expect.stringMatching(/6 sources/) });
    });
  });

  describe('every error path says why, and stores nothing', () => {
    let me: { id: string; cookie: string };
    beforeAll(async () => {
      me = await signUp();
    });
    afterAll(async () => {
      const { rows } = await db.query('SELECT count(*)::int AS n FROM corpus_documents WHERE owner_id = $1', [me.id]);
      expect(rows[0].n).toBe(0);
    });

    it.each([
      ['a URL that answers 404', { kind: 'url', url: 'PAGE/missing', items: ['A'] }, 422, /^The page at http:\/\/127\.0\.0\.1:\d+\/missing could not be read: it answered with HTTP 404\.$/],
      ['a page with no text', { kind: 'url', url: 'PAGE/empty', items: ['A'] }, 422, /could not be read: it has no readable text\.$/],
      ['a URL to a PDF', { kind: 'url', url: 'PAGE/paper.pdf', items: ['A'] }, 422, /could not be read: it is application\/pdf, not HTML or plain text\.$/],
      ['a host that does not exist', { kind: 'url', url: 'http://nowhere.invalid/review', items: ['A'] }, 422, /could not be read: its host name (nowhere\.invalid )?could not be found\.$/],
      ['an ftp URL', { kind: 'url', url: 'ftp://example.org/x', items: ['A'] }, 422, /Only http and https/],
      ['not a URL', { kind: 'url', url: 'not a url', items: ['A'] }, 422, /not a web address/],
      ['text of control characters only', { kind: 'text', text: '   \u0007  ', items: ['A'] }, 422, /no text/],
      ['text over the size limit', { kind: 'text', text: 'x'.repeat(64 * 1024 + 1), items: ['A'] }, 413, /at most 64 kB/],
      ['an unsupported file type', { kind: 'file', fileName: 'sheet.xlsx', contentBase64: 'AAAA', items: ['A'] }, 415, /not a supported file type/],
      ['a broken PDF', { kind: 'file', fileName: 'broken.pdf', contentBase64: Buffer.from('not a pdf').toString('base64'), items: ['A'] }, 422, /PDF could not be read/],
      ['a Markdown file with no body', { kind: 'file', fileName: 'empty.md', contentBase64: Buffer.from('---\ntitle: x\n---\n').toString('base64'), items: ['A'] }, 422, /no text/],
      ['no items', { kind: 'text', text: 'Hello', items: [] }, 400, /at least one item/],
      ['an unknown kind', { kind: 'pigeon', items: ['A'] }, 400, /kind must be/],
    ])('%s', async (_label, body: Record<string, unknown>, status, message) => {
      const sent = { ...body, ...(typeof body.url === 'string' ? { url: body.url.replace('PAGE', pageUrl) } : {}) };
      const res = await add(me.cookie, sent).expect(status);
      expect(res.body.error).toMatch(message);
    });

    it('refuses a body over the route\'s limit before reading it all', async () => {
      const res = await add(me.cookie, { kind: 'text', text: 'x'.repeat(200 * 1024), items: ['A'] }).expect(413);
      expect(res.body.error).toBeDefined();
    });
  });

  describe('multipart/form-data bodies (a form, or curl -F)', () => {
    let me: { id: string; cookie: string };
    const post = () => t.http.post('/api/sources').set('Cookie', me.cookie);
    beforeAll(async () => {
      me = await signUp();
    });

    it('a .md file part, with repeated items fields and a shared flag', async () => {
      const res = await post()
        .field('items', 'Mossgrove')
        .field('items', 'Mossgrove Pro')
        .field('shared', 'true')
        .attach('file', Buffer.from('# Mossgrove\n\n**Mossgrove** is fast and well documented.'), 'notes.md')
        .expect(201);
      expect(res.body).toMatchObject({ kind: 'file', fileName: 'notes.md', items: ['Mossgrove', 'Mossgrove Pro'], shared: true });
      expect(res.body.excerpt).toContain('Mossgrove is fast and well documented.');
    });

    it('a .pdf, a .html and a .txt file part', async () => {
      const pdf = await post().field('items', 'Orbelline').attach('file', minimalPdf('Orbelline is durable and well built.'), 'paper.pdf').expect(201);
      expect(pdf.body.excerpt).toBe('Orbelline is durable and well built.');
      const html = await post().field('items[]', 'Tarnwick').attach('file', Buffer.from('<p>Tarnwick is <b>secure</b>.</p><script>alert(1)</script>'), 'page.html').expect(201);
      expect(html.body.excerpt).toBe('Tarnwick is secure.');
      const txt = await post().field('items', 'Velloria').attach('file', Buffer.from('Velloria is affordable.'), 'plain.txt').expect(201);
      expect(txt.body).toMatchObject({ kind: 'file', shared: false });
    });

    it('pasted text and a URL as form fields', async () => {
      const text = await post().field('items', 'Brindlemoor').field('text', 'Brindlemoor is cheap.').expect(201);
      expect(text.body).toMatchObject({ kind: 'text', items: ['Brindlemoor'] });
      const url = await post().field('kind', 'url').field('items', 'Quillvane').field('url', `${pageUrl}/review`).expect(201);
      expect(url.body).toMatchObject({ kind: 'url', title: 'Quillvane review' });
    });

    it('says why it refuses a form: too large, unsupported type, no items, two files', async () => {
      const big = await post().field('items', 'A').attach('file', Buffer.alloc(64 * 1024 + 1, 'a'), 'big.txt').expect(413);
      expect(big.body).toEqual({ error: 'A source can be at most 64 kB.', code: 'source_too_large' });
      const xlsx = await post().field('items', 'A').attach('file', Buffer.from('PK'), 'sheet.xlsx').expect(415);
      expect(xlsx.body.error).toMatch(/not a supported file type/);
      const noItems = await post().attach('file', Buffer.from('Text.'), 'a.txt').expect(400);
      expect(noItems.body.error).toMatch(/items must be a list|at least one item/);
      const long = await post().field('items', 'A').field('text', 'x'.repeat(64 * 1024 + 1)).expect(413);
      expect(long.body.code).toBe('source_too_large');
      const wholeForm = await post().field('items', 'A').field('text', 'x'.repeat(60 * 1024)).field('title', 'y'.repeat(60 * 1024)).field('url', 'z'.repeat(20 * 1024)).expect(413);
      expect(wholeForm.body.error).toBe('A source can be at most 64 kB.');
      const two = await post().field('items', 'A').attach('file', Buffer.from('One.'), 'a.txt').attach('other', Buffer.from('Two.'), 'b.txt').expect(400);
      expect(two.body.error).toBe('Send one file, in the field “file”.');
    });

    it('is accepted on this route only, and never cross-site', async () => {
      const elsewhere = await t.http.post('/api/compare').set('Cookie', me.cookie).field('items', 'A').field('items', 'B').expect(415);
      expect(elsewhere.body.code).toBe('unsupported_media_type');
      await post().set('Origin', 'https://evil.example').field('items', 'A').field('text', 'x').expect(403);
      await post().set('Sec-Fetch-Site', 'cross-site').field('items', 'A').field('text', 'x').expect(403);
    });
  });

  it('visibility: a private source serves only its owner\'s comparisons until shared; deletion takes it out at once', async () => {
    const owner = await signUp();
    const other = await signUp();
    const created = await add(owner.cookie, { kind: 'text', text: REVIEW.replace(/Quillvane/g, 'Sablecrest'), items: ['Sablecrest'] }).expect(201);
    const id = created.body.id as string;
    const urls = (sources: { url: string }[]) => sources.map((s) => s.url);

    const mine = await sourcesFor('Sablecrest', owner.id);
    expect(urls(mine)).toContain(created.body.url);
    expect(mine.find((s) => s.url === created.body.url)?.addedByUser).toBe(true);
    expect(urls(await sourcesFor('Sablecrest', other.id))).not.toContain(created.body.url);
    // Neither another user's list nor the stored text reveals it.
    expect((await t.http.get('/api/sources').set('Cookie', other.cookie).expect(200)).body).toEqual([]);
    await t.http.get(`/api/sources/${id}/text`).set('Cookie', other.cookie).expect(404);
    await t.http.get(`/api/sources/${id}/text`).expect(404);
    // …nor can they share or delete it.
    await t.http.patch(`/api/sources/${id}`).set('Cookie', other.cookie).send({ shared: true }).expect(404);
    await t.http.delete(`/api/sources/${id}`).set('Cookie', other.cookie).expect(404);
    // The public feed's data carries no source text at all.
    const feed = await t.http.get('/api/comparisons').expect(200);
    expect(JSON.stringify(feed.body)).not.toContain('Sablecrest is very fast');

    await t.http.patch(`/api/sources/${id}`).set('Cookie', owner.cookie).send({ shared: true }).expect(200);
    expect(urls(await sourcesFor('Sablecrest', other.id))).toContain(created.body.url);
    await t.http.get(`/api/sources/${id}/text`).expect(200);

    await t.http.delete(`/api/sources/${id}`).set('Cookie', owner.cookie).expect(204);
    expect(urls(await sourcesFor('Sablecrest', owner.id))).not.toContain(created.body.url);
    await t.http.delete(`/api/sources/${id}`).set('Cookie', owner.cookie).expect(404);
  });

  it('limits how fast one user adds sources (USER_SOURCES_PER_HOUR)', async () => {
    const busy = await signUp();
    const codes: number[] = [];
    for (let i = 0; i < 13; i++) {
      codes.push((await add(busy.cookie, { kind: 'text', text: ' ', items: ['A'] })).status);
    }
    expect(codes.slice(0, 12)).toEqual(Array(12).fill(422));
    expect(codes[12]).toBe(429);
  });
});
