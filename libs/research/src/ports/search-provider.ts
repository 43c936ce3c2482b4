import type { Category } from '@juxta/contracts';
/** One search the engine asks a provider for. */
export interface SearchQuery {
  /** The item being researched, as the user wrote it. */
  item: string;
  /** The query text to send (item name plus dimension words, or the item alone). */
  text: string;
  /** The dimension this query is about, when it targets one. */
  dimension?: string;
  /** At most this many hits. */
  limit: number;
  /** The user whose research this is: the corpus also searches their private sources. */
  ownerId?: string;
}

/** One result of a search. */
export interface SearchHit {
  title: string;
  url: string;
  snippet: string;
  /** Full text when the provider already has it (corpus, Wikipedia extracts); else the page reader fetches it. */
  content?: string;
  /** Name of the provider that found it. */
  provider: string;
  /** A source a user added (issue #15), labelled as such wherever it is shown. */
  addedByUser?: boolean;
  /** One of the searching user's own sources. */
  addedByAuthor?: boolean;
  /** Where this server's stored copy of the document can be read (corpus hits). */
  documentUrl?: string;
  /**
   * The category the document says it belongs to: the front matter of an operator's corpus
   * document. Absent for web pages and users' sources, which declare none.
   */
  category?: Category;
}

/** A place to search for evidence: the corpus, Wikipedia, SearXNG, Tavily, Brave… */
export interface SearchProvider {
  readonly name: string;
  /** Whether hits need the page reader to get their text (web search engines). */
  readonly needsPageReader: boolean;
  /**
   * True for providers that answer from this server's own data (the corpus): their answers
   * change with it and depend on who asks, so they are never kept in the search cache, and
   * the source-domain policy (meant for the web) does not filter them.
   */
  readonly local?: boolean;
  search(query: SearchQuery, signal?: AbortSignal): Promise<SearchHit[]>;
}

/** Thrown by providers for failures worth reporting and skipping (timeout, 429, 5xx, bad key). */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    readonly status?: number,
    /** With a 429, how long the vendor asked to wait (its Retry-After), when it said. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
