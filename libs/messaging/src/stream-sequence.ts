import type { StreamEvent } from '@juxta/contracts';
import type Redis from 'ioredis';
import { parseStreamEvent } from './progress-channel';

/** How long a comparison's sequence number and latest snapshot outlive its last event. */
export const STREAM_STATE_TTL_SECONDS = 7 * 24 * 3600;

/** The key holding a comparison's last event id. */
export function streamSeqKey(redisPrefix: string, comparisonId: string): string {
  return `${redisPrefix}:seq:${comparisonId}`;
}

/** The key holding a comparison's latest `progress` event, for streams that join late. */
export function streamSnapshotKey(redisPrefix: string, comparisonId: string): string {
  return `${redisPrefix}:snapshot:${comparisonId}`;
}

/**
 * The id of the POST's first event ("Waiting for a research worker"). A comparison is new when
 * its POST answers, so the API numbers that event without asking Redis, and every publisher
 * numbers from above it (its floor is at least this).
 */
export const QUEUED_EVENT_SEQ = 1;

/** A comparison's stream state: the last event id and the latest `progress` snapshot. */
export interface StreamState {
  seq: number;
  snapshot: Extract<StreamEvent, { event: 'progress' }> | null;
}

/** The stream state a late joiner needs, in one round trip: the last event id and the latest snapshot. */
export async function readStreamState(redis: Redis, redisPrefix: string, comparisonId: string): Promise<StreamState> {
  const [seq, snapshot] = await redis.mget(streamSeqKey(redisPrefix, comparisonId), streamSnapshotKey(redisPrefix, comparisonId));
  return streamStateFrom(seq, snapshot);
}

/** The stream state from the stored values of the two keys (null when missing). */
export function streamStateFrom(seq: string | null, snapshot: string | null): StreamState {
  const event = snapshot ? parseStreamEvent(snapshot) : null;
  return { seq: Number(seq ?? 0), snapshot: event?.event === 'progress' ? event : null };
}
