import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Personal API tokens: the SHA-256 of each secret (unique: every bearer request looks its token up
 * by it), the scopes it grants, an optional expiry. Revoking deletes the row, so the next request
 * with it finds nothing on any API instance.
 */
export class ApiTokens1764000000800 implements MigrationInterface {
  name = 'ApiTokens1764000000800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE IF NOT EXISTS api_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL,
        token_hash text NOT NULL UNIQUE,
        prefix text NOT NULL,
        scopes text[] NOT NULL CHECK (cardinality(scopes) > 0 AND scopes <@ ARRAY['read', 'compare']::text[]),
        expires_at timestamptz,
        last_used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX IF NOT EXISTS api_tokens_user_idx ON api_tokens (user_id, created_at DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS api_tokens');
  }
}
