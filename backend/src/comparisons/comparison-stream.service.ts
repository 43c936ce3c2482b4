import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@juxta/config';
import type { StreamEvent } from '@juxta/contracts';
import { completedProgress, QUEUED_EVENT_SEQ, readStreamState, streamEventDataJson } from '@juxta/messaging';
import { type ComparisonEntity, toComparisonData } from '@juxta/persistence';
import type { Response } from 'express';
import type Redis from 'ioredis';
import { releaseSentHead } from '../common/http/held-request';
import { APP_CONFIG } from '../common/infrastructure/app-config.provider';
import { REDIS } from '../common/infrastructure/redis.module';
import { DrainService } from '../shutdown/drain.service';
import { markProgressStream } from '../tokens/open-requests-by-token';
import { ComparisonsService } from './comparisons.service';
import { ProgressHubService } from './progress-hub.provider';
import { StreamHeartbeat } from './stream-heartbeat';

/** Writes one event in the contract's shape: `id:`, `event:`, one `data:` line. */
function formatEvent(e: StreamEvent): string {
  return `id: ${e.seq}\nevent: ${e.event}\ndata: ${streamEventDataJson(e)}\n\n`;
}

/** How soon a stream tries again to catch up after a reconnect when Redis or Postgres is not back yet. */
const RESYNC_RETRY_MS = 1000;

/** Who a stream is for and how long it may live. */
export interface StreamOptions {
  /** The signed-in viewer, null when signed out; a stream for anyone but the owner re-checks visibility. */
  viewerId: string | null;
  maxLifeMs: number;
  /** Runs once when the stream closes, however it closes. */
  onClose?: () => void;
}

/** The 404 of a stream: the same words as the 404 of the read endpoints, nothing about why. */
function notFoundEvent(seq: number, comparisonId: string): StreamEvent {
  return { seq, event: 'error', data: { error: 'Comparison not found.', comparisonId } };
}

interface OpenStream {
  /** Sends an event unless the client already has it (seq ≤ last sent); ends on done/error. */
  send(event: StreamEvent): void;
  readonly closed: boolean;
  /** The "Comparison ready" progress went out: a `done` may follow it directly. */
  readonly sentCompleted: boolean;
}

/** What a stream needs from the service that opened it (one object per service, not per stream). */
interface StreamHost {
  readonly hub: ProgressHubService;
  readonly heartbeat: StreamHeartbeat;
  visibleNow(id: string): Promise<boolean>;
  sendCurrentState(id: string, stream: OpenStream, lastEventId: number, isOwner: boolean, midStream: boolean): Promise<void>;
  /** The stream closed: its timer is gone. */
  released(): void;
}

/**
 * Queues an event behind a visibility check. Snapshots are cumulative, so a plain one is replaced
 * by the next; an item result is never merged away, and nothing replaces a `done`.
 */
function behindCheck(waiting: StreamEvent[] | undefined, event: StreamEvent): StreamEvent[] {
  if (!waiting) return [event];
  const last = waiting[waiting.length - 1];
  if (last.event === 'done') return waiting;
  if (last.event === 'progress' && !last.data.itemResult) waiting.pop();
  waiting.push(event);
  return waiting;
}

function endStream(stream: SubscriberConnection): void {
  stream.end();
}

/**
 * One subscriber's open event stream (the browser's is `ComparisonStream` in the frontend). Thousands are held at once, for minutes: its state lives in the fields of one
 * object, with three bound functions for the hub and the response, rather than in a dozen
 * closures and their contexts.
 */
class SubscriberConnection implements OpenStream {
  closed = false;
  sentCompleted = false;
  headersSent = false;
  private lastSent: number;
  /** Events that arrived before the head was sent (rare: made when needed). */
  private pending: StreamEvent[] | undefined;
  private resyncRetry: NodeJS.Timeout | undefined;
  private maxLife: NodeJS.Timeout | undefined;
  /** A visibility check is in flight; `waiting` holds the events behind it (see behindCheck). */
  private checking = false;
  private waiting: StreamEvent[] | undefined;
  /** The hub's listener, the hub's catch-up after a reconnect, the response's 'close' handler. */
  readonly relay: (event: StreamEvent) => void;
  readonly resync: () => void;
  readonly cleanup: () => void;

  constructor(
    private readonly host: StreamHost,
    private readonly res: Response,
    readonly id: string,
    readonly isOwner: boolean,
    private readonly lastEventId: number,
    private readonly onClose: (() => void) | undefined,
  ) {
    this.lastSent = lastEventId;
    this.relay = this.relayEvent.bind(this);
    this.resync = this.catchUp.bind(this);
    this.cleanup = this.release.bind(this);
  }

  /** Listens to the hub, and ends the stream after `maxLifeMs` at the latest. */
  start(maxLifeMs: number): void {
    this.host.hub.addListener(this.id, this.relay);
    this.host.hub.addResync(this.resync);
    // A stream never outlives this; the client resumes with Last-Event-ID.
    this.maxLife = setTimeout(endStream, maxLifeMs, this);
    this.res.on('close', this.cleanup);
  }

  /** The head went out: pinged from now on, and events that waited for it are sent. */
  headSent(): void {
    this.headersSent = true;
    if (!this.closed) this.host.heartbeat.add(this.res);
  }

  flushPending(): void {
    const pending = this.pending;
    this.pending = undefined;
    if (pending) for (const e of pending.sort((a, b) => a.seq - b.seq)) this.send(e);
  }

  send(event: StreamEvent): void {
    if (this.closed) return;
    if (!this.headersSent) {
      (this.pending ??= []).push(event);
      return;
    }
    const terminal = event.event === 'done' || event.event === 'error';
    if (event.seq <= this.lastSent) {
      // An older snapshot adds nothing; but an outcome must never be dropped (a Redis that
      // restarted without persistence numbers from 1 again): it ends the stream, so renumber it.
      if (!terminal) return;
      event = { ...event, seq: this.lastSent + 1 };
    }
    this.lastSent = event.seq;
    if (event.event === 'progress' && event.data.status === 'completed') this.sentCompleted = true;
    this.res.write(formatEvent(event));
    if (terminal) this.end();
  }

  end(): void {
    this.release();
    if (!this.res.writableEnded) this.res.end();
  }

  private release(): void {
    if (this.closed) return;
    this.closed = true;
    this.host.hub.removeListener(this.id, this.relay);
    this.host.hub.removeResync(this.resync);
    clearTimeout(this.resyncRetry);
    this.host.heartbeat.remove(this.res);
    clearTimeout(this.maxLife);
    this.host.released();
    this.onClose?.();
  }

  // A viewer who is not the owner sees a snapshot or the result only while the comparison is
  // still public: the owner may have made it private since the stream opened. Every relayed
  // event is checked after it arrived; one check in flight per stream, and the events that arrive
  // meanwhile are relayed after it with one more check (see behindCheck).
  private relayEvent(event: StreamEvent): void {
    if (this.isOwner || event.event === 'error') return this.send(event);
    if (this.checking) {
      this.waiting = behindCheck(this.waiting, event);
      return;
    }
    this.relayChecked([event]);
  }

  private relayChecked(events: StreamEvent[]): void {
    this.checking = true;
    this.host.visibleNow(this.id).then(
      (visible) => {
        this.checking = false;
        if (!visible) return this.send(notFoundEvent(Math.max(events[events.length - 1].seq, this.lastSent + 1), this.id));
        for (const e of events) this.send(e);
        const next = this.waiting;
        this.waiting = undefined;
        if (next && !this.closed) this.relayChecked(next);
      },
      // Unknown: relay nothing; the client resumes and is checked again.
      () => this.end(),
    );
  }

  // After a Redis reconnect, events published meanwhile are gone: re-read the current state,
  // until it can be read (the subscriber may be back before the connection that reads it).
  private catchUp(): void {
    clearTimeout(this.resyncRetry);
    if (!this.headersSent || this.closed) return;
    this.host.sendCurrentState(this.id, this, this.lastSent, this.isOwner, this.lastSent > this.lastEventId).catch(() => {
      if (!this.closed) this.resyncRetry = setTimeout(this.resync, RESYNC_RETRY_MS);
    });
  }
}

/**
 * The SSE relay. Progress events are cumulative snapshots with increasing `seq` (bar the item
 * results each carries, kept apart), so a stream can start from the item results and the latest
 * snapshot, then relay live events newer than what it sent.
 */
@Injectable()
export class ComparisonStreamService {
  private timers = 0;
  /** Visibility checks waiting for the next batch query, by comparison (see visibleNow). */
  private visibilityBatch = new Map<string, { resolve: (visible: boolean) => void; reject: (err: unknown) => void }[]>();
  private visibilityBatchScheduled = false;
  /** `: ping` for every open stream from one timer (see StreamHeartbeat). */
  private readonly heartbeat: StreamHeartbeat;
  private readonly host: StreamHost;

  constructor(
    private readonly hub: ProgressHubService,
    private readonly comparisons: ComparisonsService,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly drain: DrainService,
  ) {
    this.heartbeat = new StreamHeartbeat(config.stream.heartbeatMs);
    this.host = {
      hub,
      heartbeat: this.heartbeat,
      visibleNow: (id) => this.visibleNow(id),
      sendCurrentState: (id, stream, lastEventId, isOwner, midStream) => this.sendCurrentState(id, stream, lastEventId, isOwner, midStream),
      released: () => {
        this.timers -= 1;
      },
    };
  }

  /** Per-stream timers still open (for tests and metrics: returns to zero when streams close). */
  openTimers(): number {
    return this.timers;
  }

  /** Streams the shared heartbeat pings (for tests and metrics: returns to zero when streams close). */
  heartbeatCount(): number {
    return this.heartbeat.size();
  }

  listenerCount(): number {
    return this.hub.listenerCount();
  }

  /** Waits for the shared subscription, so nothing published after this point is missed. */
  async ready(): Promise<void> {
    await this.hub.start();
  }

  /**
   * Starts a stream for `row`: live events are listened to first, then `beforeLive` runs (the
   * POST enqueues the job there), then the current state is sent from the job or the row.
   */
  async open(res: Response, row: ComparisonEntity, lastEventId: number, beforeLive?: () => Promise<void>, options?: StreamOptions): Promise<void> {
    const viewerId = options ? options.viewerId : row.userId;
    const isOwner = viewerId !== null && viewerId === row.userId;
    const stream = new SubscriberConnection(this.host, res, row.id, isOwner, lastEventId, options?.onClose);
    this.timers += 1;
    stream.start(options?.maxLifeMs ?? this.config.stream.maxLifeMs);
    // The client may have hung up while the controller was still awaiting: 'close' already fired.
    // (Not req.destroyed: Node destroys a request once its body has been read.)
    if (res.destroyed || !res.socket || res.socket.destroyed) {
      stream.cleanup();
      return;
    }

    try {
      if (beforeLive) await beforeLive();
    } catch (err) {
      stream.cleanup();
      throw err;
    }

    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream');
    markProgressStream(res);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('X-Accel-Buffering', 'no');
    res.setHeader('Connection', 'keep-alive');
    // The POST has its first event at hand: the headers go out with it, in one write.
    if (!beforeLive) res.flushHeaders();
    stream.headSent();
    if (stream.closed) return;

    if (beforeLive) {
      // Just created and queued: nothing to read back, the first byte goes out now.
      stream.send(queuedEvent(row));
    } else {
      await this.sendCurrentState(row.id, stream, lastEventId, isOwner, false);
    }
    stream.flushPending();
    // The head is on the wire: only the fact that it was sent is needed from now on.
    releaseSentHead(res);
    // Once the client has its first event (a POST's carries the comparison id it resumes with).
    this.drain.handOver(res);
  }

  /**
   * Whether the comparison is still public. Checks asked for in the same turn of the event loop
   * (a publish fans out to every stream at once; a burst of events arrives together) go to
   * Postgres as one query, each queued after its event arrived, so none can predate a change of
   * visibility that the event follows.
   */
  private visibleNow(id: string): Promise<boolean> {
    return new Promise((resolve, reject) => {
      const waiting = this.visibilityBatch.get(id);
      if (waiting) waiting.push({ resolve, reject });
      else this.visibilityBatch.set(id, [{ resolve, reject }]);
      if (!this.visibilityBatchScheduled) {
        this.visibilityBatchScheduled = true;
        setImmediate(() => void this.checkVisibilityBatch());
      }
    });
  }

  private async checkVisibilityBatch(): Promise<void> {
    const batch = this.visibilityBatch;
    this.visibilityBatch = new Map();
    this.visibilityBatchScheduled = false;
    try {
      const visible = await this.comparisons.publicAmong([...batch.keys()]);
      for (const [id, waiters] of batch) for (const w of waiters) w.resolve(visible.has(id));
    } catch (err) {
      for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
    }
  }

  /**
   * The item results and the latest snapshot, or the outcome (row) when the comparison has
   * finished. `midStream`: the stream already sent events (a catch-up after a reconnect), so a
   * `done` read from the row comes after the last progress, as the worker would have published them.
   */
  private async sendCurrentState(id: string, stream: OpenStream, lastEventId: number, isOwner: boolean, midStream: boolean): Promise<void> {
    const [row, state] = await Promise.all([this.comparisons.reload(id), readStreamState(this.redis, this.config.redisPrefix, id)]);
    const seq = Math.max(state.seq, lastEventId) + 1;
    if (!row) {
      stream.send(deletedEvent(seq, id));
    } else if (!isOwner && !row.isPublic) {
      stream.send(notFoundEvent(seq, id));
    } else if (row.status === 'completed') {
      const withProgress = midStream && !stream.sentCompleted;
      if (withProgress) stream.send({ ...completedProgress(row.id, row.itemNames.length), seq });
      stream.send({ seq: withProgress ? seq + 1 : seq, event: 'done', data: { id: row.id, slug: row.slug, data: toComparisonData(row) } });
    } else if (row.status === 'failed') {
      const cancelled = row.partial ? { cancelled: { itemsKept: row.items.length, totalItems: row.itemNames.length } } : {};
      stream.send({ seq, event: 'error', data: { error: row.error ?? 'The research failed.', comparisonId: row.id, ...cancelled } });
    } else {
      // Item results are not merged into the snapshot: the ones this stream has not had go first,
      // in the order they were published (a resumed or caught-up stream fills in its cards).
      for (const itemResult of state.itemResults) stream.send(itemResult);
      if (state.snapshot) stream.send(state.snapshot);
    }
  }
}

/** What open streams of a deleted comparison end with. */
function deletedEvent(seq: number, comparisonId: string): StreamEvent {
  return { seq, event: 'error', data: { error: 'This comparison was deleted.', comparisonId } };
}

/** The POST's first event: the job is queued and no worker has reported yet. */
function queuedEvent(row: ComparisonEntity): StreamEvent {
  return {
    seq: QUEUED_EVENT_SEQ,
    event: 'progress',
    data: {
      status: 'researching',
      message: 'Waiting for a research worker',
      itemsCompleted: 0,
      totalItems: row.itemNames.length,
      currentStep: 'queued',
      stage: 'parsing',
      comparisonId: row.id,
    },
  };
}
