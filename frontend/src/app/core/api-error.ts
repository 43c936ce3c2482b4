import type { ApiErrorBody } from '@juxta/contracts';

/** A failed API call, carrying the API's own `{error}` message (safe to show). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly details?: ApiErrorBody['details'],
    /** Seconds, from `Retry-After` on a 429/503. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  get isUnauthenticated(): boolean {
    return this.status === 401;
  }

  /** The network failed (status 0): nothing reached the server or nothing came back. */
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

/** The minimal part of `Response` that error handling needs (easy to fake in tests). */
export interface ResponseLike {
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

function fallbackMessage(status: number): string {
  switch (status) {
    case 400:
      return 'The request was not valid.';
    case 401:
      return 'Please sign in to continue.';
    case 403:
      return 'This request was refused.';
    case 404:
      return 'Not found.';
    case 409:
      return 'That already exists.';
    case 413:
      return 'The request is too large.';
    case 429:
      return 'Too many requests. Please wait a moment and try again.';
    case 503:
      return 'The service is temporarily unavailable. Please try again shortly.';
    default:
      return status >= 500 ? `The server had a problem (${status}). Please try again.` : `Request failed (${status}).`;
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as { error?: unknown }).error === 'string';
}

/** Builds an ApiError from a non-2xx response, preferring the API's `{error}` message. */
export async function apiErrorFrom(response: ResponseLike): Promise<ApiError> {
  let body: unknown;
  try {
    const text = await response.text();
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const retryHeader = response.headers.get('Retry-After');
  const retryAfter = retryHeader !== null && /^\d+$/.test(retryHeader.trim()) ? Number(retryHeader) : undefined;
  if (isErrorBody(body) && body.error.trim()) {
    return new ApiError(body.error, response.status, body.code, body.details, retryAfter);
  }
  return new ApiError(fallbackMessage(response.status), response.status, undefined, undefined, retryAfter);
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach Juxta. Check your connection and try again.';

/** Turns anything thrown into a message that can be shown to the user. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof Error && err.name === 'AbortError') return 'The request was cancelled.';
  return NETWORK_ERROR_MESSAGE;
}
