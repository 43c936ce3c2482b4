import { createLimiter } from './concurrency';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createLimiter', () => {
  it('runs at most `limit` at once, first come first served, and passes results and failures through', async () => {
    const run = createLimiter(2);
    let inFlight = 0;
    let most = 0;
    const started: number[] = [];
    const task = (n: number) => async () => {
      started.push(n);
      most = Math.max(most, ++inFlight);
      await sleep(5);
      inFlight--;
      if (n === 3) throw new Error('three failed');
      return n * 10;
    };
    const settled = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => run(task(n))));
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual([10, 20, 'three failed', 40, 50]);
  });
});
