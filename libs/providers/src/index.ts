export * from './cache';
export * from './corpus';
export * from './llm';
export * from './page-reader';
export * from './search';
export * from './sources';
export * from './webhook/webhook-url';
export * from './webhook/webhook-poster';
