import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Pool } from 'pg';
// The table's migration lives in libs/persistence; applying just it keeps these tests
// independent of the rest of the schema.
import { CorpusDocuments1763800000100 } from '../../persistence/src/migrations/1763800000100-corpus-documents';
import { UserSources1764000000100 } from '../../persistence/src/migrations/1764000000100-user-sources';
import { createCorpusTables } from './support/corpus-tables';
import { countCorpusDocuments, importCorpusFolder, type SqlRunner, sqlRunnerFromPg, starterCorpusFolder } from '../src/corpus';

const SCHEMA = 'corpus_import_spec';

async function connect(schema: string): Promise<Pool> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: run with --selectProjects integration');
  return new Pool({ connectionString: url, max: 3, options: `-c search_path=${schema}` });
}

/** A fresh schema with just the corpus table, so this file never collides with other suites. */
async function resetSchema(pool: Pool, schema: string): Promise<void> {
  await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await pool.query(`CREATE SCHEMA ${schema}`);
  await createCorpusTables(pool);
}

const goodDoc = (url: string, title = 'A good document') =>
  `---\ntitle: ${title}\nurl: ${url}\ncategory: software\nitems: [Goodthing]\n---\n` +
  'Goodthing is fast and easy to use. Goodthing is free, and its community is friendly.\n';

describe('importCorpusFolder (real PostgreSQL)', () => {
  let pool: Pool;
  let sql: SqlRunner;
  let work: string;

  beforeAll(async () => {
    pool = await connect(SCHEMA);
    sql = sqlRunnerFromPg(pool);
    work = await mkdtemp(join(tmpdir(), 'corpus-import-'));
  });
  beforeEach(() => resetSchema(pool, SCHEMA));
  afterAll(async () => {
    await pool?.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
    await pool?.end();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('imports the whole starter corpus with no errors, then finds nothing to do a second time', async () => {
    const files = (await readdir(starterCorpusFolder())).filter((f) => f.endsWith('.md') && f !== 'README.md');
    const first = await importCorpusFolder(sql, starterCorpusFolder());
    expect(first).toEqual({ imported: files.length, updated: 0, skipped: 0, errors: [] });
    expect(await countCorpusDocuments(sql)).toBe(files.length);

    const second = await importCorpusFolder(sql, starterCorpusFolder());
    expect(second).toEqual({ imported: 0, updated: 0, skipped: files.length, errors: [] });
    expect(await countCorpusDocuments(sql)).toBe(files.length);
  });

  it('stores items, their aliases and plain text; updates a changed document in place', async () => {
    const folder = join(work, 'update');
    await mkdir(folder, { recursive: true });
    const file = join(folder, 'pg.md');
    await writeFile(
      file,
      '---\ntitle: "PostgreSQL notes"\nurl: https://example.org/pg\ncategory: databases\nitems: ["PostgreSQL"]\n---\n' +
        '# PostgreSQL\n\nPostgreSQL is **reliable** and [well documented](https://example.org/docs).\n\n- PostgreSQL is free.\n',
    );
    expect(await importCorpusFolder(sql, folder)).toEqual({ imported: 1, updated: 0, skipped: 0, errors: [] });
    const [row] = await sql.query<{ items: string[]; items_text: string; item_keys: string[]; body: string; updated_at: Date }>(
      'SELECT items, items_text, item_keys, body, updated_at FROM corpus_documents',
    );
    expect(row.items).toEqual(['PostgreSQL']);
    expect(row.items_text).toContain('Postgres');
    expect(row.item_keys).toEqual(expect.arrayContaining(['postgresql', 'postgres']));
    expect(row.body).toBe('PostgreSQL\n\nPostgreSQL is reliable and well documented.\n\nPostgreSQL is free.');

    await writeFile(file, (await readFile(file, 'utf8')).replace('is free', 'is free and open source'));
    expect(await importCorpusFolder(sql, folder)).toEqual({ imported: 0, updated: 1, skipped: 0, errors: [] });
    const [after] = await sql.query<{ body: string; updated_at: Date; n: string }>(
      'SELECT body, updated_at, (SELECT count(*) FROM corpus_documents) AS n FROM corpus_documents',
    );
    expect(after.body).toContain('free and open source');
    expect(Number(after.n)).toBe(1);
    expect(after.updated_at.getTime()).toBeGreaterThanOrEqual(row.updated_at.getTime());
  });

  it('reports each bad file with its problem, skips it, and still imports the good ones', async () => {
    const folder = join(work, 'bad');
    await mkdir(join(folder, 'nested'), { recursive: true });
    const files: Record<string, string> = {
      'good.md': goodDoc('https://example.org/good'),
      'nested/also-good.md': goodDoc('https://example.org/also-good', 'Another good one'),
      'README.md': 'Notes for people; never imported.\n',
      'notes.txt': 'Not Markdown; ignored.\n',
      'no-front-matter.md': 'Goodthing is fast and easy to use, but this file has no front matter at all.\n',
      'bad-yaml.md': '---\ntitle: [unclosed\nurl: https://example.org/x\n---\nGoodthing is fast and easy to use in every way that matters.\n',
      'bad-category.md': goodDoc('https://example.org/c').replace('category: software', 'category: gadgets'),
      'bad-url.md': goodDoc('ftp://example.org/file'),
      'no-url.md': goodDoc('https://example.org/nourl').replace('url: https://example.org/nourl\n', ''),
      'no-title.md': goodDoc('https://example.org/t').replace('title: A good document\n', ''),
      'empty-items.md': goodDoc('https://example.org/e').replace('items: [Goodthing]', 'items: []'),
      'items-not-strings.md': goodDoc('https://example.org/n').replace('items: [Goodthing]', 'items: [1, {a: b}]'),
      'items-a-string.md': goodDoc('https://example.org/s').replace('items: [Goodthing]', 'items: Goodthing'),
      'short-body.md': '---\ntitle: T\nurl: https://example.org/short\ncategory: other\nitems: [X]\n---\nToo short.\n',
      'z-duplicate-url.md': goodDoc('https://example.org/good', 'Same url as good.md'),
    };
    for (const [name, text] of Object.entries(files)) await writeFile(join(folder, name), text);

    const result = await importCorpusFolder(sql, folder);
    expect(result.imported).toBe(2);
    expect(result.updated).toBe(0);
    expect(result.skipped).toBe(11);
    const byFile = Object.fromEntries(result.errors.map((e) => [e.slice(0, e.indexOf(':')), e]));
    expect(Object.keys(byFile).sort()).toEqual(
      [
        'bad-category.md',
        'bad-url.md',
        'bad-yaml.md',
        'empty-items.md',
        'items-a-string.md',
        'items-not-strings.md',
        'no-front-matter.md',
        'no-title.md',
        'no-url.md',
        'short-body.md',
        'z-duplicate-url.md',
      ].sort(),
    );
    expect(byFile['bad-category.md']).toMatch(/category: "gadgets" is not one of software, programming-languages/);
    expect(byFile['bad-url.md']).toMatch(/url: "ftp:\/\/example.org\/file" is not an http\(s\) address/);
    expect(byFile['no-url.md']).toMatch(/url: required/);
    expect(byFile['no-title.md']).toMatch(/title: required/);
    expect(byFile['empty-items.md']).toMatch(/items: required/);
    expect(byFile['items-not-strings.md']).toMatch(/items: every entry must be a non-empty string/);
    expect(byFile['items-a-string.md']).toMatch(/items: required/);
    expect(byFile['bad-yaml.md']).toMatch(/not valid YAML/);
    expect(byFile['no-front-matter.md']).toMatch(/no front matter/);
    expect(byFile['short-body.md']).toMatch(/body: too short/);
    expect(byFile['z-duplicate-url.md']).toMatch(/already used by good.md/);
    expect(await countCorpusDocuments(sql)).toBe(2);
  });

  it('reports a missing folder instead of throwing', async () => {
    const result = await importCorpusFolder(sql, join(work, 'does-not-exist'));
    expect(result.imported).toBe(0);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(/cannot read the folder/);
  });

  it('rejects once, with a clear message, when the table is missing', async () => {
    const elsewhere = await connect('corpus_import_spec_missing');
    try {
      await expect(importCorpusFolder(sqlRunnerFromPg(elsewhere), starterCorpusFolder())).rejects.toThrow(
        /corpus_documents table is not reachable/,
      );
    } finally {
      await elsewhere.end();
    }
  });

  it('migrates down and up again cleanly', async () => {
    const migration = new CorpusDocuments1763800000100();
    const sources = new UserSources1764000000100();
    const runner = { query: (q: string) => pool.query(q) } as never;
    await sources.down(runner);
    await migration.down(runner);
    const [gone] = await sql.query<{ t: string | null }>(`SELECT to_regclass('corpus_documents')::text AS t`);
    expect(gone.t).toBeNull();
    await migration.up(runner);
    await sources.up(runner);
    const indexes = await sql.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE tablename = 'corpus_documents' AND schemaname = $1 ORDER BY indexname`,
      [SCHEMA],
    );
    expect(indexes.map((i) => i.indexname)).toEqual([
      'corpus_documents_category_idx',
      'corpus_documents_item_keys_idx',
      'corpus_documents_owner_idx',
      'corpus_documents_pkey',
      'corpus_documents_search_idx',
      'corpus_documents_url_key',
    ]);
  });

  it('finds the starter corpus from the sources and from the compiled output alike', () => {
    const repo = resolve(__dirname, '../../..');
    expect(starterCorpusFolder()).toBe(join(repo, 'corpus', 'starter'));
    expect(starterCorpusFolder(join(repo, 'dist/server/libs/providers/src/corpus'))).toBe(join(repo, 'corpus', 'starter'));
  });
});
