/** Injection token of the configured ResearchEngine. */
export const RESEARCH_ENGINE = Symbol('RESEARCH_ENGINE');
