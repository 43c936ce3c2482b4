import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AppConfig } from '@juxta/config';
import { ComparisonEntity } from '@juxta/persistence';
import type Redis from 'ioredis';
import { Repository } from 'typeorm';
import { APP_CONFIG } from '../common/infrastructure/app-config.provider';
import { REDIS } from '../common/infrastructure/redis.module';

const SEEN_TTL_SECONDS = 30 * 24 * 3600;

/**
 * Counts a view once per viewer per comparison: SADD in Redis says whether this viewer is new
 * (atomic, shared by every API instance), and only then Postgres adds one (also atomic).
 */
@Injectable()
export class ViewCounterService {
  constructor(
    @InjectRepository(ComparisonEntity) private readonly comparisons: Repository<ComparisonEntity>,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Returns the view count after this view; the owner's views never count. */
  async record(row: ComparisonEntity, viewerKey: string, isOwner: boolean): Promise<number> {
    if (isOwner) return row.viewCount;
    const key = `${this.config.redisPrefix}:views:${row.id}`;
    const [[, added]] = (await this.redis.multi().sadd(key, viewerKey).expire(key, SEEN_TTL_SECONDS).exec()) as [[unknown, number], unknown];
    if (!added) return row.viewCount;
    const result: { view_count: number }[][] = await this.comparisons.query(
      'UPDATE comparisons SET view_count = view_count + 1 WHERE id = $1 RETURNING view_count',
      [row.id],
    );
    // node-postgres via TypeORM answers UPDATE … RETURNING as [rows, count].
    return result[0]?.[0]?.view_count ?? row.viewCount + 1;
  }
}
