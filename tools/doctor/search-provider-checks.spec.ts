import { loadConfig } from '@juxta/config';
import { closedPort, type LocalHandler, type LocalServer, sendJson } from '../../libs/providers/test/support/local-http-server';
import { checkSearchProviders, configuredSearchProviders } from './search-provider-checks';
import { useLocalServers } from './test/local-servers';

/** A fetch that sends a vendor's fixed address to a local stand-in (Tavily and Brave have no base URL setting). */
function redirectTo(server: LocalServer, vendorOrigin: string): typeof fetch {
  return (input, init) => globalThis.fetch(String(input).replace(vendorOrigin, server.baseUrl), init);
}

const emptyMediaWikiSearch: LocalHandler = (_req, res) => sendJson(res, 200, { batchcomplete: true, query: { search: [] } });

describe("the doctor's search provider checks: one real request each", () => {
  const serve = useLocalServers();

  it('lists the corpus, then the web providers: auto probes Wikipedia, a fixed list is used as given', () => {
    expect(configuredSearchProviders(loadConfig({}))).toEqual([
      { name: 'corpus', probed: false },
      { name: 'wikipedia', probed: true },
    ]);
    expect(configuredSearchProviders(loadConfig({ RESEARCH_SEARCH: 'corpus,tavily', TAVILY_API_KEY: 'k' }))).toEqual([
      { name: 'corpus', probed: false },
      { name: 'tavily', probed: false },
    ]);
  });

  it('skips the corpus without a database and reports a reachable Wikipedia as ok', async () => {
    const wiki = await serve(emptyMediaWikiSearch);
    const [corpus, wikipedia] = await checkSearchProviders(loadConfig({ WIKIPEDIA_URL: wiki.baseUrl }), {});
    expect(corpus).toMatchObject({ check: 'search corpus', status: 'skip' });
    expect(wikipedia).toMatchObject({ check: 'search wikipedia', status: 'ok' });
    expect(wikipedia.detail).toMatch(/^"PostgreSQL": 0 hits in \d+ ms \(RESEARCH_SEARCH=auto/);
    expect(wiki.requests[0].url).toMatch(/^\/w\/api\.php\?action=query&list=search&srsearch=PostgreSQL/);
  });

  it('an unreachable Wikipedia under auto is a warning: the corpus alone is fine offline', async () => {
    const port = await closedPort();
    const [, wikipedia] = await checkSearchProviders(loadConfig({ WIKIPEDIA_URL: `http://127.0.0.1:${port}` }), {});
    expect(wikipedia.status).toBe('warn');
    expect(wikipedia.detail).toMatch(/could not be reached.*fine offline/);
    expect(wikipedia.fix).toMatch(/RESEARCH_SEARCH=corpus to stop probing it/);
  });

  it('a refused Tavily key: warn, put a valid key in TAVILY_API_KEY', async () => {
    const tavily = await serve((_req, res) => sendJson(res, 401, { detail: { error: 'Unauthorized: missing or invalid API key.' } }));
    const config = loadConfig({ RESEARCH_SEARCH: 'tavily', TAVILY_API_KEY: 'tvly-bad' });
    const [result] = await checkSearchProviders(config, { fetch: redirectTo(tavily, 'https://api.tavily.com') });
    expect(result).toMatchObject({ check: 'search tavily', status: 'warn' });
    expect(result.detail).toMatch(/Tavily rejected the API key \(HTTP 401\)/);
    expect(result.fix).toMatch(/^put a valid key in TAVILY_API_KEY \(or remove tavily from RESEARCH_SEARCH\)$/);
  });

  it('Brave answering: ok, with the hits it found', async () => {
    const brave = await serve((_req, res) => sendJson(res, 200, { web: { results: [{ title: 'PostgreSQL', url: 'https://www.postgresql.org/', description: 'The database' }] } }));
    const config = loadConfig({ RESEARCH_SEARCH: 'brave', BRAVE_API_KEY: 'b' });
    const [result] = await checkSearchProviders(config, { fetch: redirectTo(brave, 'https://api.search.brave.com') });
    expect(result).toMatchObject({ check: 'search brave', status: 'ok' });
    expect(result.detail).toMatch(/^"PostgreSQL": 1 hit in/);
    expect(brave.requests[0].headers['x-subscription-token']).toBe('b');
  });

  it('SearXNG without the JSON format (403): warn, enable json in settings.yml', async () => {
    const searxng = await serve((_req, res) => sendJson(res, 403, {}));
    const [result] = await checkSearchProviders(loadConfig({ RESEARCH_SEARCH: 'searxng', SEARXNG_URL: searxng.baseUrl }), {});
    expect(result.status).toBe('warn');
    expect(result.fix).toMatch(/add `json` to search\.formats/);
  });
});
