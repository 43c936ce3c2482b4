import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AppConfig } from '@juxta/config';
import { ComparisonEntity } from '@juxta/persistence';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { Repository } from 'typeorm';
import { APP_CONFIG } from '../common/infrastructure/app-config.provider';
import { REDIS } from '../common/infrastructure/redis.module';
import { type Viewer, viewerDigest } from './viewer-key';

const SEEN_TTL_SECONDS = 30 * 24 * 3600;
const ANONYMOUS_WINDOW_SECONDS = 24 * 3600;

/**
 * Adds ARGV[1] to the seen set KEYS[1] unless it is there; a full set (ARGV[2] members) first
 * drops a random member, so memory per comparison stays bounded (a dropped viewer may count
 * again later, within the per-address limit). Returns 1 when the viewer is new.
 */
const SEE = `
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 1 then return 0 end
if redis.call('SCARD', KEYS[1]) >= tonumber(ARGV[2]) then redis.call('SPOP', KEYS[1]) end
redis.call('SADD', KEYS[1], ARGV[1])
redis.call('EXPIRE', KEYS[1], ARGV[3])
return 1
`;
const COMMAND = 'juxtaSeeViewer';
type SeeCommand = (key: string, member: string, max: number, ttl: number) => Promise<number>;

/**
 * Counts a view once per viewer (signed-in user or signed anonymous id) per comparison: one
 * script in Redis says whether this viewer is new (atomic, shared by every API instance), and only
 * then Postgres adds one (also atomic). Anonymous viewers cost nothing to make up (drop the
 * cookie), so the views they add are also limited per client address and comparison.
 */
@Injectable()
export class ViewCounterService {
  private readonly see: SeeCommand;
  private readonly anonymousPerAddress: RateLimiterRedis;

  constructor(
    @InjectRepository(ComparisonEntity) private readonly comparisons: Repository<ComparisonEntity>,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    if (!(COMMAND in redis)) redis.defineCommand(COMMAND, { numberOfKeys: 1, lua: SEE });
    // ioredis adds defined commands to the instance without types.
    this.see = (redis as unknown as Record<string, SeeCommand>)[COMMAND].bind(redis);
    this.anonymousPerAddress = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${config.redisPrefix}:views-anon`,
      points: config.views.anonymousPerAddress,
      duration: ANONYMOUS_WINDOW_SECONDS,
    });
  }

  /** Returns the view count after this view; the owner's views never count. */
  async record(row: ComparisonEntity, viewer: Viewer, address: string, isOwner: boolean): Promise<number> {
    if (isOwner) return row.viewCount;
    const key = `${this.config.redisPrefix}:views:${row.id}`;
    const added = await this.see(key, viewerDigest(viewer.key), this.config.views.maxTrackedViewers, SEEN_TTL_SECONDS);
    if (!added) return row.viewCount;
    if (viewer.anonymous && !(await this.allowAnonymous(address, row.id))) return row.viewCount;
    const result: { view_count: number }[][] = await this.comparisons.query(
      'UPDATE comparisons SET view_count = view_count + 1 WHERE id = $1 RETURNING view_count',
      [row.id],
    );
    // node-postgres via TypeORM answers UPDATE … RETURNING as [rows, count].
    return result[0]?.[0]?.view_count ?? row.viewCount + 1;
  }

  private async allowAnonymous(address: string, comparisonId: string): Promise<boolean> {
    try {
      await this.anonymousPerAddress.consume(`${address}|${comparisonId}`, 1);
      return true;
    } catch (err) {
      if (err instanceof RateLimiterRes) return false;
      throw err;
    }
  }
}
