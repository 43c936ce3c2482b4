import { Logger, type OnModuleInit } from '@nestjs/common';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { logConnectionErrors, WATCH_QUEUE, WATCH_WEBHOOK_JOB, type WatchRunJobData, type WatchWebhookJobData } from '@juxta/messaging';
import type { Job } from 'bullmq';
import { WatchRunner } from './watch-runner';
import { WatchWebhookSender } from './watch-webhook-sender';

/** The watch queue's jobs: the scheduled runs (one job scheduler per watch, id = comparison id) and their webhook deliveries. */
@Processor(WATCH_QUEUE, { concurrency: 2 })
export class WatchProcessor extends WorkerHost implements OnModuleInit {
  private readonly logger = new Logger('WatchProcessor');

  constructor(
    private readonly runner: WatchRunner,
    private readonly webhooks: WatchWebhookSender,
  ) {
    super();
  }

  onModuleInit(): void {
    logConnectionErrors(this.worker, (line) => this.logger.warn(line), 'watch queue connection');
  }

  async process(job: Job<WatchRunJobData | WatchWebhookJobData>): Promise<string> {
    if (job.name === WATCH_WEBHOOK_JOB) return this.webhooks.deliver(job.data as WatchWebhookJobData);
    return (await this.runner.run(job.data.comparisonId)).outcome;
  }
}
