/**
 * Maps over `items` with at most `limit` calls of `fn` in flight, keeping the results in
 * input order. After the first failure no new calls start and the returned promise rejects
 * with that failure.
 */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await fn(items[index], index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const workers = Array.from({ length: Math.max(1, Math.min(Math.floor(limit) || 1, items.length)) }, worker);
  await Promise.all(workers);
  return results;
}

/** Something that runs the functions it is given with at most a fixed number in flight. */
export type Limiter = <R>(fn: () => Promise<R>) => Promise<R>;

/**
 * A limiter of `limit` slots: `run(fn)` starts `fn` when a slot is free, first come first served,
 * and settles as `fn` does.
 */
export function createLimiter(limit: number): Limiter {
  const slots = Math.max(1, Math.floor(limit) || 1);
  const queue: (() => void)[] = [];
  let active = 0;
  const release = () => {
    active--;
    queue.shift()?.();
  };
  return <R>(fn: () => Promise<R>) =>
    new Promise<R>((resolve, reject) => {
      const start = () => {
        active++;
        Promise.resolve()
          .then(fn)
          .then(resolve, reject)
          .finally(release);
      };
      if (active < slots) start();
      else queue.push(start);
    });
}
