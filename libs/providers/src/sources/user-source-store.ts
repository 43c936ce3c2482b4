import type { UserSource, UserSourceKind } from '@juxta/contracts';
import { expandItemKeys, expandItemsText } from '@juxta/research';
import type { SqlRunner } from '../corpus/sql-runner';

/** A source ready to store: plain text tied to items. */
export interface NewUserSource {
  id: string;
  ownerId: string;
  kind: UserSourceKind;
  url: string;
  title: string;
  items: string[];
  text: string;
  fileName?: string;
  shared: boolean;
}

interface Row {
  id: string;
  source_kind: UserSourceKind;
  title: string;
  url: string;
  items: string[];
  is_shared: boolean;
  file_name: string | null;
  chars: number | string;
  excerpt: string;
  created_at: Date | string;
}

const COLUMNS = `id, source_kind, title, url, items, is_shared, file_name, char_length(body) AS chars,
  left(body, 240) AS excerpt, created_at`;

/**
 * Users' sources in corpus_documents (owner_id set). Every statement is scoped to the owner,
 * so one user can never read, change or delete another's source through it.
 */
export class UserSourceStore {
  constructor(private readonly sql: SqlRunner) {}

  /** Stores the source unless the owner already has `maxPerUser` (then undefined). */
  async add(source: NewUserSource, maxPerUser: number): Promise<UserSource | undefined> {
    // Count and insert in one statement. Two adds racing at the limit may both pass; the
    // per-user rate limit bounds how far that can go, and the limit is about storage, not safety.
    const rows = await this.sql.query<Row>(
      `INSERT INTO corpus_documents (id, owner_id, source_kind, url, title, category, items, items_text, item_keys, body, file_name, is_shared)
       SELECT $1, $2, $3, $4, $5, 'other', $6::text[], $7, $8::text[], $9, $10, $11
       WHERE (SELECT count(*) FROM corpus_documents WHERE owner_id = $2) < $12
       RETURNING ${COLUMNS}`,
      [
        source.id,
        source.ownerId,
        source.kind,
        source.url,
        source.title,
        source.items,
        expandItemsText(source.items),
        expandItemKeys(source.items),
        source.text,
        source.fileName ?? null,
        source.shared,
        maxPerUser,
      ],
    );
    return rows[0] ? toUserSource(rows[0]) : undefined;
  }

  /** The owner's sources, newest first; only those about `item` when given. */
  async list(ownerId: string, item?: string): Promise<UserSource[]> {
    const keys = item ? expandItemKeys([item]) : null;
    const rows = await this.sql.query<Row>(
      `SELECT ${COLUMNS} FROM corpus_documents
       WHERE owner_id = $1 AND ($2::text[] IS NULL OR item_keys && $2::text[])
       ORDER BY created_at DESC, id`,
      [ownerId, keys],
    );
    return rows.map(toUserSource);
  }

  /** Shares or unshares the owner's source; undefined when the owner has no such source. */
  async setShared(ownerId: string, id: string, shared: boolean): Promise<UserSource | undefined> {
    const rows = await this.sql.query<Row>(
      `UPDATE corpus_documents SET is_shared = $3, updated_at = now() WHERE id = $2 AND owner_id = $1 RETURNING ${COLUMNS}`,
      [ownerId, id, shared],
    );
    return rows[0] ? toUserSource(rows[0]) : undefined;
  }

  /** Deletes the owner's source; false when the owner has no such source. */
  async delete(ownerId: string, id: string): Promise<boolean> {
    const rows = await this.sql.query<{ id: string }>(`DELETE FROM corpus_documents WHERE id = $2 AND owner_id = $1 RETURNING id`, [ownerId, id]);
    return rows.length > 0;
  }

  /** A source's stored text, for its owner, or anyone when shared; undefined otherwise. */
  async text(id: string, viewerId: string | undefined): Promise<{ title: string; text: string } | undefined> {
    const rows = await this.sql.query<{ title: string; body: string }>(
      `SELECT title, body FROM corpus_documents WHERE id = $1 AND owner_id IS NOT NULL AND (is_shared OR owner_id = $2::uuid)`,
      [id, viewerId ?? null],
    );
    return rows[0] ? { title: rows[0].title, text: rows[0].body } : undefined;
  }
}

function toUserSource(r: Row): UserSource {
  return {
    id: r.id,
    kind: r.source_kind,
    title: r.title,
    url: r.url,
    items: r.items,
    shared: r.is_shared,
    fileName: r.file_name,
    chars: Number(r.chars),
    excerpt: r.excerpt.replace(/\s+/g, ' ').trim(),
    createdAt: new Date(r.created_at).toISOString(),
  };
}
