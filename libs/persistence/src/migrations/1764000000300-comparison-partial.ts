import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Marks a comparison whose research stopped before the end (cancelled by its owner): it is
 * `failed`, and its items are the ones researched by then. False for everything made before.
 */
export class ComparisonPartial1764000000300 implements MigrationInterface {
  name = 'ComparisonPartial1764000000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE comparisons ADD COLUMN IF NOT EXISTS partial boolean NOT NULL DEFAULT false');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE comparisons DROP COLUMN IF EXISTS partial');
  }
}
