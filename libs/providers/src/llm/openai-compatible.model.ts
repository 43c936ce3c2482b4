import { z } from 'zod';
import type { LanguageModel, ModelReply, StructuredRequest } from '@juxta/research';
import { ProviderError } from '@juxta/research';
import { trimBaseUrl } from '../search/search-provider-options';
import { expectVendorShape, requestVendorJson } from '../search/vendor-request';

export interface OpenAiCompatibleModelOptions {
  /**
   * Up to and including the version segment: `https://api.openai.com/v1` (the default),
   * `http://localhost:11434/v1` for Ollama.
   */
  baseUrl?: string;
  /** Sent as a Bearer token when given; local servers such as Ollama need none. */
  apiKey?: string;
  model: string;
  /** Per request; 120 000 when not given, since local models can be slow. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Left to the server's default when not given (some models accept no other value). */
  temperature?: number;
  /**
   * OpenAI's reasoning models accept only `max_completion_tokens`; most compatible servers
   * know only `max_tokens` (the default).
   */
  maxTokensParameter?: 'max_tokens' | 'max_completion_tokens';
  /** How the server is named in error messages; "The language model" when not given. */
  label?: string;
}

const chatCompletion = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }),
      }),
    )
    .min(1),
  usage: z.object({ prompt_tokens: z.number().nullish(), completion_tokens: z.number().nullish() }).nullish(),
});

/** A chat model behind an OpenAI-compatible `/chat/completions` endpoint, asked for strict JSON-schema output. */
export class OpenAiCompatibleModel implements LanguageModel {
  readonly name = 'openai-compatible';
  readonly modelName: string;
  private readonly baseUrl: string;
  private readonly label: string;

  constructor(private readonly options: OpenAiCompatibleModelOptions) {
    if (!options.model) throw new Error('OpenAiCompatibleModel needs a model name.');
    this.baseUrl = trimBaseUrl(options.baseUrl ?? 'https://api.openai.com/v1');
    this.label = options.label ?? 'The language model';
    this.modelName = options.model;
  }

  /** One chat completion constrained to the request's schema. */
  async complete(request: StructuredRequest, signal?: AbortSignal): Promise<ModelReply> {
    const { options } = this;
    const body: Record<string, unknown> = {
      model: options.model,
      messages: [{ role: 'system', content: request.system }, ...request.messages],
      response_format: {
        type: 'json_schema',
        json_schema: { name: request.schemaName, schema: request.schema, strict: true },
      },
      [options.maxTokensParameter ?? 'max_tokens']: request.maxTokens,
    };
    if (options.temperature !== undefined) body.temperature = options.temperature;

    const answer = expectVendorShape(
      chatCompletion,
      await requestVendorJson({
        provider: this.name,
        label: this.label,
        url: `${this.baseUrl}/chat/completions`,
        method: 'POST',
        headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
        body,
        timeoutMs: options.timeoutMs ?? 120_000,
        fetch: options.fetch ?? globalThis.fetch,
        signal,
      }),
      this.name,
      this.label,
    );
    const message = answer.choices[0].message;
    if (message.content == null && message.refusal) {
      throw new ProviderError(this.name, `${this.label} declined to answer.`);
    }
    return {
      text: message.content ?? '',
      usage: {
        inputTokens: answer.usage?.prompt_tokens ?? 0,
        outputTokens: answer.usage?.completion_tokens ?? 0,
      },
    };
  }
}
