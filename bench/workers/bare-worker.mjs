// Baseline: a bare BullMQ Worker that answers each job with one Redis PUBLISH — the smallest
// possible queue.add → Worker → PUBLISH → subscriber round trip, on the same Redis.
// Env: REDIS_URL, REDIS_PREFIX, BENCH_QUEUE, BENCH_CONCURRENCY.
import { require } from '../lib/env.mjs';

const { Worker } = require('bullmq');
const Redis = require('ioredis');

const prefix = process.env.REDIS_PREFIX;
const url = process.env.REDIS_URL;
const publisher = new Redis(url, { connectionName: 'juxta-bench-bare-publisher', maxRetriesPerRequest: 3 });
const worker = new Worker(
  process.env.BENCH_QUEUE ?? 'bare',
  async (job) => {
    await publisher.publish(`${prefix}:rt:${job.data.id}`, JSON.stringify({ seq: 1, event: 'done', data: { id: job.data.id } }));
    return 'ok';
  },
  {
    connection: { url, maxRetriesPerRequest: null, connectionName: 'juxta-bench-bare-worker' },
    prefix: `${prefix}:bull`,
    concurrency: Number(process.env.BENCH_CONCURRENCY ?? 2),
  },
);
worker.on('error', (err) => console.error(`bare worker: ${err.message}`));
await worker.waitUntilReady();
console.log('ready');

const stop = async () => {
  await worker.close();
  publisher.disconnect();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
