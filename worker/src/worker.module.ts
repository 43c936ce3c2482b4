import { type DynamicModule, Logger, Module } from '@nestjs/common';
import { BullModule, getQueueToken } from '@nestjs/bullmq';
import type { AppConfig } from '@juxta/config';
import { queueConnectionLog, queuePrefix, RESEARCH_QUEUE, WATCH_QUEUE } from '@juxta/messaging';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { ShutdownDeadline } from './infrastructure/shutdown-deadline';
import { WORKER_CONFIG, WORKER_DB, WORKER_REDIS, WorkerInfrastructureModule } from './infrastructure/worker-infrastructure.module';
import { ComparisonWriter } from './research/comparison-writer';
import { chooseAnalyst, createResearchEngine, ProbedResearchEngine } from './research/research-engine.factory';
import { ModelProbe } from './research/model-probe';
import { RESEARCH_ENGINE } from './research/research-engine.token';
import { ResearchCancelWatcher } from './research/research-cancel-watcher';
import { ResearchProcessor } from './research/research.processor';
import { StaleComparisonReaper } from './research/stale-comparison-reaper';
import { WebSearchProbe } from './research/web-search-probe';
import { WatchRunStarter } from './watches/watch-run-starter';
import { WatchRunner } from './watches/watch-runner';
import { WatchProcessor } from './watches/watch.processor';
import { WatchWebhookSender } from './watches/watch-webhook-sender';

@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        WorkerInfrastructureModule.forRoot(config),
        BullModule.forRoot({
          connection: { url: config.redisUrl, maxRetriesPerRequest: null, connectionName: 'juxta-worker-bullmq' },
          prefix: queuePrefix(config.redisPrefix),
        }),
        BullModule.registerQueue({ name: RESEARCH_QUEUE }, { name: WATCH_QUEUE }),
      ],
      providers: [
        ComparisonWriter,
        ShutdownDeadline,
        ResearchCancelWatcher,
        ResearchProcessor,
        StaleComparisonReaper,
        WebSearchProbe,
        ModelProbe,
        WatchRunStarter,
        WatchRunner,
        WatchProcessor,
        WatchWebhookSender,
        queueConnectionLog([RESEARCH_QUEUE, WATCH_QUEUE], getQueueToken, (line) => new Logger('WorkerModule').warn(line)),
        {
          provide: RESEARCH_ENGINE,
          inject: [WORKER_CONFIG, WORKER_DB, WORKER_REDIS, WebSearchProbe, ModelProbe],
          useFactory: (c: AppConfig, db: DataSource, redis: Redis, probe: WebSearchProbe, model: ModelProbe) =>
            c.research.autoWeb.length || (c.research.analyst === 'auto' && c.llm.configured)
              ? new ProbedResearchEngine((web, onFailure, analyst) => createResearchEngine(c, db, redis, web, onFailure, analyst), probe, () => chooseAnalyst(c, model))
              : createResearchEngine(c, db, redis),
        },
      ],
    };
  }
}
