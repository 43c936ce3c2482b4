import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/** Node's parser errors, as the API's `{error, code}` answers. */
const ANSWERS: Record<string, { status: number; error: string; code: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, error: 'The request headers are too large.', code: 'headers_too_large' },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, error: 'The request body is too large.', code: 'payload_too_large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, error: 'The request took too long to arrive.', code: 'request_timeout' },
};
const MALFORMED = { status: 400, error: 'The request is not valid HTTP.', code: 'bad_request' };

/**
 * The http server's `clientError` listener: requests Node refuses before any handler sees them
 * (malformed, headers too large, too slow) get a JSON body like every other API error instead of
 * Node's empty one. The listener must close the socket itself.
 */
export function answerClientErrors(err: Error & { code?: string }, socket: Duplex): void {
  // A response already under way on this connection cannot be followed by another status line.
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (err.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const answer = (err.code && ANSWERS[err.code]) || MALFORMED;
  const body = JSON.stringify({ error: answer.error, code: answer.code });
  socket.end(
    `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
