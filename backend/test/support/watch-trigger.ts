import { loadConfig } from '@juxta/config';
import { queuePrefix, WATCH_QUEUE, WATCH_RUN_JOB } from '@juxta/messaging';
import { Queue } from 'bullmq';

/**
 * Runs a watch's scheduled job now (the same job its job scheduler makes) on the queue of the
 * processes this test run starts, instead of waiting a day or a week.
 */
export async function triggerWatchRun(comparisonId: string): Promise<void> {
  const config = loadConfig(process.env);
  const queue = new Queue(WATCH_QUEUE, { connection: { url: config.redisUrl }, prefix: queuePrefix(config.redisPrefix) });
  try {
    await queue.add(WATCH_RUN_JOB, { comparisonId });
  } finally {
    await queue.close();
  }
}
