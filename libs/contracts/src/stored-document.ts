/** Where a stored corpus document came from: the operator's starter corpus, or a user's source. */
export type StoredDocumentOrigin = 'starter-corpus' | 'user';

/**
 * A corpus document as Juxta stores it (GET /api/corpus/documents/{id}): the text evidence is
 * quoted from, so a reader can check a quote where it stands.
 */
export interface StoredDocument {
  id: string;
  title: string;
  origin: StoredDocumentOrigin;
  /** True when the viewer added it (a user source of theirs): shown as "added by you". */
  addedByYou: boolean;
  /** The page it was taken from, when it names one (the vendor's page, the address its user gave). */
  originalUrl: string | null;
  /** The items it is about. */
  items: string[];
  /** The stored plain text. */
  text: string;
  updatedAt: string;
}
