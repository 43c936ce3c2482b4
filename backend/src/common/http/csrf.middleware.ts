import type { AppConfig } from '@juxta/config';
import type { RequestHandler } from 'express';
import '../../tokens/token-principal';
import { isMultipartSourceUpload } from '../../sources/multipart-source';
import { sendError } from '../errors/error-response';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True for /api and everything under it, in any letter case (the router ignores case). */
export function isApiPath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === '/api' || lower.startsWith('/api/');
}

/**
 * Cross-site request defence for every unsafe method under /api, checked before the body is read:
 * the browser's Sec-Fetch-Site, then the Origin (the configured public URL or the request's own
 * host), then a JSON-only body (POST /api/sources also takes multipart), which also rules out cross-site
 * HTML form posts (login CSRF).
 */
export function createCsrfMiddleware(config: AppConfig): RequestHandler {
  const publicOrigin = new URL(config.publicUrl).origin;
  return (req, res, next) => {
    // Nest matches routes whatever their case, so /API/… reaches the same handlers as /api/….
    if (!UNSAFE.has(req.method) || !isApiPath(req.path)) return next();
    // A valid bearer token (checked before this) is no cookie a browser attaches by itself, and
    // such a request never uses the session: cross-site forgery has nothing to ride on. A cookie
    // request is checked as always, whatever other headers it has.
    const site = req.get('sec-fetch-site');
    if (!req.apiToken && (site === 'cross-site' || site === 'same-site')) {
      return sendError(res, { status: 403, body: { error: 'Cross-site requests are not allowed.', code: 'csrf' } });
    }
    const origin = req.get('origin');
    if (!req.apiToken && origin && origin !== publicOrigin && origin !== `${req.protocol}://${req.get('host')}`) {
      return sendError(res, { status: 403, body: { error: 'Cross-site requests are not allowed.', code: 'csrf' } });
    }
    const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
    // One route also takes a file as multipart/form-data. A cross-site form could send that, but
    // it would carry no session (the cookie is SameSite=Lax) and any browser of this decade sends
    // the Origin or Sec-Fetch-Site checked above; the JSON-only rule stays for every other route.
    if (hasBody && !req.is('application/json') && !isMultipartSourceUpload(req)) {
      return sendError(res, { status: 415, body: { error: 'Send the body as application/json.', code: 'unsupported_media_type' } });
    }
    next();
  };
}
