import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ComparisonsModule } from '../comparisons/comparisons.module';
import { TokensModule } from '../tokens/tokens.module';
import { McpController } from './mcp.controller';

@Module({ imports: [AuthModule, ComparisonsModule, TokensModule], controllers: [McpController] })
export class McpModule {}
