import type { AppConfig } from './app-config';

/** Comparisons one user may start per hour (scaled by RATE_LIMIT_MULTIPLIER like the other request limits). */
const STARTS_PER_HOUR = 30;

/**
 * `start_comparison`'s last four arguments: active, hourly and daily limits per user, and the
 * seconds after which a researching row no longer counts. The API's starts and the watches'
 * scheduled runs use the same ones.
 */
export function comparisonStartLimits(config: AppConfig): [maxActive: number, hourly: number, daily: number, staleAfterSeconds: number] {
  const { maxActivePerUser, dailyPerUser, rateLimitMultiplier } = config.quotas;
  const hourly = Math.max(1, Math.round(STARTS_PER_HOUR * rateLimitMultiplier));
  // Rows stuck in researching past the research time limit do not block the user forever.
  return [maxActivePerUser, hourly, dailyPerUser, Math.ceil(config.research.timeoutMs / 1000) + 600];
}
