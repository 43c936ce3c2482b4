import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every lexeme the comparisons' search vectors hold, so a feed search can turn each typed word
 * (a prefix, `postg:*`) into the exact lexemes it stands for (`postgres | postgresql`).
 *
 * Why: the GIN index answers a prefix by collecting every row of every lexeme in its range into
 * one bitmap before anything else happens (~80–150 ms for a word in half of 1,000,000 rows, and
 * lossy past work_mem), while exact lexemes are intersected inside the index, skipping through
 * the larger posting list (~5–10 ms for two common words that never meet).
 *
 * Kept by triggers (a statement-level one for inserts, so a bulk load pays one DISTINCT per
 * statement). Lexemes of deleted or edited comparisons stay: one with no rows costs nothing.
 * `feed_search_query` does the expansion inside the statement that uses it, so the expansion
 * and the rows it is matched against come from one snapshot.
 */
export class FeedSearchLexemes1764000000900 implements MigrationInterface {
  name = 'FeedSearchLexemes1764000000900';

  async up(q: QueryRunner): Promise<void> {
    // "C": byte order, so a prefix is one index range.
    await q.query(`CREATE TABLE search_lexemes (lexeme text COLLATE "C" PRIMARY KEY)`);
    await q.query(`
      INSERT INTO search_lexemes (lexeme)
      SELECT DISTINCT unnest(tsvector_to_array(search)) FROM comparisons WHERE search IS NOT NULL
      ON CONFLICT DO NOTHING`);
    // tsvector_to_array is sorted and DISTINCT sorts: concurrent writers take the same rows in
    // the same order, so they cannot deadlock on each other's new lexemes.
    await q.query(`
      CREATE FUNCTION search_lexemes_add_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO search_lexemes (lexeme)
        SELECT DISTINCT unnest(tsvector_to_array(search)) FROM inserted_comparisons WHERE search IS NOT NULL
        ORDER BY 1
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER search_lexemes_on_insert
      AFTER INSERT ON comparisons REFERENCING NEW TABLE AS inserted_comparisons
      FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_add_inserted()`);
    await q.query(`
      CREATE FUNCTION search_lexemes_add_updated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO search_lexemes (lexeme)
        SELECT unnest(tsvector_to_array(NEW.search))
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER search_lexemes_on_update
      AFTER UPDATE OF title, item_names, tags, summary ON comparisons
      FOR EACH ROW WHEN (NEW.search IS NOT NULL AND NEW.search IS DISTINCT FROM OLD.search)
      EXECUTE FUNCTION search_lexemes_add_updated()`);
    // The feed's search: what to_tsquery('simple') || to_tsquery('english') of the prefix query
    // matches, with each prefix operand replaced by the exact lexemes it covers. A prefix that
    // covers more than max_lexemes (a one- or two-letter word) or none stays a prefix: the
    // first would make a huge query, the second is an empty index range anyway. The range is
    // explicit because plpgsql's cached plan for \`^@ prefix\` (a parameter) cannot derive it;
    // U+10FFFF, a noncharacter, is the largest code point. ts_rewrite
    // also rewrites an exact lexeme equal to a target; that lexeme then came from a complete
    // expansion of a shorter prefix, which already holds everything it expands to, so the
    // matches are the same.
    await q.query(`
      CREATE FUNCTION feed_search_query(prefix_query text, max_lexemes int DEFAULT 64) RETURNS tsquery
      LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
      DECLARE
        as_typed tsquery := to_tsquery('simple', prefix_query);
        stemmed tsquery := to_tsquery('english', prefix_query);
        result tsquery := CASE WHEN as_typed::text = stemmed::text THEN as_typed ELSE as_typed || stemmed END;
        prefix text;
        lexemes text[];
      BEGIN
        FOR prefix IN
          SELECT DISTINCT replace(replace(m[1], '''''', ''''), '\\\\', '\\')
            FROM regexp_matches(result::text, '''((?:[^''\\\\]|''''|\\\\.)*)'':\\*', 'g') AS m
        LOOP
          SELECT array_agg(l.lexeme) INTO lexemes
            FROM (SELECT s.lexeme FROM search_lexemes s
                   WHERE s.lexeme >= prefix AND s.lexeme < prefix || chr(1114111) AND s.lexeme ^@ prefix
                   ORDER BY s.lexeme LIMIT max_lexemes + 1) l;
          IF cardinality(lexemes) BETWEEN 1 AND max_lexemes THEN
            result := ts_rewrite(result, feed_search_lexeme(prefix, true), (
              SELECT string_agg(feed_search_lexeme(l, false)::text, ' | ')::tsquery FROM unnest(lexemes) AS l));
          END IF;
        END LOOP;
        RETURN result;
      END $$`);
    // One lexeme as a tsquery, quoted as tsquery input wants it (quotes doubled, backslashes escaped).
    await q.query(`
      CREATE FUNCTION feed_search_lexeme(lexeme text, is_prefix boolean) RETURNS tsquery
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT ('''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || '''' || CASE WHEN is_prefix THEN ':*' ELSE '' END)::tsquery
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP FUNCTION feed_search_query(text, int)');
    await q.query('DROP FUNCTION feed_search_lexeme(text, boolean)');
    await q.query('DROP TRIGGER search_lexemes_on_update ON comparisons');
    await q.query('DROP TRIGGER search_lexemes_on_insert ON comparisons');
    await q.query('DROP FUNCTION search_lexemes_add_updated()');
    await q.query('DROP FUNCTION search_lexemes_add_inserted()');
    await q.query('DROP TABLE search_lexemes');
  }
}
