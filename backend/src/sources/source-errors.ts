import { AppError } from '../common/errors/app-errors';

/** A source that was understood but yields nothing usable (a URL that cannot be read, no text). */
export class SourceUnprocessableError extends AppError {
  readonly status = 422;
  constructor(
    message: string,
    readonly code: string = 'source_unusable',
  ) {
    super(message);
  }
}

/** A file type the server does not read. */
export class UnsupportedSourceTypeError extends AppError {
  readonly status = 415;
  readonly code = 'unsupported_source_type';
}

/** A source larger than USER_SOURCE_MAX_BYTES. */
export class SourceTooLargeError extends AppError {
  readonly status = 413;
  readonly code = 'source_too_large';
}

/** Users may not add sources on this server (USER_SOURCES=false), or the owner's limit is reached. */
export class SourcesRefusedError extends AppError {
  readonly status = 403;
  readonly code: string;
  constructor(message: string, code = 'sources_disabled') {
    super(message);
    this.code = code;
  }
}
