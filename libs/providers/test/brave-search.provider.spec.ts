import { BraveSearchProvider } from '../src/search';
import { type LocalServer, sendJson, startLocalServer } from './support/local-http-server';
import { itReportsVendorFailures } from './support/vendor-error-cases';

const query = { item: 'Go', text: 'Go concurrency', limit: 50 };

describe('BraveSearchProvider', () => {
  let server: LocalServer;

  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      if (new URL(req.url, 'http://x').searchParams.get('q') === 'nothing') {
        return sendJson(res, 200, { type: 'search', query: { original: 'nothing' } });
      }
      sendJson(res, 200, {
        type: 'search',
        query: { original: 'Go concurrency' },
        web: {
          type: 'search',
          results: [
            {
              title: 'Concurrency in <strong>Go</strong>',
              url: 'https://go.dev/doc/effective_go#concurrency',
              description: '<strong>Go</strong> makes concurrency &quot;easy&quot; with goroutines &amp; channels.',
              extra_snippets: ['more'],
            },
          ],
        },
      });
    });
  });
  afterAll(() => server.close());

  it('sends the subscription token and parses web results', async () => {
    const provider = new BraveSearchProvider({ baseUrl: server.baseUrl, apiKey: 'brave-key' });
    expect(provider.needsPageReader).toBe(true);

    const hits = await provider.search(query);

    expect(hits).toEqual([
      {
        title: 'Concurrency in Go',
        url: 'https://go.dev/doc/effective_go#concurrency',
        snippet: 'Go makes concurrency "easy" with goroutines & channels.',
        provider: 'brave',
      },
    ]);
    const [request] = server.requests;
    const url = new URL(request.url, server.baseUrl);
    expect(url.pathname).toBe('/res/v1/web/search');
    expect(url.searchParams.get('q')).toBe('Go concurrency');
    // Brave allows at most 20 per request.
    expect(url.searchParams.get('count')).toBe('20');
    expect(request.headers['x-subscription-token']).toBe('brave-key');
    expect(request.headers.accept).toBe('application/json');
  });

  it('treats an answer without web results as no hits', async () => {
    const provider = new BraveSearchProvider({ baseUrl: server.baseUrl, apiKey: 'brave-key' });
    await expect(provider.search({ ...query, text: 'nothing' })).resolves.toEqual([]);
  });

  it('reports an answer of an unexpected shape', async () => {
    const odd = await startLocalServer((_req, res) => sendJson(res, 200, { web: { results: 'none' } }));
    try {
      await expect(new BraveSearchProvider({ baseUrl: odd.baseUrl, apiKey: 'k' }).search(query)).rejects.toMatchObject({
        name: 'ProviderError',
        message: expect.stringContaining('unexpected format'),
      });
    } finally {
      await odd.close();
    }
  });

  itReportsVendorFailures('brave', (baseUrl, timeoutMs, signal) =>
    new BraveSearchProvider({ baseUrl, timeoutMs, apiKey: 'brave-key' }).search(query, signal),
  );
});
