/** How often a watched comparison is researched again. */
export const WATCH_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type WatchFrequency = (typeof WATCH_FREQUENCIES)[number];

/** `PUT /api/comparisons/{id}/watch` body. */
export interface WatchRequest {
  frequency?: WatchFrequency;
  /** Where a signed POST goes when something changed (http(s), public address). */
  webhookUrl?: string | null;
}

/** A comparison the owner watches. */
export interface Watch {
  comparisonId: string;
  title: string;
  slug: string;
  frequency: WatchFrequency;
  webhookUrl: string | null;
  /** The newest run of the watch (the comparison itself until the first scheduled run). */
  latestComparisonId: string | null;
  lastRunAt: string | null;
  /** When the schedule runs it next (null when the schedule cannot be read now). */
  nextRunAt?: string | null;
  createdAt: string;
}

/**
 * The answer to creating or changing a watch. `webhookSecret` is present only when it was just
 * made (a new webhook URL): it signs every webhook body and is never shown again.
 */
export interface WatchSaved extends Watch {
  webhookSecret?: string;
}

/**
 * What one run of a watch found different from the run before it. `review`: on a cell its author
 * reviewed, the research moved away from the author's score (`before`: the author's score,
 * `after`: the research's new score).
 */
export type WatchChangeKind = 'score' | 'leader' | 'source' | 'review';

export interface WatchChangeDetail {
  kind: WatchChangeKind;
  /** The item (score, source) or the dimension (leader). */
  subject: string;
  before: string | number | null;
  after: string | number | null;
}

/** How a scheduled run ended. */
export type WatchRunOutcome = 'changed' | 'unchanged' | 'skipped' | 'failed';

/** One entry of "What changed" (`GET /api/me/changes`). */
export interface WatchChange {
  id: string;
  comparisonId: string;
  title: string;
  /** The comparison the run produced (null once deleted, or for a skipped run). */
  runComparisonId: string | null;
  runSlug: string | null;
  outcome: WatchRunOutcome;
  changes: WatchChangeDetail[];
  /** Why a run was skipped or failed. */
  message: string | null;
  read: boolean;
  createdAt: string;
}

export interface WatchChangesPage {
  unread: number;
  changes: WatchChange[];
}

/** The signed body of a watch's webhook (`X-Juxta-Signature: sha256=<hex HMAC of the body>`). */
export interface WatchWebhookBody {
  event: 'comparison.changed';
  comparisonId: string;
  runComparisonId: string;
  url: string;
  changes: WatchChangeDetail[];
  at: string;
}
