import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '@juxta/config';
import { CancelWatcher } from '@juxta/messaging';
import Redis from 'ioredis';
import { WORKER_CONFIG, WORKER_REDIS } from '../infrastructure/worker-infrastructure.module';

/** How often running jobs re-read their cancel keys, in case a message was missed (the channel is the fast path). */
const CANCEL_POLL_MS = 3000;

/** The worker process's listener for cancel requests (one subscriber for all its jobs). */
@Injectable()
export class ResearchCancelWatcher extends CancelWatcher implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('ResearchCancelWatcher');

  constructor(@Inject(WORKER_CONFIG) config: AppConfig, @Inject(WORKER_REDIS) commands: Redis) {
    const subscriber = new Redis(config.redisUrl, { connectionName: 'juxta-worker-cancel', maxRetriesPerRequest: null });
    subscriber.on('error', () => undefined); // ioredis reconnects; the watcher subscribes again
    super(subscriber, commands, config.redisPrefix, CANCEL_POLL_MS);
  }

  onModuleInit(): void {
    // Not awaited: the worker starts while Redis is down; the poll covers the time until it subscribes.
    this.start().catch((err: Error) => this.logger.warn(`cancel channel: ${err.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }
}
