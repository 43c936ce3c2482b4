import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '@juxta/config';
import { ProgressHub } from '@juxta/messaging';
import Redis from 'ioredis';
import { APP_CONFIG } from '../common/infrastructure/app-config.provider';
import { REDIS } from '../common/infrastructure/redis.module';

/**
 * How often the subscriber proves it still hears its pattern; a deaf one is noticed within one
 * interval of the probe that went unanswered. One publish a second per API process cost nothing
 * next to the seconds of live progress a deaf subscriber loses (seen in CI before its cause was
 * fixed: a whole comparison's); shorter would take a slow round trip on a loaded machine for
 * deafness (and resync every stream).
 */
const SUBSCRIBER_PROBE_MS = 1000;

/** The API process's single progress subscriber, started with the app and closed with it. */
@Injectable()
export class ProgressHubService extends ProgressHub implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('ProgressHub');

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(REDIS) private readonly commands: Redis,
  ) {
    const subscriber = new Redis(config.redisUrl, { connectionName: 'juxta-api-progress', maxRetriesPerRequest: null });
    subscriber.on('error', () => undefined); // ioredis reconnects; the hub subscribes again
    super(subscriber, config.redisPrefix);
  }

  onModuleInit(): void {
    // Not awaited: the API starts even while Redis is down; streams wait for `start()`.
    this.start().catch(() => undefined);
    this.startProbe(this.commands, SUBSCRIBER_PROBE_MS, (report) =>
      // Rare, and streams may have lost live progress (outcomes are caught up): worth a line each time.
      this.logger.warn(`progress subscriber heard nothing for ${SUBSCRIBER_PROBE_MS} ms; subscribed again and caught open streams up (${JSON.stringify(report)})`),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }
}
