import type { ComparisonData, ComparisonSummary } from '@juxta/contracts';
import type { ComparisonEntity } from './comparison.entity';

/** Loads a comparison with what toComparisonData needs (its author's name). */
export const COMPARISON_RELATIONS = { user: true } as const;

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
  };
}

/** A feed or list row; `authorName` comes from the joined user. */
export function toComparisonSummary(c: ComparisonEntity, authorName: string): ComparisonSummary {
  const scored = new Map(c.items.map((i) => [i.name, i.overallScore]));
  return {
    id: c.id,
    slug: c.slug,
    title: c.title,
    status: c.status,
    items: c.itemNames.map((name) => ({ name, overallScore: scored.get(name) ?? 0 })),
    category: c.category,
    tags: c.tags,
    viewCount: c.viewCount,
    isPublic: c.isPublic,
    createdAt: c.createdAt.toISOString(),
    author: { name: authorName },
  };
}
