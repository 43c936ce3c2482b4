import { StreamEventPublisher, streamSeqKey } from '@juxta/messaging';
import Redis from 'ioredis';
import type { Client } from 'pg';
import { ComparisonStreamService } from '../src/comparisons/comparison-stream.service';
import { ProgressHubService } from '../src/comparisons/progress-hub.provider';
import { REDIS } from '../src/common/infrastructure/redis.module';
import { DrainService } from '../src/shutdown/drain.service';
import { connectDb, insertComparison } from './support/comparison-fixtures';
import { readStream } from './support/sse-client';
import { newUser, sessionCookie, startTestApp, type TestApp } from './support/test-app';

describe('the comparison stream relay (real Postgres and Redis)', () => {
  let t: TestApp;
  let db: Client;
  let redis: Redis;
  let publisher: StreamEventPublisher;
  let userId: string;
  let ownerCookie: string;

  beforeAll(async () => {
    t = await startTestApp();
    db = await connectDb();
    redis = new Redis(t.config.redisUrl);
    publisher = new StreamEventPublisher(redis, t.config.redisPrefix);
    const signedUp = await t.http.post('/api/auth/sign-up').send(newUser()).expect(200);
    userId = signedUp.body.user.id;
    ownerCookie = sessionCookie(signedUp)!;
  });
  afterAll(async () => {
    await redis.quit();
    await db.end();
    await t.close();
  });

  const url = (id: string) => `http://127.0.0.1:${t.app.getHttpServer().address().port}/api/comparisons/${id}/events`;

  /** Publishes once the API relays live events (its stream is open and has sent the current state). */
  /**
   * Call before opening the stream: the returned function publishes once that stream listens.
   * (A stream of an earlier test may still be registered, so "any listener" is not enough.)
   */
  function publishWhenListening(): (publish: () => Promise<unknown>) => Promise<void> {
    const streams = t.app.get(ComparisonStreamService);
    const before = streams.listenerCount();
    return async (publish) => {
      for (let i = 0; i < 250 && streams.listenerCount() <= before; i++) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 100));
      await publish();
    };
  }

  it('a late joiner gets the latest snapshot first, then live events', async () => {
    const { id } = await insertComparison(db, { userId, status: 'researching' });
    const progress = (n: number) => ({
      event: 'progress' as const,
      data: { status: 'researching' as const, message: `Researching ${n}`, itemsCompleted: n, totalItems: 2, currentStep: 'researching', stage: 'researching' as const, comparisonId: id },
    });
    await publisher.publish(id, progress(0));
    await publisher.publish(id, progress(1));
    const whenListening = publishWhenListening();
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
    const whenListening = publishWhenListening();
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

  it('a catch-up that finds the comparison finished ends like the worker would: the last progress, then done', async () => {
    const { id } = await insertComparison(db, { userId, status: 'researching' });
    const progress = { status: 'researching' as const, message: 'Researching', itemsCompleted: 0, totalItems: 2, currentStep: 'researching', stage: 'researching' as const, comparisonId: id };
    const whenListening = publishWhenListening();
    const events: { id: number; event: string; status?: unknown }[] = [];
    let subscriber: Redis;
    const reading = readStream(url(id), {
      timeoutMs: 15_000,
      stopAfter: (e) => {
        events.push({ id: e.id, event: e.event, status: e.data.status });
        if (events.length !== 1) return false;
        // The worker commits while this API hears nothing (its subscriber reconnects, or a probe
        // found it deaf): the live "Comparison ready" and done are lost, the catch-up reads the row.
        void db.query(`UPDATE comparisons SET status = 'completed' WHERE id = $1`, [id]).then(() => {
          subscriber = (t.app.get(ProgressHubService) as unknown as { subscriber: Redis }).subscriber;
          subscriber.disconnect(true);
        });
        return false;
      },
    });
    await whenListening(() => publisher.publish(id, { event: 'progress', data: progress }));
    const result = await reading;
    expect(result.ended).toBe(true);
    expect(events.map((e) => [e.event, e.status])).toEqual([
      ['progress', 'researching'],
      ['progress', 'completed'],
      ['done', undefined],
    ]);
    events.forEach((e, i) => i > 0 && expect(e.id).toBeGreaterThan(events[i - 1].id));
  });

  const progressOf = (id: string, n: number) => ({
    event: 'progress' as const,
    data: { status: 'researching' as const, message: `Researching ${n}`, itemsCompleted: n, totalItems: 2, currentStep: 'researching', stage: 'researching' as const, comparisonId: id },
  });
  const waitFor = async (condition: () => boolean) => {
    for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 20));
  };

  const finishedItem = (id: string, index: number, n: number) => {
    const p = progressOf(id, n);
    return { ...p, data: { ...p.data, item: `Item ${index}`, itemResult: { index, research: { name: `Item ${index}` } as never } } };
  };

  describe('item results (never merged into the snapshot)', () => {
    /** Three items: the second and the first finish, then a plain progress step. */
    async function researchedTwoItems(): Promise<string> {
      const { id } = await insertComparison(db, { userId, status: 'researching', items: ['Item 0', 'Item 1', 'Item 2'] });
      await publisher.publish(id, progressOf(id, 0)); // 1
      await publisher.publish(id, finishedItem(id, 1, 1)); // 2
      await publisher.publish(id, finishedItem(id, 0, 2)); // 3
      await publisher.publish(id, progressOf(id, 2)); // 4
      return id;
    }
    const summary = (events: { id: number; event: string; data: Record<string, unknown> }[]) =>
      events.map((e) => [e.id, e.event, (e.data.itemResult as { index: number } | undefined)?.index ?? e.data.itemsCompleted ?? e.data.error]);

    it('a late joiner gets every finished item, in the order they finished, then the snapshot', async () => {
      const id = await researchedTwoItems();
      const whenListening = publishWhenListening();
      const reading = readStream(url(id), { timeoutMs: 10_000 });
      await whenListening(() => publisher.publish(id, { event: 'error', data: { error: 'Stopped.', comparisonId: id } }));
      expect(summary((await reading).events)).toEqual([
        [2, 'progress', 1],
        [3, 'progress', 0],
        [4, 'progress', 2],
        [5, 'error', 'Stopped.'],
      ]);
    });

    it('a stream resumed with Last-Event-ID gets the items finished since, not again the ones it had', async () => {
      const id = await researchedTwoItems();
      const whenListening = publishWhenListening();
      const reading = readStream(url(id), { lastEventId: 2, timeoutMs: 10_000 });
      await whenListening(() => publisher.publish(id, { event: 'error', data: { error: 'Stopped.', comparisonId: id } }));
      expect(summary((await reading).events)).toEqual([
        [3, 'progress', 0],
        [4, 'progress', 2],
        [5, 'error', 'Stopped.'],
      ]);
    });

    it('a viewer who is not the owner gets every item of a burst that arrives during a visibility check', async () => {
      const { id } = await insertComparison(db, { userId, status: 'researching', items: ['Item 0', 'Item 1', 'Item 2'] });
      const whenListening = publishWhenListening();
      let got = 0;
      const reading = readStream(url(id), { timeoutMs: 5_000, stopAfter: () => ++got === 3 });
      // One pipeline: the three arrive together, while the check of the first is in flight.
      await whenListening(() => publisher.publishAll(id, [finishedItem(id, 2, 1), finishedItem(id, 0, 2), finishedItem(id, 1, 3)]));
      expect(summary((await reading).events)).toEqual([
        [1, 'progress', 2],
        [2, 'progress', 0],
        [3, 'progress', 1],
      ]);
    });
  });

  describe('visibility and deletion while a stream is open', () => {
    it('a viewer of a comparison made private meanwhile gets a not-found error, not the result', async () => {
      const { id, slug } = await insertComparison(db, { userId, status: 'researching' });
      const streams = t.app.get(ComparisonStreamService);
      const before = streams.listenerCount();
      const reading = readStream(url(id), { timeoutMs: 10_000 });
      await waitFor(() => streams.listenerCount() > before);
      await t.http.patch(`/api/comparisons/${id}`).set('Cookie', ownerCookie).send({ isPublic: false }).expect(200);
      await publisher.publish(id, progressOf(id, 1));
      await publisher.publish(id, { event: 'done', data: { id, slug, data: { id, slug, summary: 'The secret result' } as never } });
      const result = await reading;
      expect(result.ended).toBe(true);
      expect(result.events.map((e) => e.event)).toEqual(['error']);
      expect(result.events[0].data).toEqual({ error: 'Comparison not found.', comparisonId: id });
      expect(JSON.stringify(result.events)).not.toContain('secret');
    });

    it('the owner keeps receiving a private comparison', async () => {
      const { id, slug } = await insertComparison(db, { userId, status: 'researching', isPublic: false });
      const streams = t.app.get(ComparisonStreamService);
      const before = streams.listenerCount();
      const reading = readStream(url(id), { cookie: ownerCookie, timeoutMs: 10_000 });
      await waitFor(() => streams.listenerCount() > before);
      await publisher.publish(id, { event: 'done', data: { id, slug, data: { id, slug } as never } });
      expect((await reading).events.map((e) => e.event)).toEqual(['done']);
    });

    it('deleting a queued comparison ends its open streams with an error at once', async () => {
      const { id } = await insertComparison(db, { userId, status: 'researching' });
      const streams = t.app.get(ComparisonStreamService);
      const before = streams.listenerCount();
      const reading = readStream(url(id), { timeoutMs: 10_000 });
      await waitFor(() => streams.listenerCount() > before);
      await t.http.delete(`/api/comparisons/${id}`).set('Cookie', ownerCookie).expect(204);
      const result = await reading;
      expect(result.ended).toBe(true);
      expect(result.events.map((e) => [e.event, e.data.error])).toEqual([['error', 'This comparison was deleted.']]);
    });
  });

  it('pings every open stream from the shared heartbeat, and stops pinging a stream once it closed', async () => {
    const fast = await startTestApp({ SSE_HEARTBEAT_MS: '200' });
    const fastUrl = (id: string) => `http://127.0.0.1:${fast.app.getHttpServer().address().port}/api/comparisons/${id}/events`;
    const streams = fast.app.get(ComparisonStreamService);
    const leaveEarly = new AbortController();
    const stay = new AbortController();
    try {
      const [a, b] = await Promise.all([insertComparison(db, { userId, status: 'researching' }), insertComparison(db, { userId, status: 'researching' })]);
      const early = readStream(fastUrl(a.id), { signal: leaveEarly.signal, timeoutMs: 10_000 });
      const staying = readStream(fastUrl(b.id), { signal: stay.signal, timeoutMs: 10_000 });
      await waitFor(() => streams.heartbeatCount() === 2);
      expect(streams.heartbeatCount()).toBe(2);
      await new Promise((r) => setTimeout(r, 700));
      leaveEarly.abort();
      const left = await early;
      expect(left.comments).toBeGreaterThanOrEqual(2);
      await waitFor(() => streams.heartbeatCount() === 1);
      expect(streams.heartbeatCount()).toBe(1);
      await new Promise((r) => setTimeout(r, 700));
      stay.abort();
      const stayed = await staying;
      // Pinged for ~1.4 s at 200 ms: well more than the one that left after ~0.7 s.
      expect(stayed.comments).toBeGreaterThanOrEqual(left.comments + 2);
      await waitFor(() => streams.heartbeatCount() === 0 && streams.openTimers() === 0);
      expect([streams.heartbeatCount(), streams.openTimers()]).toEqual([0, 0]);
    } finally {
      leaveEarly.abort();
      stay.abort();
      await fast.close();
    }
  }, 30_000);

  it('a drain hands a pinged stream over (ends it) and nothing of it stays pinged or timed', async () => {
    const draining = await startTestApp({ SSE_HEARTBEAT_MS: '200' });
    const streams = draining.app.get(ComparisonStreamService);
    const drain = draining.app.get(DrainService);
    try {
      const { id } = await insertComparison(db, { userId, status: 'researching' });
      const reading = readStream(`http://127.0.0.1:${draining.app.getHttpServer().address().port}/api/comparisons/${id}/events`, { timeoutMs: 10_000 });
      await waitFor(() => drain.streamCount() === 1);
      expect([drain.streamCount(), streams.heartbeatCount()]).toEqual([1, 1]);
      await new Promise((r) => setTimeout(r, 500));
      await drain.beforeApplicationShutdown();
      const result = await reading;
      expect(result.ended).toBe(true);
      expect(result.comments).toBeGreaterThanOrEqual(1);
      await waitFor(() => streams.heartbeatCount() === 0 && streams.openTimers() === 0);
      expect([drain.streamCount(), streams.heartbeatCount(), streams.openTimers()]).toEqual([0, 0, 0]);
    } finally {
      await draining.close();
    }
  }, 30_000);

  describe('limits on open streams', () => {
    it('answers 429 with Retry-After past the open streams of one address, and frees the slot when one closes', async () => {
      const capped = await startTestApp({ SSE_MAX_STREAMS_PER_ADDRESS: '2' });
      const cappedUrl = (id: string) => `http://127.0.0.1:${capped.app.getHttpServer().address().port}/api/comparisons/${id}/events`;
      const hangUp = new AbortController();
      try {
        const { id } = await insertComparison(db, { userId, status: 'researching' });
        await publisher.publish(id, progressOf(id, 1)); // a snapshot each admitted stream starts with
        const streams = capped.app.get(ComparisonStreamService);
        const open = [readStream(cappedUrl(id), { signal: hangUp.signal }), readStream(cappedUrl(id), { signal: hangUp.signal })];
        await waitFor(() => streams.listenerCount() >= 2);
        const refused = await readStream(cappedUrl(id), { timeoutMs: 5000 });
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(refused.body).toEqual(expect.objectContaining({ error: expect.stringMatching(/too many open streams/i) }));
        hangUp.abort();
        await Promise.all(open);
        await waitFor(() => streams.listenerCount() === 0);
        const again = await readStream(cappedUrl(id), { stopAfter: () => true, timeoutMs: 5000 });
        expect(again.status).toBe(200);
      } finally {
        hangUp.abort();
        await capped.close();
      }
    });

    it('answers 429 past the open streams of one comparison, from any address, but never to its owner', async () => {
      const capped = await startTestApp({ SSE_MAX_STREAMS_PER_COMPARISON: '2', TRUST_PROXY_HOPS: '1' });
      const cappedUrl = (id: string) => `http://127.0.0.1:${capped.app.getHttpServer().address().port}/api/comparisons/${id}/events`;
      const hangUp = new AbortController();
      try {
        const { id } = await insertComparison(db, { userId, status: 'researching' });
        await publisher.publish(id, progressOf(id, 1)); // a snapshot each admitted stream starts with
        const streams = capped.app.get(ComparisonStreamService);
        const from = (address: string) => ({ headers: { 'X-Forwarded-For': address }, signal: hangUp.signal });
        const open = [readStream(cappedUrl(id), from('203.0.113.1')), readStream(cappedUrl(id), from('203.0.113.2'))];
        await waitFor(() => streams.listenerCount() >= 2);
        const refused = await readStream(cappedUrl(id), { ...from('203.0.113.3'), timeoutMs: 5000 });
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        const owner = await readStream(cappedUrl(id), { ...from('203.0.113.4'), cookie: ownerCookie, stopAfter: () => true, timeoutMs: 5000 });
        expect(owner.status).toBe(200);
        hangUp.abort();
        await Promise.all(open);
      } finally {
        hangUp.abort();
        await capped.close();
      }
    });

    it("ends a signed-out viewer's stream after the shorter anonymous lifetime", async () => {
      const short = await startTestApp({ SSE_ANONYMOUS_MAX_STREAM_SECONDS: '1' });
      try {
        const { id } = await insertComparison(db, { userId, status: 'researching' });
        const started = Date.now();
        const result = await readStream(`http://127.0.0.1:${short.app.getHttpServer().address().port}/api/comparisons/${id}/events`, { timeoutMs: 10_000 });
        expect(result.status).toBe(200);
        expect(result.ended).toBe(true);
        expect(Date.now() - started).toBeLessThan(5000);
      } finally {
        await short.close();
      }
    });
  });
});
