import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RESEARCH_QUEUE } from '@juxta/messaging';
import { ComparisonEntity } from '@juxta/persistence';
import { AuthModule } from '../auth/auth.module';
import { CompareController } from './compare.controller';
import { ComparisonStreamService } from './comparison-stream.service';
import { ComparisonsController } from './comparisons.controller';
import { ComparisonsService } from './comparisons.service';
import { ProgressHubService } from './progress-hub.provider';

@Module({
  imports: [TypeOrmModule.forFeature([ComparisonEntity]), BullModule.registerQueue({ name: RESEARCH_QUEUE }), AuthModule],
  controllers: [CompareController, ComparisonsController],
  providers: [ComparisonsService, ComparisonStreamService, ProgressHubService],
  exports: [ComparisonsService, ComparisonStreamService],
})
export class ComparisonsModule {}
