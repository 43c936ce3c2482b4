/** Which limit a document went past: each has a message a person can act on. */
export type DocumentBound = 'elements' | 'time' | 'memory' | 'text';

/** A document over one of the reader's bounds; the API answers it with 422 and this message. */
export class DocumentBoundError extends Error {
  constructor(
    readonly bound: DocumentBound,
    message: string,
  ) {
    super(message);
    this.name = 'DocumentBoundError';
  }
}

/** Every reader of this process is busy and the queue is full; the API answers 503. */
export class DocumentReaderBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('The server is reading too many documents at once. Try again in a few seconds.');
    this.name = 'DocumentReaderBusyError';
  }
}

/** A document the reader could not parse (a broken PDF); the message says why. */
export class DocumentUnreadableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocumentUnreadableError';
  }
}
