import { randomUUID } from 'node:crypto';
import type { StoredDocument, UserSource } from '@juxta/contracts';
import { CorpusSearchProvider } from '@juxta/providers';
import { ExtractiveAnalyst } from '@juxta/reader';
import { ResearchEngine } from '@juxta/research';
import type { Client } from 'pg';
import { connectDb } from './support/comparison-fixtures';
import { newUser, sessionCookie, startTestApp, type TestApp } from './support/test-app';

/*
 * Issue #32 item 6: a source says what it is. Every stored corpus document can be read where
 * Juxta keeps it, with the visibility research uses; a pasted text or file keeps the page its user
 * names, and counts by that page's site as an independent source. Invented products throughout.
 */
describe('stored corpus documents and the addresses of pasted sources (real Postgres and Redis)', () => {
  let t: TestApp;
  let db: Client;
  let engine: ResearchEngine;
  let starterId: string;
  const signUp = async () => {
    const res = await t.http.post('/api/auth/sign-up').send(newUser()).expect(200);
    return { id: res.body.user.id as string, cookie: sessionCookie(res)! };
  };
  const add = (cookie: string, body: Record<string, unknown>) => t.http.post('/api/sources').set('Cookie', cookie).send(body);

  beforeAll(async () => {
    t = await startTestApp({ REDIS_PREFIX: `${process.env.REDIS_PREFIX ?? 'jt-local'}-corpus-documents` });
    db = await connectDb();
    engine = new ResearchEngine({
      searchProviders: [new CorpusSearchProvider({ query: async (sql, params) => (await db.query(sql, params)).rows }, { publicUrl: 'https://juxta.example' })],
      analyst: new ExtractiveAnalyst(),
    });
    starterId = randomUUID();
    await db.query(
      `INSERT INTO corpus_documents (id, url, title, category, items, body) VALUES ($1, $2, 'Wrenfield review', 'other', '{Wrenfield}', 'Wrenfield is sturdy and quiet.')`,
      [starterId, `https://vendor.example/wrenfield-${starterId}`],
    );
  });
  afterAll(async () => {
    await db.query('DELETE FROM corpus_documents WHERE id = $1', [starterId]);
    await db.end();
    await t.close();
  });

  describe('GET /api/corpus/documents/:id', () => {
    it('serves a starter corpus document to anyone, saying so and naming its original page', async () => {
      const doc = (await t.http.get(`/api/corpus/documents/${starterId}`).expect(200)).body as StoredDocument;
      expect(doc).toMatchObject({ id: starterId, title: 'Wrenfield review', origin: 'starter-corpus', addedByYou: false, text: 'Wrenfield is sturdy and quiet.' });
      expect(doc.originalUrl).toBe(`https://vendor.example/wrenfield-${starterId}`);
      const text = await t.http.get(`/api/corpus/documents/${starterId}/text`).expect(200);
      expect(text.headers['content-type']).toMatch(/^text\/plain/);
      expect(text.text).toContain('Starter corpus, as stored by Juxta.');
      expect(text.text).toContain('Wrenfield is sturdy and quiet.');
    });

    it('serves a private user source to its owner only; to nobody else, signed in or not, until it is shared', async () => {
      const owner = await signUp();
      const other = await signUp();
      const created = (await add(owner.cookie, { kind: 'text', text: 'Pellmoor is lighter than it looks.', items: ['Pellmoor'] }).expect(201)).body as UserSource;

      const mine = (await t.http.get(`/api/corpus/documents/${created.id}`).set('Cookie', owner.cookie).expect(200)).body as StoredDocument;
      expect(mine).toMatchObject({ origin: 'user', addedByYou: true, originalUrl: null });
      expect((await t.http.get(`/api/corpus/documents/${created.id}/text`).set('Cookie', owner.cookie).expect(200)).text).toContain('Added by you');

      for (const path of [`/api/corpus/documents/${created.id}`, `/api/corpus/documents/${created.id}/text`]) {
        const refused = await t.http.get(path).set('Cookie', other.cookie).expect(404);
        expect(refused.body).toEqual({ error: 'No such document.', code: 'not_found' });
        await t.http.get(path).expect(404);
      }

      await t.http.patch(`/api/sources/${created.id}`).set('Cookie', owner.cookie).send({ shared: true }).expect(200);
      const shared = (await t.http.get(`/api/corpus/documents/${created.id}`).expect(200)).body as StoredDocument;
      expect(shared).toMatchObject({ origin: 'user', addedByYou: false });
      expect((await t.http.get(`/api/corpus/documents/${created.id}`).set('Cookie', other.cookie).expect(200)).body.addedByYou).toBe(false);
    });

    it('answers 404 for an address that is no document', async () => {
      await t.http.get(`/api/corpus/documents/${randomUUID()}`).expect(404);
      await t.http.get('/api/corpus/documents/not-an-id/text').expect(404);
    });
  });

  describe('a pasted text or file keeps the page its user gives', () => {
    it('stores and shows it, and refuses an address that is not http(s)', async () => {
      const me = await signUp();
      const text = (await add(me.cookie, { kind: 'text', text: 'Corvane Air is bright.', items: ['Corvane Air'], url: 'https://magazine.example/corvane' }).expect(201)).body as UserSource;
      expect(text.url).toBe('https://magazine.example/corvane');
      const file = (
        await add(me.cookie, { kind: 'file', fileName: 'notes.txt', contentBase64: Buffer.from('Corvane Air is dim.').toString('base64'), items: ['Corvane Air'], url: 'https://forum.example/t/9' }).expect(201)
      ).body as UserSource;
      expect(file.url).toBe('https://forum.example/t/9');
      expect((await t.http.get(`/api/corpus/documents/${file.id}`).set('Cookie', me.cookie).expect(200)).body.originalUrl).toBe('https://forum.example/t/9');
      // Left blank in a form, it is no address at all.
      const blank = (await add(me.cookie, { kind: 'text', text: 'Corvane Air is fine.', items: ['Corvane Air'], url: '' }).expect(201)).body as UserSource;
      expect(blank.url).toMatch(new RegExp(`/api/sources/${blank.id}/text$`));
      for (const url of ['javascript:alert(1)', 'ftp://files.example/a', 'not an address']) {
        const res = await add(me.cookie, { kind: 'text', text: 'Corvane Air is ok.', items: ['Corvane Air'], url }).expect(400);
        expect(res.body.error).toMatch(/url must be an http or https address/);
      }
    });

    it('counts pasted publications by their sites: four sites are four independent sources, and texts without an address one each', async () => {
      const me = await signUp();
      const sites = ['https://first.example/a', 'https://second.example/b', 'https://third.example/c', 'https://fourth.example/d'];
      // Each sentence praises the battery: a source counts when it speaks for or against the item (one read neither way backs no order).
      const says = ['battery life is excellent', 'battery is superb', 'battery life is great', 'battery is outstanding'];
      for (const [i, url] of sites.entries()) {
        const item = i % 2 === 0 ? 'Tamsel One' : 'Brisko Two';
        await add(me.cookie, { kind: 'text', text: `The ${item} ${says[i]}. Its ${says[(i + 1) % 4]}.`, items: [item], url }).expect(201);
      }
      const outcome = await engine.run({ items: ['Tamsel One', 'Brisko Two'], dimensions: ['Battery life'] }, { ownerId: me.id });
      const sources = outcome.items.flatMap((i) => i.sources);
      expect(sources.map((s) => s.url).sort()).toEqual([...sites].sort());
      for (const s of sources) {
        expect(s).toMatchObject({ addedByUser: true, addedByAuthor: true });
        expect(s.documentUrl).toMatch(/^https:\/\/juxta\.example\/api\/corpus\/documents\/[0-9a-f-]{36}\/text$/);
      }
      const battery = outcome.verdict?.dimensions.find((d) => d.dimension === 'Battery life');
      expect(battery?.explanation).toContain('4 independent sources');
      expect(battery?.thin ?? '').not.toContain('one source');

      const other = await signUp();
      for (const [i, item] of ['Tamsel One', 'Tamsel One', 'Brisko Two', 'Brisko Two'].entries()) {
        await add(other.cookie, { kind: 'text', text: `The ${item} ${says[i]}. Its ${says[(i + 2) % 4]}.`, items: [item] }).expect(201);
      }
      const pasted = await engine.run({ items: ['Tamsel One', 'Brisko Two'], dimensions: ['Battery life'] }, { ownerId: other.id });
      const own = pasted.items.flatMap((i) => i.sources).filter((s) => s.addedByAuthor);
      expect(own).toHaveLength(4);
      for (const s of own) expect(s.documentUrl).toBe(s.url);
      expect(pasted.verdict?.dimensions.find((d) => d.dimension === 'Battery life')?.explanation).toContain('4 independent sources');
    });
  });
});
