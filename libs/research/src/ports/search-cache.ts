import type { SearchHit } from './search-provider';

/** Remembers search results per (provider, query) for a while. */
export interface SearchCache {
  get(provider: string, queryText: string): Promise<SearchHit[] | undefined>;
  set(provider: string, queryText: string, hits: SearchHit[]): Promise<void>;
}
