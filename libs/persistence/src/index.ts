export * from './comparisons/comparison-data';
export * from './comparisons/comparison.entity';
export * from './corpus/corpus-document.entity';
export * from './data-source';
export * from './ensure-database';
export * from './entities';
export * from './migrations';
export * from './users/user.entity';
