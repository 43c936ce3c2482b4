import { ProviderError, type StructuredRequest } from '@juxta/research';
import { OpenAiCompatibleModel } from '../src/llm';
import { type LocalServer, startLocalServer } from './support/local-http-server';
import { sendChatCompletion } from './support/model-replies';
import { itReportsVendorFailures } from './support/vendor-error-cases';

const request: StructuredRequest = {
  system: 'You answer in JSON.',
  messages: [{ role: 'user', content: 'Say hello.' }],
  schemaName: 'greeting',
  schema: { type: 'object', properties: { hello: { type: 'string' } }, required: ['hello'], additionalProperties: false },
  maxTokens: 256,
};

describe('OpenAiCompatibleModel', () => {
  let server: LocalServer;

  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      const body = JSON.parse(req.body) as { messages: { content: string }[] };
      if (body.messages[1]?.content === 'Refuse.') return sendChatCompletion(res, null, undefined, { refusal: 'I cannot.' });
      sendChatCompletion(res, '{"hello":"world"}', { prompt_tokens: 31, completion_tokens: 7 });
    });
  });
  afterAll(() => server.close());
  beforeEach(() => server.requests.splice(0));

  it('asks /chat/completions for strict JSON-schema output and reports usage', async () => {
    const model = new OpenAiCompatibleModel({ baseUrl: `${server.baseUrl}/v1`, apiKey: 'sk-test', model: 'gpt-test' });

    const reply = await model.complete(request);

    expect(reply).toEqual({ text: '{"hello":"world"}', usage: { inputTokens: 31, outputTokens: 7 } });
    const [sent] = server.requests;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(JSON.parse(sent.body)).toEqual({
      model: 'gpt-test',
      messages: [
        { role: 'system', content: 'You answer in JSON.' },
        { role: 'user', content: 'Say hello.' },
      ],
      response_format: { type: 'json_schema', json_schema: { name: 'greeting', schema: request.schema, strict: true } },
      max_tokens: 256,
    });
  });

  it('sends no Authorization header without a key (Ollama) and can name the token limit differently', async () => {
    const model = new OpenAiCompatibleModel({
      baseUrl: `${server.baseUrl}/v1/`,
      model: 'llama3.1',
      maxTokensParameter: 'max_completion_tokens',
      temperature: 0.2,
    });
    await model.complete(request);
    const [sent] = server.requests;
    expect(sent.headers.authorization).toBeUndefined();
    expect(JSON.parse(sent.body)).toMatchObject({ max_completion_tokens: 256, temperature: 0.2 });
    expect(JSON.parse(sent.body)).not.toHaveProperty('max_tokens');
  });

  it('reports a refusal as a ProviderError', async () => {
    const model = new OpenAiCompatibleModel({ baseUrl: server.baseUrl, model: 'gpt-test' });
    const refused = model.complete({ ...request, messages: [{ role: 'user', content: 'Refuse.' }] });
    await expect(refused).rejects.toBeInstanceOf(ProviderError);
  });

  itReportsVendorFailures('openai-compatible', (baseUrl, timeoutMs, signal) =>
    new OpenAiCompatibleModel({ baseUrl, timeoutMs, apiKey: 'sk-test', model: 'gpt-test' }).complete(request, signal),
  );
});
