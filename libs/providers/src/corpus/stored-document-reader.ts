import type { StoredDocument } from '@juxta/contracts';
import type { SqlRunner } from './sql-runner';

interface Row {
  id: string;
  title: string;
  url: string;
  items: string[];
  body: string;
  owner_id: string | null;
  updated_at: Date | string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The address a user's pasted text or file gets when its user names no page: not an original page. */
export const STORED_TEXT_PATH = /\/api\/sources\/[0-9a-f-]{36}\/text$/i;

/**
 * Reads stored corpus documents with the visibility research uses: the operator's documents are
 * public; a user's source is readable by its owner, and by anyone once shared.
 */
export class StoredDocumentReader {
  constructor(private readonly sql: SqlRunner) {}

  /** The document when the viewer (undefined: signed out) may read it, else undefined. */
  async read(id: string, viewerId: string | undefined): Promise<StoredDocument | undefined> {
    if (!UUID.test(id)) return undefined;
    const rows = await this.sql.query<Row>(
      `SELECT id, title, url, items, body, owner_id, updated_at FROM corpus_documents
       WHERE id = $1 AND (owner_id IS NULL OR is_shared OR owner_id = $2::uuid)`,
      [id, viewerId ?? null],
    );
    const r = rows[0];
    if (!r) return undefined;
    const originalUrl = /^https?:\/\//i.test(r.url) && !(r.owner_id && STORED_TEXT_PATH.test(r.url)) ? r.url : null;
    return {
      id: r.id,
      title: r.title,
      origin: r.owner_id ? 'user' : 'starter-corpus',
      addedByYou: r.owner_id !== null && r.owner_id === viewerId,
      originalUrl,
      items: r.items,
      text: r.body,
      updatedAt: new Date(r.updated_at).toISOString(),
    };
  }
}
