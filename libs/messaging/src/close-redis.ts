import type Redis from 'ioredis';

/**
 * Closes a client without hanging: QUIT when connected (pending replies arrive first), a hard
 * disconnect when Redis is unreachable or QUIT takes longer than `timeoutMs`.
 */
export async function closeRedis(client: Redis, timeoutMs = 1000): Promise<void> {
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    client.quit().catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    }),
  ]);
  clearTimeout(timer);
  if ((client.status as string) !== 'end') client.disconnect();
}
