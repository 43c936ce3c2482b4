import type { Watch, WatchChange } from '@juxta/contracts';
import type { WatchEntity, WatchRunEntity } from '@juxta/persistence';

/** A watch as the API returns it (never its webhook secret), with its next run when known. */
export function toWatch(w: WatchEntity, comparison: { title: string; slug: string }, nextRun: number | null = null): Watch {
  return {
    comparisonId: w.comparisonId,
    title: comparison.title,
    slug: comparison.slug,
    frequency: w.frequency,
    webhookUrl: w.webhookUrl,
    latestComparisonId: w.latestComparisonId,
    lastRunAt: w.lastRunAt?.toISOString() ?? null,
    nextRunAt: nextRun === null ? null : new Date(nextRun).toISOString(),
    createdAt: w.createdAt.toISOString(),
  };
}

/** A run as an entry of "What changed". */
export function toWatchChange(r: WatchRunEntity, title: string, runSlug: string | null): WatchChange {
  return {
    id: r.id,
    comparisonId: r.comparisonId,
    title,
    runComparisonId: r.runComparisonId,
    runSlug,
    outcome: r.outcome,
    changes: r.changes,
    message: r.message,
    read: r.readAt !== null,
    createdAt: r.createdAt.toISOString(),
  };
}
