import { z } from 'zod';
import type { SearchHit, SearchProvider, SearchQuery } from '@juxta/research';
import { htmlToText } from './html-to-text';
import { isHttpUrl } from './is-http-url';
import {
  clampLimit,
  DEFAULT_SEARCH_TIMEOUT_MS,
  type SearchProviderOptions,
  trimBaseUrl,
} from './search-provider-options';
import { expectVendorShape, requestVendorJson } from './vendor-request';

const LABEL = 'SearXNG';
// SearXNG has no page-size parameter; one page of merged engine results is what it returns.
const MAX_RESULTS = 50;

const searxngAnswer = z.object({
  results: z.array(
    z.object({
      title: z.string().nullish(),
      url: z.string().nullish(),
      content: z.string().nullish(),
    }),
  ),
});

/** Searches a self-hosted SearXNG instance (its JSON format must be enabled in settings.yml). */
export class SearxngSearchProvider implements SearchProvider {
  readonly name = 'searxng';
  readonly needsPageReader = true;
  private readonly baseUrl: string;
  private readonly apiKey?: string;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;

  /** `baseUrl` is required: there is no public default instance to rely on. */
  constructor(options: SearchProviderOptions & { baseUrl: string }) {
    if (!options.baseUrl) throw new Error('SearxngSearchProvider needs the baseUrl of a SearXNG instance.');
    this.baseUrl = trimBaseUrl(options.baseUrl);
    this.apiKey = options.apiKey;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_SEARCH_TIMEOUT_MS;
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  /** Returns the first page of results, up to `query.limit`. */
  async search(query: SearchQuery, signal?: AbortSignal): Promise<SearchHit[]> {
    const params = new URLSearchParams({ q: query.text, format: 'json', pageno: '1' });
    const answer = expectVendorShape(
      searxngAnswer,
      await requestVendorJson({
        provider: this.name,
        label: LABEL,
        url: `${this.baseUrl}/search?${params.toString()}`,
        // Instances are usually open; a key is only for one put behind an authenticating proxy.
        headers: this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {},
        timeoutMs: this.timeoutMs,
        fetch: this.fetch,
        signal,
        describeStatus: (status) =>
          status === 403 && !this.apiKey
            ? `${LABEL} refused the JSON format (HTTP 403); add "json" to search.formats in its settings.yml.`
            : undefined,
      }),
      this.name,
      LABEL,
    );
    return answer.results
      .flatMap(({ title, url, content }) =>
        isHttpUrl(url)
          ? [{ title: htmlToText(title) || url, url, snippet: htmlToText(content), provider: this.name }]
          : [],
      )
      .slice(0, clampLimit(query.limit, MAX_RESULTS));
  }
}
