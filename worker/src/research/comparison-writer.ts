import { Inject, Injectable } from '@nestjs/common';
import type { ItemResearch, ResearchOutcome, ScoreChange } from '@juxta/contracts';
import { ComparisonEntity, findComparisonWithAuthor } from '@juxta/persistence';
import type { ReusableResearch } from '@juxta/research';
import type { DataSource } from 'typeorm';
import { WORKER_DB } from '../infrastructure/worker-infrastructure.module';

/** Reads a comparison's request and writes its outcome; every write is safe to repeat. */
@Injectable()
export class ComparisonWriter {
  constructor(@Inject(WORKER_DB) private readonly db: DataSource) {}

  load(id: string): Promise<ComparisonEntity | null> {
    return findComparisonWithAuthor(this.db.getRepository(ComparisonEntity), { id });
  }

  /**
   * Stores the result and returns the comparison as stored. Only a comparison still researching
   * is written (the UPDATE's own row lock and condition), so a job that runs twice (stalled, then
   * retried) finds it already completed and leaves it as it is: there is one consistent
   * comparison. Two round trips (three for a rerun), where a transaction took six.
   */
  async complete(row: Pick<ComparisonEntity, 'id' | 'rerunOf'>, outcome: ResearchOutcome): Promise<ComparisonEntity | null> {
    const repo = this.db.getRepository(ComparisonEntity);
    // A rerun's previous comparison is finished, so it can be read before the write.
    const previous = row.rerunOf ? await repo.findOne({ where: { id: row.rerunOf }, select: { id: true, items: true } }) : null;
    await repo
      .createQueryBuilder()
      .update()
      .set({
        status: 'completed',
        summary: outcome.summary,
        recommendation: outcome.recommendation,
        items: outcome.items,
        dimensions: outcome.dimensions,
        tags: outcome.tags,
        category: outcome.category,
        usage: outcome.usage ?? null,
        verdict: outcome.verdict ?? null,
        warnings: outcome.warnings?.length ? outcome.warnings : null,
        scoreChanges: previous ? scoreChanges(previous, outcome) : null,
        error: null,
        completedAt: new Date(),
      })
      .where('id = :id AND status = :status', { id: row.id, status: 'researching' })
      .execute();
    return this.load(row.id);
  }

  /** The stored research of a completed comparison another one extends; undefined when there is none to reuse. */
  async reusableResearch(id: string): Promise<ReusableResearch | undefined> {
    const origin = await this.db.getRepository(ComparisonEntity).findOne({ where: { id }, select: { id: true, status: true, category: true, items: true } });
    if (origin?.status !== 'completed' || !origin.category) return undefined;
    return { category: origin.category, items: origin.items };
  }

  /**
   * Stores a cancelled comparison: failed, with the message, and the items researched so far
   * marked partial. Only while it is still researching, like every write here.
   */
  async cancel(id: string, items: ItemResearch[], message: string): Promise<ComparisonEntity | null> {
    await this.db
      .getRepository(ComparisonEntity)
      .createQueryBuilder()
      .update()
      // The dimensions were planned before any item was researched: every kept item has them all.
      .set({ status: 'failed', error: message, items, dimensions: items[0] ? Object.keys(items[0].dimensions) : [], partial: true })
      .where('id = :id AND status = :status', { id, status: 'researching' })
      .execute();
    return this.load(id);
  }

  /** Marks a still-researching comparison failed with a message safe to show. */
  async fail(id: string, message: string): Promise<ComparisonEntity | null> {
    await this.db
      .getRepository(ComparisonEntity)
      .createQueryBuilder()
      .update()
      .set({ status: 'failed', error: message })
      .where('id = :id AND status = :status', { id, status: 'researching' })
      .execute();
    return this.load(id);
  }
}

function scoreChanges(previous: Pick<ComparisonEntity, 'items'>, outcome: ResearchOutcome): ScoreChange[] {
  const before = new Map(previous.items.map((i) => [i.name.toLowerCase(), i.overallScore]));
  return outcome.items.map((i) => ({ name: i.name, before: before.get(i.name.toLowerCase()) ?? null, after: i.overallScore }));
}
