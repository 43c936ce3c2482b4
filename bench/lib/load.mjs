// Closed-loop load: N virtual users, each doing K operations one after another. And the bare
// BullMQ round trip the stream benchmark compares against.
import { randomUUID } from 'node:crypto';
import { fromDist, REDIS_URL, require } from './env.mjs';
import { redisClient } from './redis.mjs';

const { Queue } = require('bullmq');

/** Runs `op(user, iteration)` K times for each of N users, all users at once; returns results and wall time. */
export async function closedLoop(users, perUser, op) {
  const results = [];
  const errors = [];
  const start = performance.now();
  await Promise.all(
    Array.from({ length: users }, async (_, u) => {
      for (let i = 0; i < perUser; i++) {
        try {
          results.push(await op(u, i));
        } catch (err) {
          errors.push(err instanceof Error ? err.message : String(err));
        }
      }
    }),
  );
  return { results, errors, wallMs: performance.now() - start };
}

/**
 * queue.add → bare Worker (bench/workers/bare-worker.mjs) → PUBLISH → this subscriber. The job
 * uses the research job's own options (attempts, backoff, removeOnComplete…), the message is
 * awaited before the job is added, as the API does.
 */
export class BareRoundTrip {
  constructor(prefix, queueName = 'bare') {
    const { RESEARCH_JOB_OPTIONS } = fromDist('libs/messaging/src/index.js');
    this.options = RESEARCH_JOB_OPTIONS;
    this.prefix = prefix;
    this.queue = new Queue(queueName, { connection: { url: REDIS_URL, maxRetriesPerRequest: null, connectionName: 'juxta-bench-bare-queue' }, prefix: `${prefix}:bull` });
    this.subscriber = redisClient('juxta-bench-bare-subscriber');
    this.waiting = new Map();
    this.channelPrefix = `${prefix}:rt:`;
    this.subscriber.on('pmessage', (_p, channel, message) => {
      const id = channel.slice(this.channelPrefix.length);
      const resolve = this.waiting.get(id);
      if (resolve) {
        this.waiting.delete(id);
        JSON.parse(message); // the API parses every message too
        resolve(performance.now());
      }
    });
  }

  async ready() {
    await this.subscriber.psubscribe(`${this.channelPrefix}*`);
    await this.queue.waitUntilReady();
  }

  /** One round trip: ms to the add's acknowledgement and to the published message. */
  async once(timeoutMs = 60_000) {
    const id = randomUUID();
    const t0 = performance.now();
    let timer;
    const done = new Promise((resolve, reject) => {
      this.waiting.set(id, resolve);
      timer = setTimeout(() => reject(new Error('bare round trip timed out')), timeoutMs);
    });
    await this.beforeAdd(id);
    await this.queue.add('rt', { id }, { ...this.options, jobId: id });
    const ack = performance.now() - t0;
    const end = await done.finally(() => clearTimeout(timer));
    return { ack, done: end - t0 };
  }

  /** Nothing: the bare job needs no row. */
  async beforeAdd() {}

  async close() {
    await this.queue.close();
    this.subscriber.disconnect();
  }
}

/**
 * The durable round trip: as the bare one, but the row is inserted first (as the API does) and
 * the worker (bench/workers/durable-worker.mjs) reads it and stores a result before publishing.
 */
export class DurableRoundTrip extends BareRoundTrip {
  constructor(prefix, db, userId) {
    super(prefix, 'durable');
    this.db = db;
    this.userId = userId;
  }

  async beforeAdd(id) {
    await this.db.query(
      `INSERT INTO comparisons (id, user_id, title, slug, status, request, item_names)
       VALUES ($1::uuid, $2, 'A vs B', 'a-vs-b-' || $1::text, 'researching', '{"items":["A","B"],"isPublic":true}', '{A,B}')`,
      [id, this.userId],
    );
  }
}
