import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A comparison's reviews by its author (issue #34) and the research as it was found before them:
 * `items`, `verdict`, `summary` and `recommendation` hold the reviewed values every reader sees,
 * `research` keeps what the research itself found, so a review can be undone and the page can
 * show the research as found. `research` is null while there is no review.
 */
export class ComparisonReviews1764000001400 implements MigrationInterface {
  name = 'ComparisonReviews1764000001400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE comparisons ADD COLUMN IF NOT EXISTS reviews jsonb NOT NULL DEFAULT '[]'::jsonb`);
    await q.query('ALTER TABLE comparisons ADD COLUMN IF NOT EXISTS research jsonb');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE comparisons DROP COLUMN IF EXISTS research');
    await q.query('ALTER TABLE comparisons DROP COLUMN IF EXISTS reviews');
  }
}
