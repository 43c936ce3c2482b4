import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';

const VIEWER_COOKIE = 'juxta.vid';
const SIGNED_ID = /(?:^|;\s*)juxta\.vid=([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})(?:;|$)/;

/** Who is viewing, for counting views. */
export interface Viewer {
  /** A stable key: the user when signed in, else the signed anonymous viewer id. */
  key: string;
  /** Signed out: such views are also limited per client address. */
  anonymous: boolean;
}

function signature(id: string, secret: string): string {
  return createHmac('sha256', secret).update(`viewer:${id}`).digest().subarray(0, 16).toString('base64url');
}

/**
 * Who is viewing: the user when signed in, otherwise an anonymous viewer id kept in a cookie of
 * its own (sessions are only created on sign-in, so an anonymous reader has none). The id is
 * signed with the session secret: a cookie made up by the client is no viewer and gets a fresh id.
 */
export function identifyViewer(req: Request, res: Response, userId: string | undefined, secret: string, secureCookie: boolean): Viewer {
  if (userId) return { key: `u:${userId}`, anonymous: false };
  const found = SIGNED_ID.exec(req.headers.cookie ?? '');
  if (found) {
    const [, id, sig] = found;
    const expected = Buffer.from(signature(id, secret));
    if (timingSafeEqual(expected, Buffer.from(sig))) return { key: `a:${id}`, anonymous: true };
  }
  const id = randomBytes(16).toString('base64url');
  res.cookie(VIEWER_COOKIE, `${id}.${signature(id, secret)}`, { httpOnly: true, sameSite: 'lax', secure: secureCookie, path: '/', maxAge: 365 * 24 * 3600 * 1000 });
  return { key: `a:${id}`, anonymous: true };
}

/** A short fixed-size stand-in for a viewer key in Redis (bounded memory, no user ids stored). */
export function viewerDigest(key: string): string {
  return createHash('sha256').update(key).digest().subarray(0, 12).toString('base64url');
}
