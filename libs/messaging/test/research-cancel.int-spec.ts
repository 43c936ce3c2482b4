import { loadConfig } from '@juxta/config';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { CancelWatcher, cancelKey, requestCancel } from '../src/research-cancel';

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

  it('a job started after the request (a queued or retried one) is aborted at once', async () => {
    const id = randomUUID();
    await requestCancel(commands, config.redisPrefix, id);
    const watch = watcher.watch(id);
    expect(await aborted(watch.signal, 500)).toBe(true);
    watch.stop();
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
