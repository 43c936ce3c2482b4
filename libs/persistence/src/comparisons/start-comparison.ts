import { comparisonSlug, type ComparisonRequest } from '@juxta/contracts';

/** What `start_comparison` answers: the row was inserted, or which of the owner's limits refused it. */
export type StartOutcome = 'created' | 'active-limit' | 'hourly-limit' | 'daily-limit';

/** A comparison to start: the row `start_comparison` inserts (status researching). */
export interface ComparisonStart {
  id: string;
  userId: string;
  title: string;
  query: string;
  request: ComparisonRequest;
  itemNames: string[];
  isPublic: boolean;
  rerunOf: string | null;
}

/** The answer, with the slug the row got. */
export interface StartedComparison {
  outcome: StartOutcome;
  /** Seconds until a refused start may succeed. */
  retryAfter: number | null;
  slug: string;
  createdAt: Date | null;
  updatedAt: Date | null;
}

/** `[maxActive, hourly, daily, staleAfterSeconds]`, as `comparisonStartLimits` gives them. */
export type StartLimits = readonly [number, number, number, number];

const START_COMPARISON = 'SELECT outcome, retry_after, created_at, updated_at FROM start_comparison($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)';
const UNIQUE_VIOLATION = '23505';

interface StartRow {
  outcome: StartOutcome;
  retry_after: number | null;
  created_at: Date | null;
  updated_at: Date | null;
}

/**
 * Inserts a comparison through `start_comparison` (the owner's limits and the insert in one round
 * trip), with a longer slug while the shorter one is taken. Any other error is the caller's.
 */
export async function startComparison(
  query: (sql: string, params: unknown[]) => Promise<unknown>,
  start: ComparisonStart,
  limits: StartLimits,
): Promise<StartedComparison> {
  for (const suffixLength of [8, 12, 32]) {
    const slug = comparisonSlug(start.itemNames, start.id, suffixLength);
    let row: StartRow;
    try {
      [row] = (await query(START_COMPARISON, [
        start.id,
        start.userId,
        start.title,
        start.query,
        slug,
        JSON.stringify(start.request),
        start.itemNames,
        start.isPublic,
        start.rerunOf,
        ...limits,
      ])) as StartRow[];
    } catch (err) {
      if ((err as { code?: unknown }).code === UNIQUE_VIOLATION) continue;
      throw err;
    }
    return { outcome: row.outcome, retryAfter: row.retry_after, slug, createdAt: row.created_at, updatedAt: row.updated_at };
  }
  throw new Error('could not find a free slug');
}
