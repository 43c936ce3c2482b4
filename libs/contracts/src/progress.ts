import type { ComparisonData, ComparisonResult, ItemResearch } from './comparison';

/** Stages of the research pipeline, in order, then `complete`. */
export const RESEARCH_STAGES = ['parsing', 'searching', 'researching', 'synthesizing', 'complete'] as const;
export type ResearchStage = (typeof RESEARCH_STAGES)[number];

/** Counters every progress report carries, so a snapshot is self-contained. */
interface ProgressCounters {
  message: string;
  itemsCompleted: number;
  totalItems: number;
}

/** The engine's progress reports (service-interface §2), each with counters. */
export type ResearchProgress =
  | ({ stage: 'parsing' } & ProgressCounters)
  | ({ stage: 'searching'; item: string; results: number } & ProgressCounters)
  | ({ stage: 'researching'; item: string; progress: number; itemResult?: ProgressItemResult } & ProgressCounters)
  | ({ stage: 'synthesizing' } & ProgressCounters)
  | ({ stage: 'complete'; result: ComparisonResult } & ProgressCounters)
  | ({ stage: 'error'; error: string } & ProgressCounters);

/**
 * One item's research, sent as soon as that item is analysed and checked (scores in range, real
 * citations), before the other items are done. Provisional: the overall score and some scores
 * can still change when the items are weighed against each other; `done` holds the final ones.
 */
export interface ProgressItemResult {
  /** The item's position in the request's `items`. */
  index: number;
  research: ItemResearch;
}

/** `data` of an SSE `progress` event. */
export interface ProgressEventData {
  status: 'researching' | 'completed';
  message: string;
  itemsCompleted: number;
  totalItems: number;
  currentStep: string;
  stage: ResearchStage;
  item?: string;
  comparisonId: string;
  /** Present on the event that reports an item finished (additive: clients may ignore it). */
  itemResult?: ProgressItemResult;
}

/** `data` of the SSE `done` event. */
export interface DoneEventData {
  id: string;
  slug: string;
  data: ComparisonData;
}

/** `data` of the SSE `error` event. */
export interface ErrorEventData {
  error: string;
  comparisonId: string;
  /** Present when its owner cancelled the research: how many items were researched and kept. */
  cancelled?: { itemsKept: number; totalItems: number };
}

/** One event of the comparison stream, with its per-comparison sequence number. */
export type StreamEvent =
  | { seq: number; event: 'progress'; data: ProgressEventData }
  | { seq: number; event: 'done'; data: DoneEventData }
  | { seq: number; event: 'error'; data: ErrorEventData };
