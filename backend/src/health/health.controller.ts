import { Controller, Get, Inject, Logger, Res } from '@nestjs/common';
import type { AppConfig } from '@juxta/config';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { APP_CONFIG } from '../common/infrastructure/app-config.provider';
import { REDIS } from '../common/infrastructure/redis.module';
import { ComparisonStreamService } from '../comparisons/comparison-stream.service';
import { TokenScopes } from '../tokens/token-scopes';
import { DrainService } from '../shutdown/drain.service';

type CheckState = 'ok' | 'down';

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

@ApiTags('service')
@Controller('health')
@TokenScopes('read', 'compare')
export class HealthController {
  private readonly logger = new Logger('Health');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly streams: ComparisonStreamService,
    private readonly drain: DrainService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Liveness' })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({ summary: 'Readiness: Postgres and Redis answer, and the instance is not shutting down' })
  async ready(@Res({ passthrough: true }) res: Response) {
    // Shutting down: load balancers take this instance out before it stops listening.
    if (this.drain.draining) {
      res.status(503);
      return { status: 'unavailable', error: 'Unavailable: shutting down', code: 'draining' };
    }
    const check = (work: () => Promise<unknown>): Promise<CheckState> =>
      withTimeout(work(), 1500).then(
        () => 'ok' as const,
        () => 'down' as const,
      );
    const [postgres, redis] = await Promise.all([check(() => this.db.query('SELECT 1')), check(() => this.redis.ping())]);
    const checks = { postgres, redis };
    // Open streams of this instance: operators watch them in the logs, tests check they return to
    // zero. The public answer leaves them out (they tell an outsider how busy the service is)
    // unless HEALTH_SHOW_STREAMS is set.
    const streams = { listeners: this.streams.listenerCount(), timers: this.streams.openTimers() };
    this.logger.debug({ streams }, 'open streams');
    const shown = this.config.health.showStreams ? { streams } : {};
    const down = Object.entries(checks).filter(([, s]) => s === 'down').map(([name]) => name);
    if (down.length) {
      res.status(503);
      return { status: 'unavailable', error: `Unavailable: ${down.join(', ')}`, code: 'not_ready', checks, ...shown };
    }
    return { status: 'ok', checks, ...shown };
  }
}
