// Second baseline: the bare BullMQ worker plus the Postgres work every comparison needs and no
// more — read the request, store a result (only if still researching), PUBLISH `done` with the
// stored row — with plain `pg`, no framework, no research. Next to the bare round trip it shows
// what durability alone costs; next to Juxta, what Juxta adds on top of a minimal durable job.
// Env: REDIS_URL, REDIS_PREFIX, DATABASE_URL, BENCH_QUEUE, BENCH_CONCURRENCY.
import { require } from '../lib/env.mjs';

const { Worker } = require('bullmq');
const Redis = require('ioredis');
const { Pool } = require('pg');

const prefix = process.env.REDIS_PREFIX;
const url = process.env.REDIS_URL;
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 2);
const db = new Pool({ connectionString: process.env.DATABASE_URL, max: concurrency + 1, application_name: 'juxta-bench-durable' });
const publisher = new Redis(url, { connectionName: 'juxta-bench-durable-publisher', maxRetriesPerRequest: 3 });
const RESULT = JSON.stringify([{ name: 'A', overallScore: 7 }, { name: 'B', overallScore: 6 }]);

const worker = new Worker(
  process.env.BENCH_QUEUE ?? 'durable',
  async (job) => {
    const { id } = job.data;
    const { rows } = await db.query('SELECT request FROM comparisons WHERE id = $1', [id]);
    if (!rows.length) return 'deleted';
    const stored = await db.query(
      `UPDATE comparisons SET status = 'completed', items = $2, summary = 'A leads.', completed_at = now(), updated_at = now()
        WHERE id = $1 AND status = 'researching' RETURNING *`,
      [id, RESULT],
    );
    await publisher.publish(`${prefix}:rt:${id}`, JSON.stringify({ seq: 2, event: 'done', data: { id, data: stored.rows[0] ?? null } }));
    return 'ok';
  },
  {
    connection: { url, maxRetriesPerRequest: null, connectionName: 'juxta-bench-durable-worker' },
    prefix: `${prefix}:bull`,
    concurrency,
  },
);
worker.on('error', (err) => console.error(`durable worker: ${err.message}`));
await worker.waitUntilReady();
await db.query('SELECT 1');
console.log('ready');

const stop = async () => {
  await worker.close();
  publisher.disconnect();
  await db.end();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
