import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which API token started a comparison (null: a session, or a token since revoked). A token with
 * only the `compare` scope follows the research it started and nothing else of its owner's.
 * Indexed where set, so revoking a token (ON DELETE SET NULL) finds its comparisons at once.
 */
export class ComparisonStartedByToken1764000002950 implements MigrationInterface {
  name = 'ComparisonStartedByToken1764000002950';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE comparisons ADD COLUMN IF NOT EXISTS started_by_token uuid REFERENCES api_tokens(id) ON DELETE SET NULL');
    await q.query('CREATE INDEX IF NOT EXISTS comparisons_started_by_token_idx ON comparisons (started_by_token) WHERE started_by_token IS NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS comparisons_started_by_token_idx');
    await q.query('ALTER TABLE comparisons DROP COLUMN IF EXISTS started_by_token');
  }
}
