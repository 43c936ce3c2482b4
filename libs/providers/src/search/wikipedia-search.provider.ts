import { z } from 'zod';
import type { SearchHit, SearchProvider, SearchQuery } from '@juxta/research';
import { ProviderError } from '@juxta/research';
import { htmlToText } from './html-to-text';
import {
  clampLimit,
  DEFAULT_SEARCH_TIMEOUT_MS,
  type SearchProviderOptions,
  trimBaseUrl,
} from './search-provider-options';
import { expectVendorShape, requestVendorJson } from './vendor-request';

export interface WikipediaSearchOptions extends Omit<SearchProviderOptions, 'apiKey'> {
  /**
   * Wikimedia asks API clients for a descriptive User-Agent with a way to reach the operator
   * (https://meta.wikimedia.org/wiki/User-Agent_policy); deployments should put theirs here.
   */
  userAgent?: string;
  /** Longest article text kept per hit; 60 000 characters when not given (long articles run past 200 000). */
  maxContentChars?: number;
}

const DEFAULT_USER_AGENT = 'Juxta/0.1 (self-hosted comparison research service; MediaWiki API client)';
const LABEL = 'Wikipedia';
const MAX_RESULTS = 20;

const searchAnswer = z.object({
  error: z.object({ code: z.string().optional(), info: z.string().optional() }).optional(),
  query: z
    .object({
      search: z.array(z.object({ pageid: z.number(), title: z.string(), snippet: z.string().optional() })),
    })
    .optional(),
});

const extractAnswer = z.object({
  query: z
    .object({
      pages: z.array(z.object({ pageid: z.number().optional(), extract: z.string().optional() })),
    })
    .optional(),
});

/** Searches Wikipedia through the MediaWiki Action API; hits carry the article's plain text. */
export class WikipediaSearchProvider implements SearchProvider {
  readonly name = 'wikipedia';
  readonly needsPageReader = false;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;
  private readonly userAgent: string;
  private readonly maxContentChars: number;

  constructor(options: WikipediaSearchOptions = {}) {
    this.baseUrl = trimBaseUrl(options.baseUrl ?? 'https://en.wikipedia.org');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_SEARCH_TIMEOUT_MS;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
    this.maxContentChars = options.maxContentChars ?? 60_000;
  }

  /** Finds articles, then fetches each one's plain-text extract. */
  async search(query: SearchQuery, signal?: AbortSignal): Promise<SearchHit[]> {
    const answer = expectVendorShape(
      searchAnswer,
      await this.call(
        {
          action: 'query',
          list: 'search',
          srsearch: query.text,
          srlimit: String(clampLimit(query.limit, MAX_RESULTS)),
          srprop: 'snippet',
        },
        signal,
      ),
      this.name,
      LABEL,
    );
    if (answer.error) {
      const reason = answer.error.info ?? answer.error.code ?? 'unknown error';
      throw new ProviderError(this.name, `${LABEL} refused the search: ${reason}.`);
    }
    const results = answer.query?.search ?? [];
    // TextExtracts returns the whole text of only one page per request, hence one call per page.
    const extracts = await Promise.all(results.map((result) => this.extract(result.pageid, signal)));
    return results.map((result, i) => ({
      title: result.title,
      url: `${this.baseUrl}/wiki/${encodeURIComponent(result.title.replace(/ /g, '_'))}`,
      snippet: htmlToText(result.snippet),
      content: extracts[i],
      provider: this.name,
    }));
  }

  /** The article's plain text, or undefined when it cannot be had (the hit keeps its snippet). */
  private async extract(pageId: number, signal?: AbortSignal): Promise<string | undefined> {
    try {
      const answer = expectVendorShape(
        extractAnswer,
        await this.call(
          // `exintro` is a MediaWiki boolean: present means true whatever its value, so it is
          // left out to get the whole article rather than its introduction.
          { action: 'query', prop: 'extracts', explaintext: '1', exsectionformat: 'plain', pageids: String(pageId) },
          signal,
        ),
        this.name,
        LABEL,
      );
      const text = answer.query?.pages.find((page) => page.pageid === pageId)?.extract?.trim();
      return text ? cutAtParagraph(text, this.maxContentChars) : undefined;
    } catch (error) {
      if (error instanceof ProviderError) return undefined;
      throw error;
    }
  }

  private call(params: Record<string, string>, signal?: AbortSignal): Promise<unknown> {
    const search = new URLSearchParams({ ...params, format: 'json', formatversion: '2' });
    return requestVendorJson({
      provider: this.name,
      label: LABEL,
      url: `${this.baseUrl}/w/api.php?${search.toString()}`,
      headers: { 'user-agent': this.userAgent },
      timeoutMs: this.timeoutMs,
      fetch: this.fetch,
      signal,
    });
  }
}

/** The text up to `max` characters, ending at a paragraph break when one is near. */
function cutAtParagraph(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastBreak = cut.lastIndexOf('\n');
  return lastBreak > max * 0.8 ? cut.slice(0, lastBreak).trimEnd() : cut;
}
