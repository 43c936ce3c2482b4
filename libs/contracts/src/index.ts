export * from './api-error';
export * from './category';
export * from './comparison';
export * from './comparison-request';
export * from './limits';
export * from './progress';
export * from './slug';
export * from './user';
