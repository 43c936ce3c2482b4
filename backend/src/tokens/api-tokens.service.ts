import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AppConfig } from '@juxta/config';
import { API_TOKEN_LIMITS, type ApiToken, type CreateApiTokenRequest, type CreatedApiToken } from '@juxta/contracts';
import { ApiTokenEntity } from '@juxta/persistence';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { Repository } from 'typeorm';
import { ConflictError, NotFoundError, RateLimitedError } from '../common/errors/app-errors';
import { APP_CONFIG } from '../common/infrastructure/app-config.provider';
import { REDIS } from '../common/infrastructure/redis.module';
import { hashTokenSecret, isTokenShaped, newTokenSecret, shownPrefix } from './token-secret';
import type { TokenPrincipal } from './token-principal';
import { TokenRevocationsService } from './token-revocations.service';

/** Requests one token may make per minute (times RATE_LIMIT_MULTIPLIER), on top of the per-address and per-user limits. */
export const TOKEN_REQUESTS_PER_MINUTE = 300;
/** How stale "last used" may get: it is written at most this often per token, not on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;
const DAY_MS = 24 * 3600 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The list's view of a token row. */
export function toApiToken(row: ApiTokenEntity): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** Personal API tokens: created (secret shown once), listed, revoked, and checked on every bearer request. */
@Injectable()
export class ApiTokensService {
  private readonly perToken: RateLimiterRedis;

  constructor(
    @InjectRepository(ApiTokenEntity) private readonly tokens: Repository<ApiTokenEntity>,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly revocations: TokenRevocationsService,
  ) {
    this.perToken = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${config.redisPrefix}:rl:token`,
      points: Math.max(1, Math.round(TOKEN_REQUESTS_PER_MINUTE * config.quotas.rateLimitMultiplier)),
      duration: 60,
    });
  }

  /**
   * Counts the user's tokens and inserts the new one under a per-user advisory lock, in one
   * transaction: concurrent creations queue behind each other, so none slips past the limit.
   */
  async create(userId: string, request: CreateApiTokenRequest): Promise<CreatedApiToken> {
    const secret = newTokenSecret();
    const row = await this.tokens.manager.transaction(async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('juxta-api-tokens:' || $1))`, [userId]);
      const count = await m.count(ApiTokenEntity, { where: { userId } });
      if (count >= API_TOKEN_LIMITS.perUserMax) {
        throw new ConflictError(`You have ${API_TOKEN_LIMITS.perUserMax} tokens already. Revoke one you no longer use first.`);
      }
      return m.save(
        m.create(ApiTokenEntity, {
          userId,
          name: request.name,
          tokenHash: hashTokenSecret(secret),
          prefix: shownPrefix(secret),
          scopes: [...new Set(request.scopes)],
          expiresAt: request.expiresInDays ? new Date(Date.now() + request.expiresInDays * DAY_MS) : null,
          lastUsedAt: null,
        }),
      );
    });
    return { token: toApiToken(row), secret };
  }

  async list(userId: string): Promise<ApiToken[]> {
    const rows = await this.tokens.find({ where: { userId }, order: { createdAt: 'DESC' } });
    return rows.map(toApiToken);
  }

  /**
   * Deletes the token: the next request with it, on any API instance, finds no row; and what it
   * has open (streams, MCP calls) ends on every instance.
   */
  async revoke(userId: string, id: string): Promise<void> {
    if (!UUID.test(id)) throw new NotFoundError('Token not found.');
    const tokenId = id.toLowerCase();
    const result = await this.tokens.delete({ id: tokenId, userId });
    if (!result.affected) throw new NotFoundError('Token not found.');
    // The token is gone either way: with Redis away, each instance's periodic recheck ends its streams.
    await this.revocations.announce(tokenId).catch(() => undefined);
  }

  /**
   * The token's owner and scopes, or null for an unknown, revoked or expired token. Always one
   * Postgres read (no cache), so a revocation holds on every instance from the next request on.
   */
  async verify(secret: string): Promise<TokenPrincipal | null> {
    if (!isTokenShaped(secret)) return null;
    const rows = (await this.tokens.query(
      `SELECT id, user_id AS "userId", scopes, last_used_at AS "lastUsedAt"
         FROM api_tokens
        WHERE token_hash = $1 AND (expires_at IS NULL OR expires_at > now())`,
      [hashTokenSecret(secret)],
    )) as { id: string; userId: string; scopes: TokenPrincipal['scopes']; lastUsedAt: Date | null }[];
    const row = rows[0];
    if (!row) return null;
    if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
      // Not awaited: "last used" is a hint for the owner, never a reason to fail or slow a request.
      this.tokens.update({ id: row.id }, { lastUsedAt: new Date() }).catch(() => undefined);
    }
    return { tokenId: row.id, userId: row.userId, scopes: row.scopes };
  }

  /** Counts `calls` requests (one, or each call of an MCP batch) against the token's own limit; RateLimitedError when it is spent. */
  async consume(tokenId: string, calls = 1): Promise<void> {
    try {
      await this.perToken.consume(tokenId, calls);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw new RateLimitedError('Too many requests with this API token. Slow down a little.', err.msBeforeNext / 1000);
      throw err;
    }
  }
}
