export * from './address-policy';
export * from './dns-resolver';
export * from './guarded-page-reader';
export * from './readable-text';
