import { Global, Module } from '@nestjs/common';
import { DrainService } from './drain.service';

/** Graceful shutdown of the API (global: the stream relay and the health check both ask it). */
@Global()
@Module({ providers: [DrainService], exports: [DrainService] })
export class ShutdownModule {}
