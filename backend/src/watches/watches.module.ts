import { Logger, Module } from '@nestjs/common';
import { BullModule, getQueueToken } from '@nestjs/bullmq';
import { TypeOrmModule } from '@nestjs/typeorm';
import { queueConnectionLog, WATCH_QUEUE } from '@juxta/messaging';
import { ComparisonEntity, WatchEntity, WatchRunEntity } from '@juxta/persistence';
import { AuthModule } from '../auth/auth.module';
import { ComparisonsModule } from '../comparisons/comparisons.module';
import { WatchChangesController } from './watch-changes.controller';
import { WatchesController } from './watches.controller';
import { WatchesService } from './watches.service';

@Module({
  imports: [TypeOrmModule.forFeature([WatchEntity, WatchRunEntity, ComparisonEntity]), BullModule.registerQueue({ name: WATCH_QUEUE }), AuthModule, ComparisonsModule],
  controllers: [WatchesController, WatchChangesController],
  providers: [WatchesService, queueConnectionLog([WATCH_QUEUE], getQueueToken, (line) => new Logger('WatchesModule').warn(line))],
})
export class WatchesModule {}
