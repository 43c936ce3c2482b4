import type { AppConfig } from '@juxta/config';
import { RedisStore } from 'connect-redis';
import type { RequestHandler } from 'express';
import session from 'express-session';
import type Redis from 'ioredis';
import { sendError, toErrorResponse } from '../common/errors/error-response';
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
 * Sessions in Redis with a rolling idle timeout, plus the absolute lifetime that express-session
 * does not know about. Store failures answer 503 `{error}` instead of Express's HTML page.
 */
export function createSessionMiddleware(config: AppConfig, redis: Redis): RequestHandler[] {
  const store = new RedisStore({
    client: redis,
    prefix: `${config.redisPrefix}:sess:`,
    ttl: Math.ceil(config.session.idleMs / 1000),
  });
  const sessions = session({
    name: SESSION_COOKIE,
    secret: config.session.secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.trustProxyHops > 0,
    cookie: { ...sessionCookieOptions(config), maxAge: config.session.idleMs },
  });
  // A bearer request is the token's alone: its cookie (if any) is neither read nor refreshed.
  // A read without the session cookie has no session to load: express-session would still build
  // a throwaway one (a Session, its Cookie and a dozen closures, kept for the whole life of a held
  // SSE stream) and save nothing (saveUninitialized: false). No GET or HEAD route starts a session.
  const withSession: RequestHandler = (req, res, next) =>
    req.apiToken || isReadWithoutSession(req.method, req.headers.cookie)
      ? next()
      : sessions(req, res, (err?: unknown) => (err ? sendError(res, toErrorResponse(err)) : next()));
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
