export * from './corpus-document';
export * from './corpus-importer';
export * from './corpus-search.provider';
export * from './markdown-text';
export * from './sql-runner';
export * from './stored-document-reader';
