import type { ComparisonResult } from './comparison';

/** What an author may do to a cell of their comparison. */
export type ReviewAction = 'reject' | 'set-score' | 'no-evidence' | 'add-statement';

/** Why an author rejects a quote from a cell. */
export type RejectReason = 'other-dimension' | 'other-item' | 'misread' | 'other';

/** The quote stops counting for the cell; with `moveTo` it counts for that dimension instead. */
export interface RejectQuoteRequest {
  action: 'reject';
  item: string;
  dimension: string;
  quote: string;
  reason: RejectReason;
  moveTo?: string;
  note?: string;
}

/** The author's own score for a cell; the note saying why is required. */
export interface SetScoreRequest {
  action: 'set-score';
  item: string;
  dimension: string;
  score: number;
  note: string;
}

/** The cell becomes "not enough evidence". */
export interface NoEvidenceRequest {
  action: 'no-evidence';
  item: string;
  dimension: string;
  note?: string;
}

/** A statement the author adds, read by the active analyst like any evidence. */
export interface AddStatementRequest {
  action: 'add-statement';
  item: string;
  dimension: string;
  text: string;
  url?: string;
}

/** The body of `POST /api/comparisons/{id}/reviews`. */
export type ReviewRequest = RejectQuoteRequest | SetScoreRequest | NoEvidenceRequest | AddStatementRequest;

/** A review as stored on a comparison and shown to every reader. */
export interface Review {
  id: string;
  action: ReviewAction;
  item: string;
  dimension: string;
  quote?: string;
  score?: number;
  reason?: RejectReason;
  moveTo?: string;
  note?: string;
  text?: string;
  url?: string;
  createdAt: string;
  /** False when a rerun no longer has its cell (or quote): listed as "no longer applies". */
  applies?: boolean;
}

/**
 * What the research itself found, kept next to a reviewed comparison so that a review can be
 * undone (and rerun reviews applied to a fresh research) without losing anything.
 */
export type ResearchAsFound = Pick<ComparisonResult, 'items' | 'summary' | 'recommendation' | 'verdict'>;
