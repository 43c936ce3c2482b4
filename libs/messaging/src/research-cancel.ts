import type Redis from 'ioredis';
import { closeRedis } from './close-redis';
import { type StreamState, streamSeqKey, streamSnapshotKey, streamStateFrom } from './stream-sequence';
import { whenReady } from './when-ready';

/**
 * Cancelling a research run, across processes: the API that receives the request sets a key (so
 * a worker that picks the job up later, or resubscribes after a reconnect, still sees it) and
 * publishes the comparison's id on one channel every worker listens to (so the worker running
 * it stops at once). Nothing lives in any process's memory but the running job's own signal.
 */

/** How long a cancel request is remembered: longer than any run (a stalled job is retried within minutes). */
export const CANCEL_REQUEST_TTL_SECONDS = 24 * 3600;

export function cancelKey(redisPrefix: string, comparisonId: string): string {
  return `${redisPrefix}:cancel:${comparisonId}`;
}

/** The one channel cancel requests are announced on (the message is the comparison id). */
export function cancelChannel(redisPrefix: string): string {
  return `${redisPrefix}:cancel-requests`;
}

/** The message a cancelled comparison is stored and streamed with: what happened and what was kept. */
export function cancelledMessage(kept: number, total: number): string {
  const what = kept === 0 ? 'no item had been researched yet' : `${kept} of ${total} items had been researched; they are kept`;
  return `Cancelled by its owner: ${what}. Rerun it to research it in full.`;
}

/** Records the request and tells every worker, in one round trip. */
export async function requestCancel(redis: Redis, redisPrefix: string, comparisonId: string): Promise<void> {
  const replies = await redis
    .multi()
    .set(cancelKey(redisPrefix, comparisonId), '1', 'EX', CANCEL_REQUEST_TTL_SECONDS)
    .publish(cancelChannel(redisPrefix), comparisonId)
    .exec();
  const failed = replies?.find(([err]) => err);
  if (!replies || failed) throw failed?.[0] ?? new Error('Redis did not answer the cancel request');
}

export async function isCancelRequested(redis: Redis, redisPrefix: string, comparisonId: string): Promise<boolean> {
  return (await redis.exists(cancelKey(redisPrefix, comparisonId))) === 1;
}

/**
 * What a research job reads as it starts, in one round trip: its stream state (a retried job
 * numbers its events from the last one published) and whether its owner already cancelled it.
 */
export async function readResearchJobState(redis: Redis, redisPrefix: string, comparisonId: string): Promise<StreamState & { cancelRequested: boolean }> {
  const [seq, snapshot, cancel] = await redis.mget(streamSeqKey(redisPrefix, comparisonId), streamSnapshotKey(redisPrefix, comparisonId), cancelKey(redisPrefix, comparisonId));
  return { ...streamStateFrom(seq, snapshot), cancelRequested: cancel !== null };
}

/** A running job's view of its cancel request. */
export interface CancelWatch {
  /** Fires when the comparison's owner asks to cancel it. */
  readonly signal: AbortSignal;
  /** Stops watching (the job ended). */
  stop(): void;
}

/**
 * A worker process's listener for cancel requests: one subscriber connection for all its jobs.
 * Besides the channel, it re-reads the keys of its running jobs on start, after every reconnect
 * and every `pollMs` (a message published while the subscriber was away is not lost).
 */
export class CancelWatcher {
  private readonly running = new Map<string, Set<AbortController>>();
  /** Redis confirmed the subscription at least once. */
  private subscribed = false;
  private timer: NodeJS.Timeout | undefined;
  private started: Promise<void> | undefined;

  constructor(
    private readonly subscriber: Redis,
    private readonly commands: Redis,
    private readonly redisPrefix: string,
    private readonly pollMs = 5000,
  ) {
    subscriber.on('message', (channel: string, comparisonId: string) => {
      if (channel === cancelChannel(redisPrefix)) this.abort(comparisonId);
    });
    subscriber.on('ready', () => {
      // After a reconnect (ioredis re-subscribes only a connection that was ready, see whenReady).
      if (!this.subscribed) return;
      void this.subscriber.subscribe(cancelChannel(this.redisPrefix)).catch(() => undefined);
      void this.recheck();
    });
  }

  /** Subscribes (once) and starts the fallback poll; resolves when Redis confirmed the subscription. */
  start(): Promise<void> {
    if (!this.timer) {
      this.timer = setInterval(() => void this.recheck(), this.pollMs);
      this.timer.unref();
    }
    this.started ??= whenReady(this.subscriber)
      .then(() => this.subscriber.subscribe(cancelChannel(this.redisPrefix)))
      .then(
        () => {
          this.subscribed = true;
        },
        (err: unknown) => {
          this.started = undefined;
          throw err;
        },
      );
    return this.started;
  }

  /**
   * Watches one comparison. Registered before its key is read, so a request that arrives in
   * between is heard either way; one made before the job started aborts it at once. `requested`:
   * the caller's own read of the key (readResearchJobState), started in the same tick as this
   * call, which saves the watcher's.
   */
  watch(comparisonId: string, requested?: Promise<boolean>): CancelWatch {
    const controller = new AbortController();
    let set = this.running.get(comparisonId);
    if (!set) {
      set = new Set();
      this.running.set(comparisonId, set);
    }
    set.add(controller);
    (requested ?? isCancelRequested(this.commands, this.redisPrefix, comparisonId)).then(
      (requested) => requested && controller.abort(new CancelledByOwner()),
      () => undefined, // Redis away: the poll and the reconnect check try again
    );
    return {
      signal: controller.signal,
      stop: () => {
        const current = this.running.get(comparisonId);
        current?.delete(controller);
        if (current && current.size === 0) this.running.delete(comparisonId);
      },
    };
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.running.clear();
    await closeRedis(this.subscriber);
  }

  private abort(comparisonId: string): void {
    for (const controller of this.running.get(comparisonId) ?? []) controller.abort(new CancelledByOwner());
  }

  private async recheck(): Promise<void> {
    const ids = [...this.running.keys()];
    if (ids.length === 0) return;
    try {
      const values = await this.commands.mget(ids.map((id) => cancelKey(this.redisPrefix, id)));
      ids.forEach((id, i) => values[i] !== null && this.abort(id));
    } catch {
      // Redis away: the next poll tries again.
    }
  }
}

/** The reason a cancelled job's signal carries. */
export class CancelledByOwner extends Error {
  constructor() {
    super('Cancelled by its owner');
    this.name = 'CancelledByOwner';
  }
}
