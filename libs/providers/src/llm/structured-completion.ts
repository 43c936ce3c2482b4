import type { TokenUsage } from '@juxta/contracts';
import { type ChatMessage, type LanguageModel, ProviderError, type StructuredRequest } from '@juxta/research';

/** A check of a parsed reply: the value to use, or what is wrong with it in words the model can act on. */
export type ReplyCheck<T> = { ok: true; value: T } | { ok: false; problems: string };

/** The model's last word was never usable; `message` is safe to show to users (a ProviderError of the model). */
export class UnusableModelReplyError extends ProviderError {
  constructor(
    message: string,
    /** Tokens spent on the failed attempts, so they can still be accounted for. */
    readonly usage: TokenUsage,
  ) {
    super('llm', message);
    this.name = 'UnusableModelReplyError';
  }
}

export interface StructuredCompletionOptions {
  /** Total attempts, the first included. */
  attempts: number;
  /** The error message after the last failed attempt. */
  failureMessage: string;
}

const ECHO_MAX_CHARS = 8000;
const PROBLEMS_MAX_CHARS = 2000;

/**
 * Asks the model for JSON and checks it; on a reply that is not JSON or fails the check, asks
 * again with the problems spelled out. Usage is summed over every attempt.
 */
export async function completeStructured<T>(
  model: LanguageModel,
  request: StructuredRequest,
  check: (value: unknown) => ReplyCheck<T>,
  options: StructuredCompletionOptions,
  signal?: AbortSignal,
): Promise<{ value: T; usage: TokenUsage }> {
  const usage: TokenUsage = { inputTokens: 0, outputTokens: 0 };
  let messages: ChatMessage[] = [...request.messages];
  for (let attempt = 1; attempt <= options.attempts; attempt++) {
    const reply = await model.complete({ ...request, messages }, signal);
    usage.inputTokens += reply.usage.inputTokens;
    usage.outputTokens += reply.usage.outputTokens;

    const parsed = parseJsonReply(reply.text);
    const result: ReplyCheck<T> = parsed.ok ? check(parsed.value) : parsed;
    if (result.ok) return { value: result.value, usage };

    messages = [
      ...messages,
      { role: 'assistant', content: truncate(reply.text || '(empty reply)', ECHO_MAX_CHARS) },
      {
        role: 'user',
        content:
          `That reply cannot be used:\n${truncate(result.problems, PROBLEMS_MAX_CHARS)}\n\n` +
          'Reply again with the complete JSON object that matches the schema, and nothing else.',
      },
    ];
  }
  throw new UnusableModelReplyError(options.failureMessage, usage);
}

/** JSON from a reply, forgiving the Markdown fences and preambles some local models add. */
export function parseJsonReply(text: string): ReplyCheck<unknown> {
  const trimmed = text.trim();
  const fenced = trimmed.match(/^```(?:json)?\s*([\s\S]*?)\s*```$/i)?.[1] ?? trimmed;
  const start = fenced.indexOf('{');
  const end = fenced.lastIndexOf('}');
  const candidate = start >= 0 && end > start ? fenced.slice(start, end + 1) : fenced;
  try {
    return { ok: true, value: JSON.parse(candidate) as unknown };
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unparseable';
    return { ok: false, problems: `- The reply is not valid JSON (${reason}).` };
  }
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
