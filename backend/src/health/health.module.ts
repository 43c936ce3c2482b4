import { Module } from '@nestjs/common';
import { ComparisonsModule } from '../comparisons/comparisons.module';
import { HealthController } from './health.controller';

@Module({ imports: [ComparisonsModule], controllers: [HealthController] })
export class HealthModule {}
