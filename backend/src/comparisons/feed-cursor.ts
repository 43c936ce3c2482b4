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

/** PostgreSQL's int4, the type of view_count: a larger number would fail in the query. */
const VIEW_COUNT_MAX = 2 ** 31 - 1;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The shape PostgreSQL's to_json gives a timestamptz (and toISOString a Date): a four-digit year, UTC or an offset. */
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2}):(\d{2}))$/;

/** True for a timestamp PostgreSQL accepts: JavaScript's Date.parse also takes 31 February, year 0 and 24:00. */
function isTimestamp(text: string): boolean {
  const m = TIMESTAMP.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second, offsetHours = 0, offsetMinutes = 0] = m.slice(1).map((v) => Number(v ?? 0));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth && hour <= 23 && minute <= 59 && second <= 59 && offsetHours <= 15 && offsetMinutes <= 59;
}

/** The cursor a client sent, or a ValidationFailedError (400) for anything the query could not take. */
export function decodeCursor(text: string | undefined): FeedCursor | undefined {
  if (!text) return undefined;
  try {
    const [createdAt, id, viewCount] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof createdAt === 'string' &&
      isTimestamp(createdAt) &&
      typeof id === 'string' &&
      UUID.test(id) &&
      (viewCount === null || (Number.isSafeInteger(viewCount) && (viewCount as number) >= 0 && (viewCount as number) <= VIEW_COUNT_MAX))
    ) {
      return { createdAt, id, viewCount: viewCount === null ? undefined : (viewCount as number) };
    }
  } catch {
    // falls through to the error below
  }
  throw new ValidationFailedError('cursor is invalid; use nextCursor from the previous page');
}
