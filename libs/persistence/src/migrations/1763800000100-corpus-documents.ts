import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The search corpus: documents the default, offline search provider ranks with Postgres
 * full-text search. Core Postgres only (gen_random_uuid is built in since 13).
 */
export class CorpusDocuments1763800000100 implements MigrationInterface {
  name = 'CorpusDocuments1763800000100';

  async up(q: QueryRunner): Promise<void> {
    // items_text and item_keys are written by the importer from `items` plus the alias table:
    // a generated column cannot derive them (array_to_string is not immutable, and the alias
    // table lives in code). item_keys (normalised names: "C++" → "cplusplus") lets a query
    // for a short or punctuated name such as "Go", "R" or "C#" match exactly, which
    // full-text search alone cannot do.
    await q.query(`
      CREATE TABLE corpus_documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        url text NOT NULL,
        title text NOT NULL,
        category text NOT NULL,
        items text[] NOT NULL DEFAULT '{}',
        items_text text NOT NULL DEFAULT '',
        item_keys text[] NOT NULL DEFAULT '{}',
        body text NOT NULL,
        search tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') ||
          setweight(to_tsvector('english'::regconfig, items_text), 'A') ||
          setweight(to_tsvector('english'::regconfig, body), 'B')
        ) STORED,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT corpus_documents_url_key UNIQUE (url)
      )`);
    await q.query(`CREATE INDEX corpus_documents_search_idx ON corpus_documents USING gin (search)`);
    await q.query(`CREATE INDEX corpus_documents_item_keys_idx ON corpus_documents USING gin (item_keys)`);
    await q.query(`CREATE INDEX corpus_documents_category_idx ON corpus_documents (category)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS corpus_documents`);
  }
}
