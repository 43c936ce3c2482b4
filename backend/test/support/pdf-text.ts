import { Worker } from 'node:worker_threads';

/** What a reader finds in a PDF: its pages' text and the web links on them. */
export interface PdfContents {
  pages: number;
  text: string[];
  links: string[];
}

// unpdf is an ES module bundle; a plain worker thread loads it the way the sources feature does.
const READER = `
const { parentPort, workerData } = require('node:worker_threads');
const { extractText, getDocumentProxy } = require(workerData.unpdf);
(async () => {
  const pdf = await getDocumentProxy(new Uint8Array(workerData.bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  const links = [];
  for (let i = 1; i <= totalPages; i++) {
    const page = await pdf.getPage(i);
    for (const a of await page.getAnnotations()) if (a.subtype === 'Link' && a.url) links.push(a.url);
  }
  parentPort.postMessage({ pages: totalPages, text, links });
})().catch((err) => parentPort.postMessage({ error: String(err && err.message || err) }));
`;

/** Parses a PDF back with unpdf (pdf.js), as a reader's viewer would. */
export async function readPdf(bytes: Buffer): Promise<PdfContents> {
  const worker = new Worker(READER, { eval: true, workerData: { unpdf: require.resolve('unpdf'), bytes } });
  try {
    const reply = await new Promise<PdfContents & { error?: string }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    if (reply.error) throw new Error(`unreadable PDF: ${reply.error}`);
    return reply;
  } finally {
    await worker.terminate();
  }
}
