import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Starting a comparison (every per-user limit + the insert) in ONE round trip. As a transaction
 * of its own it took five (BEGIN, advisory lock, count, insert, COMMIT), plus a Redis round trip
 * for the hourly rate limit: the largest share of the API's CPU per POST /api/compare. A
 * PL/pgSQL function, because a single plain statement cannot do it safely: its snapshot is taken
 * before the lock is granted, so two requests could count the same rows. Inside a VOLATILE
 * function each statement sees what committed before it, so the count after the lock is exact.
 * The limits and the wording of refusals stay in the API.
 *
 * Returns one row: `outcome` is 'created', 'active-limit', 'hourly-limit' or 'daily-limit';
 * `retry_after` is the seconds until a refused start would be allowed (null when created);
 * `created_at`/`updated_at` are the new row's (null if refused). A slug that is already taken
 * raises unique_violation (23505), as the INSERT did; a user that no longer exists raises
 * foreign_key_violation (23503).
 */
export class StartComparisonFunction1763900000000 implements MigrationInterface {
  name = 'StartComparisonFunction1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION start_comparison(
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
        -- The same lock key the API took before; held until this statement's transaction ends.
        PERFORM pg_advisory_xact_lock(hashtext('juxta-quota:' || p_user_id::text));
        -- Rows stuck in researching past the research time limit do not block the user forever.
        SELECT count(*) FILTER (WHERE c.status = 'researching' AND c.created_at > now() - make_interval(secs => p_stale_after_seconds)),
               count(*) FILTER (WHERE c.created_at > now() - interval '1 hour'),
               min(c.created_at) FILTER (WHERE c.created_at > now() - interval '1 hour'),
               count(*) FILTER (WHERE c.created_at > now() - interval '1 day'),
               min(c.created_at) FILTER (WHERE c.created_at > now() - interval '1 day')
          INTO v_active, v_hour, v_oldest_hour, v_today, v_oldest_today
          FROM comparisons c WHERE c.user_id = p_user_id;
        IF v_active >= p_max_active THEN
          RETURN QUERY SELECT 'active-limit'::text, 30::double precision, NULL::timestamptz, NULL::timestamptz;
          RETURN;
        END IF;
        IF v_hour >= p_hourly_limit THEN
          RETURN QUERY SELECT 'hourly-limit'::text, extract(epoch FROM v_oldest_hour + interval '1 hour' - now())::double precision, NULL::timestamptz, NULL::timestamptz;
          RETURN;
        END IF;
        IF v_today >= p_daily_limit THEN
          RETURN QUERY SELECT 'daily-limit'::text, extract(epoch FROM v_oldest_today + interval '1 day' - now())::double precision, NULL::timestamptz, NULL::timestamptz;
          RETURN;
        END IF;
        INSERT INTO comparisons AS c (id, user_id, title, query, slug, status, request, item_names, is_public, rerun_of)
          VALUES (p_id, p_user_id, p_title, p_query, p_slug, 'researching', p_request, p_item_names, p_is_public, p_rerun_of)
          RETURNING c.created_at, c.updated_at INTO v_created, v_updated;
        RETURN QUERY SELECT 'created'::text, NULL::double precision, v_created, v_updated;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP FUNCTION start_comparison(uuid, uuid, text, text, text, jsonb, text[], boolean, uuid, integer, integer, integer, integer)');
  }
}
