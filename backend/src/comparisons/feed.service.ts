import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type CategoryCount, type ComparisonSummary, LIMITS, type Page } from '@juxta/contracts';
import { ComparisonEntity, toComparisonSummary } from '@juxta/persistence';
import { Repository, type SelectQueryBuilder } from 'typeorm';
import type { FeedQueryDto, PageQueryDto } from './dto/feed-query.dto';
import { decodeCursor, encodeCursor } from './feed-cursor';
import { toPrefixTsQuery } from './search-query';

/** The public feed, the owner's list and category counts, with keyset pagination. */
@Injectable()
export class FeedService {
  constructor(@InjectRepository(ComparisonEntity) private readonly comparisons: Repository<ComparisonEntity>) {}

  /** Completed public comparisons, filtered and searched. */
  async feed(query: FeedQueryDto): Promise<Page<ComparisonSummary>> {
    const qb = this.base().where('c.is_public AND c.status = :completed', { completed: 'completed' });
    if (query.category) qb.andWhere('c.category = :category', { category: query.category });
    const tsquery = toPrefixTsQuery(query.q);
    // Two configurations: 'simple' matches names as typed, 'english' matches stemmed words.
    if (tsquery) qb.andWhere("c.search @@ (to_tsquery('simple', :tsq) || to_tsquery('english', :tsq))", { tsq: tsquery });
    return this.page(qb, query, query.sort ?? 'recent');
  }

  /** Every comparison of one user, any status, newest first. */
  async ofUser(userId: string, query: PageQueryDto): Promise<Page<ComparisonSummary>> {
    return this.page(this.base().where('c.user_id = :userId', { userId }), query, 'recent');
  }

  async categories(): Promise<CategoryCount[]> {
    const rows: { name: CategoryCount['name']; count: string }[] = await this.comparisons
      .createQueryBuilder('c')
      .select('c.category', 'name')
      .addSelect('count(*)', 'count')
      .where("c.is_public AND c.status = 'completed' AND c.category IS NOT NULL")
      .groupBy('c.category')
      .orderBy('count', 'DESC')
      .addOrderBy('name', 'ASC')
      .getRawMany();
    return rows.map((r) => ({ name: r.name, count: Number(r.count) }));
  }

  private base(): SelectQueryBuilder<ComparisonEntity> {
    return this.comparisons.createQueryBuilder('c').innerJoinAndSelect('c.user', 'u');
  }

  private async page(
    qb: SelectQueryBuilder<ComparisonEntity>,
    query: PageQueryDto,
    sort: 'recent' | 'popular',
  ): Promise<Page<ComparisonSummary>> {
    const limit = query.limit ?? LIMITS.feedLimitDefault;
    const cursor = decodeCursor(query.cursor);
    if (sort === 'popular') {
      if (cursor) {
        qb.andWhere('(c.view_count, c.created_at, c.id) < (:vc, :ca, :id)', {
          vc: cursor.viewCount ?? 0,
          ca: cursor.createdAt,
          id: cursor.id,
        });
      }
      qb.orderBy('c.view_count', 'DESC').addOrderBy('c.created_at', 'DESC').addOrderBy('c.id', 'DESC');
    } else {
      if (cursor) qb.andWhere('(c.created_at, c.id) < (:ca, :id)', { ca: cursor.createdAt, id: cursor.id });
      qb.orderBy('c.created_at', 'DESC').addOrderBy('c.id', 'DESC');
    }
    // Many-to-one join: one row per comparison, so a plain LIMIT is exact.
    const rows = await qb.limit(limit + 1).getMany();
    const pageRows = rows.slice(0, limit);
    const last = pageRows[pageRows.length - 1];
    return {
      items: pageRows.map((c) => toComparisonSummary(c, c.user?.name ?? '')),
      nextCursor:
        rows.length > limit && last
          ? encodeCursor({ createdAt: last.createdAt.toISOString(), id: last.id, viewCount: sort === 'popular' ? last.viewCount : undefined })
          : null,
    };
  }
}
