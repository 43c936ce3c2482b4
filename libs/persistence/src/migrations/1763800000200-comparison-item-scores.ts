import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The names and overall scores a feed card shows, kept beside the research: reading them from
 * `items` (~20 KB of TOASTed JSON per comparison) cost every matching row a decompression,
 * before the sort. Generated columns, so no writer can forget them.
 */
export class ComparisonItemScores1763800000200 implements MigrationInterface {
  name = 'ComparisonItemScores1763800000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE comparisons
        ADD COLUMN scored_names jsonb GENERATED ALWAYS AS (jsonb_path_query_array(items, '$[*].name')) STORED,
        ADD COLUMN item_scores jsonb GENERATED ALWAYS AS (jsonb_path_query_array(items, '$[*].overallScore')) STORED
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE comparisons DROP COLUMN item_scores, DROP COLUMN scored_names');
  }
}
