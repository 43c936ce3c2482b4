import type { AppConfig } from '@juxta/config';
import type { Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import type Redis from 'ioredis';
import { sign } from 'cookie-signature';
import { sendError, toErrorResponse } from '../common/errors/error-response';
import { SESSION_EXTEND_EVERY_MS, sessionExtendedAs, ThrottledRedisStore } from './session-store';
import './session-data';
import '../tokens/token-principal';

export const SESSION_COOKIE = 'juxta.sid';

/** Cookie attributes shared by the session and by clearing it on sign-out. */
export function sessionCookieOptions(config: AppConfig) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: config.session.secureCookie, path: '/' };
}

/**
 * A GET or HEAD that carries no session cookie. (A cookie header merely containing the name, e.g.
 * of another cookie ending with it, counts as carrying one: such a request takes the usual path.)
 */
export function isReadWithoutSession(method: string, cookieHeader: string | undefined): boolean {
  return (method === 'GET' || method === 'HEAD') && !cookieHeader?.includes(`${SESSION_COOKIE}=`);
}

/**
 * How often at most a session's idle timeout is pushed back: once a minute, or a tenth of a (test's)
 * shorter idle timeout, so that an active session never runs out between two extensions.
 */
export function sessionExtendEveryMs(idleMs: number): number {
  return Math.min(SESSION_EXTEND_EVERY_MS, Math.floor(idleMs / 10));
}

/** The session cookie's value as express-session signs it (with cookie-signature, and its `s:` prefix). */
function signedSessionId(sid: string, secret: string): string {
  return `s:${sign(sid, secret)}`;
}

function sentSessionCookie(res: Response): boolean {
  return [res.getHeader('Set-Cookie') ?? []].flat().some((c) => String(c).startsWith(`${SESSION_COOKIE}=`));
}

/**
 * Sends the session cookie again, with the pushed-back expiry, in the head of a response whose
 * session was extended as it was read — unless express-session already sent it (a changed or new
 * session) or the session is gone (sign-out clears the cookie).
 */
function resendCookieIfExtended(req: Request, res: Response, config: AppConfig): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
    const sess = req.session;
    if (sess && sessionExtendedAs(req) === req.sessionID && (!sess.cookie.secure || req.secure) && !sentSessionCookie(res)) {
      sess.touch();
      res.cookie(SESSION_COOKIE, signedSessionId(req.sessionID, config.session.secret), { ...sessionCookieOptions(config), expires: sess.cookie.expires ?? undefined });
    }
    return writeHead.apply(this, args);
  } as Response['writeHead'];
}

/**
 * Sessions in Redis with an idle timeout pushed back at most once a minute (see ThrottledRedisStore:
 * not on every request, which cost a Redis EXPIRE when each response ended and a re-signed cookie
 * in every response), plus the absolute lifetime that express-session does not know about. Store
 * failures answer 503 `{error}` instead of Express's HTML page.
 */
export function createSessionMiddleware(config: AppConfig, redis: Redis): RequestHandler[] {
  const store = new ThrottledRedisStore(redis, {
    prefix: `${config.redisPrefix}:sess:`,
    idleMs: config.session.idleMs,
    extendEveryMs: sessionExtendEveryMs(config.session.idleMs),
  });
  const sessions = session({
    name: SESSION_COOKIE,
    secret: config.session.secret,
    store,
    resave: false,
    saveUninitialized: false,
    // The store extends the session when it is due; the cookie then goes out again (below).
    rolling: false,
    proxy: config.trustProxyHops > 0,
    cookie: { ...sessionCookieOptions(config), maxAge: config.session.idleMs },
  });
  // A bearer request is the token's alone: its cookie (if any) is neither read nor refreshed.
  // A read without the session cookie has no session to load: express-session would still build
  // a throwaway one (a Session, its Cookie and a dozen closures, kept for the whole life of a held
  // SSE stream) and save nothing (saveUninitialized: false). No GET or HEAD route starts a session.
  const withSession: RequestHandler = (req, res, next) => {
    if (req.apiToken || isReadWithoutSession(req.method, req.headers.cookie)) return next();
    // Hooked before express-session hooks its own, so it runs after it when the head goes out
    // and sees whether express-session sent the cookie (a new or changed session).
    resendCookieIfExtended(req, res, config);
    sessions(req, res, (err?: unknown) => (err ? sendError(res, toErrorResponse(err)) : next()));
  };
  const absoluteLifetime: RequestHandler = (req, res, next) => {
    const started = req.session?.authenticatedAt;
    if (req.session?.userId && (!started || Date.now() - started > config.session.absoluteMs)) {
      req.session.destroy((err?: unknown) => (err ? sendError(res, toErrorResponse(err)) : next()));
      return;
    }
    next();
  };
  return [withSession, absoluteLifetime];
}
