import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import type { AppConfig } from '@juxta/config';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AuthModule } from './auth/auth.module';
import { ApiExceptionFilter } from './common/errors/api-exception.filter';
import { AppConfigModule } from './common/infrastructure/app-config.provider';
import { DatabaseModule } from './common/infrastructure/database.module';
import { RedisModule } from './common/infrastructure/redis.module';
import { HealthModule } from './health/health.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            genReqId: (req: IncomingMessage) => {
              const given = req.headers['x-request-id'];
              return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
            },
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/api/health') },
            customProps: (req) => ({ requestId: (req as IncomingMessage & { id?: unknown }).id }),
          },
        }),
        DatabaseModule,
        RedisModule,
        AuthModule,
        HealthModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: ApiExceptionFilter }],
    };
  }
}
