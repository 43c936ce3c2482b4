import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ComparisonEntity, WatchEntity, WatchRunEntity } from '@juxta/persistence';
import { AuthModule } from '../auth/auth.module';
import { ComparisonsModule } from '../comparisons/comparisons.module';
import { WatchChangesController } from './watch-changes.controller';
import { WatchesController } from './watches.controller';
import { WatchesService } from './watches.service';

@Module({
  imports: [TypeOrmModule.forFeature([WatchEntity, WatchRunEntity, ComparisonEntity]), AuthModule, ComparisonsModule],
  controllers: [WatchesController, WatchChangesController],
  providers: [WatchesService],
})
export class WatchesModule {}
