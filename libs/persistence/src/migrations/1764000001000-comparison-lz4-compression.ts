import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The comparison columns that can outgrow a page and be compressed (TOAST). */
const COMPRESSIBLE = ['items', 'verdict', 'search', 'summary', 'recommendation', 'warnings', 'item_scores', 'score_changes', 'request'] as const;

/**
 * Comparisons' large columns are compressed with lz4 instead of pglz, where the server has lz4.
 *
 * Why: storing a finished comparison writes ~15 kB of `items`, which Postgres compresses before
 * it moves it out of line. With pglz that was ~0.25 ms of the backend's CPU per store, with lz4
 * ~0.09 ms (measured with the same 17 kB of items, 1000 updates), and lz4 also decompresses
 * faster for every read of a comparison. Only values written from now on use it; older ones stay
 * readable as they are. A server built without lz4 (it is optional at build time) keeps pglz.
 */
export class ComparisonLz4Compression1764000001000 implements MigrationInterface {
  name = 'ComparisonLz4Compression1764000001000';

  async up(q: QueryRunner): Promise<void> {
    if (!(await hasLz4(q))) return;
    for (const column of COMPRESSIBLE) await q.query(`ALTER TABLE comparisons ALTER COLUMN ${column} SET COMPRESSION lz4`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const column of COMPRESSIBLE) await q.query(`ALTER TABLE comparisons ALTER COLUMN ${column} SET COMPRESSION default`);
  }
}

/** Whether this server was built with lz4 (then it is one of default_toast_compression's values). */
async function hasLz4(q: QueryRunner): Promise<boolean> {
  const rows: { lz4: boolean }[] = await q.query(`SELECT 'lz4' = ANY(enumvals) AS lz4 FROM pg_settings WHERE name = 'default_toast_compression'`);
  return rows[0]?.lz4 === true;
}
