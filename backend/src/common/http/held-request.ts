import { RequestMethod } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { PinoLogger } from 'nestjs-pino';

/**
 * The routes whose requests live for minutes (relative to the global prefix, as Nest's middleware
 * routes are): GET /api/comparisons/:id/events, and POST /api/compare, whose answer is the stream
 * of the research it starts.
 */
export const HELD_STREAM_ROUTES = [
  { path: 'comparisons/:id/events', method: RequestMethod.GET },
  { path: 'compare', method: RequestMethod.POST },
];

const startedAt = Symbol('held request started at');
type TimedResponse = ServerResponse & { [startedAt]?: number };

/**
 * The request log line of a held stream, written when its response closes: the same fields and
 * message as pino-http's (`req`, `res`, `responseTime`; "request completed", "request aborted",
 * or "request errored" with `err` from status 500 on), through the same root logger.
 *
 * pino-http (which the routes are excluded from) would build, for the whole life of the stream, a
 * child logger with the request's bindings serialised, its level functions, the `allLogs` arrays
 * and a close listener, and nestjs-pino an AsyncLocalStorage store kept by every timer and
 * promise the request starts: about 1 KiB per held stream to write one line at its end. This
 * keeps a start time and one shared listener.
 */
export function heldRequestLog(req: Request, res: Response, next: NextFunction): void {
  // Nest applies a GET route's middleware to HEAD as well, but excludes only GET from pino-http.
  if (req.method !== 'GET' && req.method !== 'POST') return next();
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

/** Node's own key of a response's header map (not exported; found by its description once). */
const outHeadersKey = (() => {
  const probe = new ServerResponse(new IncomingMessage(new Socket()));
  probe.setHeader('x-probe', '1');
  return Object.getOwnPropertySymbols(probe).find((s) => s.description === 'kOutHeaders');
})();

/** What stands for a head once it went out: `headersSent` and Node's own checks only ask whether there is one. */
const SENT_HEAD = 'sent\r\n\r\n';

type SentResponse = ServerResponse & { _header?: string | null; _headerSent?: boolean };

/**
 * Lets go of a held stream's response head once it is on the wire: Node keeps the header map
 * (a [name, value] array for each of the ~17 headers, security headers included) and the head's
 * text for the response's whole life, ~1.5 KiB per stream, though after the head is sent it only
 * ever checks that there is one. The map becomes null (Node's own state before any header is set)
 * and the text a short stand-in. Nothing is done unless the head has gone out (`_headerSent`) and
 * Node's fields are where this expects them (Node 20); `headersSent` stays true.
 */
export function releaseSentHead(res: ServerResponse): void {
  const sent = res as SentResponse;
  if (sent._headerSent !== true || typeof sent._header !== 'string' || !res.headersSent) return;
  sent._header = SENT_HEAD;
  if (outHeadersKey && Object.hasOwn(res, outHeadersKey)) (res as unknown as Record<symbol, unknown>)[outHeadersKey] = null;
}
