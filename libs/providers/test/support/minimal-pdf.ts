import { createDeflate } from 'node:zlib';

/** A one-page PDF showing `text` in Helvetica: made in the test, so no binary fixture is needed. */
export function minimalPdf(text: string): Buffer {
  const escaped = text.replace(/[\\()]/g, (c) => `\\${c}`);
  return onePagePdf(Buffer.from(`BT /F1 12 Tf 72 720 Td (${escaped}) Tj ET`, 'latin1'));
}

/**
 * A one-page PDF whose content stream, `head` + `unit` repeated to `size` bytes + `tail`, is
 * deflated (FlateDecode) piece by piece: a few hundred kB that inflate to `size`, and the test
 * never holds the inflated whole. Spaces make a decompression bomb; a shown string, a small
 * file with a great deal of text.
 */
export async function deflatedPdf(size: number, unit = ' ', head = '', tail = ''): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const piece = Buffer.from(unit.repeat(Math.ceil((1024 * 1024) / unit.length)), 'latin1');
  const write = (b: Buffer) => (deflate.write(b) ? Promise.resolve() : new Promise((r) => deflate.once('drain', r)));
  await write(Buffer.from(head, 'latin1'));
  for (let written = 0; written < size; written += piece.length) await write(piece.subarray(0, Math.min(piece.length, size - written)));
  await write(Buffer.from(tail, 'latin1'));
  deflate.end();
  await ended;
  return onePagePdf(Buffer.concat(chunks), '/Filter /FlateDecode');
}

function onePagePdf(stream: Buffer, filter = ''): Buffer {
  const objects: Array<string | Buffer[]> = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    [Buffer.from(`<< /Length ${stream.length}${filter ? ` ${filter}` : ''} >>\nstream\n`), stream, Buffer.from('\nendstream')],
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  let length = parts[0].length;
  const push = (b: Buffer) => (parts.push(b), (length += b.length));
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    push(Buffer.from(`${i + 1} 0 obj\n`));
    (typeof body === 'string' ? [Buffer.from(body, 'latin1')] : body).forEach(push);
    push(Buffer.from('\nendobj\n'));
  });
  const xref = length;
  let trailer = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  trailer += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  trailer += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  push(Buffer.from(trailer, 'latin1'));
  return Buffer.concat(parts);
}
