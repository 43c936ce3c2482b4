import { loadConfig } from '@juxta/config';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { CancelWatcher, cancelKey, readResearchJobState, requestCancel } from '../src/research-cancel';
import { StreamEventPublisher } from '../src/stream-event-publisher';

describe('CancelWatcher (real Redis)', () => {
  const config = loadConfig(process.env);
  let commands: Redis;
  let watcher: CancelWatcher;

  beforeAll(async () => {
    commands = new Redis(config.redisUrl);
    watcher = new CancelWatcher(new Redis(config.redisUrl), commands, config.redisPrefix, 200);
    await watcher.start();
  });
  afterAll(async () => {
    await watcher.close();
    await commands.quit();
  });

  const aborted = (signal: AbortSignal, withinMs: number) =>
    new Promise<boolean>((resolve) => {
      if (signal.aborted) return resolve(true);
      const timer = setTimeout(() => resolve(false), withinMs);
      signal.addEventListener('abort', () => (clearTimeout(timer), resolve(true)), { once: true });
    });

  it('aborts the running job a request from any connection names, and only that one', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const watchA = watcher.watch(a);
    const watchB = watcher.watch(b);
    const other = new Redis(config.redisUrl); // as another API instance would
    const started = Date.now();
    await requestCancel(other, config.redisPrefix, a);
    expect(await aborted(watchA.signal, 1000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(500);
    expect(watchA.signal.reason).toMatchObject({ name: 'CancelledByOwner' });
    expect(watchB.signal.aborted).toBe(false);
    watchA.stop();
    watchB.stop();
    await other.quit();
  });

  it('hears requests when started during its connection handshake, well before its fallback poll', async () => {
    // ioredis writes a SUBSCRIBE even before its ready check; the check then failed in subscriber
    // mode and the connection came back without the channel (see whenReady).
    const connection = new Redis(config.redisUrl, { connectionName: 'juxta-cancel-spec', maxRetriesPerRequest: null });
    connection.on('error', () => undefined);
    const early = new CancelWatcher(connection, commands, config.redisPrefix, 60_000);
    const startedIn = await new Promise<string>((resolve, reject) =>
      connection.once('connect', () => {
        const status = connection.status;
        early.start().then(() => resolve(status), reject);
      }),
    );
    expect(startedIn).toBe('connect');
    await new Promise((r) => setTimeout(r, 500)); // what a reconnect would take
    const id = randomUUID();
    const watch = early.watch(id, Promise.resolve(false));
    await requestCancel(commands, config.redisPrefix, id);
    const heard = await aborted(watch.signal, 1000);
    watch.stop();
    await early.close();
    expect(heard).toBe(true);
  });

  it('a job started after the request (a queued or retried one) is aborted at once', async () => {
    const id = randomUUID();
    await requestCancel(commands, config.redisPrefix, id);
    const watch = watcher.watch(id);
    expect(await aborted(watch.signal, 500)).toBe(true);
    watch.stop();
  });

  it('a job that reads its own state says whether it was cancelled before it started, with the stream state, in one read', async () => {
    const [cancelled, running] = [randomUUID(), randomUUID()];
    const publisher = new StreamEventPublisher(commands, config.redisPrefix);
    const progress = { status: 'researching', message: 'Searching', itemsCompleted: 0, totalItems: 2, currentStep: 'searching', stage: 'searching', comparisonId: cancelled } as const;
    await publisher.publish(cancelled, { event: 'progress', data: progress }, 4);
    await requestCancel(commands, config.redisPrefix, cancelled);

    const state = readResearchJobState(commands, config.redisPrefix, cancelled);
    const watch = watcher.watch(cancelled, state.then((s) => s.cancelRequested));
    expect(await aborted(watch.signal, 500)).toBe(true);
    expect(await state).toEqual({ seq: 5, snapshot: { seq: 5, event: 'progress', data: progress }, cancelRequested: true });
    watch.stop();

    const fresh = readResearchJobState(commands, config.redisPrefix, running);
    const live = watcher.watch(running, fresh.then((s) => s.cancelRequested));
    expect(await fresh).toEqual({ seq: 0, snapshot: null, cancelRequested: false });
    expect(live.signal.aborted).toBe(false);
    await requestCancel(commands, config.redisPrefix, running); // heard on the channel, as always
    expect(await aborted(live.signal, 1000)).toBe(true);
    live.stop();
  });

  it('a request whose message was missed is found by the poll', async () => {
    const id = randomUUID();
    const watch = watcher.watch(id);
    await new Promise((r) => setTimeout(r, 50)); // its own key check found nothing
    await commands.set(cancelKey(config.redisPrefix, id), '1', 'EX', 60); // no message published
    expect(await aborted(watch.signal, 1000)).toBe(true);
    watch.stop();
  });
});
