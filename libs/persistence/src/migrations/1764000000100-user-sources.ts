import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sources users add (issue #15) are corpus documents with an owner: private to the owner's
 * research unless shared. Operator documents (owner_id NULL) keep their url unique; user
 * sources may repeat a url (two users can add the same page).
 */
export class UserSources1764000000100 implements MigrationInterface {
  name = 'UserSources1764000000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE corpus_documents
        ADD COLUMN owner_id uuid REFERENCES users (id) ON DELETE CASCADE,
        ADD COLUMN is_shared boolean NOT NULL DEFAULT false,
        ADD COLUMN source_kind text CHECK (source_kind IN ('url', 'text', 'file')),
        ADD COLUMN file_name text`);
    await q.query(`ALTER TABLE corpus_documents DROP CONSTRAINT corpus_documents_url_key`);
    await q.query(`CREATE UNIQUE INDEX corpus_documents_url_key ON corpus_documents (url) WHERE owner_id IS NULL`);
    await q.query(`CREATE INDEX corpus_documents_owner_idx ON corpus_documents (owner_id, created_at DESC) WHERE owner_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM corpus_documents WHERE owner_id IS NOT NULL`);
    await q.query(`DROP INDEX IF EXISTS corpus_documents_owner_idx`);
    await q.query(`DROP INDEX IF EXISTS corpus_documents_url_key`);
    await q.query(`ALTER TABLE corpus_documents ADD CONSTRAINT corpus_documents_url_key UNIQUE (url)`);
    await q.query(`ALTER TABLE corpus_documents DROP COLUMN owner_id, DROP COLUMN is_shared, DROP COLUMN source_kind, DROP COLUMN file_name`);
  }
}
