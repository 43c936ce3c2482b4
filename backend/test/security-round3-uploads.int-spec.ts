import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CorpusSearchProvider, sqlRunnerFromPg, upsertCorpusDocument } from '@juxta/providers';
import { ExtractiveAnalyst } from '@juxta/reader';
import { ResearchEngine } from '@juxta/research';
import type { Client } from 'pg';
import { connectDb } from './support/comparison-fixtures';
import { deflatedPdf, minimalPdf } from './support/minimal-pdf';
import { newUser, sessionCookie, startTestApp, type TestApp } from './support/test-app';

const MB = 1024 * 1024;

/** `count` distinct words ("w0000a1 w0000a2 …"): each its own lexeme, as in the reported source. */
function distinctWords(count: number): string {
  return Array.from({ length: count }, (_, i) => `w${i.toString(36).padStart(6, '0')}x`).join(' ');
}

describe('security round 3 (issue 29): the upload surface (real API, Postgres, Redis)', () => {
  let t: TestApp;
  let db: Client;
  let me: { id: string; cookie: string };
  let engine: ResearchEngine;
  const upload = (fileName: string, content: Buffer | string, items = ['Brackenfold']) =>
    t.http
      .post('/api/sources')
      .set('Cookie', me.cookie)
      .send({ kind: 'file', fileName, contentBase64: Buffer.from(content).toString('base64'), items });
  /** The addresses of the sources a comparison of the user's would use for the item. */
  const sourcesFor = async (item: string) => {
    const outcome = await engine.run({ items: [item, 'Zzyzx Placeholder'] }, { ownerId: me.id });
    return outcome.items[0].sources.map((s) => s.url);
  };

  beforeAll(async () => {
    t = await startTestApp({ USER_SOURCE_MAX_BYTES: String(2 * MB), USER_MAX_SOURCES: '50' });
    db = await connectDb();
    const res = await t.http.post('/api/auth/sign-up').send(newUser()).expect(200);
    me = { id: res.body.user.id as string, cookie: sessionCookie(res)! };
    engine = new ResearchEngine({ searchProviders: [new CorpusSearchProvider(sqlRunnerFromPg(db))], analyst: new ExtractiveAnalyst() });
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  describe('1: Markdown front matter is YAML data, never code', () => {
    const marker = join(tmpdir(), `juxta-front-matter-${process.pid}`);
    afterAll(() => rmSync(marker, { force: true }));

    it('refuses the reported ---js upload without running it', async () => {
      const res = await upload('notes.md', '---js\n{ title: "x" + process.pid }\n---\nBrackenfold is fast.').expect(422);
      expect(res.body).toEqual({ error: expect.stringMatching(/front matter in js: only YAML front matter is read/), code: 'source_front_matter' });
      const { rows } = await db.query('SELECT 1 FROM corpus_documents WHERE title = $1', [`x${process.pid}`]);
      expect(rows).toHaveLength(0);
    });

    it.each(['js', 'javascript', 'coffee'])('runs nothing in ---%s front matter (no global set, no file written)', async (language) => {
      const payload = `(globalThis.__juxtaFrontMatter = 1, require('fs').writeFileSync(${JSON.stringify(marker)}, 'ran'), { title: 'ran' })`;
      await upload('notes.md', `---${language}\n${payload}\n---\nBrackenfold is fast.`).expect(422);
      expect((globalThis as { __juxtaFrontMatter?: number }).__juxtaFrontMatter).toBeUndefined();
      expect(existsSync(marker)).toBe(false);
    });

    it('still takes the title from YAML front matter, and the text is found by a comparison', async () => {
      const md = '---\ntitle: Corriewen field notes\ntags: [a, b]\n---\n# Speed\n\n**Corriewen** starts quickly and is easy to learn.';
      const res = await upload('notes.md', md, ['Corriewen']).expect(201);
      expect(res.body).toMatchObject({ title: 'Corriewen field notes', kind: 'file', excerpt: 'Speed Corriewen starts quickly and is easy to learn.' });
      expect(await sourcesFor('Corriewen')).toContain(res.body.url);
    });

    it('answers front matter that is not valid YAML with 422, not 500', async () => {
      const res = await upload('notes.md', '---\ntitle: [unclosed\n---\nBrackenfold is fast.').expect(422);
      expect(res.body.code).toBe('source_front_matter');
    });
  });

  describe('2: HTML is read off the event loop, within bounds', () => {
    it('keeps /api/health answering while a hostile nested page is read, then answers 422 naming the bound', async () => {
      // 1,000 nested elements, under the element bound: Readability spends minutes on them, so
      // the time bound ends the read. Before the fix it ran on the event loop and health waited.
      const hostile = `<html><body>${'<div><p>Brackenfold '.repeat(1000)}</body></html>`;
      let pending = true;
      const read = upload('nested.html', hostile).then((res) => ((pending = false), res));
      const healthWhilePending: number[] = [];
      while (pending) {
        const sent = Date.now();
        const health = await t.http.get('/api/health');
        expect(health.status).toBe(200);
        if (pending) healthWhilePending.push(Date.now() - sent);
        await new Promise((r) => setTimeout(r, 250));
      }
      const res = await read;
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ error: expect.stringMatching(/took longer than 15 s to read/), code: 'source_over_bound' });
      // A generous bound: the point is that health is answered during the read, not after it.
      expect(healthWhilePending.length).toBeGreaterThan(10);
      expect(Math.max(...healthWhilePending)).toBeLessThan(1000);
    }, 40_000);

    it('refuses a 354 kB page of repeated nested elements before building a tree (422, the element bound)', async () => {
      const res = await upload('nested.html', `<html><body>${'<div>'.repeat(71_000)}Brackenfold</body></html>`).expect(422);
      expect(res.body).toEqual({ error: expect.stringMatching(/more than 50,000 HTML elements/), code: 'source_over_bound' });
    });

    it('still reads an ordinary HTML upload, and its text is found by a comparison', async () => {
      const page = '<html><head><title>Dunmarrow review</title></head><body><article><p>Dunmarrow has excellent documentation for beginners.</p></article></body></html>';
      const res = await upload('review.html', page, ['Dunmarrow']).expect(201);
      expect(res.body).toMatchObject({ title: 'Dunmarrow review', excerpt: 'Dunmarrow has excellent documentation for beginners.' });
      expect(await sourcesFor('Dunmarrow')).toContain(res.body.url);
    });
  });

  describe('3: a PDF decompression bomb', () => {
    it('answers 422 and the API keeps its memory', async () => {
      await upload('plain.pdf', minimalPdf('Brackenfold prints quickly and quietly.')).expect(201);
      const bomb = await deflatedPdf(900 * MB);
      expect(bomb.length).toBeLessThan(2 * MB);
      const before = process.memoryUsage().rss;
      const res = await upload('bomb.pdf', bomb).expect(422);
      // pdf.js inflates in JavaScript: on a loaded machine the time bound may come first.
      expect(res.body).toEqual({ error: expect.stringMatching(/needs more than 512 MB of memory|took longer than 15 s/), code: 'source_over_bound' });
      // The unfixed reader decoded the stream in this process: its memory rose by ~900 MB for good.
      expect(process.memoryUsage().rss - before).toBeLessThan(200 * MB);
    }, 60_000);
  });

  describe('4: the size limit applies to the text a file yields', () => {
    it('refuses a small PDF that yields more than 2 MB of text (422, says so)', async () => {
      // One line shown over and over at one place: 15 kB of PDF, 2.8 million characters of text.
      const pdf = await deflatedPdf(4 * MB, '0 0 Td (lorem ipsum dolor sit amet) Tj ', 'BT /F1 12 Tf 72 720 Td ', ' ET');
      expect(pdf.length).toBeLessThan(32 * 1024);
      const res = await upload('dense.pdf', pdf).expect(422);
      expect(res.body).toEqual({ error: expect.stringMatching(/yields more than 2 MB of text/), code: 'source_over_bound' });
    }, 30_000);

    it('still reads an ordinary PDF, and its text is found by a comparison', async () => {
      const res = await upload('notes.pdf', minimalPdf('Eskerlow has a generous free tier.'), ['Eskerlow']).expect(201);
      expect(res.body).toMatchObject({ excerpt: 'Eskerlow has a generous free tier.' });
      expect(await sourcesFor('Eskerlow')).toContain(res.body.url);
    });
  });

  describe('5: a source of distinct words larger than a search vector can hold', () => {
    it('stores a 1.7 MB text source (201, not 500), and its start is searchable', async () => {
      const text = `Fallowmere glossary. ${distinctWords(200_000)}`;
      expect(Buffer.byteLength(text)).toBeGreaterThan(1.7 * MB);
      const res = await t.http.post('/api/sources').set('Cookie', me.cookie).send({ kind: 'text', text, items: ['Fallowmere'] }).expect(201);
      expect(await sourcesFor('Fallowmere')).toContain(res.body.url);
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM corpus_documents WHERE id = $1 AND search @@ to_tsquery('english', 'w000000x')`, [res.body.id]);
      expect(rows[0].n).toBe(1);
    }, 30_000);

    it('imports a corpus document of the same size', async () => {
      const doc = { title: 'Brackenfold glossary', url: 'https://glossary.test/brackenfold', category: 'other' as const, items: ['Brackenfold'], body: distinctWords(190_000) };
      await expect(upsertCorpusDocument(sqlRunnerFromPg(db), doc)).resolves.toBe('imported');
    }, 30_000);
  });
});
