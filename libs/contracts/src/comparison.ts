import type { Category } from './category';
import type { Review } from './review';
import type { Verdict } from './verdict';

export type ComparisonStatus = 'researching' | 'completed' | 'failed';
export type Confidence = 'high' | 'medium' | 'low' | 'none';

/** A page or document that evidence was taken from. */
export interface Source {
  title: string;
  url: string;
  snippet: string;
  /** Added by a user (not found by search): labelled "added by user" wherever sources are shown. */
  addedByUser?: boolean;
  /** One of the comparison author's own sources (with `addedByUser`): "added by you" to the author. */
  addedByAuthor?: boolean;
  /**
   * Where Juxta's stored copy of a corpus document can be read (`…/api/corpus/documents/{id}/text`),
   * so a quote can be checked in the text it was taken from. When it equals `url`, the document
   * has no page of its own (pasted text or a file given no address); otherwise `url` is the page
   * it was taken from. Absent for pages found on the web, and on comparisons made before.
   */
  documentUrl?: string;
}

/**
 * How the offline reader read one statement for one cell: its signed contribution to the cell's
 * score and, in words, the rules that decided it ("negated: 'far from'", "about the rival: 'than
 * the Kobo'"). Absent where a model read the evidence.
 */
export interface EvidenceReading {
  effect: number;
  because: string[];
}

/** The ways a language model can say a quote bears on the item's score on its dimension (a model gives no numeric reading). */
export const EVIDENCE_STANCES = ['for', 'against', 'neither'] as const;
export type EvidenceStance = (typeof EVIDENCE_STANCES)[number];

/** A quote from one of the item's sources backing a score. */
export interface Evidence {
  /** Index into the item's `sources`. */
  sourceIndex: number;
  quote: string;
  /** How the offline reader read it. */
  reading?: EvidenceReading;
  /** How the language model that read it says it counts (absent in replies recorded before it was asked). */
  stance?: EvidenceStance;
  /** Written by the comparison's author in a review (`add-statement`), not found by research. */
  addedByAuthor?: boolean;
}

/** A statement the reader found near a cell but did not count for it, and why. */
export interface SetAsideStatement {
  sourceIndex: number;
  quote: string;
  /** "about another item: 'the Kobo'", "about another dimension: Price". */
  why: string;
}

/** What the research found for a cell before its author reviewed it. */
export interface ResearchValues {
  researchScore: number;
  researchConfidence: Confidence;
}

/** What read an item's evidence: a language model, or the offline reader standing in for one. */
export interface ItemAnalysis {
  by: 'model' | 'offline';
  /** The model's name, when a model read it. */
  model?: string;
  /** Why the offline reader read it although a model is configured ("the model timed out"). */
  fallbackReason?: string;
}

export interface DimensionResult {
  /** 1–10. */
  score: number;
  summary: string;
  details: string;
  pros: string[];
  cons: string[];
  confidence: Confidence;
  /** Every statement that counted toward the score, strongest first (bounded: see `evidenceNotShown`). */
  evidence: Evidence[];
  /**
   * Statements that counted toward the score but were not stored because the cell has more than
   * its bound of quotes (the weakest ones are cut); absent when every one is listed.
   */
  evidenceNotShown?: number;
  /** Statements the reader set aside for this cell (about another item or dimension), with why. */
  setAside?: SetAsideStatement[];
  /** Present when the author reviewed this cell: what the research itself had found. */
  review?: ResearchValues;
}

export interface ItemResearch {
  name: string;
  description: string;
  overallScore: number;
  dimensions: Record<string, DimensionResult>;
  pros: string[];
  cons: string[];
  sources: Source[];
  /** What the evidence is about when not the item itself: "about the Kindle Paperwhite line". */
  evidenceScope?: string;
  /** What read this item's evidence (absent on comparisons made before it was recorded). */
  analysis?: ItemAnalysis;
}

export interface ComparisonResult {
  items: ItemResearch[];
  dimensions: string[];
  summary: string;
  recommendation: string;
  /** What was decided and how surely; absent on comparisons made before verdicts existed. */
  verdict?: Verdict;
}

/** Model token usage of one comparison (LLM analyst only). */
export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

/** What the research engine returns: the result plus its classification. */
export interface ResearchOutcome extends ComparisonResult {
  category: Category;
  tags: string[];
  usage?: TokenUsage;
  /** Human-readable notes about providers that failed and were skipped. */
  warnings?: string[];
}

/** Change of one item's overall score since the comparison this one reran. */
export interface ScoreChange {
  name: string;
  before: number | null;
  after: number;
}

/** A stored comparison as the API returns it. */
export interface ComparisonData {
  id: string;
  userId: string;
  title: string;
  query: string;
  slug: string;
  status: ComparisonStatus;
  summary: string;
  recommendation: string;
  items: ItemResearch[];
  dimensions: string[];
  tags: string[];
  category: Category | null;
  isPublic: boolean;
  viewCount: number;
  createdAt: string;
  updatedAt: string;
  /** Message safe to show when `status` is `failed`. */
  error?: string | null;
  /** Who made it (name only). */
  author: { name: string };
  /** The comparison this one reran, and what changed since. */
  rerunOf?: string | null;
  scoreChanges?: ScoreChange[];
  /** Domains the owner left out of this comparison's web search (absent when none). */
  excludedDomains?: string[];
  /** What was decided and how surely, with the author's weights (null before verdicts existed). */
  verdict?: Verdict | null;
  /** The comparison this one extends (`request.basedOn`): shown as "based on …". */
  basedOn?: string | null;
  /**
   * True when the research stopped before the end (cancelled by its owner): `items` holds only
   * the items researched by then, `status` is `failed` and `error` says so. Absent otherwise.
   */
  partial?: boolean;
  /**
   * Model tokens the research used (prompt = input, completion = output), failed attempts
   * included; present only when a language model did the analysis.
   */
  usage?: TokenUsage;
  /** The author's reviews of cells, oldest first (absent or empty when none). */
  reviews?: Review[];
  /** The newest rerun of this comparison the reader may see (absent when none): "a newer run exists". */
  newerRun?: NewerRun | null;
}

/** A later run of a comparison, linked from the earlier one's address. */
export interface NewerRun {
  slug: string;
  status: ComparisonStatus;
  createdAt: string;
}

/**
 * The answer to `POST /api/comparisons/{id}/cancel`: `cancelling` while the worker running it
 * stops (within seconds; the stream then ends with its `error` event), `cancelled` when no worker
 * had started it and it is stored cancelled already.
 */
export interface CancelAccepted {
  id: string;
  status: 'cancelling' | 'cancelled';
}

/** A row of the public feed and of a user's list. */
export interface ComparisonSummary {
  id: string;
  slug: string;
  title: string;
  status: ComparisonStatus;
  items: { name: string; overallScore: number }[];
  category: Category | null;
  tags: string[];
  viewCount: number;
  isPublic: boolean;
  createdAt: string;
  author: { name: string };
  /** True when its author reviewed at least one cell. */
  reviewed?: boolean;
  /** True when it was cancelled by its owner (stored `failed`): shown as "Cancelled". */
  partial?: boolean;
  /** False when no dimension could be compared between its items: its scores are placeholders ("not enough evidence"). */
  compared?: boolean;
  /** How many runs it is the newest of (itself and the comparisons it reran); absent when 1. */
  runs?: number;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface CategoryCount {
  name: Category;
  count: number;
}
