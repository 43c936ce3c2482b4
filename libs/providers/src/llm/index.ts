export * from './anthropic.model';
export * from './llm-analyst';
export * from './openai-compatible.model';
export * from './structured-completion';
export * from './model-probe';
