import { TavilySearchProvider } from '../src/search';
import { type LocalServer, sendJson, startLocalServer } from './support/local-http-server';
import { itReportsVendorFailures } from './support/vendor-error-cases';

const query = { item: 'Rust', text: 'Rust memory safety', limit: 3 };

describe('TavilySearchProvider', () => {
  let server: LocalServer;

  beforeAll(async () => {
    server = await startLocalServer((_req, res) =>
      sendJson(res, 200, {
        query: 'Rust memory safety',
        answer: null,
        images: [],
        results: [
          {
            title: 'Rust (programming language)',
            url: 'https://en.wikipedia.org/wiki/Rust_(programming_language)',
            content: 'Rust enforces memory safety without a garbage collector.',
            score: 0.91,
            raw_content: 'Rust is a general-purpose language. It enforces memory safety.',
          },
          { title: 'The Rust Book', url: 'https://doc.rust-lang.org/book/', content: 'Ownership is Rust&#39;s most unique feature.', score: 0.8, raw_content: null },
        ],
        response_time: 1.2,
      }),
    );
  });
  afterAll(() => server.close());

  it('posts the query with a Bearer key and uses the raw page text as content', async () => {
    const provider = new TavilySearchProvider({ baseUrl: server.baseUrl, apiKey: 'tvly-test' });
    expect(provider.needsPageReader).toBe(false);

    const hits = await provider.search(query);

    expect(hits).toEqual([
      {
        title: 'Rust (programming language)',
        url: 'https://en.wikipedia.org/wiki/Rust_(programming_language)',
        snippet: 'Rust enforces memory safety without a garbage collector.',
        content: 'Rust is a general-purpose language. It enforces memory safety.',
        provider: 'tavily',
      },
      {
        title: 'The Rust Book',
        url: 'https://doc.rust-lang.org/book/',
        snippet: "Ownership is Rust's most unique feature.",
        content: "Ownership is Rust's most unique feature.",
        provider: 'tavily',
      },
    ]);
    const [request] = server.requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/search');
    expect(request.headers.authorization).toBe('Bearer tvly-test');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toMatchObject({ query: 'Rust memory safety', max_results: 3, include_raw_content: 'text' });
  });

  it('needs a key', () => {
    expect(() => new TavilySearchProvider({})).toThrow(/apiKey/);
  });

  itReportsVendorFailures('tavily', (baseUrl, timeoutMs, signal) =>
    new TavilySearchProvider({ baseUrl, timeoutMs, apiKey: 'tvly-test' }).search(query, signal),
  );
});
