import { SearxngSearchProvider } from '../src/search';
import { type LocalServer, sendJson, startLocalServer } from './support/local-http-server';
import { itReportsVendorFailures } from './support/vendor-error-cases';

const query = { item: 'SQLite', text: 'SQLite reliability', limit: 2 };

describe('SearxngSearchProvider', () => {
  let server: LocalServer;

  beforeAll(async () => {
    server = await startLocalServer((_req, res) =>
      sendJson(res, 200, {
        query: 'SQLite reliability',
        number_of_results: 0,
        results: [
          { url: 'https://sqlite.org/testing.html', title: 'How SQLite Is Tested', content: 'The <b>reliability</b> and robustness of SQLite&#39;s code…', engine: 'duckduckgo', score: 3 },
          { url: 'javascript:alert(1)', title: 'bogus', content: 'not a web page' },
          { url: 'https://example.org/sqlite', title: 'SQLite &amp; friends', content: null },
          { url: 'https://example.org/third', title: 'Third', content: 'beyond the limit' },
        ],
        answers: [],
        suggestions: [],
      }),
    );
  });
  afterAll(() => server.close());

  it('parses results, strips HTML and keeps only http(s) hits up to the limit', async () => {
    const provider = new SearxngSearchProvider({ baseUrl: `${server.baseUrl}/` });
    expect(provider.needsPageReader).toBe(true);

    const hits = await provider.search(query);

    expect(hits).toEqual([
      { title: 'How SQLite Is Tested', url: 'https://sqlite.org/testing.html', snippet: "The reliability and robustness of SQLite's code…", provider: 'searxng' },
      { title: 'SQLite & friends', url: 'https://example.org/sqlite', snippet: '', provider: 'searxng' },
    ]);
    const request = new URL(server.requests[0].url, server.baseUrl);
    expect(request.pathname).toBe('/search');
    expect(request.searchParams.get('q')).toBe('SQLite reliability');
    expect(request.searchParams.get('format')).toBe('json');
  });

  it('explains a 403 as the JSON format being disabled', async () => {
    const forbidden = await startLocalServer((_req, res) => sendJson(res, 403, {}));
    try {
      await expect(new SearxngSearchProvider({ baseUrl: forbidden.baseUrl }).search(query)).rejects.toMatchObject({
        status: 403,
        message: expect.stringContaining('search.formats'),
      });
    } finally {
      await forbidden.close();
    }
  });

  it('needs a base URL', () => {
    expect(() => new SearxngSearchProvider({ baseUrl: '' })).toThrow(/baseUrl/);
  });

  // With a key (an authenticating proxy), 401/403 mean the key.
  itReportsVendorFailures('searxng', (baseUrl, timeoutMs, signal) =>
    new SearxngSearchProvider({ baseUrl, timeoutMs, apiKey: 'proxy-key' }).search(query, signal),
  );
});
