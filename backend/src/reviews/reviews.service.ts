import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ComparisonData, Review, ReviewRequest } from '@juxta/contracts';
import { ComparisonEntity, findComparisonWithAuthor, toComparisonData, type UserEntity } from '@juxta/persistence';
import { OfflineCellReader } from '@juxta/reader';
import { reviewedColumns, reviewedDimension, reviewedItem } from '@juxta/research';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { ConflictError, ForbiddenError, NotFoundError, ValidationFailedError } from '../common/errors/app-errors';
import { comparisonNotFound } from '../comparisons/comparisons.service';

/** Reviews one comparison keeps: each POST applies them all again, so their number is bounded. */
export const REVIEWS_MAX = 200;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The author's reviews of a comparison's cells: added and undone one at a time, recomputed at once. */
@Injectable()
export class ReviewsService {
  private readonly reader = new OfflineCellReader();

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Adds a review by the comparison's owner; answers the comparison as every reader now sees it. */
  async add(id: string, owner: UserEntity, request: ReviewRequest): Promise<ComparisonData> {
    return this.change(id, owner, (row) => {
      const item = reviewedItem(row.items, request.item);
      if (!item) throw invalid('item', `item must be one of ${row.items.map((i) => i.name).join(', ')}`);
      const dimension = reviewedDimension(row.dimensions, request.dimension);
      if (!dimension) throw invalid('dimension', `dimension must be one of ${row.dimensions.join(', ')}`);
      if (request.action === 'reject' && request.moveTo !== undefined) {
        const target = reviewedDimension(row.dimensions, request.moveTo);
        if (!target || target === dimension) throw invalid('moveTo', 'moveTo must name another dimension of the comparison');
        request = { ...request, moveTo: target };
      }
      if (row.reviews.length >= REVIEWS_MAX) throw new ValidationFailedError(`A comparison keeps at most ${REVIEWS_MAX} reviews; undo some first.`);
      const review = { ...request, item: item.name, dimension, id: randomUUID(), createdAt: new Date().toISOString() } as Review;
      return { reviews: [...row.reviews, review], added: review.id };
    });
  }

  /** Undoes one review by the comparison's owner. */
  async remove(id: string, owner: UserEntity, reviewId: string): Promise<ComparisonData> {
    return this.change(id, owner, (row) => {
      if (!row.reviews.some((r) => r.id === reviewId)) throw new NotFoundError('Review not found.');
      return { reviews: row.reviews.filter((r) => r.id !== reviewId) };
    });
  }

  /** Runs one change of the reviews with the row locked, so two reviews at once both count. */
  private async change(idOrSlug: string, owner: UserEntity, next: (row: ComparisonEntity) => { reviews: Review[]; added?: string }): Promise<ComparisonData> {
    const id = await this.db.transaction(async (m) => {
      const row = await this.lockOwned(m, idOrSlug, owner);
      const { reviews, added } = next(row);
      const columns = await reviewedColumns(row, reviews, this.reader);
      const newest = columns.reviews.find((r) => r.id === added);
      // The new review found nothing to change: the quote is not (or no longer) in that cell.
      if (newest?.applies === false) throw invalid('quote', 'quote must be one of the quotes of that cell');
      await m.getRepository(ComparisonEntity).update(row.id, {
        items: columns.items,
        verdict: columns.verdict ?? null,
        summary: columns.summary,
        recommendation: columns.recommendation,
        reviews: columns.reviews,
        research: columns.research,
      });
      return row.id;
    });
    const stored = await findComparisonWithAuthor(this.db.getRepository(ComparisonEntity), { id });
    if (!stored) throw comparisonNotFound();
    return toComparisonData(stored);
  }

  /**
   * The comparison locked for the change: 404 when missing or private and someone else's, 403
   * when public and someone else's, 409 while it is not completed.
   */
  private async lockOwned(m: EntityManager, idOrSlug: string, owner: UserEntity): Promise<ComparisonEntity> {
    const where = UUID.test(idOrSlug) ? 'c.id = :key' : 'c.slug = :key';
    const row = await m
      .getRepository(ComparisonEntity)
      .createQueryBuilder('c')
      .setLock('pessimistic_write')
      .where(where, { key: UUID.test(idOrSlug) ? idOrSlug.toLowerCase() : idOrSlug })
      .getOne();
    if (!row || (!row.isPublic && row.userId !== owner.id)) throw comparisonNotFound();
    if (row.userId !== owner.id) throw new ForbiddenError('Only the author of a comparison can review it.');
    if (row.status === 'researching') throw new ConflictError('The comparison is still being researched; review it once it is complete.');
    if (row.status !== 'completed') throw new ConflictError('Only a completed comparison can be reviewed.');
    return row;
  }
}

function invalid(field: string, message: string): ValidationFailedError {
  return new ValidationFailedError(message, { [field]: [message] });
}
