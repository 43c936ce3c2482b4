import type { RequestHandler } from 'express';
import { sendError } from '../common/errors/error-response';
import type { DrainService } from './drain.service';

/** GET …/events: the only requests that open a long-lived stream by themselves. */
const RESUME_STREAM = /^\/api\/comparisons\/[^/]+\/events\/?$/i;

/**
 * While the API drains: every response closes its connection (a proxy then opens its next one to
 * another instance), and a stream resume is refused with 503 + Retry-After, which nginx passes to
 * the next upstream (proxy_next_upstream http_503) and the app's client retries. A POST that
 * starts a comparison is still served: a proxy never resends a POST, so refusing it would lose
 * it; its stream is then handed over at once.
 */
export function createDrainMiddleware(drain: DrainService): RequestHandler {
  return (req, res, next) => {
    if (!drain.draining) return next();
    res.setHeader('Connection', 'close');
    if (req.method === 'GET' && RESUME_STREAM.test(req.path)) {
      return sendError(res, {
        status: 503,
        body: { error: 'This server is restarting. Reconnecting…', code: 'draining' },
        headers: { 'Retry-After': '1' },
      });
    }
    next();
  };
}
