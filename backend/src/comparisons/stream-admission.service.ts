import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@juxta/config';
import type Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { RateLimitedError } from '../common/errors/app-errors';
import { APP_CONFIG } from '../common/infrastructure/app-config.provider';
import { REDIS } from '../common/infrastructure/redis.module';

/**
 * Takes a slot in each sorted set (KEYS) whose live members are fewer than its limit, or none:
 * members are stream tokens scored by the time they expire at the latest (the stream's maximum
 * life), so a slot of an API instance that died frees itself. Returns 0 when admitted, else the
 * 1-based index of the first full set.
 * ARGV: now (ms), expiry (ms), token, set TTL (s), then one limit per key.
 */
const ADMIT = `
local now = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
  if redis.call('ZCARD', key) >= tonumber(ARGV[4 + i]) then return i end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, ARGV[2], ARGV[3])
  redis.call('EXPIRE', key, ARGV[4])
end
return 0
`;

const COMMAND = 'juxtaAdmitStream';
type AdmitCommand = (numberOfKeys: number, ...args: (string | number)[]) => Promise<number>;

/** How long a refused viewer is told to wait: slots free as other viewers' streams end. */
const RETRY_AFTER_SECONDS = 30;

/** Who opens a stream, as far as the limits care. */
export interface StreamViewer {
  address: string;
  /** The viewer owns the comparison: the per-comparison cap does not apply (others cannot crowd them out). */
  isOwner: boolean;
}

/**
 * Caps open `GET …/events` streams per client address and per comparison, counted in Redis so
 * the caps hold across API instances: one script round trip to open, one to close.
 */
@Injectable()
export class StreamAdmissionService {
  private readonly admit: AdmitCommand;
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    if (!(COMMAND in redis)) redis.defineCommand(COMMAND, { lua: ADMIT });
    // ioredis adds defined commands to the instance without types.
    this.admit = (redis as unknown as Record<string, AdmitCommand>)[COMMAND].bind(redis);
    this.prefix = `${config.redisPrefix}:streams`;
  }

  /** The sorted sets a stream's slot is in: its address's, and its comparison's unless it is the owner's. */
  private keysOf(comparisonId: string, viewer: StreamViewer): string[] {
    const keys = [`${this.prefix}:addr:${viewer.address}`];
    if (!viewer.isOwner) keys.push(`${this.prefix}:cmp:${comparisonId}`);
    return keys;
  }

  /** Takes the slots for one stream living at most `lifeMs`; throws RateLimitedError when a cap is reached. Returns the release. */
  async acquire(comparisonId: string, viewer: StreamViewer, lifeMs: number): Promise<() => void> {
    const { maxPerAddress, maxPerComparison } = this.config.stream;
    const keys = this.keysOf(comparisonId, viewer);
    const limits = viewer.isOwner ? [maxPerAddress] : [maxPerAddress, maxPerComparison];
    const token = randomUUID();
    const now = Date.now();
    // A little past the stream's life: its own timer ends it first.
    const expiresAt = now + lifeMs + 5000;
    const full = await this.admit(keys.length, ...keys, now, expiresAt, token, Math.ceil(lifeMs / 1000) + 60, ...limits);
    if (full !== 0) {
      const what = full === 1 ? 'from your address' : 'on this comparison';
      throw new RateLimitedError(`Too many open streams ${what}. Try again later.`, RETRY_AFTER_SECONDS);
    }
    // Held for the stream's whole life: what the release needs, not the keys built from it.
    const slot: StreamSlot = { service: this, comparisonId, viewer, token, released: false };
    return releaseSlot.bind(slot);
  }

  /** Gives a slot back (best effort: a slot that cannot be removed now expires with the stream's life). */
  release(comparisonId: string, viewer: StreamViewer, token: string): void {
    const pipeline = this.redis.pipeline();
    for (const key of this.keysOf(comparisonId, viewer)) pipeline.zrem(key, token);
    pipeline.exec().catch(() => undefined);
  }
}

interface StreamSlot {
  service: StreamAdmissionService;
  comparisonId: string;
  viewer: StreamViewer;
  token: string;
  released: boolean;
}

function releaseSlot(this: StreamSlot): void {
  if (this.released) return;
  this.released = true;
  this.service.release(this.comparisonId, this.viewer, this.token);
}
