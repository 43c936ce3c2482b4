import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ProfileStats } from '@juxta/contracts';
import type { DataSource } from 'typeorm';

/** A user's statistics, each computed in SQL over their comparisons. */
@Injectable()
export class ProfileService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async stats(userId: string): Promise<ProfileStats> {
    const [[counts], topItems, [tokens]] = await Promise.all([
      this.db.query(
        `SELECT count(*)::int AS comparisons,
                count(*) FILTER (WHERE is_public)::int AS public,
                count(*) FILTER (WHERE status = 'completed')::int AS completed,
                count(*) FILTER (WHERE status = 'failed' AND NOT partial)::int AS failed,
                count(*) FILTER (WHERE status = 'failed' AND partial)::int AS cancelled,
                coalesce(sum(view_count), 0)::int AS "totalViews"
           FROM comparisons WHERE user_id = $1`,
        [userId],
      ) as Promise<Omit<ProfileStats, 'topItems'>[]>,
      // The most compared items, by name ignoring case (shown as first written).
      this.db.query(
        `SELECT min(item) AS name, count(*)::int AS count
           FROM comparisons, unnest(item_names) AS item
          WHERE user_id = $1
          GROUP BY lower(item)
          ORDER BY count DESC, lower(item) ASC
          LIMIT 5`,
        [userId],
      ) as Promise<{ name: string; count: number }[]>,
      // Token sums can pass 2^31 over a month of a busy account: summed as bigint, sent as a number.
      this.db.query(
        `SELECT coalesce(sum((usage->>'inputTokens')::bigint), 0)::float8 AS "inputTokens",
                coalesce(sum((usage->>'outputTokens')::bigint), 0)::float8 AS "outputTokens",
                count(*)::int AS comparisons
           FROM comparisons
          WHERE user_id = $1 AND usage IS NOT NULL
            AND created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
        [userId],
      ) as Promise<ProfileStats['tokensThisMonth'][]>,
    ]);
    return { ...counts, topItems, tokensThisMonth: tokens };
  }
}
