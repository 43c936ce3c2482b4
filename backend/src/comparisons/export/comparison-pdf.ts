import { type ComparisonData, formatScore, hasEvidence, type ItemResearch, itemAnalysisLines, itemCellEvidence, originalPage, sourceLabel, statementLine } from '@juxta/contracts';
import { existsSync, readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { reviewLines } from './review-lines';

/**
 * The comparison as a PDF report, drawn with pdfkit's own text and vector primitives (no browser):
 * title, summary, recommendation, the score matrix, a bar chart of the overall scores, then each
 * item's description, pros, cons and numbered sources with live links.
 */

const PAGE = { size: 'A4' as const, margin: 50 };
const COLORS = ['#4f46e5', '#0891b2', '#d97706', '#db2777', '#16a34a', '#7c3aed', '#dc2626', '#0d9488', '#ca8a04', '#475569'];
const INK = '#111827';
const MUTED = '#6b7280';
const RULE = '#d1d5db';

/** Debian's DejaVu (package fonts-dejavu-core) covers Latin, Greek and Cyrillic; without it the PDF's built-in Helvetica is used. */
const DEJAVU = { regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf' };

interface Fonts {
  regular: string;
  bold: string;
  /** Text as the font can show it (Helvetica knows WinAnsi only). */
  clean: (text: string) => string;
}

/** The font files, read once per process (reading them for every PDF doubled its cost); null without DejaVu. */
let fontFiles: { regular: Buffer; bold: Buffer } | null | undefined;

function resolveFonts(doc: PDFKit.PDFDocument): Fonts {
  fontFiles ??= existsSync(DEJAVU.regular) && existsSync(DEJAVU.bold) ? { regular: readFileSync(DEJAVU.regular), bold: readFileSync(DEJAVU.bold) } : null;
  if (fontFiles) {
    doc.registerFont('body', fontFiles.regular);
    doc.registerFont('bold', fontFiles.bold);
    return { regular: 'body', bold: 'bold', clean: withoutControls };
  }
  return { regular: 'Helvetica', bold: 'Helvetica-Bold', clean: (t) => toWinAnsi(withoutControls(t)) };
}

/** Control characters other than line breaks are never drawn. */
function withoutControls(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, '');
}

// The characters of Windows-1252 above Latin-1's printable range that Helvetica can show.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Letters Unicode does not decompose into a base letter and a mark. */
const NO_DECOMPOSITION: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i', Ħ: 'H', ħ: 'h' };

/** Helvetica fallback: accents kept where Latin-1 has them, stripped otherwise, anything else '?'. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) {
      out += ch;
      continue;
    }
    const base = (NO_DECOMPOSITION[ch] ?? ch).normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    out += /^[\x20-\x7e]+$/.test(base) ? base : '?';
  }
  return out;
}

/** Only web addresses become clickable links. */
function webLink(url: string): string | undefined {
  return /^https?:\/\//i.test(url) ? url : undefined;
}


/** Renders the report; `pageUrl` is the comparison's address in the app (linked under the title). */
export function renderComparisonPdf(c: ComparisonData, pageUrl: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: PAGE.size, margin: PAGE.margin, bufferPages: true, info: { Title: c.title, Author: c.author.name || 'Juxta', Creator: 'Juxta' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = resolveFonts(doc);
  new ReportWriter(doc, fonts, c, pageUrl).write();
  doc.end();
  return done;
}

class ReportWriter {
  private readonly left: number;
  private readonly width: number;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly fonts: Fonts,
    private readonly c: ComparisonData,
    private readonly pageUrl: string,
  ) {
    this.left = doc.page.margins.left;
    this.width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  }

  write(): void {
    this.header();
    if (this.c.summary) this.section('Summary', this.c.summary);
    if (this.c.recommendation) this.section('Recommendation', this.c.recommendation);
    if (this.c.items.length > 0) {
      this.scoreMatrix();
      this.reviews();
      this.overallChart();
      for (const [i, item] of this.c.items.entries()) this.item(item, i);
    }
    this.footers();
  }

  private text(value: string, options: PDFKit.Mixins.TextOptions = {}): void {
    this.doc.text(this.fonts.clean(value), options);
  }

  private heading(title: string, size = 14): void {
    this.ensureSpace(size * 3);
    this.doc.moveDown(0.8).font(this.fonts.bold).fontSize(size).fillColor(INK);
    this.text(title, { width: this.width });
    this.doc.moveDown(0.3).font(this.fonts.regular).fontSize(10.5);
  }

  private header(): void {
    const { doc, c } = this;
    doc.font(this.fonts.bold).fontSize(20).fillColor(INK);
    this.text(c.title, { width: this.width });
    doc.moveDown(0.3).font(this.fonts.regular).fontSize(9.5).fillColor(MUTED);
    const created = new Date(c.createdAt).toISOString().slice(0, 10);
    const by = c.author.name ? ` · by ${c.author.name}` : '';
    this.text(`${c.items.length} items · ${c.dimensions.length} dimensions · created ${created}${by}`, { width: this.width });
    doc.fillColor('#1d4ed8');
    this.text(this.pageUrl, { width: this.width, link: webLink(this.pageUrl), underline: true });
    if (c.query) {
      doc.moveDown(0.5).fillColor(INK).fontSize(10.5);
      this.text(`Question: ${c.query}`, { width: this.width });
    }
    if (c.status !== 'completed') {
      doc.moveDown(0.5).fillColor('#b91c1c').fontSize(10.5);
      const note = c.partial ? 'Partial: the research was cancelled before every item was researched.' : `Status: ${c.status}.`;
      this.text(c.error ? `${note} ${c.error}` : note, { width: this.width });
    }
    doc.fillColor(INK);
  }

  private section(title: string, body: string): void {
    this.heading(title);
    this.text(body, { width: this.width, lineGap: 2 });
  }

  /** Dimensions down, items across; "–" where an item has no evidence. */
  private scoreMatrix(): void {
    const { doc, c } = this;
    this.heading('Scores (1–10)');
    const labelWidth = Math.min(150, this.width * 0.3);
    const colWidth = (this.width - labelWidth) / c.items.length;
    // Many items: numbered columns and a key above, so names are not squeezed into narrow columns.
    const numbered = c.items.length > 5;
    const fontSize = numbered ? 8.5 : 9.5;
    if (numbered) {
      doc.font(this.fonts.regular).fontSize(9).fillColor(INK);
      this.text(c.items.map((item, i) => `${i + 1} = ${item.name}`).join('   '), { width: this.width, lineGap: 2 });
      doc.moveDown(0.4);
    }
    const columnTitle = (item: ItemResearch, i: number) => (numbered ? String(i + 1) : item.name);
    const headerHeight = Math.max(...c.items.map((item, i) => this.measure(columnTitle(item, i), colWidth - 15, fontSize, true))) + 8;
    const rowHeight = fontSize + 9;
    const rows = [...c.dimensions.map((d) => ({ label: d, overall: false })), { label: 'Overall', overall: true }];
    this.ensureSpace(headerHeight + rowHeight * Math.min(rows.length, 4));

    let y = doc.y;
    doc.font(this.fonts.bold).fontSize(fontSize).fillColor(INK);
    c.items.forEach((item, i) => {
      doc.rect(this.left + labelWidth + i * colWidth + 3, y + 2, 6, 6).fill(COLORS[i % COLORS.length]);
      doc.fillColor(INK);
      this.textAt(columnTitle(item, i), this.left + labelWidth + i * colWidth + 12, y, colWidth - 15, true, fontSize);
    });
    y += headerHeight;
    doc.moveTo(this.left, y).lineTo(this.left + this.width, y).lineWidth(0.8).strokeColor(INK).stroke();

    for (const row of rows) {
      const labelHeight = this.measure(row.label, labelWidth - 6, fontSize, row.overall) + 6;
      const height = Math.max(rowHeight, labelHeight);
      if (y + height > this.bottom()) {
        doc.addPage();
        y = doc.y;
      }
      if (row.overall) doc.rect(this.left, y, this.width, height).fill('#f3f4f6');
      doc.fillColor(INK);
      this.textAt(row.label, this.left + 2, y + 4, labelWidth - 6, row.overall, fontSize);
      const scores = c.items.map((item) => (row.overall ? { score: item.overallScore, known: true, reviewed: false } : cellOf(item, row.label)));
      const best = Math.max(...scores.filter((s) => s.known).map((s) => s.score));
      // Bold marks a row's one best score (a tie leads nobody).
      const leaders = scores.filter((s) => s.known && s.score === best).length;
      scores.forEach((s, i) => {
        const x = this.left + labelWidth + i * colWidth;
        const lead = s.known && s.score === best && leaders === 1;
        doc.fillColor(s.known ? INK : MUTED);
        this.textAt(`${s.known ? formatScore(s.score) : '–'}${s.reviewed ? '*' : ''}`, x, y + 4, colWidth - 6, row.overall || lead, fontSize, 'center');
      });
      y += height;
      doc.moveTo(this.left, y).lineTo(this.left + this.width, y).lineWidth(0.4).strokeColor(RULE).stroke();
    }
    doc.fillColor(MUTED).font(this.fonts.regular).fontSize(8);
    doc.x = this.left;
    doc.y = y + 4;
    const reviewed = c.reviews?.some((r) => r.applies !== false) ? ' *: reviewed by the author (see Reviews by the author).' : '';
    this.text(`Bold: the best score of a row (none on a tie). –: no evidence, so the item is not compared there.${reviewed}`, { width: this.width });
    doc.fillColor(INK).fontSize(10.5);
  }

  /** The author's reviews of cells, with their notes and what the research had found. */
  private reviews(): void {
    const lines = reviewLines(this.c);
    if (lines.length === 0) return;
    this.heading('Reviews by the author', 12);
    this.doc.fontSize(10);
    for (const line of lines) {
      this.ensureSpace(14);
      this.text(`•  ${line.text}${line.note ? ` — ${line.note}` : ''}`, { width: this.width - 10, lineGap: 1.5 });
    }
  }

  /** Horizontal bars of the overall scores on a 0–10 axis, with grid lines. */
  private overallChart(): void {
    const { doc, c } = this;
    this.heading('Overall scores');
    const barHeight = 14;
    const gap = 8;
    const labelWidth = Math.min(140, this.width * 0.28);
    const axisWidth = this.width - labelWidth - 40;
    const chartHeight = c.items.length * (barHeight + gap) + 18;
    this.ensureSpace(chartHeight + 10);
    const top = doc.y + 4;
    const x0 = this.left + labelWidth;
    const scale = (v: number) => x0 + (Math.max(0, Math.min(10, v)) / 10) * axisWidth;

    doc.font(this.fonts.regular).fontSize(7.5);
    for (let tick = 0; tick <= 10; tick += 2) {
      const x = scale(tick);
      doc.moveTo(x, top).lineTo(x, top + chartHeight - 16).lineWidth(0.4).strokeColor(RULE).stroke();
      doc.fillColor(MUTED).text(String(tick), x - 10, top + chartHeight - 12, { width: 20, align: 'center', lineBreak: false });
    }
    c.items.forEach((item, i) => {
      const y = top + i * (barHeight + gap) + 2;
      doc.fillColor(INK);
      this.textAt(item.name, this.left, y + 2, labelWidth - 8, false, 9, 'right', true);
      doc.rect(x0, y, Math.max(1, scale(item.overallScore) - x0), barHeight).fill(COLORS[i % COLORS.length]);
      doc.fillColor(INK).font(this.fonts.bold).fontSize(9);
      doc.text(formatScore(item.overallScore), scale(item.overallScore) + 4, y + 2, { width: 36, lineBreak: false });
    });
    doc.x = this.left;
    doc.y = top + chartHeight + 6;
    doc.font(this.fonts.regular).fontSize(10.5).fillColor(INK);
  }

  private item(item: ItemResearch, index: number): void {
    const { doc } = this;
    // An item's heading starts a page rather than end one alone.
    this.ensureSpace(110);
    this.heading(`${item.name} — ${formatScore(item.overallScore)} / 10`, 13);
    doc.rect(this.left - 12, doc.y - 16, 5, 12).fill(COLORS[index % COLORS.length]);
    doc.fillColor(INK);
    if (item.evidenceScope) {
      doc.fillColor(MUTED);
      this.text(`Evidence ${item.evidenceScope}.`, { width: this.width });
      doc.fillColor(INK);
    }
    if (item.description) this.text(item.description, { width: this.width, lineGap: 2 });
    const readBy = itemAnalysisLines(item.analysis);
    if (readBy.length > 0) {
      doc.moveDown(0.2).fillColor(MUTED).fontSize(9);
      this.text(readBy.join(' '), { width: this.width, lineGap: 1 });
      doc.fillColor(INK).fontSize(10.5);
    }
    this.list('Pros', item.pros);
    this.list('Cons', item.cons);
    this.evidence(item);
    if (item.sources.length > 0) {
      this.subheading('Sources');
      item.sources.forEach((s, i) => {
        this.ensureSpace(28);
        // A corpus document links to the text as Juxta stores it; the page it came from follows.
        const shown = s.documentUrl ?? s.url;
        const link = webLink(shown);
        const label = sourceLabel(s, false);
        doc.font(this.fonts.regular).fontSize(9.5).fillColor(link ? '#1d4ed8' : INK);
        this.text(`${i + 1}. ${s.title || s.url}${label ? ` (${label})` : ''}`, { width: this.width, link, underline: Boolean(link) });
        doc.fillColor(MUTED).fontSize(8);
        this.text(shown, { width: this.width, link });
        const original = originalPage(s);
        if (original) this.text(`Original page: ${original}`, { width: this.width, link: webLink(original) });
        doc.moveDown(0.2);
      });
      doc.fillColor(INK).fontSize(10.5);
    }
  }

  /** Every cell's score with the statements behind it; `[n]` is the item's source number that follows. */
  private evidence(item: ItemResearch): void {
    const cells = itemCellEvidence(item, this.c.dimensions);
    if (cells.length === 0) return;
    this.subheading('Evidence behind each score');
    for (const cell of cells) {
      this.ensureSpace(28);
      this.doc.font(this.fonts.bold).fontSize(9.5).fillColor(INK);
      this.text(`${cell.dimension}: ${cell.score}`, { width: this.width });
      this.doc.font(this.fonts.regular).fontSize(9);
      for (const line of [...cell.statements.map(statementLine), ...(cell.notShown ? [cell.notShown] : [])]) {
        this.ensureSpace(12);
        this.text(`•  ${line}`, { width: this.width - 10, lineGap: 1 });
      }
      this.doc.moveDown(0.2);
    }
    this.doc.fontSize(10.5);
  }

  private subheading(title: string): void {
    this.ensureSpace(30);
    this.doc.moveDown(0.4).font(this.fonts.bold).fontSize(10.5).fillColor(INK);
    this.text(title, { width: this.width });
    this.doc.font(this.fonts.regular);
  }

  private list(title: string, entries: readonly string[]): void {
    if (entries.length === 0) return;
    this.subheading(title);
    this.doc.fontSize(10);
    for (const entry of entries) {
      this.ensureSpace(14);
      this.text(`•  ${entry}`, { width: this.width - 10, indent: 0, lineGap: 1.5 });
    }
  }

  /** "Page 2 of 3" and the app's address at the foot of every page. */
  private footers(): void {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0; // writing below the margin must not open a new page
      doc.font(this.fonts.regular).fontSize(8).fillColor(MUTED);
      doc.text(`Juxta · ${this.fonts.clean(this.c.title)} · page ${i - range.start + 1} of ${range.count}`, this.left, doc.page.height - 32, {
        width: this.width,
        align: 'center',
        lineBreak: false,
        height: 10,
        ellipsis: true,
      });
      doc.page.margins.bottom = bottom;
    }
  }

  private textAt(value: string, x: number, y: number, width: number, bold: boolean, size: number, align: 'left' | 'center' | 'right' = 'left', oneLine = false): void {
    this.doc.font(bold ? this.fonts.bold : this.fonts.regular).fontSize(size);
    this.doc.text(this.fonts.clean(value), x, y, { width, align, ...(oneLine ? { lineBreak: false, ellipsis: true, height: size + 2 } : {}) });
  }

  private measure(value: string, width: number, size: number, bold: boolean): number {
    this.doc.font(bold ? this.fonts.bold : this.fonts.regular).fontSize(size);
    return this.doc.heightOfString(this.fonts.clean(value), { width });
  }

  private bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page when less than `height` is left on this one. */
  private ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom()) this.doc.addPage();
  }
}

function cellOf(item: ItemResearch, dimension: string): { score: number; known: boolean; reviewed: boolean } {
  const r = item.dimensions[dimension];
  const reviewed = Boolean(r?.review);
  return hasEvidence(r) ? { score: r.score, known: true, reviewed } : { score: 0, known: false, reviewed };
}
