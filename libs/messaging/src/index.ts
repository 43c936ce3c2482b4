export * from './close-redis';
export * from './progress-channel';
export * from './progress-hub';
export * from './progress-publisher';
export * from './research-queue';
export * from './stream-sequence';
