import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ComparisonsModule } from '../comparisons/comparisons.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { TokensModule } from '../tokens/tokens.module';
import { McpController } from './mcp.controller';

@Module({ imports: [AuthModule, ComparisonsModule, TokensModule, ReviewsModule], controllers: [McpController] })
export class McpModule {}
