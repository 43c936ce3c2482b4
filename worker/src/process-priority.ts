import { readdirSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * Gives every thread of this process the niceness `nice` (WORKER_NICE), so research, which is
 * background work, yields the CPU to the API on a shared host: when an API and workers share the
 * cores, a saturated machine otherwise keeps each request waiting behind the research (first
 * byte of POST /api/compare p95 55–120 ms at 20 users on 2 cores, 25–50 ms with niceness 10; the
 * comparisons per second did not change). On Linux niceness belongs to each thread, and V8 and
 * libuv start theirs before any code runs, hence every task of the process. Never raises
 * priority; returns the niceness the main thread ends with.
 */
export function lowerProcessPriority(nice: number): number {
  const tasks = listOwnThreads();
  for (const tid of tasks) {
    try {
      if (getPriority(tid) < nice) setPriority(tid, nice);
    } catch {
      // A thread that ended meanwhile, or a platform that refuses: the main thread is what counts.
    }
  }
  return getPriority(0);
}

function listOwnThreads(): number[] {
  try {
    return readdirSync('/proc/self/task').map(Number).filter(Number.isInteger);
  } catch {
    return [process.pid]; // no /proc: the process (main thread) alone
  }
}
