import type Redis from 'ioredis';

const TTL_SECONDS = 7 * 24 * 3600;

function key(redisPrefix: string, comparisonId: string): string {
  return `${redisPrefix}:seq:${comparisonId}`;
}

/** The next event id of a comparison's stream: strictly increasing across workers, retries and APIs. */
export async function nextStreamSeq(redis: Redis, redisPrefix: string, comparisonId: string): Promise<number> {
  const k = key(redisPrefix, comparisonId);
  const [[, seq]] = (await redis.multi().incr(k).expire(k, TTL_SECONDS).exec()) as [[unknown, number], unknown];
  return seq;
}

/** The last event id handed out for a comparison (0 when none or expired). */
export async function currentStreamSeq(redis: Redis, redisPrefix: string, comparisonId: string): Promise<number> {
  return Number((await redis.get(key(redisPrefix, comparisonId))) ?? 0);
}
