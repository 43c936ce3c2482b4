import { type BeforeApplicationShutdown, Inject, Logger, type OnModuleInit } from '@nestjs/common';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { loadConfig, type AppConfig } from '@juxta/config';
import type { ComparisonRequest, ItemResearch } from '@juxta/contracts';
import { type CancelWatch, cancelledMessage, completedProgress, logConnectionErrors, QUEUED_EVENT_SEQ, readResearchJobState, RESEARCH_QUEUE, type ResearchJobData, StreamEventPublisher } from '@juxta/messaging';
import { type ComparisonEntity, isBackingServiceDown, toComparisonData } from '@juxta/persistence';
import { DelayedError, type Job, UnrecoverableError } from 'bullmq';
import type Redis from 'ioredis';
import { WORKER_CONFIG, WORKER_REDIS } from '../infrastructure/worker-infrastructure.module';
import { ComparisonWriter } from './comparison-writer';
import { type ProgressEmitter, ProgressPublisher } from './progress-publisher';
import { ResearchCancelWatcher } from './research-cancel-watcher';
import type { ResearchRunner } from './research-engine.factory';
import { RESEARCH_ENGINE } from './research-engine.token';

const GENERIC_FAILURE = 'The research could not be completed. Please try again.';

/** How long a finished research waits for Postgres/Redis to store and announce it, trying every second. */
const PERSIST_RETRY_MS = 60_000;
const PERSIST_RETRY_INTERVAL_MS = 1000;

/** Worker options are fixed when the class is decorated, so they are read from the environment here. */
const workerConfig = loadConfig().worker;

@Processor(RESEARCH_QUEUE, {
  concurrency: workerConfig.concurrency,
  lockDuration: workerConfig.lockMs,
  stalledInterval: workerConfig.stalledIntervalMs,
  // A job survives several killed workers; attempts (3) still bound real failures.
  maxStalledCount: 5,
})
export class ResearchProcessor extends WorkerHost implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('ResearchProcessor');
  private readonly publisher: StreamEventPublisher;
  private readonly shutdown = new AbortController();

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: AppConfig,
    @Inject(WORKER_REDIS) private readonly redis: Redis,
    @Inject(RESEARCH_ENGINE) private readonly engine: ResearchRunner,
    private readonly writer: ComparisonWriter,
    private readonly cancels: ResearchCancelWatcher,
  ) {
    super();
    this.publisher = new StreamEventPublisher(redis, config.redisPrefix);
  }

  onModuleInit(): void {
    logConnectionErrors(this.worker, (line) => this.logger.warn(line), 'research queue connection');
  }

  /** Before the BullMQ worker closes (it waits for running jobs): stop them, so they are handed back. */
  beforeApplicationShutdown(): void {
    this.shutdown.abort();
  }

  async process(job: Job<ResearchJobData>, token?: string): Promise<string> {
    const { comparisonId } = job.data;
    // A retried or stalled job resumes its counters from the last snapshot any worker published;
    // that state and the cancel key are read in one round trip, and the cancel watch is
    // registered in the same tick, so a request made meanwhile is heard either way.
    const state = readResearchJobState(this.redis, this.config.redisPrefix, comparisonId);
    const cancel = this.cancels.watch(comparisonId, state.then((s) => s.cancelRequested));
    try {
      return await this.research(job, token, state, cancel);
    } finally {
      cancel.stop();
    }
  }

  private async research(job: Job<ResearchJobData>, token: string | undefined, state: ReturnType<typeof readResearchJobState>, cancel: CancelWatch): Promise<string> {
    const { comparisonId } = job.data;
    const [row, previous] = await Promise.all([this.writer.load(comparisonId), state]);
    if (!row) return 'deleted';
    const emitter = this.emitter(comparisonId, previous.seq);
    if (row.status === 'completed') {
      await this.publishFinal(row, emitter);
      return 'already completed';
    }
    if (row.status === 'failed') return 'already failed';

    const request = row.request as ComparisonRequest;
    const resumedFrom = previous.snapshot?.data.itemsCompleted ?? 0;
    const reporter = new ProgressPublisher(comparisonId, request.items.length, emitter, resumedFrom);
    const reuse = request.basedOn ? await this.writer.reusableResearch(request.basedOn) : undefined;
    const timeout = AbortSignal.timeout(this.config.research.timeoutMs);
    const signal = AbortSignal.any([timeout, this.shutdown.signal, cancel.signal]);
    // What a cancelled run keeps: each item as soon as it is researched, in the request's order.
    const researched: (ItemResearch | undefined)[] = [];
    let outcome;
    try {
      outcome = await this.engine.run(request, {
        onProgress: (p) => reporter.report(p),
        signal,
        ownerId: row.userId,
        excludedDomains: request.excludedDomains,
        reuse,
        onItemResearched: (item, index) => {
          researched[index] = item;
        },
      });
    } catch (err) {
      if (cancel.signal.aborted) {
        const kept = researched.filter((i): i is ItemResearch => i !== undefined);
        await reporter.flush();
        return this.storeCancelled(comparisonId, kept, request.items.length, emitter);
      }
      if (this.shutdown.signal.aborted && !timeout.aborted && token) {
        // SIGTERM: hand the job back without spending an attempt; another worker resumes it.
        await job.moveToDelayed(Date.now() + 1000, token);
        throw new DelayedError();
      }
      if (timeout.aborted) {
        throw new ResearchTimeoutError(`The research took longer than ${describeDuration(this.config.research.timeoutMs)} and was stopped.`);
      }
      throw err;
    }
    // The research is done: an outage now must not cost the user a retry's backoff (or the
    // research again), and the streams must get `done` as soon as the result is stored. The
    // progress still on its way and the store run side by side; `done` follows both, so its id
    // is above every progress event's. A progress that could not be published fails the attempt
    // after the commit: the retry finds the comparison completed and announces it.
    const [stored, delivered] = await Promise.allSettled([this.whileBackingServicesDown('storing a result', () => this.writer.complete(row, outcome)), reporter.finish()]);
    if (stored.status === 'rejected') throw stored.reason;
    if (delivered.status === 'rejected') throw delivered.reason;
    const saved = stored.value;
    // Failed meanwhile (the stale reaper, which told the streams itself) or deleted: no `done`.
    if (saved?.status !== 'completed') return saved ? 'already failed' : 'deleted';
    await this.whileBackingServicesDown('publishing done', () => this.publishFinal(saved, emitter));
    return 'completed';
  }

  /**
   * Runs `step` again every second while Postgres or Redis cannot be reached, for a while; the
   * step must be safe to repeat (the writes only change a comparison still researching).
   */
  private async whileBackingServicesDown<T>(what: string, step: () => Promise<T>): Promise<T> {
    const giveUpAt = Date.now() + PERSIST_RETRY_MS;
    for (;;) {
      try {
        return await step();
      } catch (err) {
        if (!isBackingServiceDown(err) || this.shutdown.signal.aborted || Date.now() >= giveUpAt) throw err;
        this.logger.warn(`${what} waits for Postgres/Redis: ${(err as Error).message}`);
        await new Promise((r) => setTimeout(r, PERSIST_RETRY_INTERVAL_MS));
      }
    }
  }

  /** Stores what a cancelled run found (failed, partial) and ends the streams with the `error` event saying so. */
  private async storeCancelled(comparisonId: string, items: ItemResearch[], total: number, emitter: ProgressEmitter): Promise<string> {
    const row = await this.writer.cancel(comparisonId, items, cancelledMessage(items.length, total));
    if (row?.status !== 'failed' || !row.partial) return row ? `already ${row.status}` : 'deleted';
    const cancelled = { itemsKept: row.items.length, totalItems: total };
    await emitter.one({ event: 'error', data: { error: row.error ?? cancelledMessage(items.length, total), comparisonId, cancelled } });
    this.logger.log(`research ${comparisonId} cancelled by its owner (${items.length} of ${total} items kept)`);
    return 'cancelled';
  }

  /** After the last attempt: the comparison is failed and streams get an `error` event. */
  @OnWorkerEvent('failed')
  async onFailed(job: Job<ResearchJobData> | undefined, err: Error): Promise<void> {
    if (!job) return;
    const final = err instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
    this.logger.warn(`research ${job.data.comparisonId} attempt ${job.attemptsMade} failed: ${err.message}`);
    if (!final) return;
    // Only our own messages are safe to show; BullMQ's ("job stalled more than…") are not.
    const message = err instanceof ResearchTimeoutError ? err.message : GENERIC_FAILURE;
    // Postgres may be the reason it failed: keep trying to record the failure for a while, so
    // the row does not stay `researching` and streams get their `error` event.
    try {
      await this.whileBackingServicesDown('recording a failure', async () => {
        const row = await this.writer.fail(job.data.comparisonId, message);
        if (row?.status === 'failed') {
          await this.emitter(row.id).one({ event: 'error', data: { error: row.error ?? message, comparisonId: row.id } });
        } else if (row?.status === 'completed') {
          // The result was committed but the attempt failed after (the COMMIT's answer lost in a
          // Postgres outage, or publishing `done`): the streams still need their `done`.
          await this.publishFinal(row, this.emitter(row.id));
        }
      });
    } catch (e) {
      this.logger.error(`could not record the failure of ${job.data.comparisonId}: ${(e as Error).message}`);
    }
  }

  /** The last progress snapshot, then `done`, both only after the result is committed (one round trip). */
  private async publishFinal(row: ComparisonEntity, emitter: ProgressEmitter): Promise<void> {
    await emitter.all([completedProgress(row.id, row.itemNames.length), { event: 'done', data: { id: row.id, slug: row.slug, data: toComparisonData(row) } }]);
  }

  /**
   * Numbers and publishes a comparison's events (progress is also kept as the snapshot for streams
   * that join late). The ids it hands out keep growing even if Redis restarts and forgets its counter.
   */
  private emitter(comparisonId: string, lastSeq = 0): ProgressEmitter {
    // Id QUEUED_EVENT_SEQ is the API's: the worker's first event is numbered above it.
    let floor = Math.max(lastSeq, QUEUED_EVENT_SEQ);
    return {
      one: async (partial) => {
        floor = (await this.publisher.publish(comparisonId, partial, floor)).seq;
      },
      all: async (partials) => {
        const sent = await this.publisher.publishAll(comparisonId, partials, floor);
        floor = sent.at(-1)?.seq ?? floor;
      },
    };
  }
}

/** "90 seconds", "5 minutes": for messages people read. */
function describeDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.round(seconds / 60);
  return `${minutes} minutes`;
}

/** The research ran past its time limit: final, and its message is safe to show. */
class ResearchTimeoutError extends UnrecoverableError {}
