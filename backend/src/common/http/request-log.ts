import type { IncomingMessage, ServerResponse } from 'node:http';

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
