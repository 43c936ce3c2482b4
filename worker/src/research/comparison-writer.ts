import { Inject, Injectable } from '@nestjs/common';
import type { ItemResearch, ResearchOutcome, Review, ScoreChange } from '@juxta/contracts';
import { ComparisonEntity, comparisonColumns, comparisonFromRow, type ComparisonRowWithAuthor, pgPoolOf } from '@juxta/persistence';
import { OfflineCellReader } from '@juxta/reader';
import { reviewedColumns, type ReusableResearch } from '@juxta/research';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { WORKER_DB } from '../infrastructure/worker-infrastructure.module';

/**
 * The two statements every job runs go as named prepared statements: Postgres plans each once
 * per connection instead of at every call. Planning the store (a CTE over ~30 columns, with the
 * author's join) was ~0.3 ms of Postgres CPU per job, the load ~0.1 ms (bench/throughput.mjs,
 * backend CPU from /proc). Names are per text, so a changed statement never meets an old plan.
 */
const LOAD_STATEMENT = 'juxta-worker-comparison-load';
const COMPLETE_STATEMENT = 'juxta-worker-comparison-complete';

/** Reads a comparison's request and writes its outcome; every write is safe to repeat. */
@Injectable()
export class ComparisonWriter {
  /** The comparison's columns as entity properties (plain rows: hydrating entities was a quarter of a job's CPU). */
  private readonly columns: string;
  private readonly loadSql: string;
  private readonly completeSql: string;
  /** The pool TypeORM itself queries through (same connections, same type parsers), for named statements. */
  private readonly pool: Pool;
  /** Reads the cells a carried review changes, as the API does when the author reviews. */
  private readonly reader = new OfflineCellReader();

  constructor(@Inject(WORKER_DB) private readonly db: DataSource) {
    this.pool = pgPoolOf(db);
    this.columns = comparisonColumns(db, 'c');
    this.loadSql = `SELECT ${this.columns}, u.name AS "authorName" FROM comparisons c LEFT JOIN users u ON u.id = c.user_id WHERE c.id = $1`;
    // The row as written or, when it was not researching any more, as it is: one statement.
    // (The fallback reads the statement's snapshot; a row another session failed or completed
    // while this one waited for its lock still reads as researching, which is not `completed`
    // either, so the caller announces nothing, as it must.)
    this.completeSql = `
      WITH written AS (
        UPDATE comparisons SET status = 'completed', summary = $2, recommendation = $3, items = $4, dimensions = $5, tags = $6,
          category = $7, usage = $8, verdict = $9, warnings = $10, score_changes = $11, error = NULL, completed_at = $12,
          reviews = $13, research = $14,
          updated_at = CURRENT_TIMESTAMP
        WHERE id = $1 AND status = 'researching'
        RETURNING *
      ), stored AS (
        SELECT *, true AS just_written FROM written
        UNION ALL
        SELECT *, false FROM comparisons WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM written)
      )
      SELECT ${replaceOnce(this.columns, 'c.items AS "items"', 'CASE WHEN c.just_written THEN NULL ELSE c.items END AS "items"')},
        u.name AS "authorName", c.just_written AS "justWritten"
      FROM stored c LEFT JOIN users u ON u.id = c.user_id`;
  }

  async load(id: string): Promise<ComparisonEntity | null> {
    const { rows } = await this.pool.query<ComparisonRowWithAuthor>({ name: LOAD_STATEMENT, text: this.loadSql, values: [id] });
    return rows[0] ? comparisonFromRow(rows[0]) : null;
  }

  /**
   * Stores the result and returns the comparison as stored, with its author, in one statement
   * (two for a rerun). Only a comparison still researching is written (the UPDATE's own row lock
   * and condition), so a job that runs twice (stalled, then retried) finds it already completed
   * and leaves it as it is: there is one consistent comparison. Null when it was deleted.
   */
  async complete(row: Pick<ComparisonEntity, 'id' | 'rerunOf'> & Partial<Pick<ComparisonEntity, 'userId' | 'query' | 'request'>>, outcome: ResearchOutcome): Promise<ComparisonEntity | null> {
    const repo = this.db.getRepository(ComparisonEntity);
    // A rerun's previous comparison is finished, so it can be read before the write.
    const previous = row.rerunOf ? await repo.findOne({ where: { id: row.rerunOf }, select: { id: true, items: true, reviews: true } }) : null;
    // The author's reviews last: a rerun (or watch run) carries its previous comparison's, an
    // extension its origin's when the same author extends it (another user's judgement is not theirs).
    const origin = !previous && row.request?.basedOn ? await repo.findOne({ where: { id: row.request.basedOn }, select: { id: true, userId: true, reviews: true } }) : null;
    const own = origin && origin.userId === row.userId ? origin.reviews : undefined;
    const carried = (previous?.reviews ?? own ?? []).map(({ applies: _was, ...review }): Review => review);
    const reviewed = await reviewedColumns({ ...outcome, research: null, query: row.query ?? '', request: row.request ?? {} }, carried, this.reader);
    const written: ResearchOutcome = { ...outcome, items: reviewed.items, verdict: reviewed.verdict, summary: reviewed.summary, recommendation: reviewed.recommendation };
    const values = [
      row.id,
      written.summary,
      written.recommendation,
      // jsonb parameters go as JSON text (node-postgres would send a JS array as a Postgres array).
      JSON.stringify(written.items),
      written.dimensions,
      written.tags,
      written.category,
      jsonOrNull(written.usage),
      jsonOrNull(written.verdict),
      written.warnings?.length ? JSON.stringify(written.warnings) : null,
      previous ? JSON.stringify(scoreChanges(previous, written)) : null,
      new Date(),
      JSON.stringify(reviewed.reviews),
      jsonOrNull(reviewed.research),
    ];
    const { rows } = await this.pool.query<ComparisonRowWithAuthor & { justWritten: boolean }>({ name: COMPLETE_STATEMENT, text: this.completeSql, values });
    if (!rows[0]) return null;
    const { justWritten, ...stored } = rows[0];
    // Items just written are not read back (15 kB of jsonb printed by Postgres and parsed here
    // again): they are the outcome's, the same JSON value GET reads (jsonb only reorders keys).
    return comparisonFromRow(justWritten ? { ...stored, items: written.items } : stored);
  }

  /** The stored research of a completed comparison another one extends; undefined when there is none to reuse. */
  async reusableResearch(id: string): Promise<ReusableResearch | undefined> {
    const origin = await this.db.getRepository(ComparisonEntity).findOne({ where: { id }, select: { id: true, status: true, category: true, items: true, research: true } });
    if (origin?.status !== 'completed' || !origin.category) return undefined;
    // The research as found: the origin's reviews are applied to the extension afresh, not twice.
    return { category: origin.category, items: origin.research?.items ?? origin.items };
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

/** `text` with `part` replaced; throws when `part` is not in it (a renamed column must not go unnoticed). */
function replaceOnce(text: string, part: string, by: string): string {
  if (!text.includes(part)) throw new Error(`expected ${part} in ${text}`);
  return text.replace(part, by);
}

function jsonOrNull(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

function scoreChanges(previous: Pick<ComparisonEntity, 'items'>, outcome: ResearchOutcome): ScoreChange[] {
  const before = new Map(previous.items.map((i) => [i.name.toLowerCase(), i.overallScore]));
  return outcome.items.map((i) => ({ name: i.name, before: before.get(i.name.toLowerCase()) ?? null, after: i.overallScore }));
}
