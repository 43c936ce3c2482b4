import { DocumentBoundError, type DocumentReaderPool, DocumentUnreadableError, formatBytes, sharedDocumentReader } from '../documents';
import { parseFrontMatter } from '../corpus/front-matter';
import { markdownToText } from '../corpus/markdown-text';
import { readablePlainText } from '../page-reader/readable-text';
import { cleanText } from './clean-text';

export { cleanText } from './clean-text';

/** Why a source could not become a document; each reason has a message people can act on. */
export type SourceTextProblem = 'unsupported_type' | 'no_text' | 'unreadable' | 'front_matter' | 'over_bound';

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

/** How a file is read: the largest text it may yield, and where HTML and PDF are read. */
export interface TextOfFileOptions {
  /** Bytes of text (UTF-8) a file may yield; more is a SourceTextError `over_bound`. */
  maxTextBytes: number;
  /** The process's shared pool when not given. */
  documents?: DocumentReaderPool;
}

/**
 * The plain text of an uploaded file: Markdown without markup (its YAML front matter read as
 * data only), HTML's main text (Readability, parsed inert), PDF text (unpdf); HTML and PDF are
 * read in a bounded child process. Throws SourceTextError for an unsupported type, a file that
 * cannot be parsed, one over a bound, or one with no text; DocumentReaderBusyError when every
 * reader is busy.
 */
export async function textOfFile(fileName: string, bytes: Buffer, options: TextOfFileOptions): Promise<SourceText> {
  const type = sourceFileType(fileName);
  if (!type) {
    throw new SourceTextError('unsupported_type', `"${fileName}" is not a supported file type: use .md, .txt, .html or .pdf.`);
  }
  const documents = options.documents ?? sharedDocumentReader();
  let result: SourceText | null;
  try {
    switch (type) {
      case 'txt':
        result = readablePlainText(bytes, 'utf-8', fileName);
        if (result) result = { text: result.text };
        break;
      case 'md':
        result = markdownText(fileName, bytes);
        break;
      case 'html':
        result = await documents.readHtml(bytes, 'text/html', 'https://source.invalid/');
        break;
      case 'pdf':
        result = await documents.readPdf(bytes, options.maxTextBytes);
        break;
    }
  } catch (err) {
    if (err instanceof DocumentBoundError) throw new SourceTextError('over_bound', `"${fileName}" cannot be read: ${err.message}.`);
    if (err instanceof DocumentUnreadableError) throw new SourceTextError('unreadable', `The ${type === 'pdf' ? 'PDF' : 'HTML file'} could not be read (${err.message}).`);
    throw err;
  }
  const text = cleanText(result?.text ?? '');
  if (!text) throw new SourceTextError('no_text', `"${fileName}" contains no text to use as evidence.`);
  if (Buffer.byteLength(text) > options.maxTextBytes) {
    throw new SourceTextError('over_bound', `"${fileName}" cannot be read: it yields more than ${formatBytes(options.maxTextBytes)} of text.`);
  }
  const title = cleanText(result?.title ?? '').slice(0, 200) || undefined;
  return { ...(title ? { title } : {}), text };
}

/** A Markdown file's title (from YAML front matter) and text; other front matter is refused, never run. */
function markdownText(fileName: string, bytes: Buffer): SourceText {
  const { data, content, problem } = parseFrontMatter(bytes.toString('utf8'));
  if (problem?.kind === 'language') {
    throw new SourceTextError('front_matter', `"${fileName}" has front matter in ${problem.language}: only YAML front matter is read (nothing in a file is ever run).`);
  }
  if (problem) throw new SourceTextError('front_matter', `"${fileName}" has front matter that is not valid YAML (${problem.message}).`);
  return { title: typeof data.title === 'string' ? data.title : undefined, text: markdownToText(content) };
}
