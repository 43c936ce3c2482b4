import type { AppConfig } from '@juxta/config';
import type Redis from 'ioredis';

/** The Redis key of the session a `juxta.sid=s%3A<id>.<signature>` cookie names. */
export function sessionKey(config: AppConfig, cookie: string): string {
  const sid = decodeURIComponent(cookie.split('=')[1]).slice(2).split('.')[0];
  return `${config.redisPrefix}:sess:${sid}`;
}

/** Makes a session look as if its expiry was last pushed back `agoMs` ago (its remaining time is the idle timeout less that). */
export async function sessionExtendedAgo(redis: Redis, config: AppConfig, cookie: string, agoMs: number): Promise<void> {
  await redis.pexpire(sessionKey(config, cookie), config.session.idleMs - agoMs);
}
