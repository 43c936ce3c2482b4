import { Inject, Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { InjectRepository } from '@nestjs/typeorm';
import type { AppConfig } from '@juxta/config';
import type { Watch, WatchChangesPage, WatchRequest, WatchSaved } from '@juxta/contracts';
import { WATCH_QUEUE, WATCH_RUN_JOB, WATCH_RUN_JOB_OPTIONS, watchRepeat, type WatchRunJobData } from '@juxta/messaging';
import { webhookUrlProblem } from '@juxta/providers';
import { ComparisonEntity, WatchEntity, WatchRunEntity } from '@juxta/persistence';
import type { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { In, IsNull, Not, Repository } from 'typeorm';
import { ServiceUnavailableError, ValidationFailedError } from '../common/errors/app-errors';
import { APP_CONFIG } from '../common/infrastructure/app-config.provider';
import { toWatch, toWatchChange } from './watch-view';

/** How many entries "What changed" lists. */
const CHANGES_LIMIT = 100;

/** Watches of the owner's comparisons: the row, and the BullMQ job scheduler (id = comparison id) that runs it. */
@Injectable()
export class WatchesService {
  constructor(
    @InjectRepository(WatchEntity) private readonly watches: Repository<WatchEntity>,
    @InjectRepository(WatchRunEntity) private readonly runs: Repository<WatchRunEntity>,
    @InjectRepository(ComparisonEntity) private readonly comparisons: Repository<ComparisonEntity>,
    @InjectQueue(WATCH_QUEUE) private readonly queue: Queue<WatchRunJobData>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Creates or changes the watch of an owned comparison; a new webhook URL gets a new secret, shown in this answer only. */
  async watch(comparison: ComparisonEntity, request: WatchRequest): Promise<WatchSaved> {
    if (comparison.status !== 'completed') throw new ValidationFailedError('Only a completed comparison can be watched.');
    const existing = await this.watches.findOne({ where: { comparisonId: comparison.id }, select: { comparisonId: true, webhookUrl: true, frequency: true } });
    const frequency = request.frequency ?? existing?.frequency ?? 'weekly';
    const webhookUrl = request.webhookUrl === undefined ? (existing?.webhookUrl ?? null) : request.webhookUrl?.trim() || null;
    if (webhookUrl) {
      const problem = await webhookUrlProblem(webhookUrl, this.config.research.pageReaderAllowPrivate);
      if (problem) throw new ValidationFailedError(problem, { webhookUrl: [problem] });
    }
    const newSecret = webhookUrl && webhookUrl !== existing?.webhookUrl ? randomBytes(32).toString('hex') : undefined;
    const values = {
      comparisonId: comparison.id,
      userId: comparison.userId,
      frequency,
      webhookUrl,
      ...(newSecret ? { webhookSecret: newSecret } : webhookUrl ? {} : { webhookSecret: null }),
    };
    await this.watches.upsert(values, ['comparisonId']);
    try {
      await this.schedule(comparison.id, frequency, !existing || existing.frequency !== frequency);
    } catch {
      if (!existing) await this.watches.delete({ comparisonId: comparison.id }).catch(() => undefined);
      throw new ServiceUnavailableError('The schedule could not be saved. Try again shortly.');
    }
    const saved = await this.watches.findOneByOrFail({ comparisonId: comparison.id });
    return { ...toWatch(saved, comparison, await this.nextRun(comparison.id)), ...(newSecret ? { webhookSecret: newSecret } : {}) };
  }

  /** Stops watching (the schedule first: a run that starts meanwhile finds no watch and ends). */
  async unwatch(comparison: ComparisonEntity): Promise<boolean> {
    await this.queue.removeJobScheduler(comparison.id);
    const result = await this.watches.delete({ comparisonId: comparison.id });
    return (result.affected ?? 0) > 0;
  }

  async list(userId: string): Promise<Watch[]> {
    const rows = await this.watches.find({ where: { userId }, order: { createdAt: 'DESC' } });
    const [names, next] = await Promise.all([this.names(rows.map((r) => r.comparisonId)), Promise.all(rows.map((r) => this.nextRun(r.comparisonId)))]);
    return rows.flatMap((w, i) => {
      const c = names.get(w.comparisonId);
      return c ? [toWatch(w, c, next[i])] : [];
    });
  }

  /** What the user's watches found (not the runs that found nothing), unread first, then newest first. */
  async changes(userId: string): Promise<WatchChangesPage> {
    const rows = await this.runs
      .createQueryBuilder('r')
      .where('r.user_id = :userId AND r.outcome <> :unchanged', { userId, unchanged: 'unchanged' })
      .orderBy('r.read_at IS NULL', 'DESC')
      .addOrderBy('r.created_at', 'DESC')
      .limit(CHANGES_LIMIT)
      .getMany();
    const unread = await this.runs.count({ where: { userId, readAt: IsNull(), outcome: Not('unchanged') } });
    const names = await this.names([...rows.map((r) => r.comparisonId), ...rows.flatMap((r) => (r.runComparisonId ? [r.runComparisonId] : []))]);
    return {
      unread,
      changes: rows.map((r) => toWatchChange(r, names.get(r.comparisonId)?.title ?? '', r.runComparisonId ? (names.get(r.runComparisonId)?.slug ?? null) : null)),
    };
  }

  /** Marks the given entries (or all) of the user read; others' ids are ignored. */
  async markRead(userId: string, ids: string[] | undefined): Promise<{ unread: number }> {
    await this.runs.update({ userId, readAt: IsNull(), ...(ids ? { id: In(ids) } : {}) }, { readAt: new Date() });
    return { unread: await this.runs.count({ where: { userId, readAt: IsNull(), outcome: Not('unchanged') } }) };
  }

  /** Creates or moves the job scheduler; an unchanged frequency keeps its next run where it was. */
  private async schedule(comparisonId: string, frequency: WatchEntity['frequency'], reschedule: boolean): Promise<void> {
    if (!reschedule && (await this.queue.getJobScheduler(comparisonId))) return;
    await this.queue.upsertJobScheduler(comparisonId, watchRepeat(frequency), {
      name: WATCH_RUN_JOB,
      data: { comparisonId },
      opts: WATCH_RUN_JOB_OPTIONS,
    });
  }

  /** When the watch's job scheduler runs next (ms); null when Redis cannot say now (the list still answers). */
  private async nextRun(comparisonId: string): Promise<number | null> {
    try {
      return (await this.queue.getJobScheduler(comparisonId))?.next ?? null;
    } catch {
      return null;
    }
  }

  private async names(ids: string[]): Promise<Map<string, { title: string; slug: string }>> {
    if (!ids.length) return new Map();
    const rows = await this.comparisons.find({ where: { id: In([...new Set(ids)]) }, select: { id: true, title: true, slug: true } });
    return new Map(rows.map((r) => [r.id, { title: r.title, slug: r.slug }]));
  }
}
