import type Redis from 'ioredis';

const key = (prefix: string) => `${prefix}:research:model`;

/** What a worker's probe of the configured language model found. */
export interface ModelReachability {
  model: string;
  reachable: boolean;
}

/**
 * Records the last probe of the model, for the API's capabilities endpoint. Kept for
 * `ttlSeconds`: with no worker probing, the state goes back to unknown.
 */
export async function recordModelReachability(redis: Redis, prefix: string, state: ModelReachability, ttlSeconds: number): Promise<void> {
  await redis.set(key(prefix), JSON.stringify(state), 'EX', ttlSeconds);
}

/** The last recorded probe of the model, or undefined when none is recorded (or it is unreadable). */
export async function readModelReachability(redis: Redis, prefix: string): Promise<ModelReachability | undefined> {
  const raw = await redis.get(key(prefix));
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<ModelReachability>;
    return typeof value.model === 'string' && typeof value.reachable === 'boolean' ? { model: value.model, reachable: value.reachable } : undefined;
  } catch {
    return undefined;
  }
}
