import { ValidationFailedError } from '../common/errors/app-errors';
import { decodeCursor, encodeCursor } from './feed-cursor';

const id = '3f9a1c2b-0000-4000-8000-00000000abcd';
const raw = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

describe('feed cursors', () => {
  it('round-trip the timestamps PostgreSQL and Date produce, with the view count', () => {
    for (const createdAt of ['2026-11-25T06:14:58.595442+00:00', '2026-11-25T06:14:58.595Z', '2024-02-29T23:59:59+05:30']) {
      expect(decodeCursor(encodeCursor({ createdAt, id, viewCount: 2 ** 31 - 1 }))).toEqual({ createdAt, id, viewCount: 2 ** 31 - 1 });
      expect(decodeCursor(encodeCursor({ createdAt, id }))).toEqual({ createdAt, id, viewCount: undefined });
    }
  });

  it.each([
    ['id not a UUID', ['2026-01-01T00:00:00Z', '-'.repeat(36), null]],
    ['timestamp "0"', ['0', id, null]],
    ['year 275760', ['+275760-09-13T00:00:00.000Z', id, null]],
    ['31 February', ['2026-02-31T00:00:00Z', id, null]],
    ['year 0', ['0000-01-01T00:00:00Z', id, null]],
    ['24:00', ['2026-01-01T24:00:00Z', id, null]],
    ['offset out of range', ['2026-01-01T00:00:00+99:00', id, null]],
    ['view count beyond int4', ['2026-01-01T00:00:00Z', id, 2 ** 31]],
    ['negative view count', ['2026-01-01T00:00:00Z', id, -1]],
    ['fractional view count', ['2026-01-01T00:00:00Z', id, 1.5]],
  ])('refuse %s with a ValidationFailedError (400)', (_label, parts) => {
    expect(() => decodeCursor(raw(parts))).toThrow(ValidationFailedError);
  });
});
