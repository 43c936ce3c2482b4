import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The feed's search sends each word to the GIN index once: `feed_search_query` keeps only the
 * broader of the as-typed and the stemmed query when one provably matches every row the other
 * does, instead of always OR-ing them.
 *
 * Why: `redis price` became `'price' & ('redi' | 'redis') | 'price' & 'redis'`. The GIN index
 * reads a posting list once per operand of the query, duplicates included (tsquery passes
 * per-operand data, so GIN cannot merge equal entries), so `price` (in half the feed) was read
 * twice: 400 index pages for two common words that never meet, where `'price' & ('redi' |
 * 'redis')` reads 200, and the 1,000-row walk before it tests every row against both halves.
 * A stop word made it worse: `the redis` kept `'the':*`, a prefix of more than 64 lexemes,
 * which the index answers by collecting every row of that range.
 *
 * When it holds: both queries are conjunctions of prefix operands (what `toPrefixTsQuery`
 * sends), and every operand of the broader one is a prefix of some operand of the narrower one
 * (a lexeme that starts with `redis` starts with `redi`), so the narrower conjunction implies the
 * broader one and their OR is the broader one: the same rows, by construction. Otherwise (`happy`
 * stems to `happi`, not a prefix of it) both are kept, as before.
 */
export class FeedSearchQueryOnce1764000001300 implements MigrationInterface {
  name = 'FeedSearchQueryOnce1764000001300';

  async up(q: QueryRunner): Promise<void> {
    // plpgsql, which keeps its statements' plans for the session: an sql version (planned at
    // each call from plpgsql) read slower in an A/B of the feed's statements.
    await q.query(`
      CREATE FUNCTION feed_search_narrower(narrow tsquery, broad tsquery) RETURNS boolean
      LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
      DECLARE
        operand text := '''((?:[^''\\\\]|''''|\\\\.)*)'':\\*';
        narrow_prefixes text[];
        broad_prefixes text[];
      BEGIN
        IF regexp_replace(narrow::text, operand, '', 'g') !~ '^[ &]*$' OR regexp_replace(broad::text, operand, '', 'g') !~ '^[ &]*$' THEN
          RETURN false;
        END IF;
        SELECT array_agg(m[1]) INTO narrow_prefixes FROM regexp_matches(narrow::text, operand, 'g') AS m;
        SELECT array_agg(m[1]) INTO broad_prefixes FROM regexp_matches(broad::text, operand, 'g') AS m;
        RETURN cardinality(narrow_prefixes) > 0 AND cardinality(broad_prefixes) > 0
          AND NOT EXISTS (
            SELECT 1 FROM unnest(broad_prefixes) AS b
             WHERE NOT EXISTS (SELECT 1 FROM unnest(narrow_prefixes) AS n WHERE n ^@ b));
      END $$`);
    await q.query(feedSearchQuery(`
        IF as_typed::text = stemmed::text OR feed_search_narrower(stemmed, as_typed) THEN
          result := as_typed;
        ELSIF feed_search_narrower(as_typed, stemmed) THEN
          result := stemmed;
        ELSE
          result := as_typed || stemmed;
        END IF;`));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(feedSearchQuery(`
        result := CASE WHEN as_typed::text = stemmed::text THEN as_typed ELSE as_typed || stemmed END;`));
    await q.query('DROP FUNCTION feed_search_narrower(tsquery, tsquery)');
  }
}

/**
 * `feed_search_query` as migration 1764000000900 defines it (see there), with `combine` choosing
 * `result` from the as-typed and the stemmed query before the prefixes are expanded.
 */
function feedSearchQuery(combine: string): string {
  return `
      CREATE OR REPLACE FUNCTION feed_search_query(prefix_query text, max_lexemes int DEFAULT 64) RETURNS tsquery
      LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
      DECLARE
        as_typed tsquery := to_tsquery('simple', prefix_query);
        stemmed tsquery := to_tsquery('english', prefix_query);
        result tsquery;
        prefix text;
        lexemes text[];
      BEGIN${combine}
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
      END $$`;
}
