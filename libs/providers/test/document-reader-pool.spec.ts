import { DocumentBoundError, DocumentReaderBusyError, DocumentReaderPool } from '../src/documents';
import { deflatedPdf, minimalPdf } from './support/minimal-pdf';

describe('DocumentReaderPool', () => {
  const pool = new DocumentReaderPool({ concurrency: 1, queueLimit: 1, timeoutMs: 20_000 });
  afterAll(() => pool.close());

  it('reads an HTML page and a PDF in a child process', async () => {
    const page = await pool.readHtml(Buffer.from('<html><head><title>Fenwick</title></head><body><p>Fenwick is quiet and fast.</p></body></html>'), 'text/html', 'https://x.test/');
    expect(page).toMatchObject({ title: 'Fenwick', text: 'Fenwick is quiet and fast.' });
    await expect(pool.readPdf(minimalPdf('Harrowgate prints quickly.'), 10_000)).resolves.toEqual({ text: 'Harrowgate prints quickly.' });
  }, 30_000);

  it('refuses a page with more elements than its bound before building a tree', async () => {
    const small = new DocumentReaderPool({ maxElements: 100 });
    try {
      await expect(small.readHtml(Buffer.from('<div>'.repeat(101)), 'text/html', 'https://x.test/')).rejects.toThrow(new DocumentBoundError('elements', 'it has more than 100 HTML elements'));
    } finally {
      small.close();
    }
  }, 30_000);

  it('kills a read past its time bound', async () => {
    const quick = new DocumentReaderPool({ timeoutMs: 1_500 });
    try {
      const hostile = Buffer.from(`<html><body>${'<div><p>x '.repeat(3000)}</body></html>`);
      await expect(quick.readHtml(hostile, 'text/html', 'https://x.test/')).rejects.toMatchObject({ bound: 'time' });
    } finally {
      quick.close();
    }
  }, 30_000);

  it('stops a PDF that yields more text than its bound', async () => {
    await expect(pool.readPdf(minimalPdf('word '.repeat(200)), 50)).rejects.toMatchObject({ bound: 'text', message: 'it yields more than 0 kB of text' });
  }, 30_000);

  it('kills a PDF decompression bomb past its memory bound', async () => {
    const bounded = new DocumentReaderPool({ memoryBytes: 300 * 1024 * 1024, timeoutMs: 60_000 });
    try {
      await expect(bounded.readPdf(await deflatedPdf(600 * 1024 * 1024), 1_000_000)).rejects.toMatchObject({ bound: 'memory' });
    } finally {
      bounded.close();
    }
  }, 70_000);

  it('replaces a child that died while idle', async () => {
    const page = Buffer.from('<p>Fenwick is quiet.</p>');
    await pool.readHtml(page, 'text/html', 'https://x.test/');
    const idle = (pool as unknown as { idle: Array<{ process: { kill(signal: string): void; once(e: string, f: () => void): void } }> }).idle;
    expect(idle).toHaveLength(1);
    await new Promise<void>((resolve) => {
      idle[0].process.once('exit', resolve);
      idle[0].process.kill('SIGKILL');
    });
    expect(idle).toHaveLength(0);
    await expect(pool.readHtml(page, 'text/html', 'https://x.test/')).resolves.toMatchObject({ text: 'Fenwick is quiet.' });
  }, 30_000);

  it('refuses a document when the readers and the queue are full', async () => {
    const page = Buffer.from('<p>Fenwick</p>');
    const reads = [pool.readHtml(page, 'text/html', 'https://x.test/'), pool.readHtml(page, 'text/html', 'https://x.test/')];
    await expect(pool.readHtml(page, 'text/html', 'https://x.test/')).rejects.toBeInstanceOf(DocumentReaderBusyError);
    await Promise.all(reads);
  }, 30_000);
});
