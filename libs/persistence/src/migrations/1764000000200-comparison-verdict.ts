import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The verdict of a comparison (decided dimensions, confidence, the author's weights), kept as the
 * worker wrote it. Null on comparisons made before verdicts existed: the page then shows none.
 */
export class ComparisonVerdict1764000000200 implements MigrationInterface {
  name = 'ComparisonVerdict1764000000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE comparisons ADD COLUMN IF NOT EXISTS verdict jsonb');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE comparisons DROP COLUMN IF EXISTS verdict');
  }
}
