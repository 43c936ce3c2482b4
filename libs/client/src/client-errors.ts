import type { ApiErrorBody, ErrorEventData } from '@juxta/contracts';

/** The API answered with an error status; `body` is its `{error, code}`. */
export class JuxtaApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.error);
    this.name = 'JuxtaApiError';
  }

  get code(): string | undefined {
    return this.body.code;
  }
}

/** The research ended with its `error` event (failed, cancelled, deleted). */
export class JuxtaComparisonFailedError extends Error {
  constructor(readonly event: ErrorEventData) {
    super(event.error);
    this.name = 'JuxtaComparisonFailedError';
  }
}

/** The progress stream could not be resumed within the allowed attempts. */
export class JuxtaStreamError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'JuxtaStreamError';
  }
}
