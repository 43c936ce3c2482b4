// The process that reads one hostile document at a time for DocumentReaderPool: jsdom and
// Readability (superlinear on nested markup) and pdf.js (whose decoded streams no heap limit
// bounds) run here, where the parent can kill them, never on the API's event loop.
// Imports stay relative and free of @juxta paths: in development this file runs under ts-node.
import { readableHtml } from '../page-reader/readable-text';
import { cleanText } from '../sources/clean-text';
import { countElements, type DocumentReply, type DocumentRequest } from './document-request';

interface Envelope {
  id: number;
  request: DocumentRequest;
}

async function read(request: DocumentRequest): Promise<DocumentReply> {
  if (request.kind === 'html') {
    const body = Buffer.from(request.body);
    if (countElements(body.toString('latin1'), request.maxElements) > request.maxElements) {
      return { ok: false, bound: 'elements', error: `it has more than ${request.maxElements.toLocaleString('en-US')} HTML elements` };
    }
    const page = readableHtml(body, request.contentType, request.url);
    return page ? { ok: true, title: page.title, text: page.text } : { ok: true, text: '' };
  }
  return pdfText(request.body, request.maxTextBytes);
}

/** The PDF's text page by page, stopping as soon as it passes `maxTextBytes`. */
async function pdfText(bytes: Uint8Array, maxTextBytes: number): Promise<DocumentReply> {
  const { getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages: string[] = [];
  let total = 0;
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const text = cleanText(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('')
        .replace(/\s+/g, ' '),
    );
    page.cleanup();
    total += Buffer.byteLength(text) + 1;
    if (total > maxTextBytes) return { ok: false, bound: 'text', error: 'text' };
    pages.push(text);
  }
  return { ok: true, text: pages.join(' ') };
}

process.on('message', (message: Envelope) => {
  read(message.request).then(
    (reply) => process.send?.({ id: message.id, reply }),
    (err: unknown) => process.send?.({ id: message.id, reply: { ok: false, error: err instanceof Error ? err.message : String(err) } }),
  );
});
// The parent went away (exit or crash): nothing is left to answer.
process.on('disconnect', () => process.exit(0));
