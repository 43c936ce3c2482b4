import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@juxta/config';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from '../common/errors/app-errors';
import { APP_CONFIG } from '../common/infrastructure/app-config.provider';
import { REDIS } from '../common/infrastructure/redis.module';

/** Counts failed sign-ins per (e-mail, address) in Redis, so the limit holds across API instances. */
@Injectable()
export class SignInThrottle {
  private readonly limiter: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${config.redisPrefix}:signin-fail`,
      points: config.login.maxFailures,
      duration: config.login.windowSeconds,
      // Redis errors must surface (503), not silently allow unlimited guessing.
      insuranceLimiter: undefined,
    });
  }

  private key(email: string, ip: string): string {
    return `${email.trim().toLowerCase()}|${ip}`;
  }

  /** Throws RateLimitedError when this e-mail and address already used up their failures. */
  async assertAllowed(email: string, ip: string): Promise<void> {
    const state = await this.limiter.get(this.key(email, ip));
    if (state && state.consumedPoints >= this.config.login.maxFailures) {
      throw this.limited(state);
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await this.limiter.penalty(this.key(email, ip), 1);
  }

  async reset(email: string, ip: string): Promise<void> {
    await this.limiter.delete(this.key(email, ip));
  }

  private limited(state: RateLimiterRes): RateLimitedError {
    return new RateLimitedError('Too many failed sign-ins. Try again later.', state.msBeforeNext / 1000);
  }
}
