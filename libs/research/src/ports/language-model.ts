import type { TokenUsage } from '@juxta/contracts';

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** A request for JSON that matches `schema` (a JSON Schema object). */
export interface StructuredRequest {
  system: string;
  messages: ChatMessage[];
  schemaName: string;
  schema: Record<string, unknown>;
  maxTokens: number;
}

export interface ModelReply {
  /** The raw text the model produced (expected to be JSON). */
  text: string;
  usage: TokenUsage;
}

/** A chat model that can be asked for structured output (OpenAI-compatible or Anthropic). */
export interface LanguageModel {
  readonly name: string;
  /** The model asked ("qwen2.5:7b", "claude-sonnet-4-5"), for saying what read the evidence. */
  readonly modelName?: string;
  complete(request: StructuredRequest, signal?: AbortSignal): Promise<ModelReply>;
}
