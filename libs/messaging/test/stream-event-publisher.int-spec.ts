import { loadConfig } from '@juxta/config';
import type { StreamEvent } from '@juxta/contracts';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { ProgressHub } from '../src/progress-hub';
import { StreamEventPublisher } from '../src/stream-event-publisher';
import { readStreamState, streamSeqKey } from '../src/stream-sequence';

const config = loadConfig(process.env);

function progress(itemsCompleted: number): Omit<StreamEvent, 'seq'> {
  return {
    event: 'progress',
    data: { status: 'researching', message: `step ${itemsCompleted}`, itemsCompleted, totalItems: 2, currentStep: 'researching', stage: 'researching', comparisonId: 'c' },
  };
}

describe('StreamEventPublisher (real Redis)', () => {
  let redis: Redis;
  let hub: ProgressHub;

  beforeAll(async () => {
    redis = new Redis(config.redisUrl);
    hub = new ProgressHub(new Redis(config.redisUrl), config.redisPrefix);
    await hub.start();
  });
  afterAll(async () => {
    await hub.close();
    await redis.quit();
  });

  it('delivers events in order with increasing ids, and keeps the latest progress as the snapshot', async () => {
    const id = randomUUID();
    const received: StreamEvent[] = [];
    const stop = hub.listen(id, (e) => received.push(e));
    const publisher = new StreamEventPublisher(redis, config.redisPrefix);
    // Fired together: the ids must still reach subscribers in order.
    const sent = await Promise.all([0, 1, 2].map((n) => publisher.publish(id, progress(n))));
    for (let i = 0; i < 50 && received.length < 3; i++) await new Promise((r) => setTimeout(r, 20));
    stop();

    expect(sent.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(received.map((e) => [e.seq, e.event === 'progress' && e.data.itemsCompleted])).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
    ]);
    const state = await readStreamState(redis, config.redisPrefix, id);
    expect(state.seq).toBe(3);
    expect(state.snapshot).toEqual(received[2]);
  });

  it('keeps every item result apart from the snapshot, in publishing order, and drops them with the outcome', async () => {
    const id = randomUUID();
    const publisher = new StreamEventPublisher(redis, config.redisPrefix);
    const finished = (index: number, itemsCompleted: number): Omit<StreamEvent, 'seq'> => {
      const base = progress(itemsCompleted) as Extract<StreamEvent, { event: 'progress' }>;
      return { event: 'progress', data: { ...base.data, itemResult: { index, research: { name: `item ${index}` } as never } } };
    };
    await publisher.publish(id, progress(0));
    await publisher.publish(id, finished(1, 1));
    await publisher.publish(id, finished(0, 2));
    await publisher.publish(id, progress(2));
    const state = await readStreamState(redis, config.redisPrefix, id);
    expect(state.itemResults.map((e) => [e.seq, e.data.itemResult?.index])).toEqual([
      [2, 1],
      [3, 0],
    ]);
    expect(state.snapshot?.seq).toBe(4);
    await publisher.publish(id, { event: 'done', data: { id, slug: 's', data: {} as never } });
    expect(await readStreamState(redis, config.redisPrefix, id)).toEqual({ seq: 5, snapshot: null, itemResults: [] });
  });

  it('drops the snapshot once the outcome is published', async () => {
    const id = randomUUID();
    const publisher = new StreamEventPublisher(redis, config.redisPrefix);
    await publisher.publish(id, progress(1));
    const error = await publisher.publish(id, { event: 'error', data: { error: 'failed', comparisonId: id } });
    expect(error.seq).toBe(2);
    expect(await readStreamState(redis, config.redisPrefix, id)).toEqual({ seq: 2, snapshot: null, itemResults: [] });
  });

  it('keeps numbering above the floor when Redis forgot the counter (restart without persistence)', async () => {
    const id = randomUUID();
    const publisher = new StreamEventPublisher(redis, config.redisPrefix);
    const last = await publisher.publish(id, progress(0), 41);
    expect(last.seq).toBe(42);
    await redis.del(streamSeqKey(config.redisPrefix, id));
    const next = await publisher.publish(id, progress(1), last.seq);
    expect(next.seq).toBe(43);
    expect((await readStreamState(redis, config.redisPrefix, id)).seq).toBe(43);
  });

  it('publishes several events in one round trip, in order, numbered above the floor', async () => {
    const id = randomUUID();
    const received: StreamEvent[] = [];
    const stop = hub.listen(id, (e) => received.push(e));
    const publisher = new StreamEventPublisher(redis, config.redisPrefix);
    await redis.script('FLUSH'); // the scripts are loaded on the way
    const sent = await publisher.publishAll(id, [progress(2), { event: 'error', data: { error: 'failed', comparisonId: id } }], 7);
    for (let i = 0; i < 50 && received.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    stop();
    expect(sent.map((e) => [e.seq, e.event])).toEqual([
      [8, 'progress'],
      [9, 'error'],
    ]);
    expect(received).toEqual(sent);
    expect(await readStreamState(redis, config.redisPrefix, id)).toEqual({ seq: 9, snapshot: null, itemResults: [] });
  });

  it('still publishes after Redis emptied its script cache', async () => {
    const id = randomUUID();
    const publisher = new StreamEventPublisher(redis, config.redisPrefix);
    await publisher.publish(id, progress(0));
    await redis.script('FLUSH');
    expect((await publisher.publish(id, progress(1))).seq).toBe(2);
  });
});
