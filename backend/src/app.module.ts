import { type DynamicModule, type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import type { AppConfig } from '@juxta/config';
import { LoggerModule } from 'nestjs-pino';
import { BullModule } from '@nestjs/bullmq';
import { queuePrefix } from '@juxta/messaging';
import { AuthModule } from './auth/auth.module';
import { ComparisonsModule } from './comparisons/comparisons.module';
import { ApiExceptionFilter } from './common/errors/api-exception.filter';
import { logRequestOnClose, requestLogSerializers } from './common/http/request-log';
import { stdoutLogDestination } from './common/http/log-destination';
import { RateLimitGuard } from './common/http/rate-limit.guard';
import { AppConfigModule } from './common/infrastructure/app-config.provider';
import { DatabaseModule } from './common/infrastructure/database.module';
import { RedisModule } from './common/infrastructure/redis.module';
import { HealthModule } from './health/health.module';
import { McpModule } from './mcp/mcp.module';
import { ProfileModule } from './profile/profile.module';
import { WatchesModule } from './watches/watches.module';
import { ReviewsModule } from './reviews/reviews.module';
import { ResearchModule } from './research/research.module';
import { SourcesModule } from './sources/sources.module';
import { CorpusModule } from './corpus/corpus.module';
import { TokenScopeGuard } from './tokens/token-scopes';
import { TokensModule } from './tokens/tokens.module';
import { ShutdownModule } from './shutdown/shutdown.module';

/** Every route's request line (Nest's route middleware: after the app-wide middlewares, as pino-http ran). */
const ALL_ROUTES = { path: '{*path}', method: RequestMethod.ALL };

@Module({})
export class AppModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(logRequestOnClose).forRoutes(ALL_ROUTES);
  }

  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        LoggerModule.forRoot({
          // No per-request middleware from nestjs-pino (pino-http's child logger, an AsyncLocalStorage
          // store): logRequestOnClose writes the request lines. This only builds the root logger
          // (PinoLogger.root) that Nest's Logger and the request lines write through.
          forRoutes: [],
          pinoHttp: [
            {
              level: config.logLevel,
              // Compact fields without headers: nothing to redact, and far less work per request.
              wrapSerializers: false,
              serializers: requestLogSerializers,
            },
            // Written in batches (at most a second late), not one write per request line.
            stdoutLogDestination(),
          ],
        }),
        DatabaseModule,
        RedisModule,
        ShutdownModule,
        BullModule.forRoot({
          // No offline queue: while Redis is down, enqueueing fails at once (503) instead of hanging.
          connection: { url: config.redisUrl, enableOfflineQueue: false, connectionName: 'juxta-api-queue' },
          prefix: queuePrefix(config.redisPrefix),
        }),
        AuthModule,
        ComparisonsModule,
        ProfileModule,
        WatchesModule,
        ReviewsModule,
        HealthModule,
        ResearchModule,
        SourcesModule,
        CorpusModule,
        TokensModule,
        McpModule,
      ],
      providers: [
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        // Scopes first: a token that may not call a route does not spend the route's named limit (its per-token count is taken in the bearer middleware).
        { provide: APP_GUARD, useClass: TokenScopeGuard },
        { provide: APP_GUARD, useClass: RateLimitGuard },
      ],
    };
  }
}
