import { Readability } from '@mozilla/readability';
import { JSDOM, VirtualConsole } from 'jsdom';

/** A page's title and main text. */
export interface ReadableText {
  title: string;
  text: string;
}

const BLOCKS = [
  'p, div, li, dt, dd, h1, h2, h3, h4, h5, h6, blockquote, pre, tr',
  'section, article, header, footer, table, ul, ol, figcaption',
].join(', ');
const NOISE = 'script, style, noscript, template, nav, aside, form, iframe, svg';

/**
 * The main text of an HTML document via Readability, or of its body when Readability finds no
 * article. The document is parsed inert: jsdom runs no scripts and loads no resources unless
 * told to, and it is told neither.
 */
export function readableHtml(body: Buffer, contentType: string, url: string): ReadableText | null {
  // A silent console: page CSS that jsdom cannot parse is not worth a log line.
  const dom = new JSDOM(body, { url, contentType, virtualConsole: new VirtualConsole() });
  try {
    const document = dom.window.document;
    const pageTitle = normaliseLines(document.title);
    const article = new Readability(document, { serializer: blockAwareText }).parse();
    const articleText = article?.content ? normaliseLines(article.content) : '';
    if (articleText) return { title: normaliseLines(article?.title ?? '') || pageTitle, text: articleText };

    // Readability gave up (short or oddly built page) and may have altered the tree: parse again.
    const fresh = new JSDOM(body, { url, contentType, virtualConsole: new VirtualConsole() });
    try {
      const root = fresh.window.document.body;
      if (!root) return null;
      root.querySelectorAll(NOISE).forEach((node) => node.remove());
      const text = normaliseLines(blockAwareText(root));
      return text ? { title: pageTitle, text } : null;
    } finally {
      fresh.window.close();
    }
  } finally {
    dom.window.close();
  }
}

/** The text of a plain-text body in its declared charset (UTF-8 when unknown). */
export function readablePlainText(body: Buffer, charset: string | undefined, url: string): ReadableText | null {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset ?? 'utf-8');
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  const text = normaliseLines(decoder.decode(body));
  return text ? { title: url, text } : null;
}

/** textContent loses the line breaks between blocks, which run sentences together; this keeps them. */
function blockAwareText(node: Node): string {
  const element = node as Element;
  const document = element.ownerDocument;
  if (typeof element.querySelectorAll !== 'function' || !document) return node.textContent ?? '';
  element.querySelectorAll(BLOCKS).forEach((block) => block.append(document.createTextNode('\n')));
  element.querySelectorAll('br').forEach((br) => br.replaceWith(document.createTextNode('\n')));
  return element.textContent ?? '';
}

function normaliseLines(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .join('\n');
}
