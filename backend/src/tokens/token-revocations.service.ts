import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AppConfig } from '@juxta/config';
import { closeRedis, whenReady } from '@juxta/messaging';
import { ApiTokenEntity } from '@juxta/persistence';
import type { Response } from 'express';
import Redis from 'ioredis';
import { Repository } from 'typeorm';
import { APP_CONFIG } from '../common/infrastructure/app-config.provider';
import { REDIS } from '../common/infrastructure/redis.module';
import { OpenRequestsByToken } from './open-requests-by-token';

/** How often the tokens of open requests are re-read, for a revocation whose message was lost (Redis away) or a token that expired. */
const RECHECK_MS = 5000;

/** The channel revocations are announced on (the message is the token's id). */
export function tokenRevokedChannel(redisPrefix: string): string {
  return `${redisPrefix}:api-token-revoked`;
}

/**
 * Revoking a token ends what it has open on every API instance: the instance that deletes the
 * row publishes the token's id, and each instance ends the streams and MCP calls it holds for
 * that token (within a round trip). Each instance also re-reads its open tokens every few
 * seconds and after a Redis reconnect, so a lost message or an expiry ends them too.
 */
@Injectable()
export class TokenRevocationsService implements OnModuleInit, OnApplicationShutdown {
  private readonly open = new OpenRequestsByToken();
  private readonly subscriber: Redis;
  private readonly channel: string;
  private subscribed = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @InjectRepository(ApiTokenEntity) private readonly tokens: Repository<ApiTokenEntity>,
    @Inject(REDIS) private readonly commands: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.channel = tokenRevokedChannel(config.redisPrefix);
    this.subscriber = new Redis(config.redisUrl, { connectionName: 'juxta-api-token-revocations', maxRetriesPerRequest: null });
    this.subscriber.on('error', () => undefined); // ioredis reconnects; 'ready' subscribes again
    this.subscriber.on('message', (channel: string, tokenId: string) => {
      if (channel === this.channel) this.open.endAll(tokenId);
    });
    this.subscriber.on('ready', () => {
      // After a reconnect (ioredis re-subscribes only a connection that was ready, see whenReady).
      if (!this.subscribed) return;
      void this.subscriber.subscribe(this.channel).catch(() => undefined);
      void this.recheck();
    });
  }

  onModuleInit(): void {
    // Not awaited: the API starts even while Redis is down; the recheck covers the meantime.
    whenReady(this.subscriber)
      .then(() => this.subscriber.subscribe(this.channel))
      .then(() => (this.subscribed = true))
      .catch(() => undefined);
    this.timer = setInterval(() => void this.recheck(), RECHECK_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await closeRedis(this.subscriber);
  }

  /** Keeps `res` (a request authenticated with the token) until it closes, to end it if the token is revoked. */
  track(tokenId: string, res: Response): void {
    this.open.track(tokenId, res);
  }

  /** Responses open with the token in this process. */
  openCount(tokenId: string): number {
    return this.open.count(tokenId);
  }

  /** Tells every instance (this one included) to end what the token has open. */
  async announce(tokenId: string): Promise<void> {
    this.open.endAll(tokenId);
    await this.commands.publish(this.channel, tokenId);
  }

  private async recheck(): Promise<void> {
    const ids = this.open.tokenIds();
    if (!ids.length) return;
    try {
      const rows = (await this.tokens.query(`SELECT id FROM api_tokens WHERE id = ANY($1::uuid[]) AND (expires_at IS NULL OR expires_at > now())`, [ids])) as { id: string }[];
      const valid = new Set(rows.map((r) => r.id));
      for (const id of ids) if (!valid.has(id)) this.open.endAll(id);
    } catch {
      // Postgres away: the next recheck tries again.
    }
  }
}
