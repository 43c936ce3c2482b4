import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the results page, the feed and the profile need about a comparison's runs and verdict
 * without reading its research JSON:
 * - an index on `rerun_of`, so an earlier run finds its newer run (and the lists leave out a
 *   run that has a newer one) with one index probe;
 * - `compared`, false when the verdict decided no dimension (a feed card then says "not enough
 *   evidence" rather than showing the neutral placeholder scores), null before verdicts existed.
 *   A generated column, so no writer can forget it.
 */
export class ComparisonRuns1764000001200 implements MigrationInterface {
  name = 'ComparisonRuns1764000001200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS comparisons_rerun_of_idx ON comparisons (rerun_of) WHERE rerun_of IS NOT NULL`);
    await q.query(`
      ALTER TABLE comparisons
        ADD COLUMN compared boolean GENERATED ALWAYS AS (jsonb_array_length(verdict -> 'decidedDimensions') > 0) STORED`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE comparisons DROP COLUMN compared');
    await q.query('DROP INDEX comparisons_rerun_of_idx');
  }
}
