import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { corpusSchema } from './support/corpus-tables';
import { sameItem } from '@juxta/research';
import {
  CorpusSearchProvider,
  type CorpusSearchHit,
  importCorpusFolder,
  sqlRunnerFromPg,
  starterCorpusFolder,
} from '../src/corpus';

const SCHEMA = 'corpus_search_spec';

/** "A vs B vs C" lines of the starter corpus README: the head-to-heads it promises to cover. */
async function headToHeads(): Promise<string[][]> {
  const readme = await readFile(join(starterCorpusFolder(), 'README.md'), 'utf8');
  return readme
    .split('\n')
    .map((line) => /^\s*[-*]\s+(.+\svs\s.+?)\s*$/.exec(line)?.[1])
    .filter((line): line is string => Boolean(line))
    .map((line) => line.split(/\s+vs\.?\s+/).map((s) => s.trim()));
}

const about = (hit: CorpusSearchHit, item: string) => hit.items.some((i) => sameItem(i, item));

describe('CorpusSearchProvider (real PostgreSQL)', () => {
  let pool: Pool;
  let provider: CorpusSearchProvider;
  let fixtures: string;
  const search = (item: string, extra: { text?: string; dimension?: string; limit?: number } = {}) =>
    provider.search({ item, text: extra.text ?? item, dimension: extra.dimension, limit: extra.limit ?? 5 });

  beforeAll(async () => {
    pool = await corpusSchema(SCHEMA);
    const sql = sqlRunnerFromPg(pool);
    const starter = await importCorpusFolder(sql, starterCorpusFolder());
    expect(starter.errors).toEqual([]);
    // Made-up items, so the ranking checks do not depend on what the starter documents say.
    fixtures = await mkdtemp(join(tmpdir(), 'corpus-search-'));
    const doc = (name: string, fm: string, body: string) => writeFile(join(fixtures, name), `---\n${fm}\n---\n${body}\n`);
    await doc(
      'zq-speed.md',
      'title: Zephyrquill benchmarks\nurl: https://example.org/zq/speed\ncategory: databases\nitems: [Zephyrquill]',
      'Zephyrquill is fast. Its query speed and throughput are high, and latency stays low under load. Zephyrquill has a fast planner.',
    );
    await doc(
      'zq-price.md',
      'title: Zephyrquill licensing\nurl: https://example.org/zq/price\ncategory: databases\nitems: [Zephyrquill]',
      'Zephyrquill is expensive: the license price is high and the subscription costs more each year. Zephyrquill is not cheap to run.',
    );
    await doc(
      'mention.md',
      'title: Notes on storage engines\nurl: https://example.org/notes\ncategory: databases\nitems: [Storage engines]',
      'Storage engines differ a lot. Quorblex keeps its data in a log structured tree. Most engines cache pages in memory.',
    );
    const fx = await importCorpusFolder(sql, fixtures);
    expect(fx.errors).toEqual([]);
    provider = new CorpusSearchProvider(sql);
  });

  afterAll(async () => {
    await pool?.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
    await pool?.end();
    if (fixtures) await rm(fixtures, { recursive: true, force: true });
  });

  it('identifies itself as the corpus provider, with content included', () => {
    expect(provider.name).toBe('corpus');
    expect(provider.needsPageReader).toBe(false);
  });

  it('finds an item by its exact name and returns the document body as content', async () => {
    const hits = await search('PostgreSQL');
    expect(hits.length).toBeGreaterThan(0);
    expect(about(hits[0], 'PostgreSQL')).toBe(true);
    expect(hits[0].provider).toBe('corpus');
    expect(hits[0].url).toMatch(/^https?:\/\//);
    expect(hits[0].content?.length ?? 0).toBeGreaterThan(1000);
    expect(hits[0].content).toContain('PostgreSQL');
    // What the operator filed it under, a clue to the comparison's category.
    expect(hits[0].category).toBe('databases');
  });

  it.each([
    ['postgresql', 'PostgreSQL'],
    ['MYSQL', 'MySQL'],
    ['  mongodb ', 'MongoDB'],
    ['c++', 'C++'],
    ['C#', 'C#'],
    ['c sharp', 'C#'],
    ['VS Code', 'VS Code'],
    ['vscode', 'VS Code'],
    ['Visual Studio Code', 'VS Code'],
    ['Disney+', 'Disney+'],
    ['Disney Plus', 'Disney+'],
    ['macOS', 'macOS'],
    ['Mac OS X', 'macOS'],
    ['Proton Mail', 'Proton Mail'],
    ['protonmail', 'Proton Mail'],
  ])('matches names whatever their case and punctuation: %p finds %p', async (query, item) => {
    const hits = await search(query);
    expect(hits.length).toBeGreaterThan(0);
    expect(about(hits[0], item)).toBe(true);
  });

  it.each([
    ['postgres', 'PostgreSQL'],
    ['golang', 'Go'],
    ['JS', 'JavaScript'],
    ['GCP', 'Google Cloud'],
    ['Amazon Web Services', 'AWS'],
    ['Lisboa', 'Lisbon'],
    ['PS5', 'PlayStation 5'],
  ])('resolves aliases: %p finds %p', async (query, item) => {
    const hits = await search(query);
    expect(hits.length).toBeGreaterThan(0);
    expect(about(hits[0], item)).toBe(true);
  });

  it.each([
    ['iPhone 15 Pro', 'iPhone'],
    ['Windows 11', 'Windows'],
    ['Samsung Galaxy S24 Ultra', 'Samsung Galaxy S'],
    ['PostgreSQL 16', 'PostgreSQL'],
  ])('finds the product line behind a model or version: %p finds %p', async (query, item) => {
    const hits = await search(query);
    expect(hits.length).toBeGreaterThan(0);
    expect(about(hits[0], item)).toBe(true);
  });

  it.each(['Go', 'R', 'C++', 'C#', 'JavaScript', 'Java', 'Rust', 'Swift'])(
    'returns only documents about %p, never ones that merely use the word',
    async (item) => {
      const hits = await search(item, { text: `${item} performance`, dimension: 'Performance' });
      expect(hits.length).toBeGreaterThan(0);
      for (const hit of hits) expect(about(hit, item)).toBe(true);
    },
  );

  it('does not confuse C with C++ or C#, nor Java with JavaScript', async () => {
    const c = await search('C');
    expect(c.filter((h) => about(h, 'C++') || about(h, 'C#'))).toEqual([]);
    const java = await search('Java');
    expect(java.some((h) => about(h, 'JavaScript'))).toBe(false);
  });

  it('ranks the document that talks about the dimension first', async () => {
    const speed = await search('Zephyrquill', { text: 'Zephyrquill performance', dimension: 'Performance' });
    expect(speed.map((h) => h.url)).toEqual(['https://example.org/zq/speed', 'https://example.org/zq/price']);
    const cost = await search('Zephyrquill', { text: 'Zephyrquill cost', dimension: 'Cost' });
    expect(cost[0].url).toBe('https://example.org/zq/price');
    // Without a dimension the dimension words in the text rank on their own.
    const price = await search('zephyrquill', { text: 'zephyrquill license price' });
    expect(price[0].url).toBe('https://example.org/zq/price');
  });

  it('falls back to documents that mention an item, lending only the sentences that name it', async () => {
    const hits = await search('Quorblex');
    expect(hits).toHaveLength(1);
    expect(hits[0].url).toBe('https://example.org/notes');
    expect(hits[0].content).toBe('Quorblex keeps its data in a log structured tree.');
  });

  it('returns plain-text snippets, with no HTML or Markdown markers', async () => {
    const queries: [string, string?][] = [['PostgreSQL', 'Performance'], ['Rust', 'Safety'], ['Lisbon', 'Cost of living'], ['Coffee'], ['R']];
    for (const [item, dimension] of queries) {
      const hits = await search(item, { text: dimension ? `${item} ${dimension}` : item, dimension });
      expect(hits.length).toBeGreaterThan(0);
      for (const hit of hits) {
        expect(hit.snippet.length).toBeGreaterThan(20);
        expect(hit.snippet).not.toMatch(/<\/?[a-z]+>|\*\*|^#|\n/i);
      }
    }
  });

  it('puts a dimension sentence in the snippet when one exists', async () => {
    const [hit] = await search('PostgreSQL', { text: 'PostgreSQL scalability', dimension: 'Scalability' });
    expect(hit.snippet).toMatch(/scal/i);
  });

  it('respects the limit and answers nothing for unknown items', async () => {
    expect(await search('Zephyrquill', { limit: 1 })).toHaveLength(1);
    expect(await search('Xylophonium Prime')).toEqual([]);
    expect(await search('')).toEqual([]);
  });

  it('refuses to search with an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(provider.search({ item: 'Go', text: 'Go', limit: 3 }, controller.signal)).rejects.toThrow();
  });

  it('covers every head-to-head the starter corpus lists: each item has a document about it', async () => {
    const pairs = await headToHeads();
    expect(pairs.length).toBeGreaterThanOrEqual(20);
    const missing: string[] = [];
    for (const items of pairs) {
      for (const item of items) {
        const hits = await search(item, { text: `${item} reliability`, dimension: 'Reliability' });
        if (!hits.some((h) => about(h, item))) missing.push(`${items.join(' vs ')}: ${item}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
