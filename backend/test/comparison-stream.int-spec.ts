import { StreamEventPublisher, streamSeqKey } from '@juxta/messaging';
import Redis from 'ioredis';
import type { Client } from 'pg';
import { ComparisonStreamService } from '../src/comparisons/comparison-stream.service';
import { ProgressHubService } from '../src/comparisons/progress-hub.provider';
import { REDIS } from '../src/common/infrastructure/redis.module';
import { connectDb, insertComparison } from './support/comparison-fixtures';
import { readStream } from './support/sse-client';
import { newUser, startTestApp, type TestApp } from './support/test-app';

describe('the comparison stream relay (real Postgres and Redis)', () => {
  let t: TestApp;
  let db: Client;
  let redis: Redis;
  let publisher: StreamEventPublisher;
  let userId: string;

  beforeAll(async () => {
    t = await startTestApp();
    db = await connectDb();
    redis = new Redis(t.config.redisUrl);
    publisher = new StreamEventPublisher(redis, t.config.redisPrefix);
    userId = (await t.http.post('/api/auth/sign-up').send(newUser()).expect(200)).body.user.id;
  });
  afterAll(async () => {
    await redis.quit();
    await db.end();
    await t.close();
  });

  const url = (id: string) => `http://127.0.0.1:${t.app.getHttpServer().address().port}/api/comparisons/${id}/events`;

  /** Publishes once the API relays live events (its stream is open and has sent the current state). */
  async function whenListening(publish: () => Promise<unknown>): Promise<void> {
    const streams = t.app.get(ComparisonStreamService);
    for (let i = 0; i < 100 && streams.listenerCount() === 0; i++) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 100));
    await publish();
  }

  it('a late joiner gets the latest snapshot first, then live events', async () => {
    const { id } = await insertComparison(db, { userId, status: 'researching' });
    const progress = (n: number) => ({
      event: 'progress' as const,
      data: { status: 'researching' as const, message: `Researching ${n}`, itemsCompleted: n, totalItems: 2, currentStep: 'researching', stage: 'researching' as const, comparisonId: id },
    });
    await publisher.publish(id, progress(0));
    await publisher.publish(id, progress(1));
    const reading = readStream(url(id), { timeoutMs: 10_000 });
    await whenListening(() => publisher.publish(id, { event: 'error', data: { error: 'Stopped.', comparisonId: id } }));
    const result = await reading;
    expect(result.events.map((e) => [e.id, e.event, e.data.itemsCompleted ?? e.data.error])).toEqual([
      [2, 'progress', 1],
      [3, 'error', 'Stopped.'],
    ]);
  });

  it('never drops the outcome, even when its id is lower than what the client has (Redis forgot the counter)', async () => {
    const { id } = await insertComparison(db, { userId, status: 'researching' });
    await redis.del(streamSeqKey(t.config.redisPrefix, id));
    const reading = readStream(url(id), { lastEventId: 40, timeoutMs: 10_000 });
    // A Redis restarted without persistence numbers from 1 again.
    await whenListening(() => publisher.publish(id, { event: 'error', data: { error: 'Stopped.', comparisonId: id } }));
    const result = await reading;
    expect(result.ended).toBe(true);
    expect(result.events.map((e) => [e.id, e.event])).toEqual([[41, 'error']]);
  });

  it('catches up after its subscriber reconnects, even if the state cannot be read at once', async () => {
    const { id } = await insertComparison(db, { userId, status: 'researching' });
    const reading = readStream(url(id), { timeoutMs: 15_000 });
    const streams = t.app.get(ComparisonStreamService);
    for (let i = 0; i < 100 && streams.listenerCount() === 0; i++) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 100));
    // The worker finishes while this API hears nothing: the `done` it published is lost here.
    await db.query(`UPDATE comparisons SET status = 'completed' WHERE id = $1`, [id]);
    // The API's command connection is down (fails fast) when its subscriber comes back.
    const commands = t.app.get<Redis>(REDIS);
    commands.disconnect(false);
    // The hub's own connection is private: reach it to make it reconnect, as after a Redis restart.
    const subscriber = (t.app.get(ProgressHubService) as unknown as { subscriber: Redis }).subscriber;
    subscriber.disconnect(true);
    await new Promise((r) => setTimeout(r, 1500));
    await commands.connect();
    const result = await reading;
    expect(result.events.map((e) => e.event)).toEqual(['done']);
    expect(result.ended).toBe(true);
  });
});

