import { LIMITS, slugWords, type Category } from '@juxta/contracts';

/**
 * Lower-case tags for a comparison: the category, each item's name as a slug, then the
 * dimensions the user asked about — unique, at most LIMITS.tagsMax, each at most LIMITS.tagMax.
 */
export function buildTags(category: Category, items: readonly string[], hintedDimensions: readonly string[] = []): string[] {
  const tags: string[] = [];
  for (const candidate of [category, ...items, ...hintedDimensions]) {
    const tag = slugWords(candidate).slice(0, LIMITS.tagMax).replace(/-+$/, '');
    if (tag && !tags.includes(tag)) tags.push(tag);
    if (tags.length >= LIMITS.tagsMax) break;
  }
  return tags;
}
