import { type INestApplication, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AppConfig } from '@juxta/config';
import type Redis from 'ioredis';
import type { Server } from 'node:http';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { createSessionMiddleware } from './auth/session.middleware';
import { createValidationPipe } from './common/http/validation.pipe';
import { createCsrfMiddleware } from './common/http/csrf.middleware';
import { jsonBodyMiddleware } from './common/http/json-body.middleware';
import { answerClientErrors } from './common/http/client-error';
import { requestIdMiddleware } from './common/http/request-id';
import { createSourcesBodyMiddleware } from './sources/sources-body.middleware';
import { createSecurityHeaders } from './common/http/security-headers';
import { REDIS } from './common/infrastructure/redis.module';
import { setupOpenApi } from './docs/openapi';
import { createSpaMiddleware } from './frontend/spa.middleware';
import { ApiTokensService } from './tokens/api-tokens.service';
import { createBearerAuthMiddleware } from './tokens/bearer-auth.middleware';
import { TokenRevocationsService } from './tokens/token-revocations.service';
import { createDrainMiddleware } from './shutdown/drain.middleware';
import { DrainService } from './shutdown/drain.service';

/** How long an idle keep-alive connection stays open: longer than the proxies in front of the API keep theirs. */
const KEEP_ALIVE_MS = 65_000;

/** Builds the API exactly as production runs it; tests call this too. */
export async function createApp(config: AppConfig): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxyHops);
  app.set('query parser', 'simple');
  app.use(requestIdMiddleware);
  app.use(createDrainMiddleware(app.get(DrainService)));
  app.use(createSecurityHeaders(config));
  // The app's pages and files before sessions: loading them never touches Redis.
  if (config.frontend.serve) {
    const spa = createSpaMiddleware(config.frontend.dist);
    if (spa.length) app.use(...spa);
  }
  // Bearer tokens before the CSRF check, which lets requests that carry a valid one through.
  app.use(createBearerAuthMiddleware(app.get(ApiTokensService), app.get(TokenRevocationsService)));
  app.use(createCsrfMiddleware(config));
  // Sessions before bodies: the large-body route refuses a request that is not signed in unread.
  app.use(...createSessionMiddleware(config, app.get<Redis>(REDIS)));
  app.use(createSourcesBodyMiddleware(config));
  app.use(jsonBodyMiddleware);
  // MCP lives at /mcp, where assistants expect it, not under /api.
  app.setGlobalPrefix('api', { exclude: [{ path: 'mcp', method: RequestMethod.ALL }] });
  app.useGlobalPipes(createValidationPipe());
  setupOpenApi(app);
  app.enableShutdownHooks();
  // Idle keep-alive connections outlive a reverse proxy's (nginx keeps upstream ones 60 s; Node
  // closes them after 5 s): a proxy that reuses a connection as Node closes it answers 502, and
  // retries only idempotent requests, so a POST /api/compare would fail now and then.
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  server.on('clientError', answerClientErrors);
  return app;
}
