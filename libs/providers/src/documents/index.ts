export * from './document-errors';
export * from './document-reader-pool';
export * from './format-bound';
