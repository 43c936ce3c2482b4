import type { AppConfig } from '@juxta/config';

/** The language model the configuration names, as the doctor calls it. */
export interface ConfiguredModel {
  provider: 'openai' | 'anthropic';
  /** The model's name as the server knows it (LLM_MODEL, ANTHROPIC_MODEL). */
  name: string;
  /** Where requests go; the vendor's own address when none is configured. */
  baseUrl: string;
  apiKey?: string;
}

/** What the configuration says about a model: none, one, or an incomplete one (with what is missing). */
export type ModelConfiguration = { kind: 'none' } | { kind: 'model'; model: ConfiguredModel } | { kind: 'incomplete'; missing: string };

/**
 * The model from `LLM_*` (an OpenAI-compatible server: LLM_BASE_URL and LLM_MODEL) or
 * `ANTHROPIC_*` (LLM_PROVIDER=anthropic, or an ANTHROPIC_API_KEY with no LLM_* set).
 */
export function modelConfiguration(config: AppConfig): ModelConfiguration {
  const { llm } = config;
  const openAiSet = !!llm.baseUrl || !!llm.model;
  const anthropic = llm.provider === 'anthropic' || (!openAiSet && !!llm.anthropicApiKey);
  if (anthropic) {
    if (!llm.anthropicApiKey) return { kind: 'incomplete', missing: 'ANTHROPIC_API_KEY (LLM_PROVIDER=anthropic)' };
    return {
      kind: 'model',
      model: { provider: 'anthropic', name: llm.anthropicModel, baseUrl: llm.anthropicBaseUrl ?? 'https://api.anthropic.com', apiKey: llm.anthropicApiKey },
    };
  }
  if (!openAiSet) return { kind: 'none' };
  if (!llm.baseUrl) return { kind: 'incomplete', missing: 'LLM_BASE_URL (LLM_MODEL is set)' };
  if (!llm.model) return { kind: 'incomplete', missing: 'LLM_MODEL (LLM_BASE_URL is set)' };
  return { kind: 'model', model: { provider: 'openai', name: llm.model, baseUrl: llm.baseUrl, apiKey: llm.apiKey } };
}

/** Whether comparisons use a configured model: RESEARCH_ANALYST=extractive never does. */
export function analystUsesModel(config: AppConfig): boolean {
  // Compared as a string: the set of modes grows (auto), and every mode but extractive uses the model.
  const mode: string = config.research.analyst;
  return mode !== 'extractive';
}
