import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '@juxta/config';
import { closeRedis } from '@juxta/messaging';
import { createDataSource } from '@juxta/persistence';
import Redis from 'ioredis';
import type { DataSource } from 'typeorm';

export const WORKER_CONFIG = Symbol('WORKER_CONFIG');
export const WORKER_REDIS = Symbol('WORKER_REDIS');
export const WORKER_DB = Symbol('WORKER_DB');

@Injectable()
class Closer implements OnApplicationShutdown {
  constructor(
    @Inject(WORKER_REDIS) private readonly redis: Redis,
    @Inject(WORKER_DB) private readonly db: DataSource,
  ) {}
  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.redis);
    if (this.db.isInitialized) await this.db.destroy();
  }
}

/** Config, Postgres and the Redis client used for publishing, caching and sequence numbers. */
@Global()
@Module({})
export class WorkerInfrastructureModule {
  static forRoot(config: AppConfig) {
    return {
      module: WorkerInfrastructureModule,
      providers: [
        { provide: WORKER_CONFIG, useValue: config },
        {
          provide: WORKER_REDIS,
          useFactory: () => {
            // Offline queueing on: a Redis restart delays progress messages instead of losing them.
            const redis = new Redis(config.redisUrl, { connectionName: 'juxta-worker', maxRetriesPerRequest: 3 });
            redis.on('error', () => undefined);
            return redis;
          },
        },
        {
          provide: WORKER_DB,
          useFactory: () => createDataSource(config.databaseUrl, { applicationName: 'juxta-worker' }).initialize(),
        },
        Closer,
      ],
      exports: [WORKER_CONFIG, WORKER_REDIS, WORKER_DB],
    };
  }
}
