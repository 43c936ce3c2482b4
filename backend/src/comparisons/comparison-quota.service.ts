import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@juxta/config';
import type { EntityManager } from 'typeorm';
import { RateLimitedError } from '../common/errors/app-errors';
import { APP_CONFIG } from '../common/infrastructure/app-config.provider';

/** Per-user limits on starting research: a few at once, and a daily cap. */
@Injectable()
export class ComparisonQuotaService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * Checks inside the inserting transaction, under a per-user advisory lock, so concurrent
   * requests cannot slip past the limit together.
   */
  async assertAllowed(tx: EntityManager, userId: string): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`juxta-quota:${userId}`]);
    // Rows stuck in researching past the research time limit do not block the user forever.
    const staleAfterSeconds = Math.ceil(this.config.research.timeoutMs / 1000) + 600;
    const [row]: { active: string; today: string; oldest_today: Date | null }[] = await tx.query(
      `SELECT count(*) FILTER (WHERE status = 'researching' AND created_at > now() - make_interval(secs => $2)) AS active,
              count(*) FILTER (WHERE created_at > now() - interval '1 day') AS today,
              min(created_at) FILTER (WHERE created_at > now() - interval '1 day') AS oldest_today
         FROM comparisons WHERE user_id = $1`,
      [userId, staleAfterSeconds],
    );
    const { maxActivePerUser, dailyPerUser } = this.config.quotas;
    if (Number(row.active) >= maxActivePerUser) {
      throw new RateLimitedError(
        `You already have ${maxActivePerUser} comparisons researching. Wait for one to finish.`,
        30,
      );
    }
    if (Number(row.today) >= dailyPerUser) {
      const resetsIn = row.oldest_today ? (new Date(row.oldest_today).getTime() + 86_400_000 - Date.now()) / 1000 : 3600;
      throw new RateLimitedError(`You reached the daily limit of ${dailyPerUser} comparisons. Try again later.`, resetsIn);
    }
  }
}
