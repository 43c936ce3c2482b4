export * from './source-text';
export * from './user-source-store';
