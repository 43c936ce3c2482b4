import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { JuxtaApiError, JuxtaClient } from '@juxta/client';
import type { CreatedApiToken, StreamEvent } from '@juxta/contracts';
import { signUpOver } from './support/http-session';
import { type RunningProcess, startApi, startWorker } from './support/processes';

type Api = RunningProcess & { url: string };

/**
 * Tokens across two built API processes and a worker, logging at debug: the client and the MCP
 * server against the real thing, revocation seen by the other process at once, and no secret
 * in anything either process printed.
 */
describe('API tokens end to end (two API processes, a worker, Postgres, Redis)', () => {
  let api1: Api;
  let api2: Api;
  let worker: RunningProcess;

  beforeAll(async () => {
    [api1, api2] = await Promise.all([startApi({ LOG_LEVEL: 'debug' }), startApi({ LOG_LEVEL: 'debug' })]);
    worker = await startWorker();
  });
  afterAll(async () => {
    await Promise.all([worker, api1, api2].filter(Boolean).map((p) => p.stop()));
  });

  it('a token made on one process compares through the client and MCP on the other, dies there when revoked, and is never logged', async () => {
    const { cookie } = await signUpOver(api1.url, 'Token Tester');
    const created = await fetch(`${api1.url}/api/me/tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ name: 'e2e', scopes: ['read', 'compare'] }),
    });
    expect(created.status).toBe(201);
    const { token, secret } = (await created.json()) as CreatedApiToken;

    const client = new JuxtaClient({ baseUrl: api2.url, token: secret });
    const run = client.compare({ items: ['SQLite', 'DuckDB'], isPublic: false });
    const events: StreamEvent[] = [];
    for await (const e of run) events.push(e);
    const comparison = await run.result();
    expect(events.at(-1)?.event).toBe('done');
    expect(comparison.status).toBe('completed');
    expect((await client.export(comparison.slug, 'md')).text()).toContain('SQLite');

    const mcp = new Client({ name: 'e2e', version: '1.0.0' });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(`${api2.url}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${secret}` } } }));
    const got = await mcp.callTool({ name: 'get_comparison', arguments: { idOrSlug: comparison.id } });
    expect((got.structuredContent as { id: string }).id).toBe(comparison.id);
    await mcp.close();

    const revoked = await fetch(`${api1.url}/api/me/tokens/${token.id}`, { method: 'DELETE', headers: { Cookie: cookie } });
    expect(revoked.status).toBe(204);
    const refused = await client.get(comparison.id).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(JuxtaApiError);
    expect((refused as JuxtaApiError).status).toBe(401);

    // Whatever was logged (debug level, every request above, the refusals), the secret is not in it.
    const logged = api1.output() + api2.output() + worker.output();
    expect(logged.length).toBeGreaterThan(0);
    expect(logged).toContain('/api/me/tokens');
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain(secret.slice(11));
  });
});
