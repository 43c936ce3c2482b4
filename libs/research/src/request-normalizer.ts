import { LIMITS } from '@juxta/contracts';

/**
 * The items of a request: trimmed, inner spacing collapsed, empty and case-insensitively
 * repeated names dropped. Throws when fewer than LIMITS.itemsMin or more than LIMITS.itemsMax remain.
 */
export function normaliseItems(items: readonly unknown[] | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of items ?? []) {
    if (typeof raw !== 'string') continue;
    const item = raw.trim().replace(/\s+/g, ' ');
    const key = item.toLowerCase();
    if (!item || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  if (out.length < LIMITS.itemsMin) throw new RangeError(`At least ${LIMITS.itemsMin} different items are required`);
  if (out.length > LIMITS.itemsMax) throw new RangeError(`At most ${LIMITS.itemsMax} items can be compared`);
  return out;
}
