import type { ComparisonResult, ProgressItemResult, ResearchProgress } from '@juxta/contracts';

/**
 * Sends progress reports with consistent counters: `itemsCompleted` starts at 0, only
 * grows, and equals `totalItems` from synthesis on; `progress` in the research stage only grows.
 */
export class EngineProgressReporter {
  private completed = 0;
  private researchProgress = 0;

  constructor(
    private readonly totalItems: number,
    private readonly listener?: (progress: ResearchProgress) => void,
  ) {}

  get itemsCompleted(): number {
    return this.completed;
  }

  parsing(message: string): void {
    this.emit({ stage: 'parsing', message, ...this.counters() });
  }

  searching(item: string, results: number, message: string): void {
    this.emit({ stage: 'searching', item, results, message, ...this.counters() });
  }

  /** A research step on an item; `fraction` (0..1) is how far the whole research stage is. */
  researching(item: string, fraction: number, message: string, itemResult?: ProgressItemResult): void {
    this.researchProgress = Math.min(1, Math.max(this.researchProgress, fraction));
    this.emit({ stage: 'researching', item, progress: round(this.researchProgress), message, ...this.counters(), ...(itemResult ? { itemResult } : {}) });
  }

  /** An item's analysis finished and was checked: the report carries its result. */
  itemDone(item: string, fraction: number, message: string, itemResult: ProgressItemResult): void {
    this.completed = Math.min(this.totalItems, this.completed + 1);
    this.researching(item, fraction, message, itemResult);
  }

  synthesizing(message: string): void {
    this.completed = this.totalItems;
    this.emit({ stage: 'synthesizing', message, ...this.counters() });
  }

  complete(result: ComparisonResult, message: string): void {
    this.completed = this.totalItems;
    this.emit({ stage: 'complete', result, message, ...this.counters() });
  }

  private counters() {
    return { itemsCompleted: this.completed, totalItems: this.totalItems };
  }

  private emit(progress: ResearchProgress): void {
    if (!this.listener) return;
    try {
      this.listener(progress);
    } catch {
      // A listener that fails (a dropped stream, a logging hiccup) must not stop the research.
    }
  }
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
