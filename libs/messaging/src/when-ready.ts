import type Redis from 'ioredis';

/**
 * Resolves once the connection is ready; rejects if it was closed for good. Subscribe only then:
 * ioredis writes a SUBSCRIBE or PSUBSCRIBE at once even during its handshake (both are allowed
 * while Redis loads), so the connection enters subscriber mode before its ready check; the check
 * (INFO) then fails, ioredis reconnects, and it re-subscribes only a connection that had been
 * ready: the new one stays without its subscription (`CLIENT LIST`: `psub=0 cmd=info`).
 * A known ioredis bug since 5.8.2 (redis/ioredis#2037), gated in 6.0; this wait works with both.
 */
export function whenReady(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  if (redis.status === 'end') return Promise.reject(new Error('Connection is closed.'));
  return new Promise((resolve, reject) => {
    const ready = () => {
      redis.off('end', ended);
      resolve();
    };
    const ended = () => {
      redis.off('ready', ready);
      reject(new Error('Connection is closed.'));
    };
    redis.once('ready', ready);
    redis.once('end', ended);
  });
}
