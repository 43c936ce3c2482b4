export * from './brave-search.provider';
export * from './html-to-text';
export { DEFAULT_SEARCH_TIMEOUT_MS, type SearchProviderOptions } from './search-provider-options';
export * from './searxng-search.provider';
export * from './tavily-search.provider';
export * from './wikipedia-search.provider';
export * from './reachability-probe';
