import { LIMITS } from '@juxta/contracts';
import { canonicalItem, requestItemKey } from './item-aliases';

/** Two items of a request that are one item under two names ("Postgres" and "PostgreSQL"). */
export class ItemAliasError extends RangeError {
  constructor(
    readonly item: string,
    readonly sameAs: string,
  ) {
    super(describeAlias(item, sameAs));
    this.name = 'ItemAliasError';
  }
}

function describeAlias(item: string, sameAs: string): string {
  const canonical = canonicalItem(item);
  const known = canonical !== item.trim() || canonicalItem(sameAs) !== sameAs.trim();
  return known
    ? `“${item}” and “${sameAs}” are the same item (both are names of ${canonical}); compare it with something else`
    : `“${item}” and “${sameAs}” are the same item written two ways; compare it with something else`;
}

/** The first pair of items that name the same thing, or null (case, accents, punctuation, "the", known aliases). */
export function findAliasPair(items: readonly string[]): { item: string; sameAs: string } | null {
  const seen = new Map<string, string>();
  for (const raw of items) {
    const item = raw.trim().replace(/\s+/g, ' ');
    if (!item) continue;
    const key = requestItemKey(item);
    const earlier = seen.get(key);
    if (earlier !== undefined && earlier !== item) return { item, sameAs: earlier };
    if (earlier === undefined) seen.set(key, item);
  }
  return null;
}

/**
 * The items of a request: trimmed, inner spacing collapsed, empty and case-insensitively
 * repeated names dropped. Throws an ItemAliasError when two items are one under different names, and a
 * RangeError when fewer than LIMITS.itemsMin or more than LIMITS.itemsMax remain.
 */
export function normaliseItems(items: readonly unknown[] | undefined): string[] {
  const out: string[] = [];
  for (const raw of items ?? []) {
    if (typeof raw !== 'string') continue;
    const item = raw.trim().replace(/\s+/g, ' ');
    if (!item || out.some((o) => o.toLowerCase() === item.toLowerCase())) continue;
    out.push(item);
  }
  const alias = findAliasPair(out);
  if (alias) throw new ItemAliasError(alias.item, alias.sameAs);
  if (out.length < LIMITS.itemsMin) throw new RangeError(`At least ${LIMITS.itemsMin} different items are required`);
  if (out.length > LIMITS.itemsMax) throw new RangeError(`At most ${LIMITS.itemsMax} items can be compared`);
  return out;
}
