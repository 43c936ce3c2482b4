export * from './client-errors';
export * from './juxta-client';
export * from './sse-decoder';
export * from './sse-events';
