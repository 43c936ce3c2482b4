import { Inject, Injectable } from '@nestjs/common';
import { type AppConfig, comparisonStartLimits } from '@juxta/config';
import type { StartOutcome } from '@juxta/persistence';
import { RateLimitedError } from '../common/errors/app-errors';
import { APP_CONFIG } from '../common/infrastructure/app-config.provider';

/**
 * Per-user limits on starting research: a few at once, an hourly rate and a daily cap. Postgres
 * checks them under a per-user advisory lock in the same round trip as the insert
 * (`start_comparison`), so concurrent requests cannot slip past a limit together, on any API
 * instance; this service supplies the limits and words the refusal.
 */
@Injectable()
export class ComparisonQuotaService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** start_comparison's last four arguments: active, hourly and daily limits, and the seconds after which a researching row no longer counts. */
  limits(): [maxActive: number, hourly: number, daily: number, staleAfterSeconds: number] {
    return comparisonStartLimits(this.config);
  }

  /** The 429 for a refused start. */
  refusal(outcome: Exclude<StartOutcome, 'created'>, retryAfterSeconds: number | null): RateLimitedError {
    const retryAfter = Math.max(1, retryAfterSeconds ?? 60);
    if (outcome === 'active-limit') {
      return new RateLimitedError(`You already have ${this.config.quotas.maxActivePerUser} comparisons researching. Wait for one to finish.`, retryAfter);
    }
    if (outcome === 'hourly-limit') return new RateLimitedError('Too many comparisons started. Try again later.', retryAfter);
    return new RateLimitedError(`You reached the daily limit of ${this.config.quotas.dailyPerUser} comparisons. Try again later.`, retryAfter);
  }
}
