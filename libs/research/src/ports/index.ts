export * from './analyst';
export * from './language-model';
export * from './page-reader';
export * from './search-cache';
export * from './search-provider';
