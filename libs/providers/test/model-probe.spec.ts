import { probeLanguageModel } from '../src/llm';
import { type LocalServer, sendJson, startLocalServer } from './support/local-http-server';

describe('probeLanguageModel (stand-in servers)', () => {
  let server: LocalServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const models = (ids: string[]) => ({ object: 'list', data: ids.map((id) => ({ id, object: 'model' })) });

  it('reaches an OpenAI-compatible server that lists the model (Ollama adds :latest)', async () => {
    server = await startLocalServer((req, res) => (req.url === '/v1/models' ? sendJson(res, 200, models(['qwen2.5:latest'])) : sendJson(res, 404, {})));
    await expect(probeLanguageModel({ provider: 'openai', baseUrl: `${server.baseUrl}/v1`, apiKey: 'k', model: 'qwen2.5', timeoutMs: 2000 })).resolves.toEqual({ reachable: true });
    expect(server.requests[0].headers.authorization).toBe('Bearer k');
  });

  it('says which model is missing, which key is refused, and where nothing is served', async () => {
    server = await startLocalServer((req, res) => {
      if (req.headers.authorization === 'Bearer wrong') return sendJson(res, 401, { error: 'bad key' });
      return req.url === '/v1/models' ? sendJson(res, 200, models(['llama3.1:8b'])) : sendJson(res, 404, { error: 'not found' });
    });
    const base = `${server.baseUrl}/v1`;
    await expect(probeLanguageModel({ provider: 'openai', baseUrl: base, model: 'qwen2.5:7b', timeoutMs: 2000 })).resolves.toEqual({
      reachable: false,
      reason: "the model's server does not list qwen2.5:7b",
    });
    await expect(probeLanguageModel({ provider: 'openai', baseUrl: base, apiKey: 'wrong', model: 'llama3.1:8b', timeoutMs: 2000 })).resolves.toEqual({
      reachable: false,
      reason: "the model's server refused the API key (HTTP 401)",
    });
    // "/v1" left out of the base URL: Ollama answers 404 there.
    await expect(probeLanguageModel({ provider: 'openai', baseUrl: server.baseUrl, model: 'llama3.1:8b', timeoutMs: 2000 })).resolves.toEqual({
      reachable: false,
      reason: `the model's server answered HTTP 404 at ${server.baseUrl}/models`,
    });
  });

  it('asks Anthropic with its key and version headers', async () => {
    server = await startLocalServer((_req, res) => sendJson(res, 200, models(['claude-sonnet-4-5'])));
    await expect(probeLanguageModel({ provider: 'anthropic', baseUrl: server.baseUrl, apiKey: 'sk-ant', model: 'claude-sonnet-4-5', timeoutMs: 2000 })).resolves.toEqual({ reachable: true });
    expect(server.requests[0]).toMatchObject({ url: '/v1/models', headers: { 'x-api-key': 'sk-ant', 'anthropic-version': '2023-06-01' } });
  });

  it('gives up on a server that does not answer within the time limit', async () => {
    server = await startLocalServer(() => undefined);
    const result = await probeLanguageModel({ provider: 'openai', baseUrl: `${server.baseUrl}/v1`, model: 'm', timeoutMs: 200 });
    expect(result).toEqual({ reachable: false, reason: `the model's server did not answer within 200 ms at ${server.baseUrl}/v1/models` });
  });
});
