import { startWorker } from './support/processes';

describe('stopping a worker while Redis is unreachable (built worker process)', () => {
  it('exits within SHUTDOWN_GRACE_SECONDS of SIGTERM instead of waiting for Redis for ever', async () => {
    const worker = await startWorker({ REDIS_URL: 'redis://127.0.0.1:1', SHUTDOWN_GRACE_SECONDS: '2' });
    const exited = new Promise<number | null>((resolve) => worker.child.once('exit', (code) => resolve(code)));
    const sentAt = Date.now();
    worker.child.kill('SIGTERM');
    // Before: closing BullMQ waited for its connection, and the process never ended on its own.
    const code = await Promise.race([exited, new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 15_000))]);
    if (code === 'still running') worker.child.kill('SIGKILL');
    expect(code).toBe(1);
    expect(Date.now() - sentAt).toBeLessThan(10_000);
    expect(worker.output()).toMatch(/did not close within 2000 ms/);
  }, 60_000);
});
