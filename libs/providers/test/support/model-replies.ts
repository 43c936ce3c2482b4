import type { ServerResponse } from 'node:http';
import { sendJson } from './local-http-server';

/** A chat completion as OpenAI documents it, with `content` as the assistant's text. */
export function sendChatCompletion(
  response: ServerResponse,
  content: string | null,
  usage = { prompt_tokens: 100, completion_tokens: 20 },
  extra: Record<string, unknown> = {},
): void {
  sendJson(response, 200, {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null, ...extra }, finish_reason: 'stop' }],
    usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
  });
}

/** An Anthropic Messages answer whose only block is a call of `toolName` with `input`. */
export function sendToolUse(
  response: ServerResponse,
  toolName: string,
  input: unknown,
  usage = { input_tokens: 200, output_tokens: 40 },
): void {
  sendJson(response, 200, {
    id: 'msg_test',
    type: 'message',
    role: 'assistant',
    model: 'claude-test',
    content: [{ type: 'tool_use', id: 'toolu_test', name: toolName, input }],
    stop_reason: 'tool_use',
    stop_sequence: null,
    usage,
  });
}
