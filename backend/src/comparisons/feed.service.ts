import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type CategoryCount, type ComparisonSummary, LIMITS, type Page } from '@juxta/contracts';
import { ComparisonEntity } from '@juxta/persistence';
import { type ObjectLiteral, Repository, type SelectQueryBuilder } from 'typeorm';
import { CommonSearchWords, isRareSearch } from './common-search-words';
import type { FeedQueryDto, PageQueryDto } from './dto/feed-query.dto';
import { decodeCursor, encodeCursor, type FeedCursor } from './feed-cursor';
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
  partial: boolean;
  compared: boolean | null;
  rerunOf: string | null;
  reviewed: boolean;
}

/**
 * A search first reads the feed in its own order (newest first, or most viewed) and keeps the
 * rows that match: a word that matches often fills a page within a few hundred rows. This many
 * rows are read before the search decides how to go on: newest first they come from the index
 * alone (~0.5 µs a row at 1M comparisons, migration 1764000001600), and 2,000 rows project a
 * mid-frequency word's page well enough to keep reading (1,000 saw 2–4 of its matches).
 */
export const SEARCH_FIRST_WALK_ROWS = 2000;
/**
 * The most rows a search reads in order. Past the first walk it goes on reading in order only
 * when the matches it found there project a page within this many rows; otherwise every match
 * comes from the GIN index, which costs a heap page per match (~3–4 µs) instead of an index
 * entry per feed row. The two costs cross at ~sqrt(want × feed size × 0.5 / 3.5) matches:
 * ~1,700 matches, ~12,000 rows for a feed of 786,000. 8,000 stays below that, since a walk that
 * comes up short is paid on top of the index's answer.
 */
export const SEARCH_LONGEST_WALK_ROWS = 8000;

/**
 * At most this many statement texts are kept (~2 KB each). The app's own requests use a few dozen
 * shapes; every page size a client may ask for is a shape of its own, and past this many they are
 * built each time, as before.
 */
const STATEMENT_SHAPES_KEPT = 500;

type Sort = 'recent' | 'popular';
type Builder = SelectQueryBuilder<ComparisonEntity>;

/** The parts of a feed request every statement of it shares. */
interface FeedScope {
  words?: string;
  sort: Sort;
  cursor?: FeedCursor;
  limit: number;
  category?: string;
}

/** The public feed, the owner's list and category counts, with keyset pagination. */
@Injectable()
export class FeedService {
  /**
   * The SQL text of each shape of statement the feed sends (kind, sort, cursor or not, category or
   * not, limits), built once: TypeORM's query builder took 0.9–1.8 ms of CPU to build a search's
   * two statements (subqueries, alias rewriting) on a busy machine, the largest part of a search's
   * own work in the API. A shape's text never changes, only the values bound to it.
   */
  private readonly statements = new Map<string, string>();

  constructor(
    @InjectRepository(ComparisonEntity) private readonly comparisons: Repository<ComparisonEntity>,
    private readonly commonWords: CommonSearchWords,
  ) {}

  /** Completed public comparisons, filtered and searched. */
  async feed(query: FeedQueryDto): Promise<Page<ComparisonSummary>> {
    const scope: FeedScope = {
      words: toPrefixTsQuery(query.q),
      sort: query.sort ?? 'recent',
      cursor: decodeCursor(query.cursor),
      limit: query.limit ?? LIMITS.feedLimitDefault,
      category: query.category,
    };
    if (!scope.words) return this.toPage(await this.rows(`page:${shapeOf(scope)}`, () => inFeed(this.summaries(), 'c', scope), scope.limit + 1, valuesOf(scope)), scope);
    // A walk that finds limit + 1 matches has the page's whole answer: every other match comes
    // later in the feed's order. One that comes up short found every match in the rows it read.
    const want = scope.limit + 1;
    // A word too rare to fill a page from the first walk goes to the index at once: the walk would
    // come up short and cost a statement (planning, the words' expansion, ~2,000 rows) for nothing.
    if (isRareSearch(scope.words, this.commonWords.current(), SEARCH_FIRST_WALK_ROWS, want)) return this.toPage(await this.fromSearchIndex(scope), scope);
    const first = await this.walk(scope, SEARCH_FIRST_WALK_ROWS, want);
    if (first.length === want) return this.toPage(first, scope);
    const last = first.at(-1);
    if (last && (SEARCH_FIRST_WALK_ROWS * want) / first.length <= SEARCH_LONGEST_WALK_ROWS) {
      // Go on after the last match (rereading only the misses after it), for the rest.
      const more = await this.walk({ ...scope, cursor: cursorAfter(last, scope.sort) }, SEARCH_LONGEST_WALK_ROWS - SEARCH_FIRST_WALK_ROWS, want - first.length);
      if (first.length + more.length === want) return this.toPage([...first, ...more], scope);
    }
    return this.toPage(await this.fromSearchIndex(scope), scope);
  }

  /** The first `want` matches among the first `rows` feed rows past the scope's cursor, in the feed's order. */
  private walk(scope: FeedScope, rows: number, want: number): Promise<SummaryRow[]> {
    // The rows read come from the feed-order index alone (its INCLUDE (search), migration
    // 1764000001600); only the few that match are looked up for a newer run that replaces them.
    const read = (sq: SelectQueryBuilder<ObjectLiteral>) =>
      feedRows(sq.select(['r.id AS id', 'r.created_at AS created_at', 'r.view_count AS view_count', 'r.search AS search']).from(ComparisonEntity, 'r'), 'r', scope).limit(rows);
    const matched = (sq: SelectQueryBuilder<ObjectLiteral>) =>
      keyset(notSuperseded(sq.select('walk.id', 'id').from(read, 'walk').where(`walk.search @@ ${SEARCH_QUERY}`, { words: scope.words }), 'walk'), 'walk', undefined, scope.sort).limit(want);
    return this.rows(`walk:${rows}:${shapeOf(scope)}`, () => this.inOrder(scope.sort).innerJoin(matched, 'w', 'w.id = c.id'), want, valuesOf(scope));
  }

  /**
   * The first limit + 1 matches past the cursor, from every match the GIN index finds (a
   * materialised CTE, so the planner cannot fold it into the outer ORDER BY … LIMIT and walk
   * the whole feed in order instead). Costs a heap visit per match, not per feed row.
   */
  private fromSearchIndex(scope: FeedScope): Promise<SummaryRow[]> {
    const found = inFeed(this.comparisons.createQueryBuilder('r').select(['r.id AS id', 'r.created_at AS created_at', 'r.view_count AS view_count']), 'r', scope)
      .andWhere(`r.search @@ ${SEARCH_QUERY}`, { words: scope.words })
      .orderBy();
    const first = (sq: SelectQueryBuilder<ObjectLiteral>) => keyset(sq.select('found.id', 'id').from('found', 'found'), 'found', undefined, scope.sort).limit(scope.limit + 1);
    return this.rows(`index:${shapeOf(scope)}`, () => this.inOrder(scope.sort).addCommonTableExpression(found, 'found', { materialized: true }).innerJoin(first, 'w', 'w.id = c.id'), scope.limit + 1, valuesOf(scope));
  }

  /** Every comparison of one user, any status, newest first. */
  async ofUser(userId: string, query: PageQueryDto): Promise<Page<ComparisonSummary>> {
    const scope: FeedScope = { sort: 'recent', cursor: decodeCursor(query.cursor), limit: query.limit ?? LIMITS.feedLimitDefault };
    // A comparison is listed once, as its newest run: an earlier run with a rerun of its own is left out.
    const owned = () => this.summaries().where('c.user_id = :userId', { userId }).andWhere('NOT EXISTS (SELECT 1 FROM comparisons n WHERE n.rerun_of = c.id AND n.user_id = c.user_id)');
    return this.toPage(await this.rows(`user:${shapeOf(scope)}`, () => keyset(owned(), 'c', scope.cursor, scope.sort), scope.limit + 1, { userId, ...valuesOf(scope) }), scope);
  }

  /** A page from up to limit + 1 rows in the feed's order (the extra row only says there is more), each with its count of runs. */
  private async toPage(rows: SummaryRow[], { limit, sort }: FeedScope): Promise<Page<ComparisonSummary>> {
    const pageRows = rows.slice(0, limit);
    const last = pageRows.at(-1);
    const runs = await this.runCounts(pageRows.filter((r) => r.rerunOf).map((r) => r.id));
    return {
      items: pageRows.map((r) => toSummary(r, runs.get(r.id) ?? 1)),
      nextCursor: rows.length > limit && last ? encodeCursor(cursorAfter(last, sort)) : null,
    };
  }

  /** For each comparison, how many runs it ends (itself and every earlier run up its `rerun_of` chain). */
  private async runCounts(ids: string[]): Promise<Map<string, number>> {
    if (!ids.length) return new Map();
    const rows: { id: string; runs: number }[] = await this.comparisons.query(
      `WITH RECURSIVE chain AS (
         SELECT id AS head, rerun_of FROM comparisons WHERE id = ANY($1::uuid[])
         UNION ALL
         SELECT chain.head, c.rerun_of FROM chain JOIN comparisons c ON c.id = chain.rerun_of
       )
       SELECT head AS id, count(*)::int AS runs FROM chain GROUP BY head`,
      [ids],
    );
    return new Map(rows.map((r) => [r.id, r.runs]));
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

  /** Summaries in the feed's order (the cursor is applied where the rows are chosen). */
  private inOrder(sort: Sort): Builder {
    return keyset(this.summaries(), 'c', undefined, sort);
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
        'c.partial AS partial',
        'c.compared AS compared',
        'c.rerun_of AS "rerunOf"',
        // A review that no longer applies (after a rerun) does not make the comparison reviewed.
        `EXISTS (SELECT 1 FROM jsonb_array_elements(c.reviews) r WHERE coalesce((r->>'applies')::boolean, true)) AS reviewed`,
      ]);
  }

  /**
   * At most `limit` summaries from a query already filtered, positioned after the cursor and
   * ordered. `build` makes the query the first time a statement of this `shape` is sent; after
   * that its SQL text (`:name` placeholders) is reused with the request's `values`.
   */
  private async rows(shape: string, build: () => Builder, limit: number, values: ObjectLiteral): Promise<SummaryRow[]> {
    const key = `${shape}:${limit}`;
    let sql = this.statements.get(key);
    if (sql === undefined) {
      // Many-to-one join: one row per comparison, so a plain LIMIT is exact.
      const built = build().limit(limit);
      // Every later request of this shape binds `values` alone: a builder that gained a parameter
      // valuesOf does not give fails here, on the shape's first request, not with a wrong page later.
      const unbound = unboundParameters(built.getParameters(), values);
      if (unbound.length) throw new Error(`feed statement ${key}: valuesOf gives no or another value for ${unbound.join(', ')}`);
      sql = built.getQuery();
      if (this.statements.size < STATEMENT_SHAPES_KEPT) this.statements.set(key, sql);
    }
    // The query builder's own last step: named placeholders to $1, $2, … with their values.
    const [text, parameters] = this.comparisons.manager.connection.driver.escapeQueryWithParameters(sql, values);
    const rows: SummaryRow[] = await this.comparisons.query(text, parameters);
    return rows;
  }
}

/** What decides a feed statement's SQL text besides its kind and limits: the values only fill its placeholders. */
function shapeOf(scope: FeedScope): string {
  return `${scope.sort}:${scope.cursor ? 'cursor' : ''}:${scope.category ? 'category' : ''}`;
}

/** The values of the named placeholders the feed's statements use (feedRows, keyset, SEARCH_QUERY). */
function valuesOf({ words, cursor, category, sort }: FeedScope): ObjectLiteral {
  return {
    completed: 'completed',
    ...(words ? { words } : {}),
    ...(category ? { category } : {}),
    ...(cursor ? { ca: cursor.createdAt, id: cursor.id, ...(sort === 'popular' ? { vc: cursor.viewCount ?? 0 } : {}) } : {}),
  };
}

/** The names of a built statement's parameters that `values` does not bind to the same value. */
export function unboundParameters(built: ObjectLiteral, values: ObjectLiteral): string[] {
  return Object.keys(built).filter((name) => values[name] !== built[name]);
}

/** The position just after a row, for the next page or the next step of a search. */
function cursorAfter(row: SummaryRow, sort: Sort): FeedCursor {
  return { createdAt: row.createdAtExact, id: row.id, viewCount: sort === 'popular' ? row.viewCount : undefined };
}

/**
 * The feed's search over the typed words (feed_search_query, migration 1764000000900):
 * to_tsquery('simple') || to_tsquery('english') of them, each prefix replaced by the exact
 * lexemes it covers. A scalar subquery: it runs once per statement, in the statement's snapshot.
 */
const SEARCH_QUERY = '(SELECT feed_search_query(:words))';

/** Completed public comparisons of the scope's category, after its cursor, in its order: the feed. */
function inFeed<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string, scope: FeedScope): SelectQueryBuilder<T> {
  return notSuperseded(feedRows(qb, alias, scope), alias);
}

/** Completed public comparisons of the scope's category, after its cursor, in its order, earlier runs included. */
function feedRows<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string, scope: FeedScope): SelectQueryBuilder<T> {
  qb.where(`${alias}.is_public AND ${alias}.status = :completed`, { completed: 'completed' });
  if (scope.category) qb.andWhere(`${alias}.category = :category`, { category: scope.category });
  return keyset(qb, alias, scope.cursor, scope.sort);
}

/** Leaves out an earlier run with a public completed rerun: a comparison is listed once, as its newest run. */
function notSuperseded<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string): SelectQueryBuilder<T> {
  return qb.andWhere(`NOT EXISTS (SELECT 1 FROM comparisons n WHERE n.rerun_of = ${alias}.id AND n.is_public AND n.status = 'completed')`);
}

/**
 * Rows after the cursor, in the feed's order (`alias` has created_at, id and view_count
 * columns: the table or a subquery of it). The same order everywhere a search narrows the feed,
 * so the rows a bounded step keeps are the first ones of the whole answer.
 */
function keyset<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string, cursor: FeedCursor | undefined, sort: Sort): SelectQueryBuilder<T> {
  if (sort === 'popular') {
    if (cursor) {
      qb.andWhere(`(${alias}.view_count, ${alias}.created_at, ${alias}.id) < (:vc, :ca, :id)`, { vc: cursor.viewCount ?? 0, ca: cursor.createdAt, id: cursor.id });
    }
    return qb.orderBy(`${alias}.view_count`, 'DESC').addOrderBy(`${alias}.created_at`, 'DESC').addOrderBy(`${alias}.id`, 'DESC');
  }
  if (cursor) qb.andWhere(`(${alias}.created_at, ${alias}.id) < (:ca, :id)`, { ca: cursor.createdAt, id: cursor.id });
  return qb.orderBy(`${alias}.created_at`, 'DESC').addOrderBy(`${alias}.id`, 'DESC');
}

function toSummary(r: SummaryRow, runs: number): ComparisonSummary {
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
    ...(r.partial ? { partial: true } : {}),
    ...(r.compared === false ? { compared: false } : {}),
    ...(runs > 1 ? { runs } : {}),
    ...(r.reviewed ? { reviewed: true } : {}),
  };
}
