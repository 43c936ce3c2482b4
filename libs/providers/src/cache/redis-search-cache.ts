import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { SearchCache, SearchHit } from '@juxta/research';

export interface RedisSearchCacheOptions {
  /** Prepended to every key; `juxta:` when not given. */
  prefix?: string;
  /** How long results are kept; 24 hours when not given. */
  ttlSeconds?: number;
  /**
   * Longest wait for Redis, in ms; 1000 when not given. While Redis is down ioredis queues
   * commands and retries, and research must not wait on a cache for that.
   */
  timeoutMs?: number;
}

/**
 * Search results in Redis per (provider, query), as JSON with a TTL. Every failure is a miss
 * or a skipped write: a cache never breaks research.
 */
export class RedisSearchCache implements SearchCache {
  private readonly prefix: string;
  private readonly ttlSeconds: number;
  private readonly timeoutMs: number;

  constructor(
    private readonly redis: Redis,
    options: RedisSearchCacheOptions = {},
  ) {
    this.prefix = options.prefix ?? 'juxta:';
    this.ttlSeconds = options.ttlSeconds ?? 24 * 60 * 60;
    this.timeoutMs = options.timeoutMs ?? 1000;
  }

  /** The key a (provider, query) pair is stored under; the query is hashed to bound key length. */
  key(provider: string, queryText: string): string {
    const hash = createHash('sha256').update(queryText).digest('hex');
    return `${this.prefix}search:${provider}:${hash}`;
  }

  /** The cached hits, or undefined on a miss, on unreadable data or when Redis fails. */
  async get(provider: string, queryText: string): Promise<SearchHit[] | undefined> {
    try {
      const raw = await this.withTimeout(this.redis.get(this.key(provider, queryText)));
      if (raw == null) return undefined;
      const value: unknown = JSON.parse(raw);
      return Array.isArray(value) ? (value as SearchHit[]) : undefined;
    } catch {
      return undefined;
    }
  }

  /** Stores the hits with the TTL; a Redis failure is ignored. */
  async set(provider: string, queryText: string, hits: SearchHit[]): Promise<void> {
    try {
      await this.withTimeout(this.redis.set(this.key(provider, queryText), JSON.stringify(hits), 'EX', this.ttlSeconds));
    } catch {
      // Degrade silently: the next search simply misses.
    }
  }

  private withTimeout<T>(operation: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Redis did not answer in time')), this.timeoutMs);
    });
    // A late rejection after the timeout must not surface as an unhandled rejection.
    operation.catch(() => undefined);
    return Promise.race([operation, timeout]).finally(() => clearTimeout(timer));
  }
}
