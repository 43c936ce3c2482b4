import type { ResearchOutcome } from '@juxta/contracts';
import { loadConfig } from '@juxta/config';
import { ComparisonEntity, createDataSource, findComparisonWithAuthor, toComparisonData } from '@juxta/persistence';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { ComparisonWriter } from '../src/research/comparison-writer';
import { undecidedVerdict } from './support/undecided-verdict';

describe('ComparisonWriter (real Postgres)', () => {
  const config = loadConfig(process.env);
  let db: DataSource;
  let writer: ComparisonWriter;

  beforeAll(async () => {
    db = await createDataSource(config.databaseUrl, { poolSize: 2 }).initialize();
    writer = new ComparisonWriter(db);
  });
  afterAll(async () => {
    await db.destroy();
  });

  /** What GET /api/comparisons/{id} answers from: the entity as TypeORM reads it. */
  async function asTheApiReadsIt(id: string) {
    const row = await findComparisonWithAuthor(db.getRepository(ComparisonEntity), { id });
    return row && toComparisonData(row);
  }

  async function insert(fields: { status?: string; error?: string | null; partial?: boolean; rerunOf?: string; items?: unknown[] } = {}): Promise<string> {
    const [{ id: userId }] = await db.query(`INSERT INTO users (name, email, password_hash) VALUES ('Ada Writer', $1, 'x') RETURNING id`, [`writer-${randomUUID()}@example.org`]);
    const id = randomUUID();
    await db.query(
      `INSERT INTO comparisons (id, user_id, title, slug, status, request, item_names, error, partial, rerun_of, items)
       VALUES ($1, $2, 'A vs B', $3, $4, '{"items":["A","B"],"excludedDomains":["example.com"]}', '{A,B}', $5, $6, $7, $8)`,
      [id, userId, `a-vs-b-${id}`, fields.status ?? 'researching', fields.error ?? null, fields.partial ?? false, fields.rerunOf ?? null, JSON.stringify(fields.items ?? [])],
    );
    return id;
  }

  const item = (name: string, overallScore: number) => ({
    name,
    description: `${name} is a database.`,
    overallScore,
    dimensions: { Cost: { score: overallScore, confidence: 'low', summary: 'Cheap.', evidence: [{ sourceIndex: 0, quote: 'It is free.' }] } },
    pros: ['Free'],
    cons: [],
    sources: [{ url: 'https://example.org/a', title: 'A', snippet: 'It is free.' }],
  });
  const verdict = undecidedVerdict;
  const outcome = {
    items: [item('A', 7), item('B', 6)],
    dimensions: ['Cost'],
    summary: 'A leads.',
    recommendation: 'Pick A.',
    category: 'databases',
    tags: ['sql', 'open source'],
    warnings: ['Wikipedia did not answer.'],
    usage: { inputTokens: 120, outputTokens: 40 },
    verdict,
  } as unknown as ResearchOutcome;

  it('loads a comparison exactly as the API reads it', async () => {
    const id = await insert();
    const loaded = await writer.load(id);
    expect(loaded && toComparisonData(loaded)).toEqual(await asTheApiReadsIt(id));
    expect(loaded?.user?.name).toBe('Ada Writer');
    expect(await writer.load(randomUUID())).toBeNull();
  });

  it('stores the result and returns the comparison as GET will show it (done equals the stored comparison)', async () => {
    const id = await insert();
    const saved = await writer.complete({ id, rerunOf: null }, outcome);
    expect(saved?.status).toBe('completed');
    const shown = await asTheApiReadsIt(id);
    expect(saved && toComparisonData(saved)).toEqual(shown);
    expect(shown).toMatchObject({
      status: 'completed',
      summary: 'A leads.',
      recommendation: 'Pick A.',
      category: 'databases',
      tags: ['sql', 'open source'],
      dimensions: ['Cost'],
      items: outcome.items,
      verdict,
      usage: { inputTokens: 120, outputTokens: 40 },
      author: { name: 'Ada Writer' },
      excludedDomains: ['example.com'],
      error: null,
      scoreChanges: [],
    });
    const [row] = await db.query('SELECT warnings, completed_at IS NOT NULL AS done FROM comparisons WHERE id = $1', [id]);
    expect(row).toEqual({ warnings: ['Wikipedia did not answer.'], done: true });
  });

  it('stores a large result compressed with lz4 where the server has it (cheaper to write and read than pglz), and reads it back unchanged', async () => {
    const id = await insert();
    // Items large enough to be compressed (TOAST starts past ~2 kB), as a real comparison's ~15 kB are.
    const pros = Array.from({ length: 120 }, (_, i) => `Point ${i}: the write-ahead log keeps every commit durable across a crash.`);
    const large = { ...outcome, items: outcome.items.map((item) => ({ ...item, pros })) };
    const saved = await writer.complete({ id, rerunOf: null }, large);
    expect(saved?.items).toEqual(large.items);
    const [{ lz4 }] = await db.query(`SELECT 'lz4' = ANY(enumvals) AS lz4 FROM pg_settings WHERE name = 'default_toast_compression'`);
    const [row] = await db.query('SELECT pg_column_compression(items) AS method FROM comparisons WHERE id = $1', [id]);
    expect(row.method).toBe(lz4 ? 'lz4' : 'pglz');
    expect((await asTheApiReadsIt(id))?.items).toEqual(large.items);
  });

  it('never overwrites a comparison that was cancelled or failed meanwhile, and returns it as it is', async () => {
    const id = await insert({ status: 'failed', error: 'Cancelled by its owner: no item had been researched yet.', partial: true });
    const before = await asTheApiReadsIt(id);
    const saved = await writer.complete({ id, rerunOf: null }, outcome);
    expect(saved?.status).toBe('failed');
    expect(saved && toComparisonData(saved)).toEqual(before);
    expect(await asTheApiReadsIt(id)).toEqual(before);
  });

  it('leaves a comparison completed by an earlier attempt as it was', async () => {
    const id = await insert();
    const first = await writer.complete({ id, rerunOf: null }, outcome);
    const again = await writer.complete({ id, rerunOf: null }, { ...outcome, summary: 'B leads.' });
    expect(again && toComparisonData(again)).toEqual(first && toComparisonData(first));
    expect((await asTheApiReadsIt(id))?.summary).toBe('A leads.');
  });

  it('returns null for a comparison deleted before its result was stored', async () => {
    expect(await writer.complete({ id: randomUUID(), rerunOf: null }, outcome)).toBeNull();
  });

  it('records how the scores moved since the comparison a rerun repeats', async () => {
    const previous = await insert({ status: 'completed', items: [item('A', 5), item('C', 4)] });
    const id = await insert({ rerunOf: previous });
    const saved = await writer.complete({ id, rerunOf: previous }, outcome);
    expect(saved && toComparisonData(saved).scoreChanges).toEqual([
      { name: 'A', before: 5, after: 7 },
      { name: 'B', before: null, after: 6 },
    ]);
    expect((await asTheApiReadsIt(id))?.scoreChanges).toEqual(saved?.scoreChanges);
  });

  it('sends done with the same JSON value GET answers with, whatever jsonb does to the items', async () => {
    const id = await insert();
    // jsonb reorders keys, drops what JSON.stringify drops and keeps numbers as written.
    const odd = { ...item('Ünïcode “B” 🚀', 0.30000000000000004), extra: undefined, big: 1e21, negativeZero: -0, zyx: 'last key', a: 'first key' };
    const saved = await writer.complete({ id, rerunOf: null }, { ...outcome, items: [item('A', 7), odd] } as unknown as ResearchOutcome);
    const asSent = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
    expect(asSent(saved && toComparisonData(saved))).toEqual(asSent(await asTheApiReadsIt(id)));
  });

  it('plans its load and store once per connection, not at every job', async () => {
    // One connection, so the session that ran the statements is the one asked.
    const single = await createDataSource(config.databaseUrl, { poolSize: 1 }).initialize();
    try {
      const own = new ComparisonWriter(single);
      for (let i = 0; i < 2; i++) {
        const id = await insert();
        await own.load(id);
        await own.complete({ id, rerunOf: null }, outcome);
      }
      const prepared: { name: string }[] = await single.query('SELECT name FROM pg_prepared_statements ORDER BY name');
      expect(prepared.map((p) => p.name)).toEqual(['juxta-worker-comparison-complete', 'juxta-worker-comparison-load']);
    } finally {
      await single.destroy();
    }
  });

  it('keeps loading and storing after a migration added a column while it ran', async () => {
    const before = await insert();
    await writer.load(before);
    await writer.complete({ id: before, rerunOf: null }, outcome);
    await db.query('ALTER TABLE comparisons ADD COLUMN writer_spec_probe integer');
    try {
      const id = await insert();
      expect((await writer.load(id))?.status).toBe('researching');
      const saved = await writer.complete({ id, rerunOf: null }, outcome);
      expect(saved && toComparisonData(saved)).toEqual(await asTheApiReadsIt(id));
    } finally {
      await db.query('ALTER TABLE comparisons DROP COLUMN writer_spec_probe');
    }
  });
});
