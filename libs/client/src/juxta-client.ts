import type { ApiErrorBody, Category, ComparisonData, ComparisonRequest, ComparisonSummary, Page, ReviewRequest, StreamEvent } from '@juxta/contracts';
import { JuxtaApiError, JuxtaComparisonFailedError, JuxtaStreamError } from './client-errors';
import { readStreamEvents } from './sse-events';

export interface JuxtaClientOptions {
  /** Where Juxta runs, e.g. `https://juxta.example.org`. */
  baseUrl: string;
  /** A personal API token (`jx_…`), sent as `Authorization: Bearer`. */
  token?: string;
  /** Another fetch (tests, proxies); the global one by default. */
  fetch?: typeof fetch;
  /** How often a cut progress stream is resumed before giving up (default 20). */
  maxResumes?: number;
  /** Wait before each resume, in ms (default 500). */
  resumeDelayMs?: number;
}

export interface FeedQuery {
  q?: string;
  category?: Category;
  sort?: 'recent' | 'popular';
  cursor?: string;
  limit?: number;
}

export type ExportFormat = 'json' | 'csv' | 'md' | 'pdf';

/** A downloaded export: its bytes, type and suggested file name. */
export interface ExportedFile {
  contentType: string;
  fileName: string | null;
  data: Uint8Array;
  /** The bytes as UTF-8 text (JSON, CSV, Markdown). */
  text(): string;
}

/**
 * A running comparison: iterate it for typed progress events (ending with `done` or `error`), or
 * await `result()` for the comparison itself. Either way a cut stream is resumed with
 * `Last-Event-ID`, so no event is seen twice and none is lost.
 */
export class ComparisonRun implements AsyncIterable<StreamEvent> {
  private iterator: AsyncGenerator<StreamEvent> | undefined;
  private outcome: Promise<ComparisonData> | undefined;
  /** The `done` or `error` event, once it went past (iterated or read by result()). */
  private terminal: StreamEvent | undefined;

  constructor(private readonly events: () => AsyncGenerator<StreamEvent>) {}

  [Symbol.asyncIterator](): AsyncGenerator<StreamEvent> {
    this.iterator ??= this.recording();
    return this.iterator;
  }

  /** The completed comparison (reads any events not yet read); rejects with JuxtaComparisonFailedError when the research fails. */
  result(): Promise<ComparisonData> {
    this.outcome ??= (async () => {
      if (!this.terminal) for await (const _event of this);
      const end = this.terminal as StreamEvent | undefined;
      if (end?.event === 'done') return end.data.data;
      if (end?.event === 'error') throw new JuxtaComparisonFailedError(end.data);
      throw new JuxtaStreamError('The progress stream ended without an outcome.');
    })();
    return this.outcome;
  }

  private async *recording(): AsyncGenerator<StreamEvent> {
    for await (const event of this.events()) {
      if (event.event !== 'progress') this.terminal = event;
      yield event;
    }
  }
}

/** Typed client of the Juxta API (see docs/api.md); used by scripts, the tests and the MCP docs. */
export class JuxtaClient {
  private readonly baseUrl: string;
  private readonly fetchFn: typeof fetch;

  constructor(private readonly options: JuxtaClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  /** Starts a comparison; the run yields its progress events and resolves to the comparison. */
  compare(request: ComparisonRequest, init: { signal?: AbortSignal } = {}): ComparisonRun {
    return new ComparisonRun(() => this.followComparison(request, init.signal));
  }

  /**
   * Follows a comparison that is already running (started elsewhere, or before a restart): its
   * events after `lastEventId` (all of its current state without one), resumed like compare().
   */
  follow(comparisonId: string, init: { lastEventId?: number; signal?: AbortSignal } = {}): ComparisonRun {
    return new ComparisonRun(() => this.followStream(null, comparisonId, init.lastEventId ?? 0, init.signal));
  }

  /** A stored comparison by id or slug. */
  get(idOrSlug: string): Promise<ComparisonData> {
    return this.json<ComparisonData>(`/api/comparisons/${encodeURIComponent(idOrSlug)}`);
  }

  /** The public feed (searchable with `q`), one page. */
  feed(query: FeedQuery = {}): Promise<Page<ComparisonSummary>> {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
    const qs = params.toString();
    return this.json<Page<ComparisonSummary>>(`/api/comparisons${qs ? `?${qs}` : ''}`);
  }

  /** A comparison as a JSON, CSV, Markdown or PDF file. */
  async export(idOrSlug: string, format: ExportFormat = 'json'): Promise<ExportedFile> {
    const res = await this.request(`/api/comparisons/${encodeURIComponent(idOrSlug)}/export?format=${format}`);
    const data = new Uint8Array(await res.arrayBuffer());
    const fileName = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? null;
    return { contentType: res.headers.get('content-type') ?? '', fileName, data, text: () => new TextDecoder().decode(data) };
  }

  /** Reviews a cell of your comparison (needs the `compare` scope); the comparison as every reader now sees it. */
  async review(comparisonId: string, review: ReviewRequest): Promise<ComparisonData> {
    const res = await this.request(`/api/comparisons/${encodeURIComponent(comparisonId)}/reviews`, {
      method: 'POST',
      body: JSON.stringify(review),
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    });
    return (await res.json()) as ComparisonData;
  }

  /** Undoes one review of your comparison (needs the `compare` scope). */
  async undoReview(comparisonId: string, reviewId: string): Promise<ComparisonData> {
    const res = await this.request(`/api/comparisons/${encodeURIComponent(comparisonId)}/reviews/${encodeURIComponent(reviewId)}`, { method: 'DELETE', headers: { Accept: 'application/json' } });
    return (await res.json()) as ComparisonData;
  }

  private async *followComparison(request: ComparisonRequest, signal?: AbortSignal): AsyncGenerator<StreamEvent> {
    const started = await this.request('/api/compare', { method: 'POST', body: JSON.stringify(request), headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' }, signal });
    yield* this.followStream(started.body, undefined, 0, signal);
  }

  /**
   * Relays a comparison's events from `body` (or, without one, from its events endpoint) until
   * `done` or `error`; whenever the stream ends early it is opened again with Last-Event-ID.
   */
  private async *followStream(body: ReadableStream<Uint8Array> | null, id: string | undefined, afterSeq: number, signal?: AbortSignal): AsyncGenerator<StreamEvent> {
    let lastSeq = afterSeq;
    let comparisonId = id;
    let attempts = 0;
    for (;;) {
      if (body) {
        try {
          for await (const event of readStreamEvents(body, signal)) {
            lastSeq = Math.max(lastSeq, event.seq);
            comparisonId ??= event.event === 'done' ? event.data.id : event.data.comparisonId;
            yield event;
            if (event.event !== 'progress') return;
          }
        } catch (err) {
          // A connection cut mid-stream is what resuming is for; anything the caller asked for is not.
          if (signal?.aborted) throw err;
        }
        if (++attempts > (this.options.maxResumes ?? 20)) throw new JuxtaStreamError(`The progress stream of ${comparisonId ?? 'the comparison'} could not be resumed.`);
        await delay(this.options.resumeDelayMs ?? 500, signal);
      }
      if (!comparisonId) throw new JuxtaStreamError('The progress stream ended before naming its comparison.');
      try {
        const headers: Record<string, string> = { Accept: 'text/event-stream' };
        if (lastSeq > 0) headers['Last-Event-ID'] = String(lastSeq);
        body = (await this.request(`/api/comparisons/${encodeURIComponent(comparisonId)}/events`, { headers, signal })).body;
      } catch (err) {
        // 4xx (deleted, no longer visible, token revoked) will not get better; network errors and 5xx might.
        if (err instanceof JuxtaApiError && err.status < 500 && err.status !== 429) throw err;
        if (signal?.aborted) throw err;
        if (++attempts > (this.options.maxResumes ?? 20)) throw err;
        await delay(this.options.resumeDelayMs ?? 500, signal);
        body = null;
      }
    }
  }

  private async json<T>(path: string): Promise<T> {
    return (await (await this.request(path, { headers: { Accept: 'application/json' } })).json()) as T;
  }

  private async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.options.token) headers.set('Authorization', `Bearer ${this.options.token}`);
    const res = await this.fetchFn(`${this.baseUrl}${path}`, { ...init, headers });
    if (!res.ok) {
      const body = (await res.json().catch(() => null)) as ApiErrorBody | null;
      throw new JuxtaApiError(res.status, body && typeof body.error === 'string' ? body : { error: `HTTP ${res.status}` });
    }
    return res;
  }
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}
