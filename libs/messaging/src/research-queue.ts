/** Name of the BullMQ queue the API fills and the workers drain. */
export const RESEARCH_QUEUE = 'research';

/** Name of the one job type on that queue. */
export const RESEARCH_JOB = 'research';

/** A job carries only the comparison id: the request is read from Postgres, the source of truth. */
export interface ResearchJobData {
  comparisonId: string;
}

/** BullMQ key prefix under the deployment's Redis prefix. */
export function queuePrefix(redisPrefix: string): string {
  return `${redisPrefix}:bull`;
}

/** Retries and clean-up every research job gets. */
export const RESEARCH_JOB_OPTIONS = {
  attempts: 3,
  // 5 s then 10 s: a short Postgres or Redis outage does not use up every attempt.
  backoff: { type: 'exponential', delay: 5000 },
  removeOnComplete: { age: 3600, count: 1000 },
  removeOnFail: { age: 24 * 3600 },
} as const;
