export * from './app-config';
export * from './config-error';
export * from './comparison-start-limits';
