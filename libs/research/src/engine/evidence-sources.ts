import { abortable, throwIfAborted } from './abort';
import { mapWithConcurrency } from './concurrency';
import type { EvidenceSource, PageReader, SearchHit } from '../ports';

/** Longest text kept per source: enough for any analyst, bounded for memory and prompts. */
export const MAX_SOURCE_CHARS = 30_000;
const SNIPPET_CHARS = 300;
const MAX_SNIPPET_CHARS = 1000;

export interface EvidenceSourceOptions {
  pageReader?: PageReader;
  /** Whether a hit's text has to be fetched (its provider needs the page reader and gave no content). */
  needsReading: (hit: SearchHit) => boolean;
  /** Pages read at once. */
  concurrency: number;
  signal?: AbortSignal;
}

/** The hits whose pages will be read. */
export function pagesToRead(hits: readonly SearchHit[], options: Pick<EvidenceSourceOptions, 'pageReader' | 'needsReading'>): SearchHit[] {
  return options.pageReader ? hits.filter((h) => !h.content && options.needsReading(h)) : [];
}

/**
 * Turns ranked hits into numbered evidence sources with text: the provider's content, else
 * the page read through the page reader, else the snippet. A page that cannot be read keeps
 * its snippet; it is not worth failing a comparison over.
 */
export async function toEvidenceSources(hits: readonly SearchHit[], options: EvidenceSourceOptions): Promise<EvidenceSource[]> {
  const toRead = new Set(pagesToRead(hits, options));
  return mapWithConcurrency(hits, options.concurrency, async (hit) => {
    throwIfAborted(options.signal);
    let text = hit.content ?? '';
    let title = hit.title;
    if (toRead.has(hit) && options.pageReader) {
      const page = await abortable(options.pageReader.read(hit.url, options.signal), options.signal).catch((error: unknown) => {
        if (options.signal?.aborted) throw error;
        return null;
      });
      if (page?.text) text = page.text;
      if (!title && page?.title) title = page.title;
    }
    text = (text.trim() || hit.snippet).slice(0, MAX_SOURCE_CHARS);
    const snippet = hit.snippet.trim().slice(0, MAX_SNIPPET_CHARS) || shorten(text, SNIPPET_CHARS);
    return { title: title || hit.url, url: hit.url, snippet, text, provider: hit.provider, ...sourceOrigin(hit) };
  });
}

/** What a hit says about where it came from, kept with the source for the page's labels and links. */
export function sourceOrigin(hit: Pick<SearchHit, 'addedByUser' | 'addedByAuthor' | 'documentUrl'>): Pick<SearchHit, 'addedByUser' | 'addedByAuthor' | 'documentUrl'> {
  return {
    ...(hit.addedByUser ? { addedByUser: true } : {}),
    ...(hit.addedByAuthor ? { addedByAuthor: true } : {}),
    ...(hit.documentUrl ? { documentUrl: hit.documentUrl } : {}),
  };
}

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > max / 2 ? space : max)}…`;
}
