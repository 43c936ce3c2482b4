import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FetchFn } from '../app/core/api.client';

const encoder = new TextEncoder();

export interface StreamScript {
  /** Chunks sent in order (strings are UTF-8 encoded). */
  chunks: (string | Uint8Array)[];
  /** How the body ends after the chunks: a clean end, or a network failure. */
  end?: 'close' | 'error';
}

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A body that delivers the chunks, then closes or fails. */
export function streamBody(script: StreamScript): ReadableStream<Uint8Array> {
  const queue = script.chunks.map((c) => (typeof c === 'string' ? encoder.encode(c) : c));
  const stream = new NodeReadableStream<Uint8Array>({
    pull(controller) {
      const next = queue.shift();
      if (next) {
        controller.enqueue(next);
        return;
      }
      if (script.end === 'error') controller.error(new TypeError('network error'));
      else controller.close();
    },
  });
  // jsdom has no ReadableStream of its own; Node's is the same WHATWG stream.
  return stream as unknown as ReadableStream<Uint8Array>;
}

/** The parts of Response that the app uses. */
export function fakeResponse(status: number, body: string | ReadableStream<Uint8Array> | null, headers: Record<string, string> = {}): Response {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const response = {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    body: typeof body === 'string' ? streamBody({ chunks: [body] }) : body,
    text: async () => (typeof body === 'string' ? body : ''),
    json: async () => JSON.parse(typeof body === 'string' ? body : 'null'),
  };
  return response as unknown as Response;
}

export function sseResponse(script: StreamScript): Response {
  return fakeResponse(200, streamBody(script), { 'Content-Type': 'text/event-stream' });
}

export function jsonResponse(status: number, value: unknown, headers: Record<string, string> = {}): Response {
  return fakeResponse(status, JSON.stringify(value), { 'Content-Type': 'application/json', ...headers });
}

/**
 * A fetch that answers each call with the next handler's response and records every request.
 * A handler may throw to simulate a failed connection.
 */
export function scriptedFetch(handlers: ((call: RecordedCall) => Response | Promise<Response>)[]): FetchFn & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fn = (async (input: string, init?: RequestInit) => {
    const headers: Record<string, string> = {};
    const raw = init?.headers;
    if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
      for (const [k, v] of Object.entries(raw as Record<string, string>)) headers[k] = v;
    }
    const call: RecordedCall = { url: input, method: init?.method ?? 'GET', headers, body: typeof init?.body === 'string' ? init.body : undefined };
    calls.push(call);
    const handler = handlers.shift();
    if (!handler) throw new Error(`Unexpected request: ${call.method} ${call.url}`);
    return handler(call);
  }) as FetchFn & { calls: RecordedCall[] };
  fn.calls = calls;
  return fn;
}

/** An SSE event as the API writes it. */
export function sse(id: number, event: string, data: unknown): string {
  return `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
