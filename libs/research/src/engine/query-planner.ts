import type { SearchQuery } from '../ports';

/** The query that looks an item up on its own. */
export function overviewQuery(item: string, limit: number): SearchQuery {
  return { item, text: item, limit };
}

/** One query per dimension: the item's name plus the dimension's name. */
export function dimensionQueries(item: string, dimensions: readonly string[], limit: number): SearchQuery[] {
  return dimensions.map((dimension) => ({ item, text: `${item} ${dimension.toLowerCase()}`, dimension, limit }));
}

/** Every query for an item: the overview first, then one per dimension. */
export function planQueries(item: string, dimensions: readonly string[], limit: number): SearchQuery[] {
  return [overviewQuery(item, limit), ...dimensionQueries(item, dimensions, limit)];
}
