import type { StreamEvent } from '@juxta/contracts';

/** The pub/sub channel of one comparison's stream events. */
export function progressChannel(redisPrefix: string, comparisonId: string): string {
  return `${redisPrefix}:progress:${comparisonId}`;
}

/** The pattern covering every comparison's channel (one subscription per API process). */
export function progressPattern(redisPrefix: string): string {
  return `${redisPrefix}:progress:*`;
}

/** Parses a channel message; null for anything that is not a stream event. */
export function parseStreamEvent(message: string): StreamEvent | null {
  try {
    const value = JSON.parse(message) as Partial<StreamEvent>;
    if (typeof value?.seq !== 'number' || !['progress', 'done', 'error'].includes(String(value.event))) return null;
    return value as StreamEvent;
  } catch {
    return null;
  }
}
