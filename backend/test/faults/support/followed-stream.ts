import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { Agent, request } from 'node:http';
import type { ReceivedEvent } from '../../support/sse-client';

/** One event with the time it arrived (ms since the epoch). */
export interface TimedEvent extends ReceivedEvent {
  at: number;
}

/** What a client saw of one stream, whatever happened to the connection. */
export interface FollowedStream {
  status?: number;
  /** The JSON body of a non-stream answer (errors). */
  body?: unknown;
  events: TimedEvent[];
  /** The server ended the response (versus: the connection broke or the client hung up). */
  ended: boolean;
  /** Why it stopped otherwise: a network error, "aborted by client", "connection lost". */
  error?: string;
  startedAt: number;
  /** When the status line arrived. */
  respondedAt?: number;
  /** The reconnection delay the server sent (`retry:`), if it did. */
  retry?: number;
  finishedAt?: number;
}

export interface FollowOptions {
  method?: 'GET' | 'POST';
  cookie?: string;
  body?: unknown;
  lastEventId?: number;
  onEvent?: (e: TimedEvent) => void;
  /** Called when the status line arrives. */
  onResponse?: (status: number | undefined) => void;
}

export interface Follower {
  readonly state: FollowedStream;
  /** Settles (never rejects) when the stream ends, breaks or is aborted. */
  readonly finished: Promise<FollowedStream>;
  /** The client hangs up. */
  abort(): void;
}

// No keep-alive: every stream is its own connection, closed when it ends (as a browser tab).
const agent = new Agent({ keepAlive: false, maxSockets: Infinity });

/**
 * Follows an SSE answer over node:http. Unlike `readStream`, it never throws: a connection
 * that breaks (an API killed) keeps the events received so far, each with its arrival time,
 * which is what the fault tests measure recovery with.
 */
export function follow(url: string, options: FollowOptions = {}): Follower {
  const state: FollowedStream = { events: [], ended: false, startedAt: Date.now() };
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  if (options.cookie) headers.Cookie = options.cookie;
  const payload = options.body !== undefined ? JSON.stringify(options.body) : undefined;
  if (payload !== undefined) {
    headers['Content-Type'] = 'application/json';
    headers['Content-Length'] = String(Buffer.byteLength(payload));
  }
  if (options.lastEventId !== undefined) headers['Last-Event-ID'] = String(options.lastEventId);

  let settle: (s: FollowedStream) => void = () => undefined;
  const finished = new Promise<FollowedStream>((resolve) => {
    settle = (s) => {
      s.finishedAt ??= Date.now();
      resolve(s);
    };
  });

  const req = request(url, { method: options.method ?? (payload !== undefined ? 'POST' : 'GET'), headers, agent }, (res) => {
    state.status = res.statusCode;
    state.respondedAt = Date.now();
    options.onResponse?.(res.statusCode);
    const isStream = String(res.headers['content-type'] ?? '').startsWith('text/event-stream');
    let text = '';
    const parser = createParser({
      onRetry: (ms: number) => void (state.retry = ms),
      onEvent: (m: EventSourceMessage) => {
        const e: TimedEvent = { id: Number(m.id), event: m.event ?? 'message', data: JSON.parse(m.data) as Record<string, unknown>, at: Date.now() };
        state.events.push(e);
        options.onEvent?.(e);
      },
    });
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (isStream ? parser.feed(chunk) : (text += chunk)));
    res.on('error', (err) => void (state.error ??= err.message));
    res.on('close', () => {
      if (res.complete) {
        state.ended = true;
        if (!isStream) {
          try {
            state.body = JSON.parse(text) as unknown;
          } catch {
            state.body = text;
          }
        }
      } else {
        state.error ??= 'connection lost';
      }
      settle(state);
    });
  });
  req.on('error', (err) => {
    state.error ??= err.message;
    settle(state);
  });
  req.end(payload);

  return {
    state,
    finished,
    abort() {
      state.error ??= 'aborted by client';
      req.destroy();
    },
  };
}

/** The last event of a stream, if any. */
export function lastEvent(s: FollowedStream): TimedEvent | undefined {
  return s.events[s.events.length - 1];
}

/**
 * How the stream ended for the user: `done`, `error`, `refused` (no stream was opened: a complete
 * 4xx/5xx answer with an `{error}` body, as a compare sent while Postgres is down gets), or
 * nothing (broken / hung).
 */
export function outcome(s: FollowedStream): 'done' | 'error' | 'refused' | 'none' {
  const last = lastEvent(s);
  if (s.ended && (last?.event === 'done' || last?.event === 'error')) return last.event;
  return s.ended && s.events.length === 0 && (s.status ?? 0) >= 400 && isErrorBody(s.body) ? 'refused' : 'none';
}

function isErrorBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string';
}
