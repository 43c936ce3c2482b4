import { Logger, Module } from '@nestjs/common';
import { BullModule, getQueueToken } from '@nestjs/bullmq';
import { TypeOrmModule } from '@nestjs/typeorm';
import { queueConnectionLog, RESEARCH_QUEUE, WATCH_QUEUE } from '@juxta/messaging';
import { ComparisonEntity } from '@juxta/persistence';
import { AuthModule } from '../auth/auth.module';
import { CategoriesController } from './categories.controller';
import { CompareController } from './compare.controller';
import { CommonSearchWords } from './common-search-words';
import { ComparisonQuotaService } from './comparison-quota.service';
import { ComparisonStreamService } from './comparison-stream.service';
import { ComparisonsController } from './comparisons.controller';
import { ComparisonsService } from './comparisons.service';
import { PdfRenderPool } from './export/pdf-render-pool';
import { FeedService } from './feed.service';
import { ProgressHubService } from './progress-hub.provider';
import { StreamAdmissionService } from './stream-admission.service';
import { ViewCounterService } from './view-counter.service';

/** The API's one instance of each queue (one connection each, one outage log line); the watches module uses them too. */
const queues = BullModule.registerQueue({ name: RESEARCH_QUEUE }, { name: WATCH_QUEUE });

@Module({
  imports: [TypeOrmModule.forFeature([ComparisonEntity]), queues, AuthModule],
  controllers: [CompareController, ComparisonsController, CategoriesController],
  providers: [
    ComparisonsService,
    ComparisonStreamService,
    ProgressHubService,
    FeedService,
    CommonSearchWords,
    ViewCounterService,
    ComparisonQuotaService,
    StreamAdmissionService,
    PdfRenderPool,
    queueConnectionLog([RESEARCH_QUEUE, WATCH_QUEUE], getQueueToken, (line) => new Logger('ComparisonsModule').warn(line)),
  ],
  exports: [ComparisonsService, ComparisonStreamService, FeedService, ProgressHubService, queues],
})
export class ComparisonsModule {}
