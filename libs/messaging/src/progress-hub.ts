import type { StreamEvent } from '@juxta/contracts';
import type Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { closeRedis } from './close-redis';
import { parseStreamEvent, progressChannel, progressPattern } from './progress-channel';
import { whenReady } from './when-ready';

export type StreamListener = (event: StreamEvent) => void;

/** What was known when a probe did not come back: for the operator's log, to tell the causes apart. */
export interface DeafnessReport {
  /** The subscriber's connection state in this process (ioredis: `ready`, `reconnecting`, …). */
  status: string;
  /** Bytes this process has read from the subscriber's socket so far. */
  bytesRead: number | null;
  /**
   * The server's view of the connection (`CLIENT LIST`): `psub` 0 means Redis holds no pattern for
   * it (the subscription was lost there); a growing `omem` means Redis has output this process
   * has not read. Null when Redis lists no connection from the subscriber's address.
   */
  server: { psub: number; sub: number; omem: number; cmd: string; age: number; idle: number } | null;
}

/**
 * One Redis subscriber connection per API process, shared by every open stream: a single
 * pattern subscription, fanned out in memory to the listeners of each comparison.
 */
export class ProgressHub {
  /**
   * The listeners of each comparison: a single one held as it is (the usual case, one viewer: no
   * Set for each of thousands of held streams), two or more in a Set.
   */
  private readonly listeners = new Map<string, StreamListener | Set<StreamListener>>();
  /** Called after the subscriber reconnects: events published meanwhile were not received. */
  private readonly resyncs = new Set<() => void>();
  private readonly prefixLength: number;
  private ready: Promise<void> | undefined;
  /** A channel under the pattern that only this hub publishes to: proof that messages arrive. */
  private readonly probeChannel: string;
  private awaitedProbe: string | null = null;
  private probeTimer: NodeJS.Timeout | undefined;
  private deafSpells = 0;
  private lastDeafness: DeafnessReport | null = null;
  /** Redis confirmed the pattern at least once: before that, an unanswered probe proves nothing. */
  private subscribed = false;

  constructor(
    private readonly subscriber: Redis,
    private readonly redisPrefix: string,
  ) {
    this.prefixLength = `${redisPrefix}:progress:`.length;
    this.probeChannel = progressChannel(redisPrefix, `probe:${randomUUID()}`);
    subscriber.on('pmessage', (_pattern: string, channel: string, message: string) => {
      if (channel === this.probeChannel) {
        if (message === this.awaitedProbe) this.awaitedProbe = null;
        return;
      }
      const listening = this.listeners.get(channel.slice(this.prefixLength));
      if (!listening) return;
      const event = parseStreamEvent(message);
      if (!event) return;
      if (typeof listening === 'function') listening(event);
      else for (const listener of [...listening]) listener(event);
    });
    subscriber.on('ready', () => {
      // After a reconnect: subscribe again explicitly (ioredis re-subscribes only a connection that
      // was ready when it closed, see whenReady), then let every open stream catch up.
      if (this.subscribed) void this.resubscribe();
    });
  }

  /**
   * Every `intervalMs`, publishes a probe through `commands` to a channel only this hub listens
   * for. A probe that has not come back by the next one means the subscriber hears nothing
   * (a safety net: the one cause found, a subscription lost in the handshake, is avoided by
   * whenReady): subscribe again and let every open stream catch up.
   */
  startProbe(commands: Redis, intervalMs: number, onDeaf?: (report: DeafnessReport) => void): void {
    clearInterval(this.probeTimer);
    this.probeTimer = setInterval(() => void this.probe(commands, onDeaf), intervalMs);
    this.probeTimer.unref();
    // The first probe goes out now (when subscribed): a subscriber deaf from the start is noticed
    // one interval after the API starts, not two.
    void this.probe(commands, onDeaf);
  }

  /** How many times a probe did not come back (for tests and diagnostics). */
  deafSpellCount(): number {
    return this.deafSpells;
  }

  /** What was known of the subscriber the last time a probe did not come back (diagnostics). */
  lastDeafnessReport(): DeafnessReport | null {
    return this.lastDeafness;
  }

  private async probe(commands: Redis, onDeaf?: (report: DeafnessReport) => void): Promise<void> {
    // A probe published before Redis confirmed the pattern is lost for certain: counting it as
    // deafness resynced every stream of a freshly started API for nothing.
    if (!this.subscribed) return;
    if (this.awaitedProbe) {
      // Timers run before the loop reads its sockets: after a stall (a busy machine, a long GC)
      // the probe's answer may be waiting unread. Decide only once the loop has read them.
      const awaited = this.awaitedProbe;
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (this.awaitedProbe !== awaited) return;
      this.awaitedProbe = null;
      this.deafSpells += 1;
      // Read before subscribing again: the report is about the deaf connection.
      await this.describeSubscriber(commands).then(
        (report) => {
          this.lastDeafness = report;
          onDeaf?.(report);
        },
        () => undefined,
      );
      await this.resubscribe();
      return;
    }
    const nonce = randomUUID();
    this.awaitedProbe = nonce;
    // Redis unreachable is not deafness: the reconnect handles that.
    await commands.publish(this.probeChannel, nonce).catch(() => {
      if (this.awaitedProbe === nonce) this.awaitedProbe = null;
    });
  }

  /** What this process and Redis know of the subscriber connection. */
  async describeSubscriber(commands: Redis): Promise<DeafnessReport> {
    const socket = this.subscriber.stream as { bytesRead?: number; localAddress?: string; localPort?: number } | undefined;
    const address = socket?.localAddress && socket.localPort ? `${socket.localAddress}:${socket.localPort}` : null;
    const list = address ? String(await commands.client('LIST')) : '';
    const line = list.split('\n').find((l) => l.includes(` addr=${address} `));
    // A CLIENT LIST line is `key=value` pairs separated by spaces (values hold no spaces).
    const fields = new Map((line ?? '').split(' ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
    const count = (key: string) => Number(fields.get(key) ?? NaN);
    return {
      status: this.subscriber.status,
      bytesRead: socket?.bytesRead ?? null,
      server: line
        ? { psub: count('psub'), sub: count('sub'), omem: count('omem'), cmd: fields.get('cmd') ?? '', age: count('age'), idle: count('idle') }
        : null,
    };
  }

  private async resubscribe(): Promise<void> {
    // Not ready: the 'ready' handler subscribes once it is (not during the handshake: see whenReady).
    if (this.subscriber.status === 'ready') await this.subscriber.psubscribe(progressPattern(this.redisPrefix)).catch(() => undefined);
    for (const resync of [...this.resyncs]) resync();
  }

  /** Registers a catch-up to run after every reconnect; the returned function removes it. */
  onResync(resync: () => void): () => void {
    this.addResync(resync);
    return () => this.removeResync(resync);
  }

  /** Registers a catch-up to run after every reconnect, until removeResync. */
  addResync(resync: () => void): void {
    this.resyncs.add(resync);
  }

  removeResync(resync: () => void): void {
    this.resyncs.delete(resync);
  }

  /** Subscribes the connection (once); resolves when Redis confirmed the subscription. */
  start(): Promise<void> {
    this.ready ??= whenReady(this.subscriber)
      .then(() => this.subscriber.psubscribe(progressPattern(this.redisPrefix)))
      .then(
        () => {
          this.subscribed = true;
        },
        (err: unknown) => {
          this.ready = undefined; // let the next caller try again
          throw err;
        },
      );
    return this.ready;
  }

  /** Listens to one comparison; the returned function removes the listener. */
  listen(comparisonId: string, listener: StreamListener): () => void {
    this.addListener(comparisonId, listener);
    return () => this.removeListener(comparisonId, listener);
  }

  /** Listens to one comparison until removeListener (with the same function). */
  addListener(comparisonId: string, listener: StreamListener): void {
    const listening = this.listeners.get(comparisonId);
    if (!listening) this.listeners.set(comparisonId, listener);
    else if (typeof listening === 'function') this.listeners.set(comparisonId, new Set([listening, listener]));
    else listening.add(listener);
  }

  removeListener(comparisonId: string, listener: StreamListener): void {
    const listening = this.listeners.get(comparisonId);
    if (listening === listener) {
      this.listeners.delete(comparisonId);
    } else if (listening instanceof Set) {
      listening.delete(listener);
      if (listening.size === 0) this.listeners.delete(comparisonId);
    }
  }

  /** How many listeners are attached (streams open in this process). */
  listenerCount(): number {
    let n = 0;
    for (const listening of this.listeners.values()) n += typeof listening === 'function' ? 1 : listening.size;
    return n;
  }

  async close(): Promise<void> {
    clearInterval(this.probeTimer);
    this.listeners.clear();
    this.resyncs.clear();
    await closeRedis(this.subscriber);
  }
}
