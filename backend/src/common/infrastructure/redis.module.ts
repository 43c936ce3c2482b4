import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '@juxta/config';
import { closeRedis } from '@juxta/messaging';
import Redis from 'ioredis';
import { APP_CONFIG } from './app-config.provider';

/** Injection token of the API's shared Redis client (sessions, rate limits, cache). */
export const REDIS = Symbol('REDIS');

/** Opens the client; commands fail fast while Redis is down, so requests answer 503 rather than hang. */
export function createRedisClient(url: string, name: string): Redis {
  return new Redis(url, {
    connectionName: name,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
}

@Injectable()
class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.redis);
  }
}

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => {
        const redis = createRedisClient(config.redisUrl, 'juxta-api');
        redis.on('error', () => undefined); // reconnects by itself; readiness reports the state
        await waitForReady(redis, 3000);
        return redis;
      },
    },
    RedisCloser,
  ],
  exports: [REDIS],
})
export class RedisModule {}

/** Waits up to `ms` for the first connection; starts anyway so readiness can report Redis down. */
function waitForReady(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.on('ready', done);
  });
}
