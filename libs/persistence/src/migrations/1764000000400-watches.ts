import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Watched comparisons (one per comparison, gone with it) and the runs their schedules made: each
 * run's outcome and what changed, read or not by the owner.
 */
export class Watches1764000000400 implements MigrationInterface {
  name = 'Watches1764000000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE IF NOT EXISTS watches (
        comparison_id uuid PRIMARY KEY REFERENCES comparisons(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        frequency text NOT NULL CHECK (frequency IN ('daily', 'weekly', 'monthly')),
        webhook_url text,
        webhook_secret text,
        latest_comparison_id uuid REFERENCES comparisons(id) ON DELETE SET NULL,
        last_run_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX IF NOT EXISTS watches_user_idx ON watches (user_id)');
    await q.query(`
      CREATE TABLE IF NOT EXISTS watch_runs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        comparison_id uuid NOT NULL REFERENCES comparisons(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        run_comparison_id uuid REFERENCES comparisons(id) ON DELETE SET NULL,
        outcome text NOT NULL CHECK (outcome IN ('changed', 'unchanged', 'skipped', 'failed')),
        changes jsonb NOT NULL DEFAULT '[]',
        message text,
        read_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX IF NOT EXISTS watch_runs_user_idx ON watch_runs (user_id, created_at DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS watch_runs');
    await q.query('DROP TABLE IF EXISTS watches');
  }
}
