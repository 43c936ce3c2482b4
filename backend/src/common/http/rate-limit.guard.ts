import { type CanActivate, type ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AppConfig } from '@juxta/config';
import type { Request } from 'express';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from '../errors/app-errors';
import { APP_CONFIG } from '../infrastructure/app-config.provider';
import { REDIS } from '../infrastructure/redis.module';

/**
 * Named limits per client address; counted in Redis so they hold across API instances. (Starting
 * comparisons is limited per user in Postgres, with the other per-user limits: start_comparison.)
 */
const POLICIES = {
  'sign-up': { points: 10, duration: 3600, message: 'Too many sign-ups from this address. Try again later.' },
  'sign-in': { points: 30, duration: 300, message: 'Too many sign-in attempts from this address. Try again later.' },
  search: { points: 120, duration: 60, message: 'Too many searches. Slow down a little.' },
  // A PDF costs the API ~0.1 s of CPU (fonts, layout); other export formats are not counted.
  'pdf-export': { points: 30, duration: 60, message: 'Too many PDF exports. Try again in a minute.' },
} as const;

export type RateLimitPolicy = keyof typeof POLICIES;
const KEY = 'juxta:rate-limit';

/** Applies a named rate limit to a route (the client address comes from trusted proxies only). */
export const RateLimit = (policy: RateLimitPolicy) => SetMetadata(KEY, policy);

@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly limiters = new Map<RateLimitPolicy, RateLimiterRedis>();

  constructor(
    private readonly reflector: Reflector,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.get<RateLimitPolicy | undefined>(KEY, context.getHandler());
    if (!policy) return true;
    const req = context.switchToHttp().getRequest<Request>();
    // Only searches with a query count toward the search limit; browsing the feed is free.
    if (policy === 'search' && !req.query?.q) return true;
    if (policy === 'pdf-export' && req.query?.format !== 'pdf') return true;
    const rule = POLICIES[policy];
    const subject = `ip:${req.ip ?? 'unknown'}`;
    try {
      await this.limiter(policy).consume(subject);
      return true;
    } catch (err) {
      if (err instanceof RateLimiterRes) throw new RateLimitedError(rule.message, err.msBeforeNext / 1000);
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
