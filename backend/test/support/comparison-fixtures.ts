import { comparisonSlug, comparisonTitle, type ItemResearch, type Verdict } from '@juxta/contracts';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

export interface FixtureOptions {
  userId: string;
  items?: string[];
  status?: 'researching' | 'completed' | 'failed';
  isPublic?: boolean;
  category?: string | null;
  tags?: string[];
  summary?: string;
  viewCount?: number;
  createdAt?: Date;
  /** The research to store instead of the default two items on Performance and Cost. */
  research?: { items: ItemResearch[]; dimensions: string[]; verdict: Verdict; recommendation: string };
}

function item(name: string, score: number): ItemResearch {
  return {
    name,
    description: `${name} description`,
    overallScore: score,
    dimensions: {
      Performance: { score, summary: `${name} is fast`, details: '', pros: [], cons: [], confidence: 'high', evidence: [{ sourceIndex: 0, quote: `${name} is fast.` }] },
      Cost: { score: 5, summary: 'No evidence found', details: '', pros: [], cons: [], confidence: 'none', evidence: [] },
    },
    pros: [`${name} is fast.`],
    cons: [],
    sources: [{ title: `${name} docs`, url: `https://example.org/${encodeURIComponent(name)}`, snippet: `${name} is fast.` }],
  };
}

/** Inserts a comparison row directly (as the worker would leave it), for tests of reading paths. */
export async function insertComparison(db: Client, o: FixtureOptions): Promise<{ id: string; slug: string }> {
  const id = randomUUID();
  const items = o.items ?? ['Alpha', 'Beta'];
  const slug = comparisonSlug(items, id);
  const status = o.status ?? 'completed';
  await db.query(
    `INSERT INTO comparisons (id, user_id, title, slug, status, request, item_names, summary, items, dimensions, tags, category, is_public, view_count, created_at, verdict, recommendation)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17)`,
    [
      id,
      o.userId,
      comparisonTitle(items),
      slug,
      status,
      JSON.stringify({ items, isPublic: o.isPublic ?? true }),
      items,
      o.summary ?? (status === 'completed' ? `${items[0]} leads on Performance.` : ''),
      JSON.stringify(o.research?.items ?? (status === 'completed' ? items.map((n, i) => item(n, 7 - i)) : [])),
      o.research?.dimensions ?? (status === 'completed' ? ['Performance', 'Cost'] : []),
      o.tags ?? [],
      o.category === undefined ? 'software' : o.category,
      o.isPublic ?? true,
      o.viewCount ?? 0,
      o.createdAt ?? new Date(),
      o.research ? JSON.stringify(o.research.verdict) : null,
      o.research?.recommendation ?? '',
    ],
  );
  return { id, slug };
}

/** A pg client on the test run's database. */
export async function connectDb(): Promise<Client> {
  const db = new Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  return db;
}
