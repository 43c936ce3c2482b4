import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '@juxta/config';
import { StreamEventPublisher } from '@juxta/messaging';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { WORKER_CONFIG, WORKER_DB, WORKER_REDIS } from '../infrastructure/worker-infrastructure.module';

export const STALE_MESSAGE = 'The research stopped unexpectedly and was abandoned. Please run it again.';

/**
 * Marks comparisons stuck in `researching` well past the research time limit as failed (a lost
 * job, a queue wiped by a Redis without persistence) and tells their streams. Every worker runs
 * it; the UPDATE … RETURNING hands each row to exactly one of them.
 */
@Injectable()
export class StaleComparisonReaper implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('StaleComparisonReaper');
  private timer: NodeJS.Timeout | undefined;
  private readonly publisher: StreamEventPublisher;

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: AppConfig,
    @Inject(WORKER_DB) private readonly db: DataSource,
    @Inject(WORKER_REDIS) private readonly redis: Redis,
  ) {
    this.publisher = new StreamEventPublisher(redis, config.redisPrefix);
  }

  onModuleInit(): void {
    this.timer = setInterval(() => void this.reap().catch((e: Error) => this.logger.warn(`reaper: ${e.message}`)), 60_000);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Fails every comparison researching for longer than `olderThanMs`; returns their ids. */
  async reap(olderThanMs = this.config.research.timeoutMs * 2 + 10 * 60_000): Promise<string[]> {
    const [rows]: [{ id: string }[], number] = await this.db.query(
      `UPDATE comparisons SET status = 'failed', error = $1, updated_at = now()
        WHERE status = 'researching' AND created_at < now() - make_interval(secs => $2)
        RETURNING id`,
      [STALE_MESSAGE, olderThanMs / 1000],
    );
    for (const { id } of rows) {
      await this.publisher.publish(id, { event: 'error', data: { error: STALE_MESSAGE, comparisonId: id } });
    }
    if (rows.length) this.logger.warn(`marked ${rows.length} stale comparison(s) as failed`);
    return rows.map((r) => r.id);
  }
}
