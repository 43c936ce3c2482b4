import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@juxta/config';
import { InjectQueue } from '@nestjs/bullmq';
import { InjectRepository } from '@nestjs/typeorm';
import { type CancelAccepted, comparisonTitle, type ComparisonRequest, type NewerRun } from '@juxta/contracts';
import { cancelledMessage, requestCancel, RESEARCH_JOB, RESEARCH_JOB_OPTIONS, type ResearchJobData, StreamEventPublisher, WATCH_QUEUE } from '@juxta/messaging';
import { ComparisonEntity, isBackingServiceDown, findComparisonWithAuthor, pgPoolOf, startComparison, type UserEntity } from '@juxta/persistence';
import type { Queue } from 'bullmq';
import type Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import { ConflictError, NotFoundError, ServiceUnavailableError, UnauthenticatedError, ValidationFailedError } from '../common/errors/app-errors';
import { APP_CONFIG } from '../common/infrastructure/app-config.provider';
import { REDIS } from '../common/infrastructure/redis.module';
import { ComparisonQuotaService } from './comparison-quota.service';


/**
 * `start_comparison` goes as a named prepared statement straight to node-postgres: through
 * TypeORM's query() it cost the API ~0.1 ms more CPU per POST (a query runner acquired and
 * released, the logger), and Postgres parsed and planned the call every time.
 */
const START_STATEMENT = 'juxta-api-start-comparison';

/** How long, and how often, a start whose answer was lost is retried for removal. */
const LOST_START_RETRY_MS = 5 * 60_000;
const LOST_START_RETRY_INTERVAL_MS = 2_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What the slug rule can produce; anything else cannot name a comparison. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The one answer for "missing" and "not yours": a private comparison's existence is not revealed. */
export const comparisonNotFound = () => new NotFoundError('Comparison not found.');

@Injectable()
export class ComparisonsService {
  constructor(
    @InjectRepository(ComparisonEntity) private readonly comparisons: Repository<ComparisonEntity>,
    @InjectQueue('research') private readonly queue: Queue<ResearchJobData>,
    @InjectQueue(WATCH_QUEUE) private readonly watchQueue: Queue,
    private readonly quota: ComparisonQuotaService,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.publisher = new StreamEventPublisher(redis, config.redisPrefix);
  }

  private readonly publisher: StreamEventPublisher;

  /**
   * Inserts the comparison (status researching) if the user's limits allow, in one round trip
   * (`start_comparison`). Enqueue separately, after subscribing. `startedByToken`: the API token
   * the request came with, recorded before the id is handed out (a compare-only token follows
   * only what it started).
   */
  async create(userId: string, request: ComparisonRequest, rerunOf: string | null = null, startedByToken: string | null = null): Promise<ComparisonEntity> {
    const id = randomUUID();
    const clean: ComparisonRequest = {
      items: request.items,
      ...(request.query ? { query: request.query } : {}),
      ...(request.dimensions?.length ? { dimensions: request.dimensions } : {}),
      ...(request.weights && Object.keys(request.weights).length > 0 ? { weights: request.weights } : {}),
      isPublic: request.isPublic ?? true,
      ...(request.excludedDomains?.length ? { excludedDomains: request.excludedDomains } : {}),
      ...(request.basedOn ? { basedOn: request.basedOn.toLowerCase() } : {}),
    };
    const row = this.comparisons.create({
      id,
      userId,
      title: comparisonTitle(request.items),
      query: request.query ?? '',
      status: 'researching',
      request: clean,
      itemNames: request.items,
      isPublic: clean.isPublic,
      rerunOf,
    });
    let started;
    try {
      const pool = pgPoolOf(this.comparisons.manager.connection);
      started = await startComparison(async (sql, params) => (await pool.query({ name: START_STATEMENT, text: sql, values: params })).rows, row, this.quota.limits());
    } catch (err) {
      // node-postgres's own error (a DatabaseError), with Postgres's SQLSTATE as its code.
      const code = (err as { code?: unknown }).code;
      // The session's user no longer exists (the route does not read it: the foreign key answers).
      if (code === '23503') throw new UnauthenticatedError();
      // Postgres went away mid-call: the start may have committed with only its answer lost.
      // The client hears 503 ("no effect"), so a start that did land is undone once Postgres is back.
      if (isBackingServiceDown(err)) this.undoLostStart(row.id);
      throw err;
    }
    if (started.outcome !== 'created') throw this.quota.refusal(started.outcome, started.retryAfter);
    if (startedByToken) {
      // A second statement, only for token requests: the hot path (sessions) keeps its one round trip.
      await this.comparisons.update({ id }, { startedByToken }).catch(async (err: unknown) => {
        await this.removeUnqueued(id).catch(() => undefined);
        throw err;
      });
    }
    row.startedByToken = startedByToken;
    row.slug = started.slug;
    row.createdAt = started.createdAt as Date;
    row.updatedAt = started.updatedAt as Date;
    return row;
  }

  /**
   * The comparison a new one extends must be one the user may read (public, or theirs) and
   * completed; otherwise the request is refused before anything is stored.
   */
  async checkOrigin(basedOn: string | undefined, userId: string): Promise<void> {
    if (!basedOn) return;
    const origin = await this.comparisons.findOne({ where: { id: basedOn.toLowerCase() }, select: { id: true, userId: true, isPublic: true, status: true } });
    if (!origin || (!origin.isPublic && origin.userId !== userId)) {
      throw new ValidationFailedError('The comparison this one is based on was not found.', { basedOn: ['not found'] });
    }
    if (origin.status !== 'completed') {
      throw new ValidationFailedError('Only a completed comparison can be extended.', { basedOn: ['not completed'] });
    }
  }

  /** Queues the research; if Redis refuses, the comparison is removed so the request had no effect. */
  async enqueue(row: ComparisonEntity): Promise<void> {
    try {
      await this.queue.add(RESEARCH_JOB, { comparisonId: row.id }, { ...RESEARCH_JOB_OPTIONS, jobId: row.id });
    } catch {
      await this.removeUnqueued(row.id).catch(() => undefined);
      throw new ServiceUnavailableError('The research queue is unavailable. Try again shortly.');
    }
  }

  /**
   * Removes a comparison whose research was never queued, with its start: the request had no
   * effect, so it does not count against the user's limits either.
   */
  private removeUnqueued(id: string): Promise<unknown> {
    return this.comparisons.query(
      `WITH removed AS (DELETE FROM comparisons WHERE id = $1 AND status = 'researching' RETURNING id, user_id)
       DELETE FROM comparison_starts s USING removed WHERE s.user_id = removed.user_id AND s.comparison_id = removed.id`,
      [id],
    );
  }

  /**
   * Retries `removeUnqueued` until Postgres answers (bounded), then once more a little later for
   * a statement that was still finishing when the connection came back.
   */
  private undoLostStart(id: string, deadline = Date.now() + LOST_START_RETRY_MS, confirmations = 2): void {
    const again = (remaining: number) => {
      if (remaining > 0 && Date.now() < deadline) setTimeout(() => this.undoLostStart(id, deadline, remaining), LOST_START_RETRY_INTERVAL_MS).unref();
    };
    this.removeUnqueued(id).then(
      () => again(confirmations - 1),
      () => again(confirmations),
    );
  }

  async findByIdOrSlug(idOrSlug: string): Promise<ComparisonEntity | null> {
    if (UUID.test(idOrSlug)) return findComparisonWithAuthor(this.comparisons, { id: idOrSlug.toLowerCase() });
    if (SLUG.test(idOrSlug) && idOrSlug.length <= 300) return findComparisonWithAuthor(this.comparisons, { slug: idOrSlug });
    return null;
  }

  /** The newest later run of a comparison (down its chain of reruns) that the viewer may see, or null. */
  async newerRun(id: string, viewer: UserEntity | null): Promise<NewerRun | null> {
    const rows: { slug: string; status: NewerRun['status']; createdAt: Date }[] = await this.comparisons.query(
      `WITH RECURSIVE later AS (
         SELECT id, slug, status, created_at, is_public, user_id FROM comparisons WHERE rerun_of = $1
         UNION ALL
         SELECT c.id, c.slug, c.status, c.created_at, c.is_public, c.user_id FROM later JOIN comparisons c ON c.rerun_of = later.id
       )
       SELECT slug, status, created_at AS "createdAt" FROM later WHERE is_public OR user_id = $2
       ORDER BY created_at DESC LIMIT 1`,
      [id, viewer?.id ?? null],
    );
    const row = rows[0];
    return row ? { slug: row.slug, status: row.status, createdAt: row.createdAt.toISOString() } : null;
  }

  /** A comparison the viewer may see: public, or their own. Otherwise the same 404 as missing. */
  async findVisible(idOrSlug: string, viewer: UserEntity | null): Promise<ComparisonEntity> {
    const row = await this.findByIdOrSlug(idOrSlug);
    if (!row || (!row.isPublic && row.userId !== viewer?.id)) throw comparisonNotFound();
    return row;
  }

  /** A comparison the viewer owns. Otherwise the same 404 as missing. */
  async findOwned(idOrSlug: string, owner: UserEntity): Promise<ComparisonEntity> {
    const row = await this.findByIdOrSlug(idOrSlug);
    if (!row || row.userId !== owner.id) throw comparisonNotFound();
    return row;
  }

  async update(row: ComparisonEntity, changes: Partial<Pick<ComparisonEntity, 'isPublic' | 'title' | 'tags'>>): Promise<ComparisonEntity> {
    await this.comparisons.update(row.id, changes);
    return (await this.reload(row.id)) ?? row;
  }

  async remove(row: ComparisonEntity): Promise<void> {
    await this.comparisons.delete(row.id);
    // Its watch (if any) went with the row; its schedule goes too, so no run finds nothing to research.
    await this.watchQueue.removeJobScheduler(row.id).catch(() => undefined);
    // A job still queued for it finds no row and ends; nothing else refers to it.
    await this.queue.remove(row.id).catch(() => undefined);
    // Open streams (on any instance) end now instead of pinging until their time limit; one that
    // misses this finds the row gone when it resumes.
    await this.publisher.publish(row.id, { event: 'error', data: { error: 'This comparison was deleted.', comparisonId: row.id } }).catch(() => undefined);
  }

  /**
   * Stops the research of a comparison still researching. The request goes through Redis (a key
   * and a message every worker hears), so it reaches whichever worker runs the job from whichever
   * API instance receives it; that worker stores the items researched so far and ends the streams.
   * A job no worker holds yet (queued, or waiting for a retry) is taken off the queue and the
   * comparison stored cancelled here.
   */
  async cancel(row: ComparisonEntity): Promise<CancelAccepted> {
    if (row.status !== 'researching') throw new ConflictError('Only a comparison that is still being researched can be cancelled.');
    try {
      await requestCancel(this.redis, this.config.redisPrefix, row.id);
    } catch {
      throw new ServiceUnavailableError('The research could not be reached to cancel it. Try again shortly.');
    }
    // 1: removed (no worker held it, or it is gone); 0: a worker runs it and heard the request.
    const removed = await this.queue.remove(row.id).catch(() => 0);
    if (removed !== 1) return { id: row.id, status: 'cancelling' };
    const message = cancelledMessage(0, row.itemNames.length);
    const result = await this.comparisons
      .createQueryBuilder()
      .update()
      .set({ status: 'failed', error: message, items: [], partial: true })
      .where('id = :id AND status = :status', { id: row.id, status: 'researching' })
      .execute();
    if (!result.affected) {
      // The worker running it heard the request, stored what it kept and released the job before
      // the removal above: the cancellation happened, and that worker told the streams.
      const now = await this.comparisons.findOne({ where: { id: row.id }, select: { status: true, partial: true } });
      if (now?.status === 'failed' && now.partial) return { id: row.id, status: 'cancelled' };
      // Finished meanwhile: the result stands, its streams got `done`.
      throw new ConflictError('Only a comparison that is still being researched can be cancelled.');
    }
    const cancelled = { itemsKept: 0, totalItems: row.itemNames.length };
    await this.publisher.publish(row.id, { event: 'error', data: { error: message, comparisonId: row.id, cancelled } }).catch(() => undefined);
    return { id: row.id, status: 'cancelled' };
  }

  /** Which of these comparisons exist and are public (streams re-check before relaying to anyone but the owner). */
  async publicAmong(ids: string[]): Promise<Set<string>> {
    const rows: { id: string }[] = await this.comparisons.query('SELECT id FROM comparisons WHERE id = ANY($1::uuid[]) AND is_public', [ids]);
    return new Set(rows.map((r) => r.id));
  }

  reload(id: string): Promise<ComparisonEntity | null> {
    return findComparisonWithAuthor(this.comparisons, { id });
  }
}
