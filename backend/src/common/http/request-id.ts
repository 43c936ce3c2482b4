import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

type WithId = IncomingMessage & { id?: unknown };

/** The request's id: one already given to it, a well-formed X-Request-Id from the client, or a new UUID. */
export function requestIdOf(req: WithId): string {
  if (typeof req.id === 'string') return req.id;
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
}

/**
 * Gives every request its id before anything else runs and echoes it as X-Request-Id, so a
 * client can quote it; the request logger (which runs later, inside Nest) reuses the same id.
 */
export function requestIdMiddleware(req: WithId, res: ServerResponse, next: () => void): void {
  req.id = requestIdOf(req);
  res.setHeader('X-Request-Id', req.id as string);
  next();
}
