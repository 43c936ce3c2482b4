import { z } from 'zod';
import type { LanguageModel, ModelReply, StructuredRequest } from '@juxta/research';
import { trimBaseUrl } from '../search/search-provider-options';
import { expectVendorShape, requestVendorJson } from '../search/vendor-request';

export interface AnthropicModelOptions {
  /** `https://api.anthropic.com` when not given. */
  baseUrl?: string;
  apiKey: string;
  model: string;
  /** Per request; 120 000 when not given. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  temperature?: number;
}

const LABEL = 'Anthropic';
const API_VERSION = '2023-06-01';

const messagesAnswer = z.object({
  content: z.array(
    z.object({ type: z.string(), name: z.string().optional(), input: z.unknown().optional(), text: z.string().optional() }),
  ),
  usage: z.object({ input_tokens: z.number().nullish(), output_tokens: z.number().nullish() }).nullish(),
});

/**
 * A Claude model over the Messages API. Structured output comes from one forced tool whose
 * input schema is the requested schema: the tool call's `input` is the JSON asked for.
 */
export class AnthropicModel implements LanguageModel {
  readonly name = 'anthropic';
  readonly modelName: string;
  private readonly baseUrl: string;

  constructor(private readonly options: AnthropicModelOptions) {
    if (!options.apiKey) throw new Error('AnthropicModel needs an apiKey.');
    if (!options.model) throw new Error('AnthropicModel needs a model name.');
    this.baseUrl = trimBaseUrl(options.baseUrl ?? 'https://api.anthropic.com');
    this.modelName = options.model;
  }

  /** One message whose answer is a call of the schema's tool. */
  async complete(request: StructuredRequest, signal?: AbortSignal): Promise<ModelReply> {
    const { options } = this;
    const body: Record<string, unknown> = {
      model: options.model,
      max_tokens: request.maxTokens,
      system: request.system,
      messages: request.messages,
      tools: [
        {
          name: request.schemaName,
          description: 'Record the answer. Its input is the complete answer, matching the schema.',
          input_schema: request.schema,
        },
      ],
      tool_choice: { type: 'tool', name: request.schemaName },
    };
    if (options.temperature !== undefined) body.temperature = options.temperature;

    const answer = expectVendorShape(
      messagesAnswer,
      await requestVendorJson({
        provider: this.name,
        label: LABEL,
        url: `${this.baseUrl}/v1/messages`,
        method: 'POST',
        headers: { 'x-api-key': options.apiKey, 'anthropic-version': API_VERSION },
        body,
        timeoutMs: options.timeoutMs ?? 120_000,
        fetch: options.fetch ?? globalThis.fetch,
        signal,
      }),
      this.name,
      LABEL,
    );
    const toolUse = answer.content.find((block) => block.type === 'tool_use' && block.name === request.schemaName);
    // Without the tool call, whatever text there is goes back so the caller's validation can
    // explain what was wrong and ask again.
    const text =
      toolUse !== undefined
        ? JSON.stringify(toolUse.input ?? null)
        : answer.content
            .filter((block) => block.type === 'text')
            .map((block) => block.text ?? '')
            .join('');
    return {
      text,
      usage: {
        inputTokens: answer.usage?.input_tokens ?? 0,
        outputTokens: answer.usage?.output_tokens ?? 0,
      },
    };
  }
}
