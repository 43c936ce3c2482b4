export * from './redis-search-cache';
