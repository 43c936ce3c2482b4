import { loadConfig } from '@juxta/config';
import { closedPort, type LocalHandler, type LocalServer, sendJson } from '../../libs/providers/test/support/local-http-server';
import { sendChatCompletion, sendToolUse } from '../../libs/providers/test/support/model-replies';
import { checkModel } from './model-check';
import { useLocalServers } from './test/local-servers';

/** Ollama's OpenAI-compatible error body (openai/openai.go: NewError). */
function sendOllamaError(res: Parameters<LocalHandler>[1], status: number, message: string): void {
  sendJson(res, status, { error: { message, type: status === 404 ? 'not_found_error' : 'api_error', param: null, code: null } });
}

/** Ollama's router when the path is not one of its routes: 404 with a plain-text body. */
function sendRouterNotFound(res: Parameters<LocalHandler>[1]): void {
  res.writeHead(404, { 'content-type': 'text/plain' });
  res.end('404 page not found');
}

const CAT = '{"animal":"cat","legs":4}';

describe('the doctor\'s model check: a real structured call and the fix for each failure', () => {
  const serve = useLocalServers();
  const llm = (env: Record<string, string>) => loadConfig({ RESEARCH_ANALYST: 'llm', LLM_MODEL: 'qwen2.5:3b', ...env });

  it('reports the model, its latency and that the JSON schema was honoured', async () => {
    const server = await serve((_req, res) => sendChatCompletion(res, CAT));
    const result = await checkModel(llm({ LLM_BASE_URL: `${server.baseUrl}/v1` }));
    expect(result.status).toBe('ok');
    expect(result.detail).toMatch(new RegExp(`^qwen2\\.5:3b at ${server.baseUrl}/v1 answered in \\d+ ms; JSON schema honoured$`));
    const sent = JSON.parse(server.requests[0].body) as { model: string; response_format: { type: string; json_schema: { schema: { required: string[] } } } };
    expect(server.requests[0].url).toBe('/v1/chat/completions');
    expect(sent.model).toBe('qwen2.5:3b');
    expect(sent.response_format.type).toBe('json_schema');
    expect(sent.response_format.json_schema.schema.required).toEqual(['animal', 'legs']);
  });

  it('wrong base URL, nothing listening: FAIL, start the server or correct LLM_BASE_URL', async () => {
    const port = await closedPort();
    const result = await checkModel(llm({ LLM_BASE_URL: `http://127.0.0.1:${port}/v1` }));
    expect(result.status).toBe('FAIL');
    expect(result.detail).toMatch(/could not be reached.*Nothing accepts connections at 127\.0\.0\.1:/);
    expect(result.fix).toMatch(/start the model server \(Ollama: `ollama serve`.*or correct LLM_BASE_URL \(Ollama http:\/\/localhost:11434\/v1/);
  });

  it('compose without `--profile model` (the host ollama is unknown): FAIL, start Ollama with the profile', async () => {
    const unknownHost: typeof fetch = async () => {
      throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ENOTFOUND' } });
    };
    const result = await checkModel(llm({ LLM_BASE_URL: 'http://ollama:11434/v1' }), { fetch: unknownHost });
    expect(result.status).toBe('FAIL');
    expect(result.detail).toMatch(/could not be reached \(ENOTFOUND\)\. The host ollama:11434 is unknown\./);
    expect(result.fix).toMatch(/in compose, start Ollama with `--profile model`$/);
  });

  it('prints a password in LLM_BASE_URL masked', async () => {
    const server = await serve((_req, res) => sendChatCompletion(res, CAT));
    const result = await checkModel(llm({ LLM_BASE_URL: `http://user:hunter2@${server.baseUrl.slice('http://'.length)}/v1` }));
    expect(result.detail).toContain('user:***@');
    expect(result.detail).not.toContain('hunter2');
  });

  it('/v1 missing from the base URL: FAIL, with the base URL to set', async () => {
    const server = await serve((req, res) => (req.url === '/v1/chat/completions' ? sendChatCompletion(res, CAT) : sendRouterNotFound(res)));
    const result = await checkModel(llm({ LLM_BASE_URL: server.baseUrl }));
    expect(result.status).toBe('FAIL');
    expect(result.detail).toMatch(/LLM_BASE_URL lacks \/v1 \(it answers there\)/);
    expect(result.fix).toBe(`set LLM_BASE_URL=${server.baseUrl}/v1`);
  });

  it('a path where nothing serves chat completions (404 with /v1 too): FAIL, the API root to use', async () => {
    const server = await serve((_req, res) => sendRouterNotFound(res));
    const result = await checkModel(llm({ LLM_BASE_URL: `${server.baseUrl}/api` }));
    expect(result.status).toBe('FAIL');
    expect(result.detail).toMatch(/HTTP 404.*Nothing serves .*\/api\/chat\/completions/);
    expect(result.fix).toMatch(/LLM_BASE_URL must be the API root/);
  });

  it("a FastAPI server's 404 (vLLM without /v1, {detail: 'Not Found'}) is a path to fix, not a missing model", async () => {
    const server = await serve((_req, res) => sendJson(res, 404, { detail: 'Not Found' }));
    const result = await checkModel(llm({ LLM_BASE_URL: `${server.baseUrl}/v1` }));
    expect(result.status).toBe('FAIL');
    expect(result.fix).toMatch(/LLM_BASE_URL must be the API root/);
  });

  it("model not pulled (Ollama's answer): FAIL, the exact ollama pull", async () => {
    const server = await serve((_req, res) => sendOllamaError(res, 404, 'model "qwen2.5:3b" not found, try pulling it first'));
    const result = await checkModel(llm({ LLM_BASE_URL: `${server.baseUrl}/v1` }));
    expect(result.status).toBe('FAIL');
    expect(result.detail).toMatch(/Ollama has no model qwen2\.5:3b/);
    expect(result.fix).toMatch(/^pull it: `ollama pull qwen2\.5:3b` \(compose: `docker compose -f docker\/compose\.yml exec ollama ollama pull qwen2\.5:3b`\)/);
  });

  it('model not pulled, base URL without /v1: names both', async () => {
    const server = await serve((req, res) =>
      req.url === '/v1/chat/completions' ? sendOllamaError(res, 404, 'model "qwen2.5:3b" not found, try pulling it first') : sendRouterNotFound(res),
    );
    const result = await checkModel(llm({ LLM_BASE_URL: server.baseUrl }));
    expect(result.status).toBe('FAIL');
    expect(result.detail).toMatch(/lacks \/v1 \(there: .*Ollama has no model qwen2\.5:3b/);
    expect(result.fix).toBe(`set LLM_BASE_URL=${server.baseUrl}/v1`);
  });

  it.each([401, 403])('key refused (%i): FAIL, set LLM_API_KEY, without echoing the key', async (status) => {
    const server = await serve((_req, res) => sendJson(res, status, { error: { message: 'Incorrect API key provided: sk-secret' } }));
    const result = await checkModel(llm({ LLM_BASE_URL: `${server.baseUrl}/v1`, LLM_API_KEY: 'sk-secret' }));
    expect(result.status).toBe('FAIL');
    expect(result.detail).toMatch(new RegExp(`rejected the API key \\(HTTP ${status}\\)`));
    expect(result.fix).toMatch(/set LLM_API_KEY to a key this server accepts/);
    expect(`${result.detail} ${result.fix}`).not.toContain('sk-secret');
    expect(server.requests[0].headers.authorization).toBe('Bearer sk-secret');
  });

  it('schema ignored, a reply that is not JSON: FAIL, a server and model that honour json_schema', async () => {
    const server = await serve((_req, res) => sendChatCompletion(res, 'A cat has four legs.'));
    const result = await checkModel(llm({ LLM_BASE_URL: `${server.baseUrl}/v1` }));
    expect(result.status).toBe('FAIL');
    expect(result.detail).toMatch(/but not with JSON: "A cat has four legs\."; JSON schema ignored/);
    expect(result.fix).toMatch(/ignored `response_format: json_schema`.*Ollama 0\.5 or newer/);
  });

  it('schema ignored, JSON of another shape: FAIL', async () => {
    const server = await serve((_req, res) => sendChatCompletion(res, '{"answer":"four"}'));
    const result = await checkModel(llm({ LLM_BASE_URL: `${server.baseUrl}/v1` }));
    expect(result.status).toBe('FAIL');
    expect(result.detail).toMatch(/JSON that does not match the schema/);
  });

  it('JSON in a Markdown fence: usable, but the schema was not enforced (warn)', async () => {
    const server = await serve((_req, res) => sendChatCompletion(res, `\`\`\`json\n${CAT}\n\`\`\``));
    const result = await checkModel(llm({ LLM_BASE_URL: `${server.baseUrl}/v1` }));
    expect(result.status).toBe('warn');
    expect(result.detail).toMatch(/wrapped in other text/);
  });

  it('no answer in time: FAIL, the model may be loading or too slow', async () => {
    const server = await serve(() => undefined);
    const result = await checkModel(llm({ LLM_BASE_URL: `${server.baseUrl}/v1` }), { timeoutMs: 200 });
    expect(result.status).toBe('FAIL');
    expect(result.detail).toMatch(/did not answer within 200 ms/);
    expect(result.fix).toMatch(/smaller model/);
  });

  it('a server error: FAIL, read its log (memory)', async () => {
    const server = await serve((_req, res) => sendOllamaError(res, 500, 'model requires more system memory (5.5 GiB) than is available (3.1 GiB)'));
    const result = await checkModel(llm({ LLM_BASE_URL: `${server.baseUrl}/v1` }));
    expect(result.status).toBe('FAIL');
    expect(result.fix).toMatch(/too little memory for qwen2\.5:3b/);
  });

  it('no model configured: fine, the offline reader reads, and how to add one', async () => {
    const result = await checkModel(loadConfig({}));
    expect(result.status).toBe('ok');
    expect(result.detail).toMatch(/^none configured \(RESEARCH_ANALYST=\w+\): the offline reader reads the evidence; to add one: LLM_BASE_URL and LLM_MODEL/);
  });

  it('a model that fails while RESEARCH_ANALYST=extractive does not use it: warn, not FAIL', async () => {
    const port = await closedPort();
    const result = await checkModel(loadConfig({ RESEARCH_ANALYST: 'extractive', LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: 'qwen2.5:3b' }));
    expect(result.status).toBe('warn');
    expect(result.detail).toMatch(/not used while RESEARCH_ANALYST=extractive/);
  });

  it('half a configuration (LLM_MODEL without LLM_BASE_URL) names what is missing', async () => {
    // auto (the default) refuses half a model at start; extractive lets it through to the doctor.
    const result = await checkModel(loadConfig({ RESEARCH_ANALYST: 'extractive', LLM_MODEL: 'qwen2.5:3b' }));
    expect(result.detail).toMatch(/LLM_BASE_URL \(LLM_MODEL is set\) is missing/);
    expect(result.fix).toMatch(/^set LLM_BASE_URL/);
  });

  describe('Anthropic', () => {
    const anthropic = (server: LocalServer) =>
      loadConfig({ RESEARCH_ANALYST: 'llm', LLM_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'sk-ant-test', ANTHROPIC_BASE_URL: server.baseUrl, ANTHROPIC_MODEL: 'claude-test' });

    it('answers through the forced tool: ok', async () => {
      const server = await serve((_req, res) => sendToolUse(res, 'doctor_check', { animal: 'cat', legs: 4 }));
      const result = await checkModel(anthropic(server));
      expect(result.status).toBe('ok');
      expect(result.detail).toMatch(/^claude-test at .* answered in .*; JSON schema honoured$/);
      expect(server.requests[0].url).toBe('/v1/messages');
    });

    it('key refused: FAIL, set ANTHROPIC_API_KEY', async () => {
      const server = await serve((_req, res) => sendJson(res, 401, { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } }));
      const result = await checkModel(anthropic(server));
      expect(result.status).toBe('FAIL');
      expect(result.fix).toMatch(/set ANTHROPIC_API_KEY/);
    });
  });
});
