import { Inject, Injectable } from '@nestjs/common';
import type { ResearchOutcome, ScoreChange } from '@juxta/contracts';
import { ComparisonEntity, findComparisonWithAuthor } from '@juxta/persistence';
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
   * Stores the result in one transaction. A job that runs twice (stalled, then retried) finds
   * the row already completed and leaves it as it is, so there is one consistent comparison.
   */
  async complete(id: string, outcome: ResearchOutcome): Promise<ComparisonEntity | null> {
    return this.db.transaction(async (tx) => {
      const repo = tx.getRepository(ComparisonEntity);
      const row = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!row) return null;
      if (row.status !== 'researching') return findComparisonWithAuthor(repo, { id });
      const previous = row.rerunOf ? await repo.findOne({ where: { id: row.rerunOf } }) : null;
      await repo.update(id, {
        status: 'completed',
        summary: outcome.summary,
        recommendation: outcome.recommendation,
        items: outcome.items,
        dimensions: outcome.dimensions,
        tags: outcome.tags,
        category: outcome.category,
        usage: outcome.usage ?? null,
        warnings: outcome.warnings?.length ? outcome.warnings : null,
        scoreChanges: previous ? scoreChanges(previous, outcome) : null,
        error: null,
        completedAt: new Date(),
      });
      return findComparisonWithAuthor(repo, { id });
    });
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

function scoreChanges(previous: ComparisonEntity, outcome: ResearchOutcome): ScoreChange[] {
  const before = new Map(previous.items.map((i) => [i.name.toLowerCase(), i.overallScore]));
  return outcome.items.map((i) => ({ name: i.name, before: before.get(i.name.toLowerCase()) ?? null, after: i.overallScore }));
}
