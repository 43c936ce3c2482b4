import type { WatchFrequency } from '@juxta/contracts';

/** The queue of scheduled watch runs and their webhook deliveries. */
export const WATCH_QUEUE = 'watch';

/** A scheduled run of one watch: its job scheduler's id is the comparison's id. */
export const WATCH_RUN_JOB = 'watch-run';

/** One webhook delivery of a run that found changes. */
export const WATCH_WEBHOOK_JOB = 'watch-webhook';

export interface WatchRunJobData {
  comparisonId: string;
}

export interface WatchWebhookJobData {
  comparisonId: string;
  watchRunId: string;
}

const DAY_MS = 24 * 3600_000;

/** How far apart the runs of each frequency are. */
export const WATCH_INTERVAL_MS: Record<WatchFrequency, number> = {
  daily: DAY_MS,
  weekly: 7 * DAY_MS,
  monthly: 30 * DAY_MS,
};

/**
 * The repeat options of a watch's job scheduler: every interval, the first one interval from now
 * (watching is not a request to research again at once).
 */
export function watchRepeat(frequency: WatchFrequency, now = Date.now()): { every: number; startDate: number } {
  const every = WATCH_INTERVAL_MS[frequency];
  return { every, startDate: now + every };
}

/** A run is not retried (the next one comes on schedule); its jobs are kept briefly for inspection. */
export const WATCH_RUN_JOB_OPTIONS = {
  attempts: 1,
  removeOnComplete: { age: 7 * 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

/** A webhook is tried five times: 10 s, 20 s, 40 s, 80 s apart. */
export const WATCH_WEBHOOK_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 10_000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};
