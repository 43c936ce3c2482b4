import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { REDIS } from '../common/infrastructure/redis.module';
import { ComparisonStreamService } from '../comparisons/comparison-stream.service';

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
export class HealthController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly streams: ComparisonStreamService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Liveness' })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({ summary: 'Readiness: Postgres and Redis answer' })
  async ready(@Res({ passthrough: true }) res: Response) {
    const check = (work: () => Promise<unknown>): Promise<CheckState> =>
      withTimeout(work(), 1500).then(
        () => 'ok' as const,
        () => 'down' as const,
      );
    const [postgres, redis] = await Promise.all([check(() => this.db.query('SELECT 1')), check(() => this.redis.ping())]);
    const checks = { postgres, redis };
    // Open streams of this instance: operators watch it, tests check it returns to zero.
    const streams = { listeners: this.streams.listenerCount(), timers: this.streams.openTimers() };
    const down = Object.entries(checks).filter(([, s]) => s === 'down').map(([name]) => name);
    if (down.length) {
      res.status(503);
      return { status: 'unavailable', error: `Unavailable: ${down.join(', ')}`, code: 'not_ready', checks, streams };
    }
    return { status: 'ok', checks, streams };
  }
}
