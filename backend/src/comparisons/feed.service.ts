import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type CategoryCount, type ComparisonSummary, LIMITS, type Page } from '@juxta/contracts';
import { ComparisonEntity } from '@juxta/persistence';
import { Repository, type SelectQueryBuilder } from 'typeorm';
import type { FeedQueryDto, PageQueryDto } from './dto/feed-query.dto';
import { decodeCursor, encodeCursor } from './feed-cursor';
import { toPrefixTsQuery } from './search-query';

/** What a feed card shows, selected by name: the full items JSON (~20 KB a row) is never read. */
interface SummaryRow {
  id: string;
  slug: string;
  title: string;
  status: ComparisonSummary['status'];
  itemNames: string[];
  category: ComparisonSummary['category'];
  tags: string[];
  viewCount: number;
  isPublic: boolean;
  createdAt: Date;
  /** created_at with its microseconds, for the cursor (a Date keeps only milliseconds). */
  createdAtExact: string;
  authorName: string;
  scoredNames: string[] | null;
  scores: number[] | null;
}

/**
 * Multi-word searches whose words are each common but rarely meet mislead the planner into
 * walking the whole recent index; below this many matches they are sorted on their own instead.
 */
const FEW_MATCHES = 200;

/** The public feed, the owner's list and category counts, with keyset pagination. */
@Injectable()
export class FeedService {
  constructor(@InjectRepository(ComparisonEntity) private readonly comparisons: Repository<ComparisonEntity>) {}

  /** Completed public comparisons, filtered and searched. */
  async feed(query: FeedQueryDto): Promise<Page<ComparisonSummary>> {
    const tsquery = toPrefixTsQuery(query.q);
    const filter = (qb: SelectQueryBuilder<ComparisonEntity>) => {
      qb.where('c.is_public AND c.status = :completed', { completed: 'completed' });
      if (query.category) qb.andWhere('c.category = :category', { category: query.category });
      // Two configurations: 'simple' matches names as typed, 'english' matches stemmed words.
      if (tsquery) qb.andWhere("c.search @@ (to_tsquery('simple', :tsq) || to_tsquery('english', :tsq))", { tsq: tsquery });
      return qb;
    };
    const qb = filter(this.summaries());
    if (tsquery?.includes('&') && (await this.countUpTo(filter, FEW_MATCHES + 1)) <= FEW_MATCHES) {
      const matches = filter(this.comparisons.createQueryBuilder('c').select('c.id', 'id'));
      qb.addCommonTableExpression(matches, 'matches', { materialized: true }).andWhere('c.id IN (SELECT id FROM matches)');
    }
    return this.page(qb, query, query.sort ?? 'recent');
  }

  /** Every comparison of one user, any status, newest first. */
  async ofUser(userId: string, query: PageQueryDto): Promise<Page<ComparisonSummary>> {
    return this.page(this.summaries().where('c.user_id = :userId', { userId }), query, 'recent');
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

  /** How many comparisons match, counting no further than `limit` (the GIN index answers it). */
  private async countUpTo(filter: (qb: SelectQueryBuilder<ComparisonEntity>) => SelectQueryBuilder<ComparisonEntity>, limit: number): Promise<number> {
    const inner = filter(this.comparisons.createQueryBuilder('c').select('1')).limit(limit);
    const [sql, params] = inner.getQueryAndParameters();
    const [row]: { n: string }[] = await this.comparisons.query(`SELECT count(*) AS n FROM (${sql}) AS found`, params);
    return Number(row.n);
  }

  private summaries(): SelectQueryBuilder<ComparisonEntity> {
    return this.comparisons
      .createQueryBuilder('c')
      .innerJoin('c.user', 'u')
      .select([
        'c.id AS id',
        'c.slug AS slug',
        'c.title AS title',
        'c.status AS status',
        'c.item_names AS "itemNames"',
        'c.category AS category',
        'c.tags AS tags',
        'c.view_count AS "viewCount"',
        'c.is_public AS "isPublic"',
        'c.created_at AS "createdAt"',
        `to_json(c.created_at) #>> '{}' AS "createdAtExact"`,
        'u.name AS "authorName"',
        // Generated columns (migration 1763800000200): the research JSON is never read here.
        'c.scored_names AS "scoredNames"',
        'c.item_scores AS "scores"',
      ]);
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
    const rows = await qb.limit(limit + 1).getRawMany<SummaryRow>();
    const pageRows = rows.slice(0, limit);
    const last = pageRows[pageRows.length - 1];
    return {
      items: pageRows.map(toSummary),
      nextCursor:
        rows.length > limit && last
          ? encodeCursor({ createdAt: last.createdAtExact, id: last.id, viewCount: sort === 'popular' ? last.viewCount : undefined })
          : null,
    };
  }
}

function toSummary(r: SummaryRow): ComparisonSummary {
  const names = r.scoredNames ?? [];
  const scores = r.scores ?? [];
  const scored = new Map(names.map((name, i) => [name, scores[i]]));
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    status: r.status,
    items: r.itemNames.map((name) => ({ name, overallScore: scored.get(name) ?? 0 })),
    category: r.category,
    tags: r.tags,
    viewCount: r.viewCount,
    isPublic: r.isPublic,
    createdAt: r.createdAt.toISOString(),
    author: { name: r.authorName },
  };
}
