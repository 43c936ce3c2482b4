/** What a BullMQ queue or worker is to this log: something that emits its connection errors. */
export interface ConnectionErrorSource {
  on(event: 'error', listener: (err: Error) => void): unknown;
}

/** How often a source still down is reported again. */
const REPORT_EVERY_MS = 60_000;

/**
 * Logs a queue's or worker's connection errors as one line a minute while Redis stays down. Without
 * a listener BullMQ prints every reconnect attempt's stack trace to stderr (several a second),
 * which buries the structured log an operator reads during an outage.
 */
export function logConnectionErrors(source: ConnectionErrorSource, warn: (message: string) => void, label: string, now: () => number = Date.now): void {
  let reportedAt = -Infinity;
  let missed = 0;
  source.on('error', (err) => {
    const at = now();
    if (at - reportedAt < REPORT_EVERY_MS) {
      missed += 1;
      return;
    }
    const since = missed > 0 ? ` (and ${missed} more since the last report)` : '';
    warn(`${label}: ${err.message}${since}`);
    reportedAt = at;
    missed = 0;
  });
}

/**
 * A provider in Nest's factory shape that logs the named queues' connection errors from the moment
 * they exist (a service's constructor comes too late: the queues connect while the API waits for
 * its own Redis client). `tokenOf` is `getQueueToken` of `@nestjs/bullmq`, passed in so this
 * library stays free of Nest.
 */
export function queueConnectionLog(names: readonly string[], tokenOf: (name: string) => string, warn: (message: string) => void) {
  return {
    provide: `queue-connection-log:${names.join(',')}`,
    inject: names.map(tokenOf),
    useFactory: (...queues: ConnectionErrorSource[]): readonly string[] => {
      queues.forEach((queue, i) => logConnectionErrors(queue, warn, `${names[i]} queue`));
      return names;
    },
  };
}
