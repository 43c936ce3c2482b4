import type { AppConfig } from '@juxta/config';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from '../errors/app-errors';

/**
 * Named limits per client address; counted in Redis so they hold across API instances. (Starting
 * comparisons is limited per user in Postgres, with the other per-user limits: start_comparison.)
 */
const POLICIES = {
  'sign-up': { points: 10, duration: 3600, message: 'Too many sign-ups from this address. Try again later.' },
  'sign-in': { points: 30, duration: 300, message: 'Too many sign-in attempts from this address. Try again later.' },
  search: { points: 120, duration: 60, message: 'Too many searches. Slow down a little.' },
  // A PDF costs a render thread ~0.2 s (fonts, layout); other export formats are not counted.
  'pdf-export': { points: 30, duration: 60, message: 'Too many PDF exports. Try again in a minute.' },
} as const;

export type RateLimitPolicy = keyof typeof POLICIES;

/** The named limits' counters in Redis: the HTTP routes (RateLimitGuard) and the MCP tools spend the same ones. */
export class NamedRateLimits {
  private readonly limiters = new Map<RateLimitPolicy, RateLimiterRedis>();

  constructor(
    private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  /** Counts one use by a client address; RateLimitedError (429, Retry-After) when the limit is spent. */
  async consume(policy: RateLimitPolicy, address: string): Promise<void> {
    try {
      await this.limiter(policy).consume(`ip:${address}`);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw new RateLimitedError(POLICIES[policy].message, err.msBeforeNext / 1000);
      throw err;
    }
  }

  private limiter(policy: RateLimitPolicy): RateLimiterRedis {
    let limiter = this.limiters.get(policy);
    if (!limiter) {
      const { points, duration } = POLICIES[policy];
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `${this.config.redisPrefix}:rl:${policy}`,
        points: Math.max(1, Math.round(points * this.config.quotas.rateLimitMultiplier)),
        duration,
      });
      this.limiters.set(policy, limiter);
    }
    return limiter;
  }
}
