import type { ComparisonData } from '@juxta/contracts';
import type { Repository } from 'typeorm';
import type { ComparisonEntity } from './comparison.entity';

/**
 * One comparison by id or slug with what toComparisonData needs (its author), in a single query: `findOne` with relations
 * sends two (a DISTINCT id lookup, then the join), and these reads are on every stream's path.
 */
export function findComparisonWithAuthor(repo: Repository<ComparisonEntity>, where: { id: string } | { slug: string }): Promise<ComparisonEntity | null> {
  const query = repo.createQueryBuilder('c').leftJoinAndSelect('c.user', 'user');
  return ('id' in where ? query.where('c.id = :id', { id: where.id }) : query.where('c.slug = :slug', { slug: where.slug })).getOne();
}

/** The API's view of a stored comparison; the worker's `done` event uses the same function. */
export function toComparisonData(c: ComparisonEntity): ComparisonData {
  return {
    id: c.id,
    userId: c.userId,
    title: c.title,
    query: c.query,
    slug: c.slug,
    status: c.status,
    summary: c.summary,
    recommendation: c.recommendation,
    items: c.items,
    dimensions: c.dimensions,
    tags: c.tags,
    category: c.category,
    isPublic: c.isPublic,
    viewCount: c.viewCount,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    error: c.error,
    author: { name: c.user?.name ?? '' },
    rerunOf: c.rerunOf,
    scoreChanges: c.scoreChanges ?? [],
    ...(c.request?.excludedDomains?.length ? { excludedDomains: [...c.request.excludedDomains] } : {}),
    verdict: c.verdict ?? null,
    ...(c.partial ? { partial: true } : {}),
    ...(c.request?.basedOn ? { basedOn: c.request.basedOn } : {}),
    ...(c.reviews?.length ? { reviews: c.reviews } : {}),
    ...(c.usage ? { usage: { inputTokens: Number(c.usage.inputTokens) || 0, outputTokens: Number(c.usage.outputTokens) || 0 } } : {}),
  };
}

