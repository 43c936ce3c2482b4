import { join } from 'node:path';
import { Pool } from 'pg';
import setupTestDatabase from './test-database.global-setup';

type Importer = typeof import('../../libs/providers/src/corpus/corpus-importer');

/** A fresh database with the starter corpus, as `npm start` leaves it on a first run. */
export default async function setup(): Promise<void> {
  await setupTestDatabase();
  // End-to-end tests run the build; the compiled importer has its path aliases resolved.
  const { importCorpusFolder, starterCorpusFolder } = (await import(
    join(__dirname, '../../dist/server/libs/providers/src/corpus/corpus-importer.js')
  )) as Importer;
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  try {
    const summary = await importCorpusFolder({ query: async (sql, params) => (await pool.query(sql, params as unknown[])).rows }, starterCorpusFolder());
    if (summary.errors.length) throw new Error(`starter corpus failed to import: ${summary.errors.join('; ')}`);
  } finally {
    await pool.end();
  }
}
