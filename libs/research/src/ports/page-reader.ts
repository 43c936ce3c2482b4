/** The main text of a web page. */
export interface PageText {
  url: string;
  title: string;
  text: string;
}

/** Fetches a page and extracts its readable text, refusing unsafe addresses. */
export interface PageReader {
  read(url: string, signal?: AbortSignal): Promise<PageText | null>;
}
