// The bench's own database, created fresh (dropped first) with the app's migrations and,
// when asked, the starter corpus — exactly what `npm start` leaves on a first run.
import { ADMIN_URL, BENCH_DATABASE, databaseUrl, fromDist, require } from './env.mjs';

const { Client, Pool } = require('pg');

async function admin(fn) {
  const client = new Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const quoted = (name) => `"${name.replace(/"/g, '""')}"`;

/** Drops and recreates the bench database, migrates it and loads the corpus; returns its URL. */
export async function freshDatabase({ corpus = true, name = BENCH_DATABASE } = {}) {
  if (!/^juxta_bench/.test(name)) throw new Error(`refusing to recreate ${name}: bench databases are named juxta_bench*`);
  await admin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${quoted(name)}`);
  });
  const url = databaseUrl(name);
  await migrate(url);
  if (corpus) {
    const { importCorpusFolder, starterCorpusFolder } = fromDist('libs/providers/src/corpus/corpus-importer.js');
    const pool = new Pool({ connectionString: url, max: 2 });
    try {
      const summary = await importCorpusFolder({ query: async (sql, params) => (await pool.query(sql, params)).rows }, starterCorpusFolder());
      if (summary.errors.length) throw new Error(`starter corpus failed to import: ${summary.errors.join('; ')}`);
    } finally {
      await pool.end();
    }
  }
  return url;
}

/** Applies the app's pending migrations, as `npm start` does; returns their names. */
async function migrate(url) {
  const { createDataSource, ensureDatabase } = fromDist('libs/persistence/src/index.js');
  await ensureDatabase(url); // a no-op here; the same call `npm start` makes
  const ds = createDataSource(url, { poolSize: 1, applicationName: 'juxta-bench-migrations' });
  await ds.initialize();
  try {
    return (await ds.runMigrations({ transaction: 'each' })).map((m) => m.name);
  } finally {
    await ds.destroy();
  }
}

/**
 * The URL of the bench database when it exists and holds at least `count` comparisons, with
 * the migrations added since it was seeded applied (as `npm start` would); undefined otherwise.
 */
export async function seededDatabase(count, name = BENCH_DATABASE) {
  const exists = await admin(async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount > 0);
  if (!exists) return undefined;
  const client = new Client({ connectionString: databaseUrl(name) });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM comparisons`);
    if (rows[0].n < count) return undefined;
  } catch {
    return undefined;
  } finally {
    await client.end();
  }
  const url = databaseUrl(name);
  const t0 = performance.now();
  const applied = await migrate(url);
  if (applied.length) console.log(`Applied to the kept database: ${applied.join(', ')} (${Math.round((performance.now() - t0) / 1000)} s)`);
  return url;
}

export async function dropDatabase(name = BENCH_DATABASE) {
  if (process.env.BENCH_KEEP_DATABASE === '1') return;
  if (!/^juxta_bench/.test(name)) return;
  await admin((c) => c.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`));
}

export function pool(url, max = 4) {
  return new Pool({ connectionString: url, max, application_name: 'juxta-bench' });
}

/** Users inserted directly (no argon2 cost); password_hash is a placeholder nobody signs in with. */
export async function insertUsers(db, count, label = 'Bench user') {
  const { rows } = await db.query(
    `INSERT INTO users (name, email, password_hash)
     SELECT $1 || ' ' || g, 'bench-' || g || '-' || md5(random()::text) || '@example.org', 'not-a-hash'
       FROM generate_series(1, $2::int) g
     RETURNING id`,
    [label, count],
  );
  return rows.map((r) => r.id);
}
