import type { ResearchProgress, StreamEvent } from '@juxta/contracts';

export type EmitEvent = (event: Omit<StreamEvent, 'seq'>) => Promise<void>;

/** Where a comparison's events go: one, or several in order in one round trip. */
export interface ProgressEmitter {
  one: EmitEvent;
  all: (events: Omit<StreamEvent, 'seq'>[]) => Promise<void>;
}

type ProgressData = Extract<StreamEvent, { event: 'progress' }>['data'];

/**
 * Turns the engine's progress reports into the stream's `progress` snapshots, in order.
 * `itemsCompleted` never decreases, even when a retried job starts the research over.
 *
 * Snapshots are cumulative, so at most one is being published at a time and, meanwhile, a newer
 * report replaces the one waiting: a fast engine (cached searches, instant providers) reports
 * dozens of steps within a millisecond, and each would have cost a Redis round trip that every
 * API instance relays, for a step nobody can see. With slow providers reports come seconds apart
 * and every one goes out. A report that carries an item's result is never replaced: the next one
 * queues behind it, so every finished item reaches the stream as soon as Redis takes it. What
 * waited behind the one in flight goes out together, in order, in one round trip. Sending starts
 * at the end of the event loop's turn, not at the first report: what the engine reports within
 * one turn (a cached or instant research reports every step at once) is one batch, and its
 * plain steps coalesce like the others; a lone report leaves no later than it did.
 */
export class ProgressPublisher {
  /** Reports not yet sent, oldest first; only the last one, when it carries no item result, may be replaced. */
  private readonly waiting: ProgressData[] = [];
  private sending: Promise<void> | undefined;
  private failure: unknown;

  constructor(
    private readonly comparisonId: string,
    private readonly totalItems: number,
    private readonly emitter: ProgressEmitter,
    private itemsCompleted = 0,
  ) {}

  /** Queues one report (the engine calls this synchronously); `flush` waits for delivery. */
  report(p: ResearchProgress): void {
    if (p.stage === 'complete' || p.stage === 'error') return; // the final events follow the commit
    this.itemsCompleted = Math.min(this.totalItems, Math.max(this.itemsCompleted, p.itemsCompleted));
    const data: ProgressData = {
      status: 'researching' as const,
      message: p.message,
      itemsCompleted: this.itemsCompleted,
      totalItems: this.totalItems,
      currentStep: p.stage,
      stage: p.stage,
      comparisonId: this.comparisonId,
      ...('item' in p && p.item ? { item: p.item } : {}),
      ...('itemResult' in p && p.itemResult ? { itemResult: p.itemResult } : {}),
    };
    const last = this.waiting.at(-1);
    if (last && !last.itemResult) this.waiting[this.waiting.length - 1] = data;
    else this.waiting.push(data);
    this.sending ??= this.send();
  }

  /**
   * The research is done: a waiting snapshot that carries no item result is dropped, since the
   * "Comparison ready" progress published with `done` replaces it; the rest is delivered (as flush).
   */
  finish(): Promise<void> {
    if (this.waiting.length && !this.waiting.at(-1)?.itemResult) this.waiting.pop();
    return this.flush();
  }

  /** Waits until the latest report is published; throws the first publishing error. */
  async flush(): Promise<void> {
    while (this.sending) await this.sending;
    if (this.failure) throw this.failure;
  }

  private async send(): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    for (let batch = this.waiting.splice(0); batch.length; batch = this.waiting.splice(0)) {
      const events = batch.map((data) => ({ event: 'progress' as const, data }));
      try {
        await (events.length === 1 ? this.emitter.one(events[0]) : this.emitter.all(events));
      } catch (err) {
        this.failure ??= err;
      }
    }
    this.sending = undefined;
  }
}
