import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ComparisonsModule } from '../comparisons/comparisons.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { McpController } from './mcp.controller';

@Module({ imports: [AuthModule, ComparisonsModule, ReviewsModule], controllers: [McpController] })
export class McpModule {}
