import { All, Controller, Inject, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { AppConfig } from '@juxta/config';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Request, Response } from 'express';
import type Redis from 'ioredis';
import { UnauthenticatedError } from '../common/errors/app-errors';
import { NamedRateLimits } from '../common/http/named-rate-limits';
import { APP_CONFIG } from '../common/infrastructure/app-config.provider';
import { REDIS } from '../common/infrastructure/redis.module';
import { ComparisonStreamService } from '../comparisons/comparison-stream.service';
import { ComparisonsService } from '../comparisons/comparisons.service';
import { FeedService } from '../comparisons/feed.service';
import { ProgressHubService } from '../comparisons/progress-hub.provider';
import { ApiTokensService } from '../tokens/api-tokens.service';
import { ReviewsService } from '../reviews/reviews.service';
import { TokenScopes } from '../tokens/token-scopes';
import { UsersService } from '../users/users.service';
import { createJuxtaMcpServer, type McpDeps } from './juxta-mcp-server';

/**
 * MCP over Streamable HTTP at /mcp (outside /api), stateless: each POST gets its own server and
 * transport, so any API instance answers any request and nothing lives in memory between them.
 * Bearer tokens only: a cookie never authenticates here, so there is nothing to forge cross-site.
 */
@ApiExcludeController()
@Controller('mcp')
@TokenScopes('read', 'compare')
export class McpController {
  private readonly deps: McpDeps;

  constructor(
    private readonly tokens: ApiTokensService,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(REDIS) redis: Redis,
    comparisons: ComparisonsService,
    streams: ComparisonStreamService,
    hub: ProgressHubService,
    feed: FeedService,
    users: UsersService,
    reviews: ReviewsService,
  ) {
    this.deps = { config, comparisons, streams, hub, feed, users, reviews, limits: new NamedRateLimits(redis, config) };
  }

  @All()
  async handle(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (!req.apiToken) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="juxta"');
      throw new UnauthenticatedError('Send a Juxta API token as "Authorization: Bearer jx_…".');
    }
    if (req.method !== 'POST') {
      // Stateless: no standalone stream to GET, no session to DELETE.
      res.status(405).setHeader('Allow', 'POST').json({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed.' }, id: null });
      return;
    }
    // A JSON-RPC batch is as many requests as it has calls: the bearer middleware counted one.
    const calls = Array.isArray(req.body) ? req.body.length : 1;
    if (calls > 1) await this.tokens.consume(req.apiToken.tokenId, calls - 1);
    const server = createJuxtaMcpServer(this.deps, req.apiToken, req.ip ?? 'unknown');
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  }
}
