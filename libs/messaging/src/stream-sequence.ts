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
 * The hash of a comparison's item results (item index → the `progress` event that carried it):
 * those events are never merged into the snapshot, so a stream that joins late or lost live
 * events is sent the ones it has not had. Deleted with the snapshot when the outcome is published.
 */
export function streamItemResultsKey(redisPrefix: string, comparisonId: string): string {
  return `${redisPrefix}:item-results:${comparisonId}`;
}

/**
 * The id of the POST's first event ("Waiting for a research worker"). A comparison is new when
 * its POST answers, so the API numbers that event without asking Redis, and every publisher
 * numbers from above it (its floor is at least this).
 */
export const QUEUED_EVENT_SEQ = 1;

type ProgressEvent = Extract<StreamEvent, { event: 'progress' }>;

/** A comparison's stream state: the last event id and the latest `progress` snapshot. */
export interface StreamState {
  seq: number;
  snapshot: ProgressEvent | null;
}

/** What a stream that joins late or lost live events is sent: the item results, then the snapshot. */
export interface StreamCatchUp extends StreamState {
  /** Every finished item's `progress` event still kept, in the order they were published. */
  itemResults: ProgressEvent[];
}

/** What a late joiner needs, in one round trip: the last event id, the item results, the latest snapshot. */
export async function readStreamState(redis: Redis, redisPrefix: string, comparisonId: string): Promise<StreamCatchUp> {
  const replies = await redis
    .pipeline()
    .mget(streamSeqKey(redisPrefix, comparisonId), streamSnapshotKey(redisPrefix, comparisonId))
    .hvals(streamItemResultsKey(redisPrefix, comparisonId))
    .exec();
  const [[stateError, values], [itemsError, items]] = replies ?? [[new Error('no reply from Redis'), null], [null, null]];
  if (stateError ?? itemsError) throw stateError ?? itemsError;
  const [seq, snapshot] = values as (string | null)[];
  const itemResults = (items as string[])
    .map(parseStreamEvent)
    .filter((e): e is ProgressEvent => e?.event === 'progress')
    .sort((a, b) => a.seq - b.seq);
  return { ...streamStateFrom(seq, snapshot), itemResults };
}

/** The stream state from the stored values of the two keys (null when missing). */
export function streamStateFrom(seq: string | null, snapshot: string | null): StreamState {
  const event = snapshot ? parseStreamEvent(snapshot) : null;
  return { seq: Number(seq ?? 0), snapshot: event?.event === 'progress' ? event : null };
}
