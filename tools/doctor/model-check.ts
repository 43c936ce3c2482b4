import type { AppConfig } from '@juxta/config';
import { AnthropicModel, OpenAiCompatibleModel, parseJsonReply } from '@juxta/providers';
import { type LanguageModel, ProviderError, type StructuredRequest } from '@juxta/research';
import { z } from 'zod';
import { analystUsesModel, type ConfiguredModel, modelConfiguration } from './configured-model';
import { type CheckResult, displayUrl, formatDuration, messageOf } from './doctor-check';
import { anthropicFailure, hasVersionSegment, isModelNotFound, type ModelFailure, openAiFailure } from './model-failure';

/** Long enough for a local model's first call, which loads it into memory. */
export const MODEL_CHECK_TIMEOUT_MS = 90_000;
/** A first call slower than this probably loaded the model; the next ones are faster. */
const LOADING_HINT_MS = 10_000;

/** The tiny structured request the doctor sends: a schema any instruct model can fill. */
export const DOCTOR_REQUEST: StructuredRequest = {
  system: 'You answer with one JSON object and nothing else.',
  messages: [{ role: 'user', content: 'How many legs does a cat have? Answer as {"animal": "cat", "legs": <a whole number>}.' }],
  schemaName: 'doctor_check',
  schema: {
    type: 'object',
    properties: { animal: { type: 'string' }, legs: { type: 'integer' } },
    required: ['animal', 'legs'],
    additionalProperties: false,
  },
  maxTokens: 200,
};
const doctorReply = z.object({ animal: z.string(), legs: z.number().int() }).strict();

export interface ModelCheckOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const HOW_TO_ADD =
  'to add one: LLM_BASE_URL and LLM_MODEL for an OpenAI-compatible server (a local Ollama: `docker compose --profile model`, see docs/deploy.md "Run with a local model"), or ANTHROPIC_API_KEY';

/** A real structured call of the configured model: its name, latency, whether it honoured the schema, and the fix when it failed. */
export async function checkModel(config: AppConfig, options: ModelCheckOptions = {}): Promise<CheckResult> {
  const configured = modelConfiguration(config);
  const used = analystUsesModel(config);
  const mode = `RESEARCH_ANALYST=${config.research.analyst}`;
  if (configured.kind === 'none') {
    return { check: 'model', status: 'ok', detail: `none configured (${mode}): the offline reader reads the evidence; ${HOW_TO_ADD}` };
  }
  if (configured.kind === 'incomplete') {
    return { check: 'model', status: used ? 'FAIL' : 'warn', detail: `incomplete: ${configured.missing} is missing, so no model is used`, fix: `set ${configured.missing.split(' ')[0]}, or unset the other LLM_* variables` };
  }
  const { model } = configured;
  const result = await callModel(model, options);
  const who = `${model.name} at ${displayUrl(model.baseUrl)}`;
  if (!result.ok) {
    const unused = used ? '' : ` (not used while ${mode})`;
    return { check: 'model', status: used ? 'FAIL' : 'warn', detail: `${who}${unused}: ${result.failure.detail}`, fix: result.failure.fix };
  }
  if (result.caveat) {
    return { check: 'model', status: 'warn', detail: `${who} answered in ${formatDuration(result.latencyMs)}, but ${result.caveat}`, fix: SCHEMA_FIX };
  }
  const loading = result.latencyMs > LOADING_HINT_MS ? ' (a first call may include loading the model; run again for the usual latency)' : '';
  const unused = used ? '' : `; not used while ${mode}: set RESEARCH_ANALYST=llm to use it`;
  return { check: 'model', status: 'ok', detail: `${who} answered in ${formatDuration(result.latencyMs)}${loading}; JSON schema honoured${unused}` };
}

/** caveat: the reply was usable but the server did not enforce the schema (the analyst copes, with retries). */
type CallResult = { ok: true; latencyMs: number; caveat?: string } | { ok: false; failure: ModelFailure };

async function callModel(model: ConfiguredModel, options: ModelCheckOptions): Promise<CallResult> {
  const timeoutMs = options.timeoutMs ?? MODEL_CHECK_TIMEOUT_MS;
  const first = await timedCall(languageModel(model, model.baseUrl, timeoutMs, options.fetch));
  if (first.ok) return replyCheck(first.text, first.latencyMs);
  const describe = model.provider === 'anthropic' ? anthropicFailure : openAiFailure;
  if (model.provider === 'openai' && !hasVersionSegment(model.baseUrl) && pathMissing(first.error)) {
    // The commonest Ollama mistake: http://host:11434 without /v1. Asking again with /v1 tells it for sure.
    const withV1 = `${model.baseUrl.replace(/\/+$/, '')}/v1`;
    const second = await timedCall(languageModel(model, withV1, timeoutMs, options.fetch));
    if (second.ok || !pathMissing(second.error)) {
      const then = second.ok ? 'it answers there' : `there: ${describe({ ...model, baseUrl: withV1 }, second.error).detail}`;
      return { ok: false, failure: { detail: `${messageOf(first.error)} LLM_BASE_URL lacks /v1 (${then}).`, fix: `set LLM_BASE_URL=${displayUrl(withV1)}` } };
    }
  }
  return { ok: false, failure: describe(model, first.error) };
}

/** A 404 that is not about the model, or an answer that is not an API's: the path is wrong. */
function pathMissing(error: unknown): boolean {
  if (!(error instanceof ProviderError)) return false;
  if (error.status === 404) return !isModelNotFound(error.message);
  return /malformed JSON|unexpected format/.test(error.message);
}

function languageModel(model: ConfiguredModel, baseUrl: string, timeoutMs: number, fetch?: typeof globalThis.fetch): LanguageModel {
  if (model.provider === 'anthropic') {
    return new AnthropicModel({ baseUrl, apiKey: model.apiKey ?? '', model: model.name, timeoutMs, fetch });
  }
  return new OpenAiCompatibleModel({ baseUrl, apiKey: model.apiKey, model: model.name, timeoutMs, fetch, label: 'The LLM server' });
}

async function timedCall(model: LanguageModel): Promise<{ ok: true; text: string; latencyMs: number } | { ok: false; error: unknown }> {
  const started = performance.now();
  try {
    const reply = await model.complete(DOCTOR_REQUEST);
    return { ok: true, text: reply.text, latencyMs: performance.now() - started };
  } catch (error) {
    return { ok: false, error };
  }
}

const SCHEMA_FIX =
  'the server ignored `response_format: json_schema`, or the model cannot follow it: use Ollama 0.5 or newer (or vLLM, LM Studio, OpenAI) with an instruct model that honours JSON schemas (qwen2.5, llama3.1, mistral; 3B or larger), and set LLM_MODEL to it';

/** Whether the reply is the JSON the schema asked for, and nothing else. */
function replyCheck(text: string, latencyMs: number): CallResult {
  const parsed = parseJsonReply(text);
  const excerpt = JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);
  if (!parsed.ok) {
    return { ok: false, failure: { detail: `answered in ${formatDuration(latencyMs)}, but not with JSON: ${excerpt}; JSON schema ignored`, fix: SCHEMA_FIX } };
  }
  if (!doctorReply.safeParse(parsed.value).success) {
    return { ok: false, failure: { detail: `answered in ${formatDuration(latencyMs)} with JSON that does not match the schema: ${excerpt}; JSON schema ignored`, fix: SCHEMA_FIX } };
  }
  if (!isExactJson(text)) return { ok: true, latencyMs, caveat: `the JSON came wrapped in other text (${excerpt}): the schema was not enforced` };
  return { ok: true, latencyMs };
}

function isExactJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
