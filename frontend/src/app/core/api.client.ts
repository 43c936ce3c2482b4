import { Injectable, InjectionToken, inject } from '@angular/core';
import type {
  AddSourceRequest,
  ApiToken,
  AuthResponse,
  CancelAccepted,
  CategoryCount,
  ComparisonData,
  ComparisonRequest,
  ComparisonSummary,
  CreateApiTokenRequest,
  CreatedApiToken,
  Page,
  ProfileResponse,
  ResearchCapabilities,
  OptionalSessionResponse,
  ReviewRequest,
  SessionResponse,
  UserSource,
  Watch,
  WatchChangesPage,
  WatchRequest,
  WatchSaved,
} from '@juxta/contracts';
import { ApiError, NETWORK_ERROR_MESSAGE, apiErrorFrom } from './api-error';

/** The fetch implementation the app uses (replaced by fakes in tests). */
export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

export const FETCH = new InjectionToken<FetchFn>('FETCH', {
  providedIn: 'root',
  factory: () => (input, init) => globalThis.fetch(input, init),
});

export type FeedSort = 'recent' | 'popular';
export type ExportFormat = 'json' | 'csv' | 'md' | 'pdf';

export interface FeedQuery {
  q?: string | null;
  category?: string | null;
  sort?: FeedSort | null;
  limit?: number;
  cursor?: string | null;
}

export interface SignUpBody {
  name: string;
  email: string;
  password: string;
  callbackUrl?: string;
}

export interface SignInBody {
  email: string;
  password: string;
  callbackUrl?: string;
}

export interface ComparisonPatch {
  isPublic?: boolean;
  title?: string;
  tags?: string[];
}

const API = '/api';

function queryString(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}

const seg = (value: string) => encodeURIComponent(value);

/**
 * Thin wrappers over every endpoint of the HTTP contract (spec/api.md). JSON endpoints resolve
 * with the parsed body or reject with an {@link ApiError} holding the API's `{error}` message.
 * The streaming endpoints return the raw `Response`: {@link ComparisonStream} reads them.
 */
@Injectable({ providedIn: 'root' })
export class ApiClient {
  private readonly fetchFn = inject(FETCH);

  /** Called when a request that needed a session answered 401 (the session expired). */
  onUnauthorized: (() => void) | null = null;

  // ---- accounts -------------------------------------------------------------------------

  /** The signed-in user, or null without a session. */
  async session(): Promise<SessionResponse | null> {
    try {
      // `optional`: signed out answers 200 {user: null}, so a signed-out page logs no 401.
      const res = await this.json<OptionalSessionResponse>('GET', '/auth/session?optional=true', undefined, { quiet401: true });
      return res.user ? { user: res.user } : null;
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return null;
      throw err;
    }
  }

  signUp(body: SignUpBody): Promise<AuthResponse> {
    return this.json<AuthResponse>('POST', '/auth/sign-up', body, { quiet401: true });
  }

  signIn(body: SignInBody): Promise<AuthResponse> {
    return this.json<AuthResponse>('POST', '/auth/sign-in', body, { quiet401: true });
  }

  signOut(): Promise<{ redirectTo: string }> {
    return this.json<{ redirectTo: string }>('POST', '/auth/sign-out', undefined, { quiet401: true });
  }

  // ---- comparisons ----------------------------------------------------------------------

  getComparison(slugOrId: string): Promise<ComparisonData> {
    return this.json<ComparisonData>('GET', `/comparisons/${seg(slugOrId)}`, undefined, { quiet401: true });
  }

  listComparisons(query: FeedQuery = {}): Promise<Page<ComparisonSummary>> {
    return this.json<Page<ComparisonSummary>>(
      'GET',
      `/comparisons${queryString({ q: query.q, category: query.category, sort: query.sort, limit: query.limit, cursor: query.cursor })}`,
    );
  }

  categories(): Promise<CategoryCount[]> {
    return this.json<CategoryCount[]>('GET', '/categories');
  }

  me(): Promise<ProfileResponse> {
    return this.json<ProfileResponse>('GET', '/me');
  }

  myComparisons(query: { limit?: number; cursor?: string | null } = {}): Promise<Page<ComparisonSummary>> {
    return this.json<Page<ComparisonSummary>>('GET', `/me/comparisons${queryString({ limit: query.limit, cursor: query.cursor })}`);
  }

  updateComparison(id: string, patch: ComparisonPatch): Promise<ComparisonData> {
    return this.json<ComparisonData>('PATCH', `/comparisons/${seg(id)}`, patch);
  }

  /** POST /api/comparisons/{id}/cancel — stops the research; its stream then ends with the `error` event. */
  cancelComparison(id: string): Promise<CancelAccepted> {
    return this.json<CancelAccepted>('POST', `/comparisons/${seg(id)}/cancel`);
  }

  /** POST /api/comparisons/{id}/reviews — the author reviews a cell; the comparison as every reader now sees it. */
  reviewComparison(id: string, review: ReviewRequest): Promise<ComparisonData> {
    return this.json<ComparisonData>('POST', `/comparisons/${seg(id)}/reviews`, review);
  }

  /** DELETE /api/comparisons/{id}/reviews/{reviewId} — undoes one review. */
  undoReview(id: string, reviewId: string): Promise<ComparisonData> {
    return this.json<ComparisonData>('DELETE', `/comparisons/${seg(id)}/reviews/${seg(reviewId)}`);
  }

  async deleteComparison(id: string): Promise<void> {
    await this.json<unknown>('DELETE', `/comparisons/${seg(id)}`);
  }

  /** A download link (the API answers with `Content-Disposition: attachment`). */
  exportUrl(slugOrId: string, format: ExportFormat): string {
    return `${API}/comparisons/${seg(slugOrId)}/export?format=${format}`;
  }

  // ---- watches: scheduled reruns and what they found (issue #20) ----------------------

  /** PUT /api/comparisons/{id}/watch — creates or changes the watch; a new webhook URL's secret comes back once. */
  watchComparison(id: string, body: WatchRequest): Promise<WatchSaved> {
    return this.json<WatchSaved>('PUT', `/comparisons/${seg(id)}/watch`, body);
  }

  async unwatchComparison(id: string): Promise<void> {
    await this.json<unknown>('DELETE', `/comparisons/${seg(id)}/watch`);
  }

  listWatches(): Promise<Watch[]> {
    return this.json<Watch[]>('GET', '/me/watches');
  }

  listChanges(): Promise<WatchChangesPage> {
    return this.json<WatchChangesPage>('GET', '/me/changes');
  }

  /** Marks the given entries of "What changed" read, or all of them. */
  markChangesRead(ids?: string[]): Promise<{ unread: number }> {
    return this.json<{ unread: number }>('POST', '/me/changes/read', ids ? { ids } : {});
  }

  // ---- evidence: where it comes from, and sources users add (issue #15) ----------------

  capabilities(): Promise<ResearchCapabilities> {
    return this.json<ResearchCapabilities>('GET', '/research/capabilities');
  }

  listSources(item?: string | null): Promise<UserSource[]> {
    return this.json<UserSource[]>('GET', `/sources${queryString({ item })}`);
  }

  addSource(body: AddSourceRequest): Promise<UserSource> {
    return this.json<UserSource>('POST', '/sources', body);
  }

  setSourceShared(id: string, shared: boolean): Promise<UserSource> {
    return this.json<UserSource>('PATCH', `/sources/${seg(id)}`, { shared });
  }

  async deleteSource(id: string): Promise<void> {
    await this.json<unknown>('DELETE', `/sources/${seg(id)}`);
  }

  listApiTokens(): Promise<ApiToken[]> {
    return this.json<ApiToken[]>('GET', '/me/tokens');
  }

  /** The answer holds the token's secret: the only time it is ever shown. */
  createApiToken(body: CreateApiTokenRequest): Promise<CreatedApiToken> {
    return this.json<CreatedApiToken>('POST', '/me/tokens', body);
  }

  async revokeApiToken(id: string): Promise<void> {
    await this.json<unknown>('DELETE', `/me/tokens/${seg(id)}`);
  }

  health(): Promise<{ status: string }> {
    return this.json<{ status: string }>('GET', '/health');
  }

  // ---- research streams (raw responses; see ComparisonStream) ---------------------------

  /** POST /api/compare — answers with an SSE stream. Never retried by the app. */
  openCompareStream(request: ComparisonRequest, signal?: AbortSignal): Promise<Response> {
    return this.fetchFn(`${API}/compare`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(request),
      credentials: 'same-origin',
      cache: 'no-store',
      signal,
    });
  }

  /** POST /api/comparisons/{id}/rerun — a fresh research of the same request, same stream. */
  openRerunStream(id: string, signal?: AbortSignal): Promise<Response> {
    return this.fetchFn(`${API}/comparisons/${seg(id)}/rerun`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: '{}',
      credentials: 'same-origin',
      cache: 'no-store',
      signal,
    });
  }

  /** GET /api/comparisons/{id}/events — resumes a stream after `Last-Event-ID`. */
  openEventsStream(id: string, lastEventId: string | null, signal?: AbortSignal): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    return this.fetchFn(`${API}/comparisons/${seg(id)}/events`, {
      method: 'GET',
      headers,
      credentials: 'same-origin',
      cache: 'no-store',
      signal,
    });
  }

  /** Turns a non-2xx streaming response into an ApiError (and reports an expired session). */
  async errorFrom(response: Response): Promise<ApiError> {
    const error = await apiErrorFrom(response);
    if (error.status === 401) this.onUnauthorized?.();
    return error;
  }

  // ---- plumbing -------------------------------------------------------------------------

  private async json<T>(method: string, path: string, body?: unknown, opts: { quiet401?: boolean } = {}): Promise<T> {
    const unsafe = method !== 'GET' && method !== 'HEAD';
    const headers: Record<string, string> = { Accept: 'application/json' };
    // Every unsafe request is JSON (the API refuses other content types with 415).
    if (unsafe) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await this.fetchFn(`${API}${path}`, {
        method,
        headers,
        body: body !== undefined ? JSON.stringify(body) : unsafe && method !== 'DELETE' ? '{}' : undefined,
        credentials: 'same-origin',
        cache: 'no-store',
      });
    } catch {
      throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
    }
    if (!response.ok) {
      const error = await apiErrorFrom(response);
      if (error.status === 401 && !opts.quiet401) this.onUnauthorized?.();
      throw error;
    }
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    if (!text) return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ApiError('The server sent an answer Juxta could not read.', response.status);
    }
  }
}
