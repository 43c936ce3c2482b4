import { createParser, type EventSourceParser } from 'eventsource-parser';

/** One Server-Sent Event. */
export interface SseEvent {
  /** The event type (`message` when the server sent no `event:` line). */
  event: string;
  data: string;
  /** The `id:` of this event, or the last id seen before it (SSE's "last event ID"). */
  id: string | null;
}

export interface SseCallbacks {
  onEvent: (event: SseEvent) => void;
  /** Comment lines such as `: ping` (heartbeats), without the leading colon. */
  onComment?: (comment: string) => void;
}

/**
 * An incremental SSE decoder over raw bytes: feed it chunks exactly as they arrive from the
 * network. UTF-8 is decoded in streaming mode (a multi-byte character split across chunks is
 * kept until it is complete) and line parsing is left to eventsource-parser, which copes with a
 * chunk boundary anywhere, including between the `\r` and `\n` of a CRLF.
 */
export class SseDecoder {
  private readonly decoder = new TextDecoder('utf-8');
  private readonly parser: EventSourceParser;
  private _lastEventId: string | null = null;

  constructor(private readonly callbacks: SseCallbacks) {
    this.parser = createParser({
      onEvent: (message) => {
        if (message.id !== undefined) this._lastEventId = message.id;
        this.callbacks.onEvent({ event: message.event ?? 'message', data: message.data, id: this._lastEventId });
      },
      onComment: (comment) => this.callbacks.onComment?.(comment.trim()),
    });
  }

  /** The last `id:` received (what a reconnect sends as `Last-Event-ID`). */
  get lastEventId(): string | null {
    return this._lastEventId;
  }

  /** Feeds raw bytes (or already-decoded text). */
  feed(chunk: Uint8Array | string): void {
    const text = typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true });
    if (text) this.parser.feed(text);
  }

  /** The stream ended: flush the decoder. An event without its closing blank line is dropped (as the SSE spec says). */
  end(): void {
    const rest = this.decoder.decode();
    if (rest) this.parser.feed(rest);
    this.parser.reset();
  }
}

/**
 * Reads a fetch body to its end, calling back for every event. Resolves when the server ends
 * the response; rejects when the connection fails (or when `signal` aborts).
 */
export async function readSseStream(
  body: ReadableStream<Uint8Array>,
  callbacks: SseCallbacks,
  signal?: AbortSignal,
): Promise<void> {
  const decoder = new SseDecoder(callbacks);
  const reader = body.getReader();
  const onAbort = () => {
    reader.cancel().catch(() => undefined);
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    for (;;) {
      if (signal?.aborted) throw abortError();
      const { done, value } = await reader.read();
      if (signal?.aborted) throw abortError();
      if (done) break;
      if (value && value.byteLength > 0) decoder.feed(value);
    }
    decoder.end();
  } finally {
    signal?.removeEventListener('abort', onAbort);
    try {
      reader.releaseLock();
    } catch {
      // The lock may already be gone after a cancel.
    }
  }
}

function abortError(): Error {
  const error = new Error('The stream was aborted.');
  error.name = 'AbortError';
  return error;
}
