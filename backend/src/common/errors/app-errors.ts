/** Errors the API raises on purpose; the exception filter maps each to its status and `{error}` body. */
export abstract class AppError extends Error {
  abstract readonly status: number;
  abstract readonly code: string;
  readonly details?: Record<string, string[]> | string[];
  constructor(message: string, details?: Record<string, string[]> | string[]) {
    super(message);
    this.name = new.target.name;
    this.details = details;
  }
}

export class ValidationFailedError extends AppError {
  readonly status = 400;
  readonly code = 'invalid_request';
}

export class UnauthenticatedError extends AppError {
  readonly status = 401;
  readonly code = 'unauthenticated';
  constructor(message = 'Sign in to continue.') {
    super(message);
  }
}

export class InvalidCredentialsError extends AppError {
  readonly status = 401;
  readonly code = 'invalid_credentials';
  constructor() {
    super('The e-mail or password is incorrect.');
  }
}

export class NotFoundError extends AppError {
  readonly status = 404;
  readonly code = 'not_found';
  constructor(message = 'Not found.') {
    super(message);
  }
}

export class ConflictError extends AppError {
  readonly status = 409;
  readonly code = 'conflict';
}

export class RateLimitedError extends AppError {
  readonly status = 429;
  readonly code = 'rate_limited';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

export class ServiceUnavailableError extends AppError {
  readonly status = 503;
  readonly code = 'service_unavailable';
}

export class ForbiddenError extends AppError {
  readonly status = 403;
  readonly code = 'forbidden';
}
