import type { StreamEvent } from '@juxta/contracts';

/** The pub/sub channel of one comparison's stream events. */
export function progressChannel(redisPrefix: string, comparisonId: string): string {
  return `${redisPrefix}:progress:${comparisonId}`;
}

/** The pattern covering every comparison's channel (one subscription per API process). */
export function progressPattern(redisPrefix: string): string {
  return `${redisPrefix}:progress:*`;
}

/**
 * The JSON text of the `data` of events parsed from channel messages, as the message carried it.
 * Publishers write a message as JSON.stringify does, so that text is what JSON.stringify(data)
 * would give again: an API relaying a `done` (the whole comparison, ~20 kB) need not stringify it
 * once more for every stream. Keyed by the parsed event, so it goes when the event does.
 */
const dataTextOf = new WeakMap<object, string>();

/** Parses a channel message; null for anything that is not a stream event. */
export function parseStreamEvent(message: string): StreamEvent | null {
  try {
    const value = JSON.parse(message) as Partial<StreamEvent>;
    if (typeof value?.seq !== 'number' || !['progress', 'done', 'error'].includes(String(value.event))) return null;
    rememberDataText(value as StreamEvent, message);
    return value as StreamEvent;
  } catch {
    return null;
  }
}

/** The JSON text of an event's data: as its message carried it, or JSON.stringify's. */
export function streamEventDataJson(event: StreamEvent): string {
  return dataTextOf.get(event) ?? JSON.stringify(event.data);
}

/**
 * Keeps the data's text only when the message is exactly `{"seq":…,"event":"…","data":…}` with
 * nothing after the data and no line break anywhere (an SSE data line must stay one line);
 * anything else is stringified again when relayed. (Messages come from the app's own publishers.)
 */
function rememberDataText(event: StreamEvent, message: string): void {
  const head = `{"seq":${event.seq},"event":"${event.event}","data":`;
  if (!message.startsWith(head) || !message.endsWith('}') || Object.keys(event).length !== 3) return;
  if (message.includes('\n') || message.includes('\r')) return;
  dataTextOf.set(event, message.slice(head.length, -1));
}
