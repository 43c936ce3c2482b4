import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@juxta/config';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from '../common/errors/app-errors';
import { APP_CONFIG } from '../common/infrastructure/app-config.provider';
import { REDIS } from '../common/infrastructure/redis.module';

/** How long an address where the account signed in stays trusted past the account-wide cap. */
const KNOWN_ADDRESS_TTL_SECONDS = 30 * 24 * 3600;

/**
 * Sign-in attempts counted in Redis, so the limits hold across API instances.
 *
 * An attempt is consumed *before* the password is checked (one atomic INCR per limiter), so
 * parallel guesses cannot all pass a check-then-record gap: at most `maxFailures` argon2
 * checks per (e-mail, address) and window. A success clears the counters.
 *
 * The account-wide cap (per e-mail, across addresses) stops a botnet spreading guesses over
 * many addresses. It is a window, not a lock: refusals carry `Retry-After` and end with the
 * window, and addresses where the account signed in before skip it, so an attacker cannot hold
 * the owner out of their own account (they still have the per-address limit).
 */
@Injectable()
export class SignInThrottle {
  private readonly perAddress: RateLimiterRedis;
  private readonly perAccount: RateLimiterRedis;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // Redis errors must surface (503), not silently allow unlimited guessing: no insurance limiter.
    this.perAddress = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${config.redisPrefix}:signin-fail`,
      points: config.login.maxFailures,
      duration: config.login.windowSeconds,
    });
    this.perAccount = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${config.redisPrefix}:signin-account`,
      points: config.login.accountMaxFailures,
      duration: config.login.windowSeconds,
    });
  }

  private account(email: string): string {
    return email.trim().toLowerCase();
  }

  private key(email: string, ip: string): string {
    return `${this.account(email)}|${ip}`;
  }

  private knownKey(email: string): string {
    return `${this.config.redisPrefix}:signin-known:${this.account(email)}`;
  }

  /** Takes one attempt from this e-mail and address (and the account unless the address is known); throws RateLimitedError when none is left. */
  async consume(email: string, ip: string): Promise<void> {
    await this.take(this.perAddress, this.key(email, ip));
    const known = (await this.redis.sismember(this.knownKey(email), ip)) === 1;
    if (!known) await this.take(this.perAccount, this.account(email));
  }

  /** A successful sign-in: the counters start again and the address is remembered for the account. */
  async succeeded(email: string, ip: string): Promise<void> {
    await Promise.all([this.perAddress.delete(this.key(email, ip)), this.perAccount.delete(this.account(email))]);
    await this.redis.multi().sadd(this.knownKey(email), ip).expire(this.knownKey(email), KNOWN_ADDRESS_TTL_SECONDS).exec();
  }

  private async take(limiter: RateLimiterRedis, key: string): Promise<void> {
    try {
      await limiter.consume(key, 1);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw this.limited(err);
      throw err;
    }
  }

  private limited(state: RateLimiterRes): RateLimitedError {
    return new RateLimitedError('Too many failed sign-ins. Try again later.', Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
  }
}
