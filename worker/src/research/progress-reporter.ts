import type { ResearchProgress, StreamEvent } from '@juxta/contracts';

export type EmitEvent = (event: Omit<StreamEvent, 'seq'>) => Promise<void>;

/**
 * Turns the engine's progress reports into the stream's `progress` snapshots, in order.
 * `itemsCompleted` never decreases, even when a retried job starts the research over.
 */
export class ProgressReporter {
  private chain: Promise<void> = Promise.resolve();
  private failure: unknown;

  constructor(
    private readonly comparisonId: string,
    private readonly totalItems: number,
    private readonly emit: EmitEvent,
    private itemsCompleted = 0,
  ) {}

  /** Queues one report (the engine calls this synchronously); `flush` waits for delivery. */
  report(p: ResearchProgress): void {
    if (p.stage === 'complete' || p.stage === 'error') return; // the final events follow the commit
    this.itemsCompleted = Math.min(this.totalItems, Math.max(this.itemsCompleted, p.itemsCompleted));
    const data = {
      status: 'researching' as const,
      message: p.message,
      itemsCompleted: this.itemsCompleted,
      totalItems: this.totalItems,
      currentStep: p.stage,
      stage: p.stage,
      comparisonId: this.comparisonId,
      ...('item' in p && p.item ? { item: p.item } : {}),
    };
    this.chain = this.chain.then(() => this.emit({ event: 'progress', data }).catch((err: unknown) => void (this.failure ??= err)));
  }

  /** Waits until every queued report is published; throws the first publishing error. */
  async flush(): Promise<void> {
    await this.chain;
    if (this.failure) throw this.failure;
  }
}
