export * from './client-errors';
export * from './juxta-client';
export * from './sse-events';
