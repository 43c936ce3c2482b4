// Redis helpers: clients, and removing every key of a bench prefix (never anything else).
import { REDIS_URL, require } from './env.mjs';

const Redis = require('ioredis');

export function redisClient(name = 'juxta-bench') {
  const client = new Redis(REDIS_URL, { connectionName: name, maxRetriesPerRequest: null });
  client.on('error', () => undefined);
  return client;
}

/** Deletes the keys under `${prefix}:` (SCAN + UNLINK); the prefix must be a bench one. */
export async function cleanupPrefix(prefix) {
  if (!/^jb-/.test(prefix)) throw new Error(`refusing to clean ${prefix}: not a bench prefix`);
  const client = redisClient('juxta-bench-cleanup');
  let removed = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) removed += await client.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
  return removed;
}
