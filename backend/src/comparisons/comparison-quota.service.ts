import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@juxta/config';
import { RateLimitedError } from '../common/errors/app-errors';
import { APP_CONFIG } from '../common/infrastructure/app-config.provider';

/** What `start_comparison` (migration 1763900000000) answers. */
export type StartOutcome = 'created' | 'active-limit' | 'daily-limit';

/**
 * Per-user limits on starting research: a few at once, and a daily cap. Postgres checks them
 * under a per-user advisory lock in the same round trip as the insert (`start_comparison`), so
 * concurrent requests cannot slip past the limit together; this service supplies the limits
 * and words the refusal.
 */
@Injectable()
export class ComparisonQuotaService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** start_comparison's last three arguments: active limit, daily limit, seconds after which a researching row no longer counts. */
  limits(): [maxActive: number, daily: number, staleAfterSeconds: number] {
    const { maxActivePerUser, dailyPerUser } = this.config.quotas;
    // Rows stuck in researching past the research time limit do not block the user forever.
    return [maxActivePerUser, dailyPerUser, Math.ceil(this.config.research.timeoutMs / 1000) + 600];
  }

  /** The 429 for a refused start. */
  refusal(outcome: Exclude<StartOutcome, 'created'>, oldestToday: Date | null): RateLimitedError {
    const { maxActivePerUser, dailyPerUser } = this.config.quotas;
    if (outcome === 'active-limit') {
      return new RateLimitedError(`You already have ${maxActivePerUser} comparisons researching. Wait for one to finish.`, 30);
    }
    const resetsIn = oldestToday ? (new Date(oldestToday).getTime() + 86_400_000 - Date.now()) / 1000 : 3600;
    return new RateLimitedError(`You reached the daily limit of ${dailyPerUser} comparisons. Try again later.`, resetsIn);
  }
}
