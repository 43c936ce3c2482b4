import { ProviderError } from '@juxta/research';
import { displayUrl, messageOf } from './doctor-check';
import type { ConfiguredModel } from './configured-model';

/** Why a model call failed, in the doctor's words, with the exact change that fixes it. */
export interface ModelFailure {
  detail: string;
  fix: string;
}

/** The OpenAI-compatible API root of the usual servers, for the fixes. */
const BASE_URL_EXAMPLES = 'Ollama http://localhost:11434/v1 (compose: http://ollama:11434/v1), OpenAI https://api.openai.com/v1, OpenRouter https://openrouter.ai/api/v1';
/** Servers that honour `response_format: json_schema`. */
const SCHEMA_SERVERS =
  'use a server that enforces `response_format: json_schema` (Ollama 0.5 or newer, vLLM, LM Studio, OpenAI) with an instruct model that follows it (qwen2.5, llama3.1, mistral; 3B or larger)';

/** Whether a 404's words say the model is missing (Ollama: "model \"x\" not found, try pulling it first"; OpenAI: "does not exist"). */
export function isModelNotFound(message: string): boolean {
  return /model\b.*\bnot found|does not exist|model_not_found|no such model|unknown model|not_found_error.*model/i.test(message);
}

/** Whether the words are Ollama's (its missing-model answer names `pull`). */
function isOllamaMessage(message: string): boolean {
  return /try pulling it first|ollama/i.test(message);
}

/** Whether the base URL ends in an API version segment (…/v1, …/api/v1, …/v1beta). */
export function hasVersionSegment(baseUrl: string): boolean {
  return /\/v\d+[a-z0-9]*\/?$/i.test(new URL(baseUrl).pathname);
}

/** The fix for a call of an OpenAI-compatible server that failed with `error`. */
export function openAiFailure(model: ConfiguredModel, error: unknown): ModelFailure {
  const message = messageOf(error);
  const status = error instanceof ProviderError ? error.status : undefined;
  const host = new URL(model.baseUrl).host;
  if (status === undefined || status === 200) {
    if (/did not answer within/.test(message)) {
      return { detail: message, fix: 'a local model may still be loading, or be too slow for this machine: run the doctor again, then choose a smaller model (e.g. qwen2.5:3b) or a GPU if it stays slow' };
    }
    if (/ENOTFOUND|EAI_AGAIN/.test(message)) {
      return { detail: `${message} The host ${host} is unknown.`, fix: `correct LLM_BASE_URL (${BASE_URL_EXAMPLES}); in compose, start Ollama with \`--profile model\`` };
    }
    if (/could not be reached/.test(message)) {
      return { detail: `${message} Nothing accepts connections at ${host}.`, fix: `start the model server (Ollama: \`ollama serve\`; compose: \`--profile model\`), or correct LLM_BASE_URL (${BASE_URL_EXAMPLES})` };
    }
    if (/malformed JSON|unexpected format/.test(message)) {
      return { detail: `${message} Something answers at ${displayUrl(model.baseUrl)}/chat/completions, but not as an OpenAI-compatible server.`, fix: `LLM_BASE_URL must be the OpenAI-compatible API root, up to /v1 (${BASE_URL_EXAMPLES})` };
    }
    if (/declined to answer/.test(message)) return { detail: message, fix: `set LLM_MODEL to another model; ${SCHEMA_SERVERS}` };
    return { detail: message, fix: `check LLM_BASE_URL (${BASE_URL_EXAMPLES})` };
  }
  if (status === 401 || status === 403) {
    return {
      detail: message,
      fix: model.apiKey ? 'set LLM_API_KEY to a key this server accepts (a new one from its dashboard)' : 'this server wants a key: set LLM_API_KEY (Ollama itself needs none; a proxy in front of it may)',
    };
  }
  if (status === 404 && isModelNotFound(message)) {
    if (isOllamaMessage(message)) {
      return { detail: `${message} Ollama has no model ${model.name}.`, fix: `pull it: \`ollama pull ${model.name}\` (compose: \`docker compose -f docker/compose.yml exec ollama ollama pull ${model.name}\`), or set LLM_MODEL to one \`ollama list\` shows` };
    }
    return { detail: message, fix: `set LLM_MODEL to a model this server has (its /v1/models lists them)` };
  }
  if (status === 404) {
    return { detail: `${message} Nothing serves ${displayUrl(model.baseUrl)}/chat/completions.`, fix: `LLM_BASE_URL must be the API root that /chat/completions follows (${BASE_URL_EXAMPLES})` };
  }
  if (status === 429) return { detail: message, fix: 'wait and run the doctor again; if it persists, raise the account\'s rate limit or quota' };
  if (status >= 500) {
    return { detail: message, fix: `see the model server's log; on Ollama this is often too little memory for ${model.name}: choose a smaller model (e.g. qwen2.5:3b) or give it more memory` };
  }
  if (/response_format|json_schema|structured|guided/i.test(message)) {
    return { detail: `${message} The server refuses JSON-schema output.`, fix: SCHEMA_SERVERS };
  }
  return { detail: message, fix: `check LLM_MODEL and LLM_BASE_URL (${BASE_URL_EXAMPLES})` };
}

/** The fix for a failed call of Anthropic's Messages API. */
export function anthropicFailure(model: ConfiguredModel, error: unknown): ModelFailure {
  const message = messageOf(error);
  const status = error instanceof ProviderError ? error.status : undefined;
  if (status === 401 || status === 403) return { detail: message, fix: 'set ANTHROPIC_API_KEY to a valid key (console.anthropic.com, API keys)' };
  if (status === 404 && /model/i.test(message)) return { detail: message, fix: `set ANTHROPIC_MODEL to a model your key can use (e.g. claude-sonnet-4-5); it is ${model.name}` };
  if (status === 404) {
    return { detail: message, fix: 'ANTHROPIC_BASE_URL is the address before /v1/messages: unset it for https://api.anthropic.com, and leave /v1 off a proxy\'s address' };
  }
  if (status === 429) return { detail: message, fix: 'wait and run the doctor again; if it persists, raise the account\'s rate limit' };
  if (status !== undefined && status >= 500) return { detail: message, fix: 'Anthropic\'s service failed: try again later' };
  if (/could not be reached|did not answer/.test(message)) {
    return { detail: message, fix: 'check that this host reaches api.anthropic.com (or ANTHROPIC_BASE_URL) through its firewall or proxy' };
  }
  return { detail: message, fix: 'check ANTHROPIC_API_KEY, ANTHROPIC_MODEL and ANTHROPIC_BASE_URL' };
}
