import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Users and comparisons, with the indexes the owner list and the public feed need. */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`);

    await q.query(`
      CREATE TABLE comparisons (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        title text NOT NULL,
        query text NOT NULL DEFAULT '',
        slug text NOT NULL,
        status text NOT NULL DEFAULT 'researching'
          CHECK (status IN ('researching', 'completed', 'failed')),
        request jsonb NOT NULL,
        item_names text[] NOT NULL,
        summary text NOT NULL DEFAULT '',
        recommendation text NOT NULL DEFAULT '',
        items jsonb NOT NULL DEFAULT '[]'::jsonb,
        dimensions text[] NOT NULL DEFAULT '{}',
        tags text[] NOT NULL DEFAULT '{}',
        category text,
        is_public boolean NOT NULL DEFAULT true,
        view_count integer NOT NULL DEFAULT 0 CHECK (view_count >= 0),
        error text,
        rerun_of uuid REFERENCES comparisons(id) ON DELETE SET NULL,
        score_changes jsonb,
        usage jsonb,
        warnings jsonb,
        completed_at timestamptz,
        search tsvector,
        -- Millisecond precision, so a cursor made from a JavaScript Date names the row exactly.
        created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT comparisons_slug_key UNIQUE (slug)
      )`);
    // A trigger rather than a generated column: array_to_string is not immutable.
    await q.query(`
      CREATE FUNCTION comparisons_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search :=
          setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
          setweight(to_tsvector('simple', array_to_string(NEW.item_names, ' ')), 'A') ||
          setweight(to_tsvector('english', array_to_string(NEW.item_names, ' ')), 'A') ||
          setweight(to_tsvector('english', array_to_string(NEW.tags, ' ')), 'B') ||
          setweight(to_tsvector('english', coalesce(NEW.summary, '')), 'C');
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER comparisons_search_trigger
      BEFORE INSERT OR UPDATE OF title, item_names, tags, summary ON comparisons
      FOR EACH ROW EXECUTE FUNCTION comparisons_search_update()`);
    await q.query(`CREATE INDEX comparisons_search_idx ON comparisons USING gin (search)`);
    await q.query(`CREATE INDEX comparisons_owner_idx ON comparisons (user_id, created_at DESC, id DESC)`);
    await q.query(`
      CREATE INDEX comparisons_feed_recent_idx ON comparisons (created_at DESC, id DESC)
      WHERE is_public AND status = 'completed'`);
    await q.query(`
      CREATE INDEX comparisons_feed_popular_idx ON comparisons (view_count DESC, created_at DESC, id DESC)
      WHERE is_public AND status = 'completed'`);
    await q.query(`
      CREATE INDEX comparisons_feed_category_idx ON comparisons (category, created_at DESC, id DESC)
      WHERE is_public AND status = 'completed'`);
    await q.query(`CREATE INDEX comparisons_researching_idx ON comparisons (updated_at) WHERE status = 'researching'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE comparisons`);
    await q.query(`DROP FUNCTION comparisons_search_update()`);
    await q.query(`DROP TABLE users`);
  }
}
