import { WikipediaSearchProvider } from '../src/search';
import { type LocalServer, sendJson, startLocalServer } from './support/local-http-server';
import { itReportsVendorFailures } from './support/vendor-error-cases';

const query = { item: 'PostgreSQL', text: 'PostgreSQL performance', limit: 2 };

describe('WikipediaSearchProvider', () => {
  let server: LocalServer;
  const params = (url: string) => new URL(url, server.baseUrl).searchParams;

  beforeAll(async () => {
    // Answers like the MediaWiki Action API with formatversion=2.
    server = await startLocalServer((req, res) => {
      const p = params(req.url);
      if (p.get('list') === 'search') {
        return sendJson(res, 200, {
          batchcomplete: true,
          query: {
            searchinfo: { totalhits: 2 },
            search: [
              { ns: 0, title: 'PostgreSQL', pageid: 23824, snippet: '<span class="searchmatch">PostgreSQL</span> is a free &amp; open-source &quot;RDBMS&quot;' },
              { ns: 0, title: 'Multiversion concurrency control', pageid: 217356, snippet: 'used by <span class="searchmatch">PostgreSQL</span>' },
            ],
          },
        });
      }
      if (p.get('prop') === 'extracts') {
        const id = Number(p.get('pageids'));
        if (id === 217356) return sendJson(res, 503, { error: 'maintenance' });
        return sendJson(res, 200, {
          batchcomplete: true,
          query: { pages: [{ pageid: id, ns: 0, title: 'PostgreSQL', extract: 'PostgreSQL is a relational database.\n\nHistory\nIt began at Berkeley.' }] },
        });
      }
      sendJson(res, 400, { error: { code: 'badparams', info: 'unexpected' } });
    });
  });
  afterAll(() => server.close());
  beforeEach(() => server.requests.splice(0));

  it('searches, then fetches each article as plain text', async () => {
    const provider = new WikipediaSearchProvider({ baseUrl: server.baseUrl });
    expect(provider.name).toBe('wikipedia');
    expect(provider.needsPageReader).toBe(false);

    const hits = await provider.search(query);

    expect(hits).toEqual([
      {
        title: 'PostgreSQL',
        url: `${server.baseUrl}/wiki/PostgreSQL`,
        snippet: 'PostgreSQL is a free & open-source "RDBMS"',
        content: 'PostgreSQL is a relational database.\n\nHistory\nIt began at Berkeley.',
        provider: 'wikipedia',
      },
      {
        // Its extract failed: the hit stays, with its snippet only.
        title: 'Multiversion concurrency control',
        url: `${server.baseUrl}/wiki/Multiversion_concurrency_control`,
        snippet: 'used by PostgreSQL',
        content: undefined,
        provider: 'wikipedia',
      },
    ]);

    const search = params(server.requests[0].url);
    expect(server.requests[0].url.startsWith('/w/api.php?')).toBe(true);
    expect(Object.fromEntries(search)).toMatchObject({
      action: 'query',
      list: 'search',
      srsearch: 'PostgreSQL performance',
      srlimit: '2',
      format: 'json',
    });
    const extract = params(server.requests[1].url);
    expect(Object.fromEntries(extract)).toMatchObject({ action: 'query', prop: 'extracts', explaintext: '1', format: 'json' });
    // A MediaWiki boolean is true when present at all: `exintro=0` would mean "introduction only".
    expect(extract.has('exintro')).toBe(false);
    expect(server.requests[0].headers['user-agent']).toMatch(/Juxta/);
  });

  it('cuts long articles at a paragraph break', async () => {
    const provider = new WikipediaSearchProvider({ baseUrl: server.baseUrl, maxContentChars: 50 });
    const [hit] = await provider.search(query);
    expect(hit.content).toBe('PostgreSQL is a relational database.\n\nHistory');
  });

  it('reports an API error answer', async () => {
    const failing = await startLocalServer((_req, res) =>
      sendJson(res, 200, { error: { code: 'srsearch-text-disabled', info: 'Search text is disabled.' } }),
    );
    try {
      await expect(new WikipediaSearchProvider({ baseUrl: failing.baseUrl }).search(query)).rejects.toMatchObject({
        name: 'ProviderError',
        provider: 'wikipedia',
        message: expect.stringContaining('Search text is disabled'),
      });
    } finally {
      await failing.close();
    }
  });

  itReportsVendorFailures('wikipedia', (baseUrl, timeoutMs, signal) =>
    new WikipediaSearchProvider({ baseUrl, timeoutMs }).search(query, signal),
  );
});
