export * from './close-redis';
export * from './progress-channel';
export * from './progress-hub';
export * from './research-queue';
export * from './stream-event-publisher';
export * from './stream-sequence';
export * from './search-reachability';
export * from './research-cancel';
