import { createParser, type EventSourceMessage } from 'eventsource-parser';

export interface ReceivedEvent {
  id: number;
  event: string;
  data: Record<string, unknown>;
}

export interface StreamResult {
  status: number;
  headers: Headers;
  events: ReceivedEvent[];
  /** Comment lines (`: ping`) seen. */
  comments: number;
  /** Body text when the answer was not a stream (errors). */
  body?: unknown;
  /** True when the server ended the response (not the client). */
  ended: boolean;
}

/**
 * Reads an SSE answer with a real SSE parser. `stopAfter` lets a test hang up early (a client
 * that disconnects); `onEvent` sees events as they arrive.
 */
export async function readStream(
  url: string,
  init: {
    method?: string;
    cookie?: string;
    body?: unknown;
    lastEventId?: number;
    stopAfter?: (e: ReceivedEvent) => boolean;
    timeoutMs?: number;
    /** Extra request headers (e.g. X-Forwarded-For). */
    headers?: Record<string, string>;
    /** Hangs up when aborted; the events read so far are returned. */
    signal?: AbortSignal;
    /** Called once the answer's head has arrived (a stream's status and headers), before its body is read. */
    onHead?: (status: number, headers: Headers) => void;
  } = {},
): Promise<StreamResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('stream timed out')), init.timeoutMs ?? 60_000);
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.lastEventId !== undefined) headers['Last-Event-ID'] = String(init.lastEventId);
  Object.assign(headers, init.headers);
  const hangUp = () => controller.abort();
  init.signal?.addEventListener('abort', hangUp);
  try {
    const res = await fetch(url, {
      method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
      headers,
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      signal: controller.signal,
    });
    init.onHead?.(res.status, res.headers);
    const result: StreamResult = { status: res.status, headers: res.headers, events: [], comments: 0, ended: false };
    if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
      result.body = await res.json().catch(() => undefined);
      return result;
    }
    let stop = false;
    const parser = createParser({
      onEvent: (m: EventSourceMessage) => {
        const e = { id: Number(m.id), event: m.event ?? 'message', data: JSON.parse(m.data) as Record<string, unknown> };
        result.events.push(e);
        if (init.stopAfter?.(e)) stop = true;
      },
      onComment: () => {
        result.comments += 1;
      },
    });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read().catch((err: unknown) => {
        if (init.signal?.aborted) return { done: false as const, value: undefined };
        throw err;
      });
      if (value === undefined && !done) break; // the caller hung up
      if (done) {
        result.ended = true;
        break;
      }
      parser.feed(decoder.decode(value, { stream: true }));
      if (stop) {
        controller.abort();
        break;
      }
    }
    return result;
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', hangUp);
  }
}
