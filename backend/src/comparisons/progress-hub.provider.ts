import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '@juxta/config';
import { ProgressHub } from '@juxta/messaging';
import Redis from 'ioredis';
import { APP_CONFIG } from '../common/infrastructure/app-config.provider';
import { REDIS } from '../common/infrastructure/redis.module';

/** How often the subscriber proves it still hears its pattern (a deaf one is noticed within two). */
const SUBSCRIBER_PROBE_MS = 2000;

/** The API process's single progress subscriber, started with the app and closed with it. */
@Injectable()
export class ProgressHubService extends ProgressHub implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(REDIS) private readonly commands: Redis,
  ) {
    const subscriber = new Redis(config.redisUrl, { connectionName: 'juxta-api-progress', maxRetriesPerRequest: null });
    subscriber.on('error', () => undefined); // ioredis reconnects and re-subscribes by itself
    super(subscriber, config.redisPrefix);
  }

  onModuleInit(): void {
    // Not awaited: the API starts even while Redis is down; streams wait for `start()`.
    this.start().catch(() => undefined);
    this.startProbe(this.commands, SUBSCRIBER_PROBE_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }
}
