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

const LABEL = 'Brave Search';
const MAX_RESULTS = 20;

const braveAnswer = z.object({
  web: z
    .object({
      results: z.array(
        z.object({
          title: z.string().nullish(),
          url: z.string().nullish(),
          description: z.string().nullish(),
        }),
      ),
    })
    .optional(),
});

/** Searches the web with the Brave Search API; hits are snippets, so pages must be read. */
export class BraveSearchProvider implements SearchProvider {
  readonly name = 'brave';
  readonly needsPageReader = true;
  private readonly baseUrl: string;
  private readonly apiKey: string;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;

  constructor(options: SearchProviderOptions) {
    if (!options.apiKey) throw new Error('BraveSearchProvider needs an apiKey.');
    this.baseUrl = trimBaseUrl(options.baseUrl ?? 'https://api.search.brave.com');
    this.apiKey = options.apiKey;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_SEARCH_TIMEOUT_MS;
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  /** One GET /res/v1/web/search; an answer without web results is an empty list. */
  async search(query: SearchQuery, signal?: AbortSignal): Promise<SearchHit[]> {
    const params = new URLSearchParams({ q: query.text, count: String(clampLimit(query.limit, MAX_RESULTS)) });
    const answer = expectVendorShape(
      braveAnswer,
      await requestVendorJson({
        provider: this.name,
        label: LABEL,
        url: `${this.baseUrl}/res/v1/web/search?${params.toString()}`,
        headers: { 'x-subscription-token': this.apiKey },
        timeoutMs: this.timeoutMs,
        fetch: this.fetch,
        signal,
      }),
      this.name,
      LABEL,
    );
    return (answer.web?.results ?? [])
      .flatMap(({ title, url, description }) =>
        isHttpUrl(url)
          ? [{ title: htmlToText(title) || url, url, snippet: htmlToText(description), provider: this.name }]
          : [],
      )
      .slice(0, clampLimit(query.limit, MAX_RESULTS));
  }
}
