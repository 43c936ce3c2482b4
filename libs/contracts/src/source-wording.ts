import type { Source } from './comparison';

/**
 * What a source is, in words, for a reader: "starter corpus" for the operator's documents, "added
 * by you" to the author for their own sources ("added by the author" to anyone else), "added by a
 * user" for another user's shared source; null for a page found on the web. The page and the
 * exports say it alike.
 */
export function sourceLabel(source: Pick<Source, 'addedByUser' | 'addedByAuthor' | 'documentUrl'>, readerIsAuthor: boolean): string | null {
  if (source.addedByUser) {
    if (source.addedByAuthor) return readerIsAuthor ? 'added by you' : 'added by the author';
    return 'added by a user';
  }
  return source.documentUrl ? 'starter corpus' : null;
}

/** The page a stored document was taken from, when it names one (not its stored copy itself). */
export function originalPage(source: Pick<Source, 'url' | 'documentUrl'>): string | null {
  return source.documentUrl && source.url !== source.documentUrl ? source.url : null;
}
