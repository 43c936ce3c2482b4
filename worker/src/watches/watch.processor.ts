import { Logger, type OnModuleInit } from '@nestjs/common';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { WATCH_QUEUE, type WatchRunJobData } from '@juxta/messaging';
import type { Job } from 'bullmq';
import { WatchRunner } from './watch-runner';

/** The watch queue's jobs: the scheduled runs (one job scheduler per watch, id = comparison id). */
@Processor(WATCH_QUEUE, { concurrency: 2 })
export class WatchProcessor extends WorkerHost implements OnModuleInit {
  private readonly logger = new Logger('WatchProcessor');

  constructor(private readonly runner: WatchRunner) {
    super();
  }

  onModuleInit(): void {
    this.worker.on('error', (err) => this.logger.warn(`queue connection: ${err.message}`));
  }

  async process(job: Job<WatchRunJobData>): Promise<string> {
    return (await this.runner.run(job.data.comparisonId)).outcome;
  }
}
