import { Pool } from 'pg';
// The corpus migrations live in libs/persistence; applying just them keeps these tests
// independent of the rest of the schema.
import { CorpusDocuments1763800000100 } from '../../../persistence/src/migrations/1763800000100-corpus-documents';
import { UserSources1764000000100 } from '../../../persistence/src/migrations/1764000000100-user-sources';

/** Creates corpus_documents as the migrations leave it (users stands in for the real table: sources reference it). */
export async function createCorpusTables(pool: Pool): Promise<void> {
  const runner = { query: (sql: string) => pool.query(sql) } as never;
  await pool.query('CREATE TABLE users (id uuid PRIMARY KEY DEFAULT gen_random_uuid())');
  await new CorpusDocuments1763800000100().up(runner);
  await new UserSources1764000000100().up(runner);
}

/** A schema of its own holding the corpus tables, so a spec file never collides with other suites in the run's database. */
export async function corpusSchema(schema: string): Promise<Pool> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: run with --selectProjects integration');
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const pool = new Pool({ connectionString: url, max: 4, options: `-c search_path=${schema}` });
  await createCorpusTables(pool);
  return pool;
}
