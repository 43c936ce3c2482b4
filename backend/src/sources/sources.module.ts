import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { SourcesController } from './sources.controller';
import { SourcesService } from './sources.service';

/** Sources users add as evidence (issue #15). */
@Module({ imports: [AuthModule], controllers: [SourcesController], providers: [SourcesService] })
export class SourcesModule {}
