import type { INestApplicationContext } from '@nestjs/common';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Progress } from '@modelcontextprotocol/sdk/types.js';
import type { ComparisonData, CreatedApiToken } from '@juxta/contracts';
import { startInProcessWorker, slowEngine } from './support/in-process-worker';
import { newUser, sessionCookie, startTestApp, type TestApp } from './support/test-app';

/** The MCP server at /mcp through the SDK's own client, with a real worker researching. */
describe('MCP server (SDK client over Streamable HTTP, real API, worker, Postgres, Redis)', () => {
  let api: TestApp;
  let worker: INestApplicationContext;
  let baseUrl: string;
  let cookie: string;
  const clients: Client[] = [];

  const mint = async (scopes: string[]) =>
    ((await api.http.post('/api/me/tokens').set('Cookie', cookie).send({ name: `mcp ${scopes.join('+')}`, scopes }).expect(201)).body as CreatedApiToken).secret;

  async function connect(token: string): Promise<Client> {
    const client = new Client({ name: 'juxta-int-spec', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${token}` } } }));
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    const env = { RESEARCH_SEARCH: 'corpus', REDIS_PREFIX: `${process.env.REDIS_PREFIX ?? 'jt'}-mcp`, PUBLIC_URL: 'http://juxta.test' };
    api = await startTestApp(env);
    // 600 ms an item: the research outlasts the progress subscriber's probe interval, so a subscriber found deaf catches up in time.
    worker = await startInProcessWorker(api.config, slowEngine(600).engine);
    baseUrl = `http://127.0.0.1:${api.app.getHttpServer().address().port}`;
    cookie = sessionCookie(await api.http.post('/api/auth/sign-up').send(newUser()).expect(200))!;
  });
  afterAll(async () => {
    for (const c of clients) await c.close().catch(() => undefined);
    await worker?.close();
    await api?.close();
  });

  it('lists the tools and the comparison resource template', async () => {
    const client = await connect(await mint(['read', 'compare']));
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['compare_items', 'get_comparison', 'review_comparison', 'search_comparisons', 'undo_review']);
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((r) => r.uriTemplate)).toEqual(['juxta://comparisons/{slug}']);
  });

  it('compare_items streams progress notifications and returns the comparison with its link; get, search and the resource find it', async () => {
    const client = await connect(await mint(['read', 'compare']));
    const progress: Progress[] = [];
    const items = [`Mcp Alpha ${Date.now()}`, 'Mcp Beta', 'Mcp Gamma'];
    const result = await client.callTool({ name: 'compare_items', arguments: { items, dimensions: ['Build quality', 'Price'] } }, undefined, {
      onprogress: (p) => progress.push(p),
      timeout: 60_000,
    });
    expect(result.isError).toBeFalsy();
    const comparison = result.structuredContent as unknown as ComparisonData & { url: string };
    expect(comparison.status).toBe('completed');
    expect(comparison.items.map((i) => i.name)).toEqual(items);
    expect(comparison.url).toBe(`http://juxta.test/compare/${comparison.slug}`);
    const text = (result.content as { type: string; text: string }[])[0].text;
    expect(text).toContain(comparison.url);
    expect(text).toContain('Mcp Beta');

    // Progress arrived while researching, always growing, out of the three items.
    expect(progress.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < progress.length; i++) expect(progress[i].progress).toBeGreaterThan(progress[i - 1].progress);
    expect(progress.every((p) => p.total === 3)).toBe(true);
    expect(progress.some((p) => typeof p.message === 'string' && p.message.length > 0)).toBe(true);

    const got = await client.callTool({ name: 'get_comparison', arguments: { idOrSlug: comparison.slug } });
    expect((got.structuredContent as unknown as ComparisonData).id).toBe(comparison.id);

    const found = await client.callTool({ name: 'search_comparisons', arguments: { query: items[0] } });
    const results = (found.structuredContent as { results: { id: string }[] }).results;
    expect(results.map((r) => r.id)).toContain(comparison.id);

    const resource = await client.readResource({ uri: `juxta://comparisons/${comparison.slug}` });
    const content = resource.contents[0] as { mimeType: string; text: string };
    expect(content.mimeType).toBe('application/json');
    expect(JSON.parse(content.text).id).toBe(comparison.id);
  });

  it('compare_items takes the same options as POST /api/compare: weights, excluded domains, and extending a comparison the user may read', async () => {
    const client = await connect(await mint(['read', 'compare']));
    const items = [`Mcp Weighted ${Date.now()}`, 'Mcp Plain'];
    const weighted = await client.callTool(
      { name: 'compare_items', arguments: { items, dimensions: ['Build quality', 'Price'], weights: { Price: 3 }, excludedDomains: ['example.com'] } },
      undefined,
      { timeout: 60_000 },
    );
    expect(weighted.isError).toBeFalsy();
    const origin = weighted.structuredContent as unknown as ComparisonData;
    expect(origin.verdict?.weights).toMatchObject({ Price: 3, 'Build quality': 1 });
    expect(origin.excludedDomains).toEqual(['example.com']);

    const extended = await client.callTool({ name: 'compare_items', arguments: { items: [...items, 'Mcp Third'], basedOn: origin.id } }, undefined, { timeout: 60_000 });
    expect(extended.isError).toBeFalsy();
    const child = extended.structuredContent as unknown as ComparisonData;
    expect(child.basedOn).toBe(origin.id);
    expect(child.items.map((i) => i.name)).toEqual([...items, 'Mcp Third']);

    // Someone else's private comparison cannot be extended, nor can one that does not exist; nothing is started.
    const otherCookie = sessionCookie(await api.http.post('/api/auth/sign-up').send(newUser()).expect(200))!;
    const otherSecret = ((await api.http.post('/api/me/tokens').set('Cookie', otherCookie).send({ name: 'other', scopes: ['compare'] }).expect(201)).body as CreatedApiToken).secret;
    const other = await connect(otherSecret);
    const privateOne = await other.callTool({ name: 'compare_items', arguments: { items: [`Mcp Private ${Date.now()}`, 'Mcp Hidden'], isPublic: false } }, undefined, { timeout: 60_000 });
    const privateId = (privateOne.structuredContent as unknown as ComparisonData).id;
    const before = (await api.http.get('/api/me').set('Cookie', cookie).expect(200)).body.stats.comparisons as number;
    const refused = await client.callTool({ name: 'compare_items', arguments: { items: ['Mcp Private', 'Mcp Hidden', 'Mcp Extra'], basedOn: privateId } });
    expect(refused).toMatchObject({ isError: true, content: [{ type: 'text', text: 'The comparison this one is based on was not found.' }] });
    const unknown = await client.callTool({ name: 'compare_items', arguments: { items: ['Mcp A', 'Mcp B'], basedOn: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown.isError).toBe(true);
    const badWeight = await client.callTool({ name: 'compare_items', arguments: { items: ['Mcp A', 'Mcp B'], weights: { Price: 9 } } });
    expect(badWeight.isError).toBe(true);
    const after = (await api.http.get('/api/me').set('Cookie', cookie).expect(200)).body.stats.comparisons as number;
    expect(after).toBe(before);
  });

  it('answers bad input with an error the assistant can read, and starts nothing', async () => {
    const client = await connect(await mint(['read', 'compare']));
    const before = (await api.http.get('/api/me').set('Cookie', cookie).expect(200)).body.stats.comparisons as number;
    const oneItem = await client.callTool({ name: 'compare_items', arguments: { items: ['Lonely'] } });
    expect(oneItem.isError).toBe(true);
    expect(JSON.stringify(oneItem.content)).toMatch(/items/i);
    const sameTwice = await client.callTool({ name: 'compare_items', arguments: { items: ['PostgreSQL', 'Postgres'] } });
    expect(sameTwice.isError).toBe(true);
    expect(JSON.stringify(sameTwice.content)).toContain('another name');
    const missing = await client.callTool({ name: 'get_comparison', arguments: { idOrSlug: 'no-such-comparison-00000000' } });
    expect(missing).toMatchObject({ isError: true, content: [{ type: 'text', text: 'Comparison not found.' }] });
    const after = (await api.http.get('/api/me').set('Cookie', cookie).expect(200)).body.stats.comparisons as number;
    expect(after).toBe(before);
  });

  it('review_comparison corrects a cell of your comparison and undo_review puts it back; a read token may not', async () => {
    const client = await connect(await mint(['read', 'compare']));
    const made = await client.callTool({ name: 'compare_items', arguments: { items: [`Mcp Review ${Date.now()}`, 'Mcp Other'], dimensions: ['Price'] } }, undefined, { timeout: 60_000 });
    const comparison = made.structuredContent as unknown as ComparisonData;
    const item = comparison.items[0].name;
    const reviewed = await client.callTool({ name: 'review_comparison', arguments: { idOrSlug: comparison.id, action: 'set-score', item, dimension: 'Price', score: 3, note: 'Dearer than listed.' } });
    expect(reviewed.isError).toBeFalsy();
    const data = reviewed.structuredContent as unknown as ComparisonData;
    expect(data.items[0].dimensions.Price).toMatchObject({ score: 3, review: { researchScore: comparison.items[0].dimensions.Price.score } });
    const noNote = await client.callTool({ name: 'review_comparison', arguments: { idOrSlug: comparison.id, action: 'set-score', item, dimension: 'Price', score: 3 } });
    expect(noNote.isError).toBe(true);
    expect((noNote.content as { text: string }[])[0].text).toContain('note');
    const reader = await connect(await mint(['read']));
    const refused = await reader.callTool({ name: 'undo_review', arguments: { idOrSlug: comparison.id, reviewId: data.reviews![0].id } });
    expect(refused.isError).toBe(true);
    const undone = await client.callTool({ name: 'undo_review', arguments: { idOrSlug: comparison.id, reviewId: data.reviews![0].id } });
    expect((undone.structuredContent as unknown as ComparisonData).items[0].dimensions.Price).toEqual(comparison.items[0].dimensions.Price);
  });

  it('holds the token to its scopes, and refuses requests without a valid token', async () => {
    const reader = await connect(await mint(['read']));
    const refused = await reader.callTool({ name: 'compare_items', arguments: { items: ['Alpha', 'Beta'] } });
    expect(refused.isError).toBe(true);
    expect((refused.content as { text: string }[])[0].text).toContain('"compare" scope');

    const noToken = await fetch(`${baseUrl}/mcp`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: '{}' });
    expect(noToken.status).toBe(401);
    expect(noToken.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const badToken = new Client({ name: 'bad', version: '1.0.0' });
    await expect(
      badToken.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), { requestInit: { headers: { Authorization: `Bearer jx_${'0'.repeat(43)}` } } })),
    ).rejects.toThrow();
  });
});
