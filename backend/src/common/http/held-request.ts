import { RequestMethod } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PinoLogger } from 'nestjs-pino';

/**
 * The one route whose requests live for minutes: GET /api/comparisons/:id/events (relative to the
 * global prefix, as Nest's middleware routes are).
 */
export const HELD_STREAM_ROUTE = { path: 'comparisons/:id/events', method: RequestMethod.GET };

const startedAt = Symbol('held request started at');
type TimedResponse = ServerResponse & { [startedAt]?: number };

/**
 * The request log line of a held stream, written when its response closes: the same fields and
 * message as pino-http's (`req`, `res`, `responseTime`; "request completed", "request aborted",
 * or "request errored" with `err` from status 500 on), through the same root logger.
 *
 * pino-http (which the route is excluded from) would build, for the whole life of the stream, a
 * child logger with the request's bindings serialised, its level functions, the `allLogs` arrays
 * and a close listener, and nestjs-pino an AsyncLocalStorage store kept by every timer and
 * promise the request starts: about 1 KiB per held stream to write one line at its end. This
 * keeps a start time and one shared listener.
 */
export function heldRequestLog(_req: Request, res: Response, next: NextFunction): void {
  (res as TimedResponse)[startedAt] = Date.now();
  // A shared function (no closure per stream): EventEmitter calls it with the response as `this`.
  res.on('close', logHeldRequest);
  next();
}

function logHeldRequest(this: TimedResponse): void {
  const req: IncomingMessage = this.req;
  const logger = PinoLogger.root;
  const responseTime = Date.now() - (this[startedAt] ?? Date.now());
  // The root logger's serializers (requestLogSerializers) turn req and res into their fields.
  const fields = { req, res: this, responseTime };
  if (this.statusCode >= 500) {
    logger.info({ ...fields, err: new Error(`failed with status code ${this.statusCode}`) }, 'request errored');
  } else {
    logger.info(fields, !req.readableAborted && this.writableEnded ? 'request completed' : 'request aborted');
  }
}

/**
 * Lets go of what the router and the URL parser left on a request that is now a held stream and
 * will not be routed again: the router's `next` chain (with the closures that would restore
 * `params` and `baseUrl` on the way out), the matched route and params, the parsed URL caches.
 * Kept: what the request log reads at the end (id, method, originalUrl, ip, headers). The fields
 * are set to undefined, not deleted, so the object keeps its shape.
 */
export function releaseRoutingState(req: Request): void {
  const held = req as unknown as Record<string, unknown>;
  // Own fields only: `query` and the like are getters of Express's request prototype.
  for (const key of ['next', 'route', 'params', '_parsedUrl', '_parsedOriginalUrl']) {
    if (Object.hasOwn(held, key) && held[key] !== undefined) held[key] = undefined;
  }
}
