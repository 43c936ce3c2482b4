export * from './client-errors';
export * from './juxta-client';
export * from './sse-decoder';
export * from './sse-events';
// The shapes the client takes and returns, so that code outside this repository needs one package.
export type * from '@juxta/contracts';
