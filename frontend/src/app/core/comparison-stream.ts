import { DestroyRef, Injectable, InjectionToken, computed, inject, signal } from '@angular/core';
import type { ComparisonRequest, DoneEventData, ErrorEventData, ProgressEventData } from '@juxta/contracts';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';
import { ApiClient } from './api.client';
import { type ItemState, initialItemStates, nextItemStates } from './item-states';
import { readSseStream, type SseEvent } from '@juxta/client';

/** Waits between reconnect attempts (ms); the count resets whenever an event arrives. */
export const STREAM_RETRY_DELAYS = new InjectionToken<readonly number[]>('STREAM_RETRY_DELAYS', {
  providedIn: 'root',
  factory: () => [1000, 2000, 4000, 8000, 15000, 15000, 30000],
});

/** Where the in-progress comparison is remembered so a reload of /compare resumes it. */
export const STREAM_STORAGE = new InjectionToken<Storage | null>('STREAM_STORAGE', {
  providedIn: 'root',
  factory: () => {
    try {
      return globalThis.sessionStorage ?? null;
    } catch {
      return null;
    }
  },
});

export const ACTIVE_COMPARISON_KEY = 'juxta.activeComparison';
/** A remembered stream older than this is not resumed automatically. */
const STORED_MAX_AGE_MS = 6 * 60 * 60 * 1000;

export interface StoredComparison {
  id: string;
  lastEventId: string | null;
  items: string[];
  savedAt: number;
}

export type StreamPhase = 'idle' | 'connecting' | 'streaming' | 'reconnecting' | 'done' | 'error';

export interface StreamLogEntry {
  n: number;
  at: string;
  text: string;
  kind: 'progress' | 'info' | 'warning' | 'error';
}

export interface StreamFailure {
  message: string;
  /** HTTP status when the API refused the request (0 = network). */
  status?: number;
  comparisonId?: string | null;
  /** Its owner cancelled it: how many items were researched and kept. */
  cancelled?: { itemsKept: number; totalItems: number };
}

export interface StreamOptions {
  /** Remember the comparison in sessionStorage while it runs (the /compare page). */
  persist?: boolean;
  /** Item names known in advance (rows start as "waiting"). */
  items?: readonly string[];
}

export interface ResumeOptions extends StreamOptions {
  lastEventId?: string | null;
}

const RETRYABLE = new Set([0, 408, 425, 429, 500, 502, 503, 504]);
const LOG_LIMIT = 300;

type Opener = (signal: AbortSignal) => Promise<Response>;

/**
 * One research stream (POST /api/compare, POST …/rerun, or GET …/events), as signals.
 *
 * The POST is sent exactly once. Every event's `id` is remembered, and the comparison id comes
 * with the first `progress` event; when the connection drops before `done` or `error`, the
 * stream resumes with GET /api/comparisons/{id}/events and `Last-Event-ID`, backing off between
 * attempts. Provide it per component: it stops reading when the component is destroyed (the
 * research itself goes on on the server).
 */
@Injectable()
export class ComparisonStream {
  private readonly api = inject(ApiClient);
  private readonly delays = inject(STREAM_RETRY_DELAYS);
  private readonly storage = inject(STREAM_STORAGE);

  private readonly _phase = signal<StreamPhase>('idle');
  private readonly _progress = signal<ProgressEventData | null>(null);
  private readonly _items = signal<ItemState[]>([]);
  private readonly _log = signal<StreamLogEntry[]>([]);
  private readonly _result = signal<DoneEventData | null>(null);
  private readonly _failure = signal<StreamFailure | null>(null);
  private readonly _comparisonId = signal<string | null>(null);

  readonly phase = this._phase.asReadonly();
  readonly progress = this._progress.asReadonly();
  readonly items = this._items.asReadonly();
  readonly log = this._log.asReadonly();
  readonly result = this._result.asReadonly();
  readonly failure = this._failure.asReadonly();
  readonly comparisonId = this._comparisonId.asReadonly();

  readonly active = computed(() => {
    const p = this._phase();
    return p === 'connecting' || p === 'streaming' || p === 'reconnecting';
  });
  readonly percent = computed(() => {
    const p = this._progress();
    if (!p || p.totalItems <= 0) return 0;
    return Math.max(0, Math.min(100, Math.round((p.itemsCompleted / p.totalItems) * 100)));
  });

  /** The last event id received (sent as `Last-Event-ID` when resuming). */
  lastEventId: string | null = null;

  private lastSeq = -Infinity;
  private persist = false;
  private itemNames: string[] = [];
  private controller: AbortController | null = null;
  private run = 0;
  private logCounter = 0;

  constructor() {
    inject(DestroyRef).onDestroy(() => this.stop());
  }

  /** POST /api/compare and follow the research to its end. */
  start(request: ComparisonRequest, options: StreamOptions = {}): Promise<void> {
    this.reset({ ...options, items: options.items ?? request.items });
    this.note('Sending your request…', 'info');
    return this.follow((signal) => this.api.openCompareStream(request, signal), true);
  }

  /** POST /api/comparisons/{id}/rerun: a fresh research of the same request. */
  rerun(comparisonId: string, options: StreamOptions = {}): Promise<void> {
    this.reset(options);
    this.note('Starting a fresh research run…', 'info');
    return this.follow((signal) => this.api.openRerunStream(comparisonId, signal), true);
  }

  /** Follow a comparison that is already running (GET /api/comparisons/{id}/events). */
  resume(comparisonId: string, options: ResumeOptions = {}): Promise<void> {
    this.reset(options);
    this._comparisonId.set(comparisonId);
    this.lastEventId = options.lastEventId ?? null;
    const seq = Number(this.lastEventId);
    if (this.lastEventId !== null && Number.isFinite(seq)) this.lastSeq = seq;
    this.note('Reconnecting to your research…', 'info');
    this.save();
    return this.follow((signal) => this.api.openEventsStream(comparisonId, this.lastEventId, signal), false);
  }

  /** Stops listening (the research goes on on the server). */
  stop(): void {
    this.run++;
    this.controller?.abort();
    this.controller = null;
    if (this.active()) this._phase.set('idle');
  }

  /** Forget the remembered in-progress comparison. */
  forget(): void {
    try {
      this.storage?.removeItem(ACTIVE_COMPARISON_KEY);
    } catch {
      // Storage can be unavailable (private mode, quota): nothing to forget then.
    }
  }

  /** The comparison a previous page load was following, if it is recent enough. */
  static readStored(storage: Storage | null, now = Date.now()): StoredComparison | null {
    try {
      const raw = storage?.getItem(ACTIVE_COMPARISON_KEY);
      if (!raw) return null;
      const value = JSON.parse(raw) as Partial<StoredComparison>;
      if (typeof value.id !== 'string' || !value.id) return null;
      if (typeof value.savedAt !== 'number' || now - value.savedAt > STORED_MAX_AGE_MS) return null;
      return {
        id: value.id,
        lastEventId: typeof value.lastEventId === 'string' ? value.lastEventId : null,
        items: Array.isArray(value.items) ? value.items.filter((i): i is string => typeof i === 'string') : [],
        savedAt: value.savedAt,
      };
    } catch {
      return null;
    }
  }

  // ---------------------------------------------------------------------------------------

  private reset(options: StreamOptions): void {
    this.stop();
    this.persist = options.persist ?? false;
    this.itemNames = [...(options.items ?? [])];
    this.lastEventId = null;
    this.lastSeq = -Infinity;
    this._phase.set('connecting');
    this._progress.set(null);
    this._items.set(initialItemStates(this.itemNames));
    this._log.set([]);
    this._result.set(null);
    this._failure.set(null);
    this._comparisonId.set(null);
  }

  private finished(): boolean {
    const p = this._phase();
    return p === 'done' || p === 'error';
  }

  private async follow(first: Opener, isInitialPost: boolean): Promise<void> {
    const run = ++this.run;
    const controller = new AbortController();
    this.controller = controller;
    const current = () => run === this.run && !controller.signal.aborted;

    let open = first;
    let openingPost = isInitialPost;
    let attempt = 0;

    while (current()) {
      let response: Response | null = null;
      let failure: ApiError | null = null;
      let receivedEvents = false;

      try {
        response = await open(controller.signal);
      } catch {
        failure = new ApiError(NETWORK_ERROR_MESSAGE, 0);
      }
      if (!current()) return;

      if (response && !response.ok) {
        failure = await this.api.errorFrom(response);
        if (!current()) return;
        // A refused POST is final: it is never sent again. A refused resume may be transient.
        if (openingPost || !RETRYABLE.has(failure.status)) {
          this.fail({ message: failure.message, status: failure.status, comparisonId: this._comparisonId() });
          return;
        }
      }

      if (response?.ok) {
        this._phase.set('streaming');
        if (!openingPost && attempt > 0) this.note('Reconnected.', 'info');
        if (!response.body) {
          failure = new ApiError(NETWORK_ERROR_MESSAGE, 0);
        } else {
          try {
            await readSseStream(
              response.body,
              {
                onEvent: (event) => {
                  if (!current() || this.finished()) return;
                  receivedEvents = true;
                  this.handle(event);
                },
              },
              controller.signal,
            );
          } catch {
            // The connection dropped mid-stream: resume below.
          }
        }
      }

      if (!current() || this.finished()) return;

      // The stream ended without `done` or `error`.
      openingPost = false;
      const id = this._comparisonId();
      if (!id) {
        this.fail({
          message: failure?.isNetwork === false ? failure.message : 'The connection was lost before the research started. Please try again.',
          status: failure?.status,
        });
        return;
      }
      if (receivedEvents) attempt = 0;
      if (attempt >= this.delays.length) {
        this.fail({
          message:
            'Lost the connection to the research stream. The research continues on the server: you will find the comparison in your profile.',
          status: 0,
          comparisonId: id,
        });
        return;
      }
      const delay = Math.max(this.delays[attempt], (failure?.retryAfter ?? 0) * 1000);
      attempt++;
      this._phase.set('reconnecting');
      this.note(
        delay >= 1000 ? `Connection lost. Reconnecting in ${Math.round(delay / 1000)} s…` : 'Connection lost. Reconnecting…',
        'warning',
      );
      await sleep(delay, controller.signal);
      open = (signal) => this.api.openEventsStream(id, this.lastEventId, signal);
    }
  }

  private handle(event: SseEvent): void {
    if (event.id !== null) {
      const seq = Number(event.id);
      if (Number.isFinite(seq)) {
        if (seq <= this.lastSeq) return; // already seen (a resume may repeat the snapshot)
        this.lastSeq = seq;
      }
      this.lastEventId = event.id;
    }
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      return;
    }
    if (typeof data !== 'object' || data === null) return;

    switch (event.event) {
      case 'progress':
        this.onProgress(data as ProgressEventData);
        break;
      case 'done':
        this.onDone(data as DoneEventData);
        break;
      case 'error':
        this.onError(data as ErrorEventData);
        break;
      default:
        break;
    }
  }

  private onProgress(p: ProgressEventData): void {
    const previous = this._progress();
    const previousCompleted = previous?.itemsCompleted ?? 0;
    const snapshot: ProgressEventData = {
      ...p,
      // itemsCompleted never decreases, even if a stale snapshot slips through.
      itemsCompleted: Math.max(previousCompleted, Number(p.itemsCompleted) || 0),
      totalItems: Number(p.totalItems) || previous?.totalItems || this.itemNames.length,
    };
    if (typeof p.comparisonId === 'string' && p.comparisonId) this._comparisonId.set(p.comparisonId);
    this._progress.set(snapshot);
    this._items.update((items) => nextItemStates(items, snapshot, previousCompleted));
    if (typeof p.message === 'string' && p.message.trim()) {
      const last = this._log().at(-1);
      if (!last || last.text !== p.message) this.note(p.message, 'progress');
    }
    this.save();
  }

  private onDone(done: DoneEventData): void {
    if (done.id) this._comparisonId.set(done.id);
    const p = this._progress();
    if (p) {
      this._progress.set({ ...p, status: 'completed', itemsCompleted: p.totalItems, stage: 'complete' });
    }
    this._items.update((items) => items.map((i) => ({ ...i, phase: 'done' as const })));
    this.note('Comparison ready.', 'info');
    this._result.set(done);
    this._phase.set('done');
    if (this.persist) this.forget();
    this.controller?.abort();
  }

  private onError(error: ErrorEventData): void {
    const message = typeof error.error === 'string' && error.error.trim() ? error.error : 'The research failed.';
    this.note(message, 'error');
    this.fail({ message, comparisonId: error.comparisonId ?? this._comparisonId(), ...(error.cancelled ? { cancelled: error.cancelled } : {}) });
    this.controller?.abort();
  }

  private fail(failure: StreamFailure): void {
    this._failure.set(failure);
    this._phase.set('error');
    if (this.persist) this.forget();
  }

  private note(text: string, kind: StreamLogEntry['kind']): void {
    const entry: StreamLogEntry = { n: ++this.logCounter, at: new Date().toISOString(), text, kind };
    this._log.update((log) => (log.length >= LOG_LIMIT ? [...log.slice(log.length - LOG_LIMIT + 1), entry] : [...log, entry]));
  }

  private save(): void {
    const id = this._comparisonId();
    if (!this.persist || !id || !this.storage) return;
    const names = this._items().map((i) => i.name);
    const value: StoredComparison = { id, lastEventId: this.lastEventId, items: names, savedAt: Date.now() };
    try {
      this.storage.setItem(ACTIVE_COMPARISON_KEY, JSON.stringify(value));
    } catch {
      // Best effort: without storage a reload simply cannot resume.
    }
  }
}

/** Waits `ms`, waking early when the browser comes back online or the signal aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted || ms <= 0) {
      resolve();
      return;
    }
    const finish = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', finish);
      globalThis.removeEventListener?.('online', finish);
      resolve();
    };
    const timer = setTimeout(finish, ms);
    signal.addEventListener('abort', finish, { once: true });
    globalThis.addEventListener?.('online', finish, { once: true });
  });
}
