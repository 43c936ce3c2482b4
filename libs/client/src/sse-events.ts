import type { StreamEvent } from '@juxta/contracts';
import { SseDecoder } from './sse-decoder';

const STREAM_EVENTS = new Set(['progress', 'done', 'error']);

/** The comparison stream's events from an SSE body; heartbeats and unknown events are skipped. */
export async function* readStreamEvents(body: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<StreamEvent> {
  const queue: StreamEvent[] = [];
  const decoder = new SseDecoder({
    onEvent(message) {
      if (!STREAM_EVENTS.has(message.event)) return;
      queue.push({ seq: Number(message.id), event: message.event, data: JSON.parse(message.data) } as StreamEvent);
    },
  });
  const reader = body.getReader();
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      decoder.feed(value);
      while (queue.length) yield queue.shift()!;
    }
    decoder.end();
    while (queue.length) yield queue.shift()!;
  } finally {
    signal?.removeEventListener('abort', cancel);
    cancel();
  }
}
