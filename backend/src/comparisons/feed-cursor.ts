import { ValidationFailedError } from '../common/errors/app-errors';

/** Position after the last row of a page: keyset pagination, stable while rows are added. */
export interface FeedCursor {
  createdAt: string;
  id: string;
  viewCount?: number;
}

/** Opaque, URL-safe cursor text. */
export function encodeCursor(c: FeedCursor): string {
  return Buffer.from(JSON.stringify([c.createdAt, c.id, c.viewCount ?? null])).toString('base64url');
}

export function decodeCursor(text: string | undefined): FeedCursor | undefined {
  if (!text) return undefined;
  try {
    const [createdAt, id, viewCount] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof createdAt === 'string' &&
      !Number.isNaN(Date.parse(createdAt)) &&
      typeof id === 'string' &&
      /^[0-9a-f-]{36}$/i.test(id) &&
      (viewCount === null || Number.isInteger(viewCount))
    ) {
      return { createdAt, id, viewCount: viewCount === null ? undefined : (viewCount as number) };
    }
  } catch {
    // falls through to the error below
  }
  throw new ValidationFailedError('cursor is invalid; use nextCursor from the previous page');
}
