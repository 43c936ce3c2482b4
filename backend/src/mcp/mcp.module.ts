import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ComparisonsModule } from '../comparisons/comparisons.module';
import { McpController } from './mcp.controller';

@Module({ imports: [AuthModule, ComparisonsModule], controllers: [McpController] })
export class McpModule {}
