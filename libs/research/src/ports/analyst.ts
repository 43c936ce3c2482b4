import type { Category, Confidence, Evidence, ItemAnalysis as AnalysisRecord, SetAsideStatement, Source, TokenUsage, Verdict } from '@juxta/contracts';

/** Numbered evidence for one item: `sources[i]` is what `Evidence.sourceIndex = i` points at. */
export interface ItemEvidence {
  item: string;
  sources: EvidenceSource[];
}

/** A source with the text the analyst may quote from. */
export interface EvidenceSource extends Source {
  /** Full text (or the longest text known) of the source. */
  text: string;
  provider: string;
}

export interface AnalystInput {
  item: string;
  /** All items of the comparison, for context. */
  items: string[];
  dimensions: string[];
  category: Category;
  query?: string;
  evidence: ItemEvidence;
}

/** An analyst's verdict on one dimension, before the engine validates it. */
export interface DimensionVerdict {
  score: number;
  summary: string;
  details: string;
  pros: string[];
  cons: string[];
  confidence: Confidence;
  evidence: Evidence[];
  /** Statements that counted but were left out of `evidence` to bound it (the weakest). */
  evidenceNotShown?: number;
  /** Sentences the analyst found near the cell but did not count for it, and why (the offline reader). */
  setAside?: SetAsideStatement[];
}

export interface ItemAnalysis {
  description: string;
  dimensions: Record<string, DimensionVerdict>;
  pros: string[];
  cons: string[];
  usage?: TokenUsage;
  /** What read the evidence (set by the engine; kept as the item's `analysis`). */
  readBy?: AnalysisRecord;
}

/** Per item and dimension: the final score and whether it is backed by evidence. */
export interface ScoreTable {
  dimensions: string[];
  items: {
    name: string;
    overallScore: number;
    scores: Record<string, { score: number; confidence: Confidence }>;
    pros: string[];
    cons: string[];
  }[];
}

export interface SynthesisInput {
  items: string[];
  query?: string;
  category: Category;
  table: ScoreTable;
  /** What the evidence decides (only between items that all have evidence), with the weights; the text must agree with it. */
  verdict?: Verdict;
}

export interface Synthesis {
  summary: string;
  recommendation: string;
  usage?: TokenUsage;
}

/** Every item's evidence and analysis, for an analyst that weighs the items against each other. */
export interface ItemComparisonInput {
  items: string[];
  dimensions: string[];
  category: Category;
  query?: string;
  /** `evidence[i]` and `analyses[i]` belong to `items[i]`. */
  evidence: ItemEvidence[];
  analyses: ItemAnalysis[];
}

/**
 * Per item (in the order of `items`), the dimensions whose verdicts change once the items are
 * weighed against each other; a dimension left out keeps the item's own verdict.
 */
export type ItemComparison = Record<string, DimensionVerdict>[];

/** Optional callbacks an analyst may call while it works, so the engine can report progress. */
export interface AnalysisHooks {
  /** The analyst starts scoring this dimension of the item. */
  onDimension?(dimension: string): void;
}

/** Turns evidence into scored dimensions, and the score table into a summary. */
export interface Analyst {
  readonly name: string;
  /** `model` for an analyst backed by a language model; the offline reader when absent. */
  readonly by?: 'model' | 'offline';
  /** The language model's name, when `by` is `model`. */
  readonly modelName?: string;
  analyze(input: AnalystInput, signal?: AbortSignal, hooks?: AnalysisHooks): Promise<ItemAnalysis>;
  /** Optional cross-item step: scores every item on each dimension against the others, from all their evidence. */
  compareItems?(input: ItemComparisonInput, signal?: AbortSignal): Promise<ItemComparison>;
  synthesize(input: SynthesisInput, signal?: AbortSignal): Promise<Synthesis>;
}
