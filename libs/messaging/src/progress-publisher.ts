import type { StreamEvent } from '@juxta/contracts';
import type Redis from 'ioredis';
import { progressChannel } from './progress-channel';

/** Publishes a comparison's stream events on its channel. */
export class ProgressPublisher {
  constructor(
    private readonly redis: Redis,
    private readonly redisPrefix: string,
  ) {}

  async publish(comparisonId: string, event: StreamEvent): Promise<void> {
    await this.redis.publish(progressChannel(this.redisPrefix, comparisonId), JSON.stringify(event));
  }
}
