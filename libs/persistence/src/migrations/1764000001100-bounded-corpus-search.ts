import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A corpus document's search vector indexes as much of it as Postgres can hold, never fails.
 *
 * Why: a tsvector's lexemes may take at most 1 MB, and to_tsvector raises an error past it, so
 * a 1.7 MB source of distinct words could not be stored at all (the API answered 500). Now the
 * title (its first 2,000 characters) and the items (20,000) are always indexed, and the body
 * whole when it fits; otherwise its first half, quarter, … until it does. Such a document is
 * still stored whole, shown whole and quoted from whole; only words past the indexed part do
 * not find it. Most documents fit on the first try: each retry costs one more parse.
 */
export class BoundedCorpusSearch1764000001100 implements MigrationInterface {
  name = 'BoundedCorpusSearch1764000001100';

  async up(q: QueryRunner): Promise<void> {
    // 54000 program_limit_exceeded is "string is too long for tsvector"; a generated column may
    // call a function declared IMMUTABLE, which this one is (english is an explicit regconfig).
    await q.query(`
      CREATE FUNCTION corpus_search_vector(title text, items_text text, body text) RETURNS tsvector
      LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
      DECLARE
        head tsvector := setweight(to_tsvector('english'::regconfig, left(coalesce(title, ''), 2000)), 'A') ||
                         setweight(to_tsvector('english'::regconfig, left(coalesce(items_text, ''), 20000)), 'A');
        indexed text := coalesce(body, '');
      BEGIN
        LOOP
          BEGIN
            RETURN head || setweight(to_tsvector('english'::regconfig, indexed), 'B');
          EXCEPTION WHEN program_limit_exceeded THEN
            indexed := left(indexed, length(indexed) / 2);
          END;
        END LOOP;
      END $$`);
    // Postgres 15 cannot change a generated column's expression in place: drop and add it again.
    await q.query(`ALTER TABLE corpus_documents DROP COLUMN search`);
    await q.query(`ALTER TABLE corpus_documents ADD COLUMN search tsvector GENERATED ALWAYS AS (corpus_search_vector(title, items_text, body)) STORED`);
    await q.query(`CREATE INDEX corpus_documents_search_idx ON corpus_documents USING gin (search)`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Rows too large for the old expression would make the ADD COLUMN fail: they go first.
    await q.query(`ALTER TABLE corpus_documents DROP COLUMN search`);
    await q.query(`DELETE FROM corpus_documents WHERE octet_length(body) > 1000000`);
    await q.query(`
      ALTER TABLE corpus_documents ADD COLUMN search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') ||
        setweight(to_tsvector('english'::regconfig, items_text), 'A') ||
        setweight(to_tsvector('english'::regconfig, body), 'B')
      ) STORED`);
    await q.query(`CREATE INDEX corpus_documents_search_idx ON corpus_documents USING gin (search)`);
    await q.query(`DROP FUNCTION corpus_search_vector(text, text, text)`);
  }
}
