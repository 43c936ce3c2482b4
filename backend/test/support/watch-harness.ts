import type { INestApplicationContext } from '@nestjs/common';
import { queuePrefix, WATCH_QUEUE } from '@juxta/messaging';
import { CorpusSearchProvider } from '@juxta/providers';
import { ExtractiveAnalyst } from '@juxta/reader';
import { ResearchEngine } from '@juxta/research';
import { Queue } from 'bullmq';
import type { Client } from 'pg';
import { connectDb } from './comparison-fixtures';
import { startInProcessWorker } from './in-process-worker';
import { startTestApp, type TestApp } from './test-app';

/** An API and an in-process worker researching the test database's corpus, with the watch queue at hand. */
export interface WatchHarness {
  t: TestApp;
  db: Client;
  worker: INestApplicationContext;
  /** The queue scheduled watch runs arrive on: a test adds a run's job itself instead of waiting a week. */
  queue: Queue;
  close(): Promise<void>;
}

/** Starts a watch harness on a Redis prefix of its own (`name`), so its queues meet no other suite's. */
export async function startWatchHarness(name: string, env: Record<string, string> = {}): Promise<WatchHarness> {
  const prefix = `${process.env.REDIS_PREFIX ?? 'jt'}-${name}`;
  const t = await startTestApp({ REDIS_PREFIX: prefix, RESEARCH_SEARCH: 'corpus', ...env });
  const db = await connectDb();
  const engine = new ResearchEngine({
    searchProviders: [new CorpusSearchProvider({ query: async (sql, params) => (await db.query(sql, params)).rows })],
    analyst: new ExtractiveAnalyst(),
  });
  const worker = await startInProcessWorker(t.config, engine);
  const queue = new Queue(WATCH_QUEUE, { connection: { url: t.config.redisUrl }, prefix: queuePrefix(prefix) });
  return {
    t,
    db,
    worker,
    queue,
    close: async () => {
      await queue.close();
      await worker.close();
      await db.end();
      await t.close();
    },
  };
}

/** Reads until `done` holds or the time is up, and returns the last reading (the test asserts on it). */
export async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}
