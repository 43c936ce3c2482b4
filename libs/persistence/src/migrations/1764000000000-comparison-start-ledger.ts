import type { MigrationInterface, QueryRunner } from 'typeorm';
import { StartComparisonFunction1763900000000 } from './1763900000000-start-comparison-function';

/**
 * The hourly and daily start limits count a ledger of starts, not the comparisons that still
 * exist: counting live rows let a user delete the newest comparison and start another, again and
 * again, past every cap (security round 2, item 2).
 *
 * Every INSERT into `comparisons` records a start through a trigger, so no path (the function,
 * fixtures, a future import) can start research without being counted; deleting a comparison
 * leaves its start in place. `start_comparison` keeps its single round trip: under the same
 * advisory lock it prunes this user's starts older than a day (nothing counts them), counts the
 * rest, and inserts. `comparison_id` has no foreign key on purpose: the start outlives the row.
 * The active limit still counts live researching rows: it bounds work in progress, which a
 * deleted comparison no longer is.
 */
export class ComparisonStartLedger1764000000000 implements MigrationInterface {
  name = 'ComparisonStartLedger1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE comparison_starts (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        comparison_id uuid NOT NULL,
        started_at timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX comparison_starts_user_started ON comparison_starts (user_id, started_at)');
    await q.query(`
      INSERT INTO comparison_starts (user_id, comparison_id, started_at)
        SELECT user_id, id, created_at FROM comparisons WHERE created_at > now() - interval '1 day'`);
    await q.query(`
      CREATE FUNCTION record_comparison_start() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO comparison_starts (user_id, comparison_id, started_at) VALUES (NEW.user_id, NEW.id, NEW.created_at);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER comparisons_record_start AFTER INSERT ON comparisons
        FOR EACH ROW EXECUTE FUNCTION record_comparison_start()`);
    await q.query(`
      CREATE OR REPLACE FUNCTION start_comparison(
        p_id uuid, p_user_id uuid, p_title text, p_query text, p_slug text, p_request jsonb,
        p_item_names text[], p_is_public boolean, p_rerun_of uuid,
        p_max_active integer, p_hourly_limit integer, p_daily_limit integer, p_stale_after_seconds integer
      ) RETURNS TABLE (outcome text, retry_after double precision, created_at timestamptz, updated_at timestamptz)
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        v_active bigint;
        v_hour bigint;
        v_oldest_hour timestamptz;
        v_today bigint;
        v_oldest_today timestamptz;
        v_created timestamptz;
        v_updated timestamptz;
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtext('juxta-quota:' || p_user_id::text));
        -- Rows stuck in researching past the research time limit do not block the user forever.
        SELECT count(*) INTO v_active FROM comparisons c
          WHERE c.user_id = p_user_id AND c.status = 'researching'
            AND c.created_at > now() - make_interval(secs => p_stale_after_seconds);
        IF v_active >= p_max_active THEN
          RETURN QUERY SELECT 'active-limit'::text, 30::double precision, NULL::timestamptz, NULL::timestamptz;
          RETURN;
        END IF;
        DELETE FROM comparison_starts s WHERE s.user_id = p_user_id AND s.started_at <= now() - interval '1 day';
        SELECT count(*) FILTER (WHERE s.started_at > now() - interval '1 hour'),
               min(s.started_at) FILTER (WHERE s.started_at > now() - interval '1 hour'),
               count(*),
               min(s.started_at)
          INTO v_hour, v_oldest_hour, v_today, v_oldest_today
          FROM comparison_starts s WHERE s.user_id = p_user_id;
        IF v_hour >= p_hourly_limit THEN
          RETURN QUERY SELECT 'hourly-limit'::text, extract(epoch FROM v_oldest_hour + interval '1 hour' - now())::double precision, NULL::timestamptz, NULL::timestamptz;
          RETURN;
        END IF;
        IF v_today >= p_daily_limit THEN
          RETURN QUERY SELECT 'daily-limit'::text, extract(epoch FROM v_oldest_today + interval '1 day' - now())::double precision, NULL::timestamptz, NULL::timestamptz;
          RETURN;
        END IF;
        -- The trigger records the start.
        INSERT INTO comparisons AS c (id, user_id, title, query, slug, status, request, item_names, is_public, rerun_of)
          VALUES (p_id, p_user_id, p_title, p_query, p_slug, 'researching', p_request, p_item_names, p_is_public, p_rerun_of)
          RETURNING c.created_at, c.updated_at INTO v_created, v_updated;
        RETURN QUERY SELECT 'created'::text, NULL::double precision, v_created, v_updated;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER comparisons_record_start ON comparisons');
    await q.query('DROP FUNCTION record_comparison_start()');
    // The previous start_comparison counted live rows; put it back before its table goes.
    const previous = new StartComparisonFunction1763900000000();
    await previous.down(q);
    await previous.up(q);
    await q.query('DROP TABLE comparison_starts');
  }
}
