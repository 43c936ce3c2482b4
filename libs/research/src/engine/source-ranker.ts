import type { ItemMatcher } from '../text/item-matcher';
import type { SearchHit } from '../ports';
import type { HitRecord } from './search-runner';

/** A URL reduced to what identifies the page: no fragment, no trailing slash, host in lower case. */
export function urlKey(url: string): string {
  try {
    const u = new URL(url);
    u.hash = '';
    const path = u.pathname.replace(/\/+$/, '');
    return `${u.protocol}//${u.host.toLowerCase()}${path}${u.search}`;
  } catch {
    return url.trim().replace(/#.*$/, '').replace(/\/+$/, '');
  }
}

interface Candidate {
  hit: SearchHit;
  score: number;
  order: number;
}

/**
 * De-duplicates hits by URL and keeps the best `max`: a hit scores by how many queries found
 * it and how high (reciprocal rank), more when its title or text names the item, less when
 * nothing in it does. Ties keep the order the hits were found in, so the result is stable.
 */
export function rankSources(records: readonly HitRecord[], matcher: ItemMatcher, item: number, max: number): SearchHit[] {
  const ordered = [...records].sort((a, b) => a.query - b.query || a.provider - b.provider || a.rank - b.rank);
  const byUrl = new Map<string, Candidate>();
  for (const record of ordered) {
    const key = urlKey(record.hit.url) || `${record.hit.provider}:${record.hit.title}`;
    const existing = byUrl.get(key);
    const weight = 1 / (record.rank + 1);
    if (!existing) {
      byUrl.set(key, { hit: { ...record.hit }, score: weight, order: byUrl.size });
      continue;
    }
    existing.score += weight;
    // Keep the fullest text any provider had for this page.
    if ((record.hit.content?.length ?? 0) > (existing.hit.content?.length ?? 0)) existing.hit.content = record.hit.content;
    if (!existing.hit.snippet && record.hit.snippet) existing.hit.snippet = record.hit.snippet;
  }
  for (const candidate of byUrl.values()) {
    const { title, snippet, content } = candidate.hit;
    if (matcher.mentionsItem(title, item)) candidate.score += 1;
    else if (matcher.mentionsItem(`${snippet}\n${(content ?? '').slice(0, 5000)}`, item)) candidate.score += 0.5;
    else candidate.score *= 0.25;
  }
  return [...byUrl.values()]
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, Math.max(0, max))
    .map((c) => c.hit);
}
