import { JSDOM } from 'jsdom';

/**
 * Plain text of an HTML snippet: tags removed, entities decoded, whitespace collapsed.
 * Vendors mark matches with tags (`<span class="searchmatch">`, `<strong>`) and escape
 * quotes as entities; an HTML parser gets every entity right where a regex would not.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  if (!/[<&]/.test(html)) return collapseWhitespace(html);
  // A fragment is parsed inert: no scripts run and no resources load.
  const fragment = JSDOM.fragment(html);
  fragment.querySelectorAll('script, style, noscript, template').forEach((node) => node.remove());
  return collapseWhitespace(fragment.textContent ?? '');
}

function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
