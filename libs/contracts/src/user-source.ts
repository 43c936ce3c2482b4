/** How a user's source came in. */
export type UserSourceKind = 'url' | 'text' | 'file';

/** A source a user added (GET/POST /api/sources): a corpus document tied to item names. */
export interface UserSource {
  id: string;
  kind: UserSourceKind;
  title: string;
  /** The page's address (kind `url`), else where its stored plain text can be read. */
  url: string;
  items: string[];
  /** Shared sources serve everyone's comparisons; private ones only their owner's. */
  shared: boolean;
  fileName: string | null;
  /** Length of the stored plain text, in characters. */
  chars: number;
  /** The text's opening, for lists. */
  excerpt: string;
  createdAt: string;
}

/**
 * POST /api/sources. One of: `url`; `text`; `fileName` + `contentBase64` (a .md, .txt, .html or
 * .pdf file; sent as JSON like every other body, base64-encoded).
 */
export interface AddSourceRequest {
  kind: UserSourceKind;
  /** The items the source is evidence about (1–10). */
  items: string[];
  url?: string;
  text?: string;
  title?: string;
  fileName?: string;
  contentBase64?: string;
  shared?: boolean;
}
