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

const LABEL = 'Tavily';
const MAX_RESULTS = 20;

const tavilyAnswer = z.object({
  results: z.array(
    z.object({
      title: z.string().nullish(),
      url: z.string().nullish(),
      content: z.string().nullish(),
      raw_content: z.string().nullish(),
    }),
  ),
});

/**
 * Searches with Tavily, asking for each page's extracted text (`include_raw_content: 'text'`).
 *
 * needsPageReader is false: Tavily has already fetched and cleaned the pages, so reading them
 * again would only cost time and widen the fetcher's exposure. When a page's raw text is
 * missing, its `content` (Tavily's query-focused extract, written for LLM use) stands in.
 */
export class TavilySearchProvider implements SearchProvider {
  readonly name = 'tavily';
  readonly needsPageReader = false;
  private readonly baseUrl: string;
  private readonly apiKey: string;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;

  constructor(options: SearchProviderOptions) {
    if (!options.apiKey) throw new Error('TavilySearchProvider needs an apiKey.');
    this.baseUrl = trimBaseUrl(options.baseUrl ?? 'https://api.tavily.com');
    this.apiKey = options.apiKey;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_SEARCH_TIMEOUT_MS;
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  /** One POST /search; hits carry the page text as `content`. */
  async search(query: SearchQuery, signal?: AbortSignal): Promise<SearchHit[]> {
    const answer = expectVendorShape(
      tavilyAnswer,
      await requestVendorJson({
        provider: this.name,
        label: LABEL,
        url: `${this.baseUrl}/search`,
        method: 'POST',
        headers: { authorization: `Bearer ${this.apiKey}` },
        body: {
          query: query.text,
          max_results: clampLimit(query.limit, MAX_RESULTS),
          search_depth: 'basic',
          include_answer: false,
          include_raw_content: 'text',
        },
        timeoutMs: this.timeoutMs,
        fetch: this.fetch,
        signal,
      }),
      this.name,
      LABEL,
    );
    return answer.results
      .flatMap(({ title, url, content, raw_content }) => {
        if (!isHttpUrl(url)) return [];
        const snippet = htmlToText(content);
        const text = raw_content?.trim() || snippet;
        return [{ title: htmlToText(title) || url, url, snippet, content: text || undefined, provider: this.name }];
      })
      .slice(0, clampLimit(query.limit, MAX_RESULTS));
  }
}
