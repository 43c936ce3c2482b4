import { HttpException, HttpStatus } from '@nestjs/common';
import { isBackingServiceDown } from '@juxta/persistence';
import type { ApiErrorBody } from '@juxta/contracts';
import type { Response } from 'express';
import { AppError, RateLimitedError } from './app-errors';

export interface ErrorResponse {
  status: number;
  body: ApiErrorBody;
  headers?: Record<string, string>;
}

const GENERIC: Record<number, string> = {
  400: 'The request is invalid.',
  401: 'Sign in to continue.',
  403: 'This request is not allowed.',
  404: 'Not found.',
  405: 'Method not allowed.',
  413: 'The request body is too large (16 KiB at most).',
  415: 'Send the body as application/json.',
  429: 'Too many requests. Try again later.',
  503: 'A backing service is unavailable. Try again shortly.',
};

/** Maps anything thrown to the contract's `{error}` answer; never exposes internals. */
export function toErrorResponse(err: unknown): ErrorResponse {
  if (err instanceof AppError) {
    const body: ApiErrorBody = { error: err.message, code: err.code };
    if (err.details) body.details = err.details;
    const headers = err instanceof RateLimitedError ? { 'Retry-After': String(Math.max(1, Math.ceil(err.retryAfterSeconds))) } : undefined;
    return { status: err.status, body, headers };
  }
  if (err instanceof HttpException) {
    const status = err.getStatus();
    const res = err.getResponse();
    // Nest's own exceptions (404 route not found, 405…) carry safe messages; 5xx never do.
    const message =
      status < 500 && typeof res === 'object' && res && typeof (res as { message?: unknown }).message === 'string'
        ? ((res as { message: string }).message)
        : (GENERIC[status] ?? 'Something went wrong.');
    return { status, body: { error: status === 404 ? GENERIC[404] : message, code: codeFor(status) } };
  }
  const typed = err as { type?: unknown; status?: unknown };
  if (typed?.type === 'entity.too.large' || typed?.status === 413) {
    return { status: 413, body: { error: GENERIC[413], code: 'payload_too_large' } };
  }
  if (typed?.type === 'entity.parse.failed') {
    return { status: 400, body: { error: 'The request body is not valid JSON.', code: 'invalid_json' } };
  }
  if (typeof typed?.status === 'number' && typed.status >= 400 && typed.status < 500) {
    return { status: typed.status, body: { error: GENERIC[typed.status] ?? GENERIC[400], code: codeFor(typed.status) } };
  }
  if (isBackingServiceDown(err)) {
    return { status: 503, body: { error: GENERIC[503], code: 'service_unavailable' }, headers: { 'Retry-After': '5' } };
  }
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { error: 'Something went wrong on our side.', code: 'internal' } };
}

function codeFor(status: number): string {
  const codes: Record<number, string> = {
    400: 'invalid_request',
    401: 'unauthenticated',
    403: 'forbidden',
    404: 'not_found',
    405: 'method_not_allowed',
    409: 'conflict',
    413: 'payload_too_large',
    415: 'unsupported_media_type',
    429: 'rate_limited',
    503: 'service_unavailable',
  };
  return codes[status] ?? (status >= 500 ? 'internal' : 'error');
}

/** Writes an error answer directly (for middleware that runs before Nest's filters). */
export function sendError(res: Response, error: ErrorResponse): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  for (const [k, v] of Object.entries(error.headers ?? {})) res.setHeader(k, v);
  res.status(error.status).json(error.body);
}
