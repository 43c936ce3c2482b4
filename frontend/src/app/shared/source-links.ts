import { originalPage, type Source } from '@juxta/contracts';
import { safeHttpUrl } from './format';

/** A same-origin API path (a stored document served by this Juxta), which is safe to link as it is. */
function sameOriginPath(url: string | undefined): string | null {
  return url && /^\/api\/[^\s]*$/.test(url) && !url.startsWith('//') ? url : null;
}

/**
 * Where a source's [n] opens: Juxta's stored copy of a corpus document (the text the quote was
 * taken from), else the page itself; null when neither is a link that is safe to follow.
 */
export function sourceHref(source: Pick<Source, 'url' | 'documentUrl'>): string | null {
  return safeHttpUrl(source.documentUrl) ?? sameOriginPath(source.documentUrl) ?? safeHttpUrl(source.url);
}

/** The page a stored document was taken from (a vendor's page, the address its user gave); null when it has none. */
export function originalPageHref(source: Pick<Source, 'url' | 'documentUrl'>): string | null {
  return safeHttpUrl(originalPage(source));
}

export { sourceLabel } from '@juxta/contracts';
