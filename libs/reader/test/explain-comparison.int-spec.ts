import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { ResearchEngine, type SearchHit, type SearchProvider, type SearchQuery } from '@juxta/research';
import { Pool } from 'pg';
import { ExtractiveAnalyst } from '../src/extractive-analyst';

const root = join(__dirname, '../../..');

class TwoReviews implements SearchProvider {
  readonly name = 'corpus';
  readonly needsPageReader = false;
  async search(query: SearchQuery): Promise<SearchHit[]> {
    const content =
      query.item === 'Kobo Libra'
        ? 'The Kobo Libra is far from slow, and it is much faster than the Kindle Oasis. The Kindle Oasis is quick to wake.'
        : 'The Kindle Oasis is not fast. The Kobo Libra is much faster than the Kindle Oasis.';
    return [{ title: `${query.item} review`, url: `https://example.test/${encodeURIComponent(query.item)}`, snippet: content.slice(0, 80), content, provider: this.name }];
  }
}

describe('npm run explain --comparison (a stored cell, read from Postgres)', () => {
  let db: Pool;
  let slug: string;

  beforeAll(async () => {
    db = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
    const result = await new ResearchEngine({ searchProviders: [new TwoReviews()], analyst: new ExtractiveAnalyst() }).run({
      items: ['Kobo Libra', 'Kindle Oasis'],
      dimensions: ['Performance'],
    });
    const [{ id: userId }] = (await db.query(`INSERT INTO users (name, email, password_hash) VALUES ('E', $1, 'x') RETURNING id`, [`explain-${randomUUID()}@example.org`])).rows;
    const id = randomUUID();
    slug = `kobo-vs-kindle-${id.slice(0, 8)}`;
    await db.query(
      `INSERT INTO comparisons (id, user_id, title, slug, status, request, item_names, items, dimensions)
       VALUES ($1, $2, 'Kobo Libra vs Kindle Oasis', $3, 'completed', '{"items":["Kobo Libra","Kindle Oasis"]}', '{Kobo Libra,Kindle Oasis}', $4, '{Performance}')`,
      [id, userId, slug, JSON.stringify(result.items)],
    );
  });

  afterAll(() => db.end());

  it('stores every quote with its reading', async () => {
    const { rows } = await db.query<{ items: { dimensions: Record<string, { evidence: { reading?: { because: string[] } }[] }> }[] }>('SELECT items FROM comparisons WHERE slug = $1', [slug]);
    const evidence = rows[0].items.flatMap((i) => Object.values(i.dimensions).flatMap((d) => d.evidence));
    expect(evidence.length).toBeGreaterThan(1);
    for (const e of evidence) expect(e.reading?.because.length).toBeGreaterThan(0);
  });

  it('prints the cell: its quotes with their stored readings and traces, and what was set aside', () => {
    const r = spawnSync('npm', ['run', '-s', 'explain', '--', '--comparison', slug, '--item', 'kindle oasis', '--dimension', 'performance'], { cwd: root, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Kindle Oasis on Performance');
    expect(r.stdout).toContain("because about the rival: 'than the Kindle Oasis'");
    expect(r.stdout).toContain("because negated: 'not' ('fast' -2)");
    expect(r.stdout).toMatch(/^ {4}polarity$/m);
    const unknown = spawnSync('npm', ['run', '-s', 'explain', '--', '--comparison', slug, '--item', 'Nook', '--dimension', 'Performance'], { cwd: root, encoding: 'utf8' });
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('has no item Nook (items: Kobo Libra, Kindle Oasis)');
  }, 60_000);
});
