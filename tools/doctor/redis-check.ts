import Redis from 'ioredis';
import { type CheckResult, formatDuration, messageOf } from './doctor-check';

const CONNECT_TIMEOUT_MS = 5000;
const START_REDIS = 'start it (`redis-server --daemonize yes --bind 127.0.0.1 --port 6379`, or `docker compose -f docker/compose.yml up -d redis`)';

/** Where a Redis URL points, without its password. */
export function describeRedisUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '6379'}`;
}

/** PING at REDIS_URL (required), with the version; BullMQ's need for `noeviction` is a warning. */
export async function checkRedis(redisUrl: string): Promise<CheckResult> {
  const where = describeRedisUrl(redisUrl);
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: CONNECT_TIMEOUT_MS, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
  // connect() rejects with "Connection is closed."; the socket's own error (ECONNREFUSED…) comes here.
  let socketError: unknown;
  redis.on('error', (error: unknown) => {
    socketError ??= error;
  });
  const started = performance.now();
  try {
    await redis.connect();
    await redis.ping();
    const latency = performance.now() - started;
    const info = await redis.info();
    const field = (name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(info)?.[1]?.trim();
    const version = field('redis_version') ?? 'unknown version';
    const policy = field('maxmemory_policy');
    const detail = `${where}, Redis ${version}, answered in ${formatDuration(latency)}`;
    if (policy && policy !== 'noeviction') {
      return { check: 'redis', status: 'warn', detail: `${detail}; maxmemory-policy is ${policy}, so Redis may evict queued jobs`, fix: 'set `maxmemory-policy noeviction` in redis.conf (BullMQ requires it)' };
    }
    return { check: 'redis', status: 'ok', detail };
  } catch (error) {
    return { check: 'redis', status: 'FAIL', ...redisFailure(socketError ?? error, where) };
  } finally {
    redis.disconnect();
  }
}

function redisFailure(error: unknown, where: string): { detail: string; fix: string } {
  const code = (error as { code?: unknown }).code;
  const message = messageOf(error);
  if (/NOAUTH|WRONGPASS|invalid password|invalid username/i.test(message)) {
    return { detail: `${where} refused the credentials (${message.split('\n')[0]})`, fix: 'put the password in REDIS_URL (redis://:password@host:6379, or redis://user:password@host:6379)' };
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return { detail: `${where}: the host name is unknown`, fix: 'correct the host in REDIS_URL' };
  if (code === 'ECONNREFUSED') return { detail: `nothing accepts connections at ${where}`, fix: `${START_REDIS}, or correct REDIS_URL` };
  return { detail: `${where}: ${message}`, fix: `check that Redis runs and that REDIS_URL points at it; ${START_REDIS}` };
}
