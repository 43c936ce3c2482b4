// Seeds N comparisons fast, inside Postgres (INSERT … SELECT over generate_series, in batches;
// `unique` rows are generated, the rest are copies of them with their own id, date and author):
// realistic rows — 2–4 items drawn per category with a skewed popularity (well-known names
// first, a long tail of made-up ones), items JSON cut from real engine output (~9 KB per item,
// as the extractive analyst writes it), summaries, tags, 85 % public, 93 % completed, a year
// of creation dates. The search column is filled by the table's own trigger.
import { fromDist } from './env.mjs';

const { KNOWN_ITEMS, CATEGORY_DIMENSIONS, ResearchEngine } = fromDist('libs/research/src/index.js');
const { CorpusSearchProvider, sqlRunnerFromPg } = fromDist('libs/providers/src/index.js');
const { ExtractiveAnalyst } = fromDist('libs/reader/src/index.js');

const TAIL_PER_CATEGORY = 200;
const SYLLABLES = ['ka', 'lo', 'mi', 'ra', 'ven', 'tor', 'zi', 'qua', 'nex', 'bel', 'dor', 'fi', 'gan', 'hu', 'jor', 'ly', 'mar', 'nov', 'ost', 'pel'];

function titleCase(s) {
  return s.replace(/\b([a-z])/g, (m) => m.toUpperCase());
}

/** Per category: well-known names first, then made-up products ("Venqua 7 Pro"). */
export function vocabulary() {
  const rows = [];
  let seed = 7;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const categories = Object.keys(CATEGORY_DIMENSIONS);
  for (const category of categories) {
    const names = [...new Set((KNOWN_ITEMS[category] ?? []).map(titleCase))];
    while (names.length < TAIL_PER_CATEGORY) {
      const word = Array.from({ length: 2 + Math.floor(rand() * 2) }, () => SYLLABLES[Math.floor(rand() * SYLLABLES.length)]).join('');
      const name = `${titleCase(word)}${rand() < 0.5 ? ` ${1 + Math.floor(rand() * 9)}` : ''}${rand() < 0.2 ? ' Pro' : ''}`;
      if (!names.includes(name)) names.push(name);
    }
    names.slice(0, TAIL_PER_CATEGORY).forEach((name, rank) => rows.push({ category, rank, name }));
  }
  return { rows, categories, perCategory: TAIL_PER_CATEGORY };
}

/** Item JSON from real runs of the engine (corpus + extractive) on the starter corpus. */
export async function itemTemplates(pool) {
  const engine = new ResearchEngine({ searchProviders: [new CorpusSearchProvider(sqlRunnerFromPg(pool))], analyst: new ExtractiveAnalyst() });
  const templates = [];
  for (const items of [['PostgreSQL', 'MySQL', 'SQLite'], ['Kindle', 'Kobo'], ['Python', 'Go', 'Rust'], ['Berlin', 'Amsterdam'], ['Netflix', 'Disney Plus']]) {
    const outcome = await engine.run({ items });
    templates.push(...outcome.items);
  }
  return templates;
}

export async function seedComparisons(db, { count, unique = 10_000, batch = 20_000, users = 2000, onProgress = () => undefined }) {
  const vocab = vocabulary();
  const templates = await itemTemplates(db);
  // One session, seeded: the same names, statuses and dates on every run (ids stay random).
  const pool = await db.connect();
  try {
    await pool.query('SELECT setseed(0.42)');
    return await seed(pool, { count, unique, batch, users, onProgress, vocab, templates });
  } finally {
    pool.release();
  }
}

async function seed(pool, { count, unique, batch, users, onProgress, vocab, templates }) {
  await pool.query(`INSERT INTO users (id, name, email, password_hash)
    SELECT md5('bench-user-' || i)::uuid, 'Bench author ' || i, 'author-' || i || '@example.org', 'not-a-hash' FROM generate_series(1, $1::int) i`, [users]);
  await pool.query('CREATE TABLE bench_vocab (category text, rank int, name text, PRIMARY KEY (category, rank))');
  await pool.query('INSERT INTO bench_vocab SELECT * FROM jsonb_to_recordset($1::jsonb) AS v(category text, rank int, name text)', [JSON.stringify(vocab.rows)]);
  await pool.query('CREATE TABLE bench_templates (t int PRIMARY KEY, item jsonb)');
  await pool.query('INSERT INTO bench_templates SELECT ord - 1, item FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS x(item, ord)', [JSON.stringify(templates)]);
  await pool.query('CREATE TABLE bench_dimensions (category text PRIMARY KEY, dims text[])');
  await pool.query('INSERT INTO bench_dimensions SELECT key, ARRAY(SELECT jsonb_array_elements_text(value)) FROM jsonb_each($1::jsonb)', [JSON.stringify(CATEGORY_DIMENSIONS)]);
  // Bulk load as a restore would: secondary indexes dropped, then rebuilt from their own
  // definitions (read from the catalog, so they are exactly the migrations' indexes).
  const { rows: indexes } = await pool.query(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename = 'comparisons'
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
  );
  for (const i of indexes) await pool.query(`DROP INDEX ${i.indexname}`);
  const t0 = performance.now();
  const generated = Math.min(count, unique);
  for (let from = 1; from <= generated; from += batch) {
    const to = Math.min(generated, from + batch - 1);
    await pool.query(
      `INSERT INTO comparisons (id, user_id, title, query, slug, status, request, item_names, summary, recommendation, items,
                                dimensions, tags, category, is_public, view_count, created_at, updated_at, completed_at)
       SELECT r.id, r.user_id, array_to_string(n.names, ' vs '), '', 
              trim(both '-' from lower(regexp_replace(array_to_string(n.names, '-vs-'), '[^a-zA-Z0-9]+', '-', 'g'))) || '-' || substr(replace(r.id::text, '-', ''), 1, 12),
              r.status, jsonb_build_object('items', to_jsonb(n.names), 'isPublic', r.pub), n.names,
              CASE WHEN r.status = 'completed' THEN format('%s scores %s overall against %s''s %s. %s leads on %s and %s, while %s is stronger on %s; every score cites its sources.',
                   n.names[1], r.s1, n.names[2], r.s2, n.names[1], d.dims[1], d.dims[2], n.names[2], d.dims[3]) ELSE '' END,
              CASE WHEN r.status = 'completed' THEN format('Choose %s if %s matters most; choose %s for %s.', n.names[1], lower(d.dims[1]), n.names[2], lower(d.dims[3])) ELSE '' END,
              CASE WHEN r.status = 'completed' THEN (
                SELECT jsonb_agg(t.item || jsonb_build_object('name', u.nm, 'overallScore', round((3 + random() * 6)::numeric, 1)) ORDER BY u.ord)
                  FROM unnest(n.names) WITH ORDINALITY AS u(nm, ord)
                  JOIN bench_templates t ON t.t = (r.g + u.ord::int) % $4::int) ELSE '[]'::jsonb END,
              CASE WHEN r.status = 'completed' THEN d.dims[1:6] ELSE '{}' END,
              CASE WHEN r.status = 'completed' THEN ARRAY[replace(r.category, '_', '-')] || ARRAY(SELECT trim(both '-' from lower(regexp_replace(x, '[^a-zA-Z0-9]+', '-', 'g'))) FROM unnest(n.names) x) ELSE '{}' END,
              CASE WHEN r.status = 'completed' THEN r.category END,
              r.pub, r.views, r.created, r.created + interval '40 seconds', CASE WHEN r.status = 'completed' THEN r.created + interval '40 seconds' END
         FROM (
           SELECT g, gen_random_uuid() AS id,
                  md5('bench-user-' || (1 + floor(random() * $3::int))::int)::uuid AS user_id,
                  (SELECT array_agg(category) FROM bench_dimensions)[1 + floor(random() * 10)::int] AS category,
                  CASE WHEN random() < 0.7 THEN 2 WHEN random() < 0.67 THEN 3 ELSE 4 END AS k,
                  CASE WHEN random() < 0.93 THEN 'completed' WHEN random() < 0.3 THEN 'failed' ELSE 'researching' END AS status,
                  random() < 0.85 AS pub,
                  floor(power(random(), 6) * 2000)::int AS views,
                  date_trunc('milliseconds', now() - random() * interval '365 days') AS created,
                  round((3 + random() * 6)::numeric, 1) AS s1, round((3 + random() * 6)::numeric, 1) AS s2
             FROM generate_series($1::int, $2::int) g
         ) r
         CROSS JOIN LATERAL (
           SELECT array_agg(v.name ORDER BY x.j) AS names
             FROM (SELECT j, (floor(${vocab.perCategory} * power(random(), 2.5))::int + (j - 1) * 7) % ${vocab.perCategory} AS rank
                     FROM generate_series(1, r.k) j) x
             JOIN bench_vocab v ON v.category = r.category AND v.rank = x.rank
         ) n
         JOIN bench_dimensions d ON d.category = r.category`,
      [from, to, users, templates.length],
    );
    onProgress(to, (performance.now() - t0) / 1000);
  }
  // The rest: copies of those rows with their own id, slug, author, date, visibility and views,
  // `batch` at a time from a fixed snapshot of them (reading the growing table again each batch,
  // sorted, made 1M rows quadratic). Inside the server: a client COPY would have to ship every
  // row's ~20 KB of items JSON both ways, and recompress it, while INSERT … SELECT keeps the
  // already compressed value (pglz costs ~1 ms per 20 KB row to write).
  if (generated < count) {
    await pool.query('CREATE TEMP TABLE bench_base AS SELECT row_number() OVER (ORDER BY created_at, id) AS b, * FROM comparisons');
    await pool.query('CREATE UNIQUE INDEX ON bench_base (b)');
    await pool.query('ANALYZE bench_base');
  }
  for (let done = generated; done < count; ) {
    const n = Math.min(batch, count - done);
    await pool.query(
      `INSERT INTO comparisons (id, user_id, title, query, slug, status, request, item_names, summary, recommendation, items,
                                dimensions, tags, category, is_public, view_count, created_at, updated_at, completed_at)
       SELECT x.id, md5('bench-user-' || (1 + floor(random() * $3::int))::int)::uuid, c.title, c.query,
              regexp_replace(c.slug, '[0-9a-f]{12}$', substr(replace(x.id::text, '-', ''), 1, 12)),
              c.status, jsonb_set(c.request, '{isPublic}', to_jsonb(x.pub)), c.item_names, c.summary, c.recommendation, c.items,
              c.dimensions, c.tags, c.category, x.pub, floor(power(random(), 6) * 2000)::int, x.created,
              x.created + interval '40 seconds', CASE WHEN c.status = 'completed' THEN x.created + interval '40 seconds' END
         FROM generate_series($1::bigint, $1::bigint + $2::int - 1) g
         JOIN bench_base c ON c.b = 1 + g % $4::int
         CROSS JOIN LATERAL (SELECT gen_random_uuid() AS id, random() < 0.85 AS pub,
                                    date_trunc('milliseconds', now() - random() * interval '365 days') AS created
                              WHERE g IS NOT NULL) x`,
      [done, n, users, generated],
    );
    done += n;
    onProgress(done, (performance.now() - t0) / 1000);
  }
  if (generated < count) await pool.query('DROP TABLE bench_base');
  // Index builds on a million rows: more memory than the default 64 MB makes them several times faster.
  await pool.query(`SET maintenance_work_mem = '512MB'`);
  const t1 = performance.now();
  for (const i of indexes) await pool.query(i.indexdef);
  const indexSeconds = (performance.now() - t1) / 1000;
  await pool.query('DROP TABLE bench_vocab, bench_templates, bench_dimensions');
  await pool.query('VACUUM (ANALYZE) comparisons');
  await pool.query('VACUUM (ANALYZE) users');
  const { rows } = await pool.query(`SELECT count(*)::int AS n, pg_total_relation_size('comparisons') AS bytes,
      avg(pg_column_size(items))::int AS items_bytes, count(*) FILTER (WHERE is_public AND status = 'completed')::int AS feed
      FROM comparisons`);
  return { ...rows[0], indexes: indexes.map((i) => i.indexname), seconds: (performance.now() - t0) / 1000, indexSeconds, templates: templates.length, itemTemplateBytes: Math.round(templates.reduce((a, t) => a + JSON.stringify(t).length, 0) / templates.length) };
}
