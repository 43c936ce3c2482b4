import type { StructuredRequest } from '@juxta/research';
import { AnthropicModel } from '../src/llm';
import { type LocalServer, sendJson, startLocalServer } from './support/local-http-server';
import { sendToolUse } from './support/model-replies';
import { itReportsVendorFailures } from './support/vendor-error-cases';

const request: StructuredRequest = {
  system: 'You answer in JSON.',
  messages: [{ role: 'user', content: 'Say hello.' }],
  schemaName: 'greeting',
  schema: { type: 'object', properties: { hello: { type: 'string' } }, required: ['hello'], additionalProperties: false },
  maxTokens: 300,
};

describe('AnthropicModel', () => {
  let server: LocalServer;

  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      const body = JSON.parse(req.body) as { messages: { content: string }[] };
      if (body.messages[0].content === 'Chat instead.') {
        return sendJson(res, 200, {
          type: 'message',
          role: 'assistant',
          content: [{ type: 'text', text: 'Hello there!' }],
          stop_reason: 'end_turn',
          usage: { input_tokens: 5, output_tokens: 3 },
        });
      }
      sendToolUse(res, 'greeting', { hello: 'world' }, { input_tokens: 42, output_tokens: 9 });
    });
  });
  afterAll(() => server.close());
  beforeEach(() => server.requests.splice(0));

  it('forces the schema tool and returns its input as the reply', async () => {
    const model = new AnthropicModel({ baseUrl: server.baseUrl, apiKey: 'sk-ant-test', model: 'claude-test' });

    const reply = await model.complete(request);

    expect(JSON.parse(reply.text)).toEqual({ hello: 'world' });
    expect(reply.usage).toEqual({ inputTokens: 42, outputTokens: 9 });
    const [sent] = server.requests;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/v1/messages');
    expect(sent.headers['x-api-key']).toBe('sk-ant-test');
    expect(sent.headers['anthropic-version']).toBe('2023-06-01');
    expect(sent.headers.authorization).toBeUndefined();
    expect(JSON.parse(sent.body)).toMatchObject({
      model: 'claude-test',
      max_tokens: 300,
      system: 'You answer in JSON.',
      messages: [{ role: 'user', content: 'Say hello.' }],
      tools: [{ name: 'greeting', input_schema: request.schema }],
      tool_choice: { type: 'tool', name: 'greeting' },
    });
  });

  it('passes text back when the model did not call the tool, for the caller to reject', async () => {
    const model = new AnthropicModel({ baseUrl: server.baseUrl, apiKey: 'k', model: 'claude-test' });
    const reply = await model.complete({ ...request, messages: [{ role: 'user', content: 'Chat instead.' }] });
    expect(reply).toEqual({ text: 'Hello there!', usage: { inputTokens: 5, outputTokens: 3 } });
  });

  it('needs a key and a model', () => {
    expect(() => new AnthropicModel({ apiKey: '', model: 'm' })).toThrow(/apiKey/);
    expect(() => new AnthropicModel({ apiKey: 'k', model: '' })).toThrow(/model/);
  });

  itReportsVendorFailures('anthropic', (baseUrl, timeoutMs, signal) =>
    new AnthropicModel({ baseUrl, timeoutMs, apiKey: 'sk-ant-test', model: 'claude-test' }).complete(request, signal),
  );
});
