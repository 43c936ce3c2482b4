import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { AppConfig } from '@juxta/config';
import type { WatchChangeDetail, WatchRunOutcome } from '@juxta/contracts';
import { RESEARCH_JOB, RESEARCH_JOB_OPTIONS, type ResearchJobData, WATCH_QUEUE, WATCH_WEBHOOK_JOB, WATCH_WEBHOOK_JOB_OPTIONS, type WatchWebhookJobData } from '@juxta/messaging';
import { ComparisonEntity, WatchEntity, WatchRunEntity } from '@juxta/persistence';
import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { WORKER_CONFIG, WORKER_DB } from '../infrastructure/worker-infrastructure.module';
import { watchChanges } from './watch-changes';
import { type StartRefusal, WatchRunStarter } from './watch-run-starter';

/** How often a run looks whether its research has finished (Postgres is the source of truth). */
const POLL_MS = 500;

const SKIPPED: Record<StartRefusal, string> = {
  'daily-limit': 'Skipped: your daily limit of comparisons was used up. The next scheduled run tries again.',
  'hourly-limit': 'Skipped: too many comparisons were started this hour. The next scheduled run tries again.',
  'active-limit': 'Skipped: too many of your comparisons were researching at once. The next scheduled run tries again.',
};

export interface WatchRunResult {
  outcome: WatchRunOutcome | 'not watched';
  runId?: string;
  changes?: WatchChangeDetail[];
}

/**
 * One scheduled run of a watch: reruns the newest run (through `start_comparison` and the
 * research queue, as a rerun by hand), waits for it, compares it with the run before and records
 * the outcome (and queues the webhook, if the watch has one and something changed). A run over
 * the owner's limits is recorded as skipped and not retried.
 */
@Injectable()
export class WatchRunner {
  private readonly logger = new Logger('WatchRunner');

  constructor(
    @Inject(WORKER_DB) private readonly db: DataSource,
    @Inject(WORKER_CONFIG) private readonly config: AppConfig,
    @InjectQueue('research') private readonly research: Queue<ResearchJobData>,
    @InjectQueue(WATCH_QUEUE) private readonly watchQueue: Queue<WatchWebhookJobData>,
    private readonly starter: WatchRunStarter,
  ) {}

  async run(comparisonId: string, signal?: AbortSignal): Promise<WatchRunResult> {
    const watches = this.db.getRepository(WatchEntity);
    const watch = await watches.findOne({ where: { comparisonId } });
    if (!watch) {
      // Unwatched or deleted meanwhile: a schedule left behind ends here.
      await this.watchQueue.removeJobScheduler(comparisonId).catch(() => undefined);
      return { outcome: 'not watched' };
    }
    const previous = await this.previousRun(watch);
    if (!previous) {
      await this.watchQueue.removeJobScheduler(comparisonId).catch(() => undefined);
      return { outcome: 'not watched' };
    }
    const started = await this.starter.start(previous);
    if ('refused' in started) {
      await this.record(watch, { outcome: 'skipped', runComparisonId: null, message: SKIPPED[started.refused] });
      return { outcome: 'skipped' };
    }
    await this.research.add(RESEARCH_JOB, { comparisonId: started.id }, { ...RESEARCH_JOB_OPTIONS, jobId: started.id });
    const run = await this.finished(started.id, signal);
    if (!run || run.status !== 'completed') {
      await this.record(watch, { outcome: 'failed', runComparisonId: run ? started.id : null, message: 'The scheduled run could not be completed. The next one tries again.' });
      return { outcome: 'failed', runId: started.id };
    }
    const changes = watchChanges(previous.items, run.items);
    const outcome = changes.length ? 'changed' : 'unchanged';
    const recorded = await this.record(watch, { outcome, runComparisonId: started.id, changes }, started.id);
    if (changes.length && watch.webhookUrl) {
      // A job of its own: retried with backoff without running the research again.
      await this.watchQueue.add(WATCH_WEBHOOK_JOB, { comparisonId, watchRunId: recorded.id }, { ...WATCH_WEBHOOK_JOB_OPTIONS, jobId: `webhook-${recorded.id}` });
    }
    this.logger.log(`watch ${comparisonId}: run ${started.id} ${outcome} (${changes.length} changes)`);
    return { outcome, runId: started.id, changes };
  }

  /** The run the next one is compared with: the newest completed one, else the watched comparison. */
  private async previousRun(watch: WatchEntity): Promise<ComparisonEntity | null> {
    const repo = this.db.getRepository(ComparisonEntity);
    if (watch.latestComparisonId) {
      const latest = await repo.findOne({ where: { id: watch.latestComparisonId, status: 'completed' } });
      if (latest) return latest;
    }
    return repo.findOne({ where: { id: watch.comparisonId, status: 'completed' } });
  }

  /** Waits until the research is no longer researching (or gone), bounded by the research time limit. */
  private async finished(id: string, signal?: AbortSignal): Promise<ComparisonEntity | null> {
    const repo = this.db.getRepository(ComparisonEntity);
    const deadline = Date.now() + this.config.research.timeoutMs + 120_000;
    for (;;) {
      const row = await repo.findOne({ where: { id } });
      if (!row || row.status !== 'researching' || Date.now() > deadline || signal?.aborted) return row;
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  }

  private async record(
    watch: WatchEntity,
    run: { outcome: WatchRunOutcome; runComparisonId: string | null; message?: string; changes?: WatchChangeDetail[] },
    latestComparisonId?: string,
  ): Promise<WatchRunEntity> {
    const saved = await this.db.getRepository(WatchRunEntity).save({
      comparisonId: watch.comparisonId,
      userId: watch.userId,
      runComparisonId: run.runComparisonId,
      outcome: run.outcome,
      changes: run.changes ?? [],
      message: run.message ?? null,
      readAt: null,
    });
    await this.db.getRepository(WatchEntity).update(watch.comparisonId, { lastRunAt: new Date(), ...(latestComparisonId ? { latestComparisonId } : {}) });
    return saved;
  }
}
