import { Worker } from 'node:worker_threads';
import matter from 'gray-matter';
import { markdownToText } from '../corpus/markdown-text';
import { readableHtml, readablePlainText } from '../page-reader/readable-text';

/** Why a source could not become a document; each reason has a message people can act on. */
export type SourceTextProblem = 'unsupported_type' | 'no_text' | 'unreadable';

/** A source that yielded no usable text; the API answers it with 4xx and this message. */
export class SourceTextError extends Error {
  constructor(
    readonly problem: SourceTextProblem,
    message: string,
  ) {
    super(message);
    this.name = 'SourceTextError';
  }
}

/** The file types accepted, by extension. */
export type SourceFileType = 'md' | 'txt' | 'html' | 'pdf';

const EXTENSIONS: Record<string, SourceFileType> = { md: 'md', markdown: 'md', txt: 'txt', text: 'txt', html: 'html', htm: 'html', pdf: 'pdf' };

/** The file type a name says, or undefined for anything else. */
export function sourceFileType(fileName: string): SourceFileType | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  return ext ? EXTENSIONS[ext] : undefined;
}

/** A document's title (when it has one) and plain text. */
export interface SourceText {
  title?: string;
  text: string;
}

/**
 * The plain text of an uploaded file: Markdown without markup, HTML's main text (Readability,
 * parsed inert: no scripts run, nothing loads), PDF text (unpdf). Throws SourceTextError for an
 * unsupported type, a file that cannot be parsed, or one with no text.
 */
export async function textOfFile(fileName: string, bytes: Buffer): Promise<SourceText> {
  const type = sourceFileType(fileName);
  if (!type) {
    throw new SourceTextError('unsupported_type', `"${fileName}" is not a supported file type: use .md, .txt, .html or .pdf.`);
  }
  let result: SourceText | null;
  switch (type) {
    case 'txt':
      result = readablePlainText(bytes, 'utf-8', fileName);
      if (result) result = { text: result.text };
      break;
    case 'md': {
      const parsed = matter(bytes.toString('utf8'));
      const title = typeof parsed.data.title === 'string' ? parsed.data.title : undefined;
      result = { title, text: markdownToText(parsed.content) };
      break;
    }
    case 'html':
      result = readableHtml(bytes, 'text/html', 'https://source.invalid/');
      break;
    case 'pdf':
      result = { text: await pdfText(bytes) };
      break;
  }
  const text = cleanText(result?.text ?? '');
  if (!text) throw new SourceTextError('no_text', `"${fileName}" contains no text to use as evidence.`);
  const title = cleanText(result?.title ?? '').slice(0, 200) || undefined;
  return { ...(title ? { title } : {}), text };
}

// Runs in a worker thread: pdf.js is CPU-heavy and the file is untrusted, so it gets its own
// heap limit and a deadline, and the API's event loop never waits on it. (A plain Node context
// also lets unpdf load its ES module bundle, which a CommonJS host cannot always do.)
const PDF_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { extractText, getDocumentProxy } = require(workerData.unpdf);
(async () => {
  const pdf = await getDocumentProxy(new Uint8Array(workerData.bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  parentPort.postMessage({ text });
})().catch((err) => parentPort.postMessage({ error: err && err.message ? err.message : String(err) }));
`;
const PDF_TIMEOUT_MS = 20_000;

async function pdfText(bytes: Buffer): Promise<string> {
  const worker = new Worker(PDF_WORKER, {
    eval: true,
    workerData: { unpdf: require.resolve('unpdf'), bytes },
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  try {
    const reply = await new Promise<{ text?: string; error?: string }>((resolve) => {
      const timer = setTimeout(() => resolve({ error: 'it took too long to read' }), PDF_TIMEOUT_MS);
      worker.once('message', (m: { text?: string; error?: string }) => (clearTimeout(timer), resolve(m)));
      worker.once('error', (err) => (clearTimeout(timer), resolve({ error: err.message })));
      worker.once('exit', () => (clearTimeout(timer), resolve({ error: 'the reader stopped' })));
    });
    if (reply.error !== undefined || typeof reply.text !== 'string') {
      throw new SourceTextError('unreadable', `The PDF could not be read (${reply.error ?? 'no text layer'}).`);
    }
    return reply.text;
  } finally {
    await worker.terminate();
  }
}

/** Plain text as stored: no control characters but line breaks, no runs of blank lines. */
export function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
