import type Redis from 'ioredis';

const key = (prefix: string) => `${prefix}:research:reachable`;

/**
 * Records what a worker's probe found (provider name → reachable), for the API's capabilities
 * endpoint. Kept for `ttlSeconds`: with no worker probing, the state goes back to unknown.
 */
export async function recordReachability(redis: Redis, prefix: string, state: Record<string, boolean>, ttlSeconds: number): Promise<void> {
  const fields = Object.entries(state).flatMap(([name, up]) => [name, up ? '1' : '0']);
  if (fields.length === 0) return;
  await redis.multi().hset(key(prefix), ...fields).expire(key(prefix), ttlSeconds).exec();
}

/** The last recorded reachability per provider; providers never probed are absent. */
export async function readReachability(redis: Redis, prefix: string): Promise<Record<string, boolean>> {
  const raw = await redis.hgetall(key(prefix));
  return Object.fromEntries(Object.entries(raw).map(([name, v]) => [name, v === '1']));
}
