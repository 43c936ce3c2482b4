import type { Pool } from 'pg';
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
