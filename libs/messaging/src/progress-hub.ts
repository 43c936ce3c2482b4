import type { StreamEvent } from '@juxta/contracts';
import type Redis from 'ioredis';
import { closeRedis } from './close-redis';
import { parseStreamEvent, progressPattern } from './progress-channel';

export type StreamListener = (event: StreamEvent) => void;

/**
 * One Redis subscriber connection per API process, shared by every open stream: a single
 * pattern subscription, fanned out in memory to the listeners of each comparison.
 */
export class ProgressHub {
  private readonly listeners = new Map<string, Set<StreamListener>>();
  /** Called after the subscriber reconnects: events published meanwhile were not received. */
  private readonly resyncs = new Set<() => void>();
  private connectedBefore = false;
  private readonly prefixLength: number;
  private ready: Promise<void> | undefined;

  constructor(
    private readonly subscriber: Redis,
    private readonly redisPrefix: string,
  ) {
    this.prefixLength = `${redisPrefix}:progress:`.length;
    subscriber.on('pmessage', (_pattern: string, channel: string, message: string) => {
      const set = this.listeners.get(channel.slice(this.prefixLength));
      if (!set?.size) return;
      const event = parseStreamEvent(message);
      if (!event) return;
      for (const listener of [...set]) listener(event);
    });
    subscriber.on('ready', () => {
      if (!this.connectedBefore) {
        this.connectedBefore = true;
        return;
      }
      // Subscribe again explicitly (auto-resubscribe has been seen to miss the pattern), then let
      // every open stream catch up on what it missed while disconnected.
      void this.subscriber
        .psubscribe(progressPattern(this.redisPrefix))
        .catch(() => undefined)
        .then(() => {
          for (const resync of [...this.resyncs]) resync();
        });
    });
  }

  /** Registers a catch-up to run after every reconnect; the returned function removes it. */
  onResync(resync: () => void): () => void {
    this.resyncs.add(resync);
    return () => this.resyncs.delete(resync);
  }

  /** Subscribes the connection (once); resolves when Redis confirmed the subscription. */
  start(): Promise<void> {
    this.ready ??= this.subscriber.psubscribe(progressPattern(this.redisPrefix)).then(
      () => undefined,
      (err: unknown) => {
        this.ready = undefined; // let the next caller try again
        throw err;
      },
    );
    return this.ready;
  }

  /** Listens to one comparison; the returned function removes the listener. */
  listen(comparisonId: string, listener: StreamListener): () => void {
    let set = this.listeners.get(comparisonId);
    if (!set) {
      set = new Set();
      this.listeners.set(comparisonId, set);
    }
    set.add(listener);
    return () => {
      const current = this.listeners.get(comparisonId);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) this.listeners.delete(comparisonId);
    };
  }

  /** How many listeners are attached (streams open in this process). */
  listenerCount(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.resyncs.clear();
    await closeRedis(this.subscriber);
  }
}
