import type { NextFunction, Request, Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PinoLogger } from 'nestjs-pino';

/** What a request log line says about the request: no headers, so no cookie or token can leak into logs. */
export interface RequestLogFields {
  id: unknown;
  method?: string;
  url?: string;
  remoteAddress?: string;
  userAgent?: string;
}

/**
 * pino-http serializers for the raw request and response (wrapSerializers: false). The default
 * ones copy every header into each request's child logger and then redact cookies from the copy,
 * which was the largest share of the API's logging cost per request; these pick the few fields
 * an operator reads.
 */
export const requestLogSerializers = {
  req(req: IncomingMessage & { id?: unknown; ip?: string; originalUrl?: string }): RequestLogFields {
    const userAgent = req.headers['user-agent'];
    return {
      id: req.id,
      method: req.method,
      url: req.originalUrl ?? req.url,
      // Express's client address honours TRUST_PROXY_HOPS; a bare request has only the socket's.
      remoteAddress: req.ip ?? req.socket?.remoteAddress,
      ...(typeof userAgent === 'string' ? { userAgent: userAgent.slice(0, 200) } : {}),
    };
  },
  res(res: ServerResponse): { statusCode: number } {
    return { statusCode: res.statusCode };
  },
};

const startedAt = Symbol('request started at');
type TimedResponse = ServerResponse & { [startedAt]?: number };

/**
 * The request log: one line per request (but health checks), written when its response closes,
 * with pino-http's fields and messages (`req`, `res`, `responseTime`; "request completed",
 * "request aborted", or "request errored" with `err` from status 500 on), through the root logger.
 *
 * pino-http built a child logger per request (its bindings serialised, level functions, `allLogs`
 * arrays, a close listener), which held streams (a POST /api/compare and GET …/events answer for
 * the research's whole life) kept for minutes; and nestjs-pino ran every request in an
 * AsyncLocalStorage store, which makes Node run a hook for every promise the process creates, on
 * every route. This keeps a start time and one shared listener. Lines logged while handling a
 * request name it themselves where it matters (ApiExceptionFilter).
 */
export function logRequestOnClose(req: Request, res: Response, next: NextFunction): void {
  if (req.originalUrl.startsWith('/api/health')) return next();
  (res as TimedResponse)[startedAt] = Date.now();
  // A shared function (no closure per request): EventEmitter calls it with the response as `this`.
  res.on('close', logRequest);
  next();
}

function logRequest(this: TimedResponse): void {
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
