import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';

const VIEWER_COOKIE = 'juxta.vid';

/**
 * Who is viewing: the user when signed in, otherwise an anonymous viewer id kept in a cookie of
 * its own (sessions are only created on sign-in, so an anonymous reader has none).
 */
export function viewerKey(req: Request, res: Response, userId: string | undefined, secureCookie: boolean): string {
  if (userId) return `u:${userId}`;
  const cookies = req.headers.cookie ?? '';
  const existing = /(?:^|;\s*)juxta\.vid=([A-Za-z0-9_-]{16,64})(?:;|$)/.exec(cookies)?.[1];
  if (existing) return `a:${existing}`;
  const id = randomBytes(16).toString('base64url');
  res.cookie(VIEWER_COOKIE, id, { httpOnly: true, sameSite: 'lax', secure: secureCookie, path: '/', maxAge: 365 * 24 * 3600 * 1000 });
  return `a:${id}`;
}
