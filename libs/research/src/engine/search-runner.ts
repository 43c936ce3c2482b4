import { isCategory } from '@juxta/contracts';
import { abortable, isAbortError, ResearchAbortedError, throwIfAborted } from './abort';
import { mapWithConcurrency } from './concurrency';
import type { SearchCache, SearchHit, SearchProvider, SearchQuery } from '../ports';
import { ProviderError } from '../ports';
import { callWithTimeout } from './provider-call';
import { type DomainPolicy, domainAllowed } from './source-domains';

/** One hit with where it came from: which query, which provider, at which rank. */
export interface HitRecord {
  hit: SearchHit;
  query: number;
  provider: number;
  rank: number;
}

/** A provider that failed for an item, and why (for logs; messages to people stay generic). */
export interface ProviderFailure {
  provider: string;
  item: string;
  error: unknown;
}

export interface SearchRunnerOptions {
  providers: readonly SearchProvider[];
  cache?: SearchCache;
  timeoutMs: number;
  /** Searches in flight at once for one item. */
  concurrency: number;
  signal?: AbortSignal;
  /** Passed on with every query (private corpus sources). */
  ownerId?: string;
  /** Hits of web (not local) providers outside this policy are dropped. */
  domains?: DomainPolicy;
  /** Called once per provider and item, the first time the provider fails for the item. */
  onFailure?: (failure: ProviderFailure) => void;
}

/**
 * Sends an item's queries to every provider, through the cache, with a time limit per call.
 * A provider that fails is reported once and skipped for the rest of the item's queries.
 */
export class SearchRunner {
  private readonly failed = new Map<string, Set<number>>();

  constructor(private readonly options: SearchRunnerOptions) {}

  /** Providers (by name) that have failed for the item so far. */
  failedProviders(item: string): string[] {
    return [...(this.failed.get(item) ?? [])].sort((a, b) => a - b).map((p) => this.options.providers[p].name);
  }

  /** Runs the queries; `firstQuery` numbers them so records from several calls stay ordered. */
  async run(item: string, queries: readonly SearchQuery[], firstQuery = 0): Promise<HitRecord[]> {
    const jobs = queries.flatMap((query, q) => this.options.providers.map((_, p) => ({ query, q: firstQuery + q, p })));
    const perJob = await mapWithConcurrency(jobs, this.options.concurrency, async (job) => {
      throwIfAborted(this.options.signal);
      if (this.failed.get(item)?.has(job.p)) return [];
      try {
        const hits = await this.search(this.options.providers[job.p], job.query);
        return hits.map((hit, rank): HitRecord => ({ hit, query: job.q, provider: job.p, rank }));
      } catch (error) {
        // Only our own signal cancels the run; a provider's internal abort is just a failure.
        if (this.options.signal?.aborted) throw isAbortError(error) ? error : new ResearchAbortedError(this.options.signal.reason);
        this.markFailed(item, job.p, error);
        return [];
      }
    });
    // Input order, not arrival order: the same answers always give the same sources.
    return perJob.flat();
  }

  private markFailed(item: string, provider: number, error: unknown) {
    const set = this.failed.get(item) ?? new Set<number>();
    if (set.has(provider)) return;
    set.add(provider);
    this.failed.set(item, set);
    this.options.onFailure?.({ provider: this.options.providers[provider].name, item, error });
  }

  private async search(provider: SearchProvider, query: SearchQuery): Promise<SearchHit[]> {
    const { signal } = this.options;
    const cache = provider.local ? undefined : this.options.cache;
    const cached = cache ? await abortable(cache.get(provider.name, query.text).catch(() => undefined), signal) : undefined;
    if (cached) return this.withinPolicy(provider, sanitiseHits(cached, provider.name, query.limit));
    const ownerId = this.options.ownerId;
    const raw = await callWithTimeout(
      (s) => provider.search(ownerId ? { ...query, ownerId } : query, s),
      this.options.timeoutMs,
      () => new ProviderError(provider.name, `${provider.name} timed out after ${this.options.timeoutMs} ms`),
      signal,
    );
    const hits = sanitiseHits(raw, provider.name, query.limit);
    if (cache) {
      // A cache that is down must not fail the research; the hits are still good.
      await abortable(cache.set(provider.name, query.text, hits).catch(() => undefined), signal);
    }
    return this.withinPolicy(provider, hits);
  }

  /** The cache keeps every hit; the policy is per comparison, so it filters after the cache. */
  private withinPolicy(provider: SearchProvider, hits: SearchHit[]): SearchHit[] {
    const { domains } = this.options;
    if (provider.local || !domains) return hits;
    return hits.filter((h) => domainAllowed(h.url, domains));
  }
}

/** Keeps well-formed hits only, at most `limit`, each attributed to its provider. */
export function sanitiseHits(raw: unknown, provider: string, limit: number): SearchHit[] {
  if (!Array.isArray(raw)) throw new ProviderError(provider, `${provider} returned something that is not a list of hits`);
  const hits: SearchHit[] = [];
  for (const entry of raw as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const h = entry as Partial<SearchHit>;
    if (typeof h.url !== 'string' || typeof h.title !== 'string') continue;
    hits.push({
      title: h.title.trim(),
      url: h.url.trim(),
      snippet: typeof h.snippet === 'string' ? h.snippet : '',
      ...(typeof h.content === 'string' && h.content.trim() ? { content: h.content } : {}),
      provider: typeof h.provider === 'string' && h.provider ? h.provider : provider,
      ...(h.addedByUser === true ? { addedByUser: true } : {}),
      ...(h.addedByAuthor === true ? { addedByAuthor: true } : {}),
      ...(typeof h.documentUrl === 'string' && h.documentUrl ? { documentUrl: h.documentUrl } : {}),
      ...(isCategory(h.category) ? { category: h.category } : {}),
    });
    if (hits.length >= limit) break;
  }
  return hits;
}
