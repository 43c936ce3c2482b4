import { type CellEvidence, cellReviewNotes, type ComparisonData, formatScore as score, hasEvidence, itemAnalysisLines, itemCellEvidence, originalPage, reviewedLabel, type Source, sourceLabel, statementLine } from '@juxta/contracts';
import { reviewLines } from './review-lines';

/** Formats written as text here; `pdf` is drawn by comparison-pdf.ts. */
export type TextExportFormat = 'json' | 'csv' | 'md';
export type ExportFormat = TextExportFormat | 'pdf';

export interface ExportFile {
  contentType: string;
  fileName: string;
  body: string;
}

/** One CSV cell (RFC 4180), with spreadsheet formula injection neutralised. */
function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Markdown text shown literally, every kind of line break a space. Only what Markdown would read
 * is escaped: emphasis, code, links and images (`[` `]`; their `(` `)` then mean nothing), HTML,
 * table pipes, and a start that would make a heading, quote or list. Parentheses, `#` or `!`
 * mid-sentence stay as written, so the file reads well as plain text too.
 */
function md(text: string): string {
  return text
    .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, ' ')
    .replace(/([\\`*_[\]<>|~])/g, '\\$1')
    .replace(/^(\s*)([#+\-=]|\d+(?=[.)]))/, '$1\\$2');
}


/** CSV: one header, then one row per item × dimension; a reviewed cell has the research's own score and the author's notes. */
export function toCsv(c: ComparisonData): string {
  const rows = [['item', 'dimension', 'score', 'confidence', 'summary', 'research score', 'review note']];
  for (const item of c.items) {
    for (const dimension of c.dimensions) {
      const r = item.dimensions[dimension];
      const notes = cellReviewNotes(c.reviews, item.name, dimension).join(' / ');
      rows.push([item.name, dimension, String(r?.score ?? ''), r?.confidence ?? 'none', r?.summary ?? '', String(r?.review?.researchScore ?? ''), notes]);
    }
  }
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A readable report: summary, score table, pros and cons, numbered sources. */
export function toMarkdown(c: ComparisonData): string {
  const out: string[] = [`# ${md(c.title)}`, ''];
  if (c.query) out.push(`> ${md(c.query)}`, '');
  out.push(`Status: ${c.status} · Created: ${c.createdAt}${c.category ? ` · Category: ${c.category}` : ''}`, '');
  if (c.summary) out.push('## Summary', '', md(c.summary), '');
  if (c.recommendation) out.push('## Recommendation', '', md(c.recommendation), '');
  if (c.items.length) {
    out.push('## Scores', '');
    out.push(`| Dimension | ${c.items.map((i) => md(i.name)).join(' | ')} |`);
    out.push(`|---|${c.items.map(() => '---:').join('|')}|`);
    for (const d of c.dimensions) {
      const cells = c.items.map((i) => {
        const r = i.dimensions[d];
        const reviewed = r?.review ? ` (${reviewedLabel(r.review)})` : '';
        // The 5 stored where there is no evidence is a placeholder, never a score.
        return (hasEvidence(r) ? score(r.score) : '– (no evidence)') + reviewed;
      });
      out.push(`| ${md(d)} | ${cells.join(' | ')} |`);
    }
    out.push(`| **Overall** | ${c.items.map((i) => `**${score(i.overallScore)}**`).join(' | ')} |`, '');
  }
  const reviews = reviewLines(c);
  if (reviews.length) {
    out.push('## Reviews by the author', '', ...reviews.map((r) => `- ${md(r.text)}${r.note ? ` — ${md(r.note)}` : ''}`), '');
  }
  for (const item of c.items) {
    out.push(`## ${md(item.name)}`, '');
    if (item.description) out.push(md(item.description), '');
    const readBy = itemAnalysisLines(item.analysis);
    if (readBy.length) out.push(`_${md(readBy.join(' '))}_`, '');
    if (item.pros.length) out.push('**Pros**', '', ...item.pros.map((p) => `- ${md(p)}`), '');
    if (item.cons.length) out.push('**Cons**', '', ...item.cons.map((p) => `- ${md(p)}`), '');
    if (c.dimensions.length) out.push('**Evidence behind each score**', '', ...itemCellEvidence(item, c.dimensions).flatMap(cellLines), '');
    if (item.sources.length) {
      out.push('**Sources**', '');
      item.sources.forEach((s, i) =>
        out.push(`${i + 1}. ${md(s.title)}${labelOf(s)} — <${angle(s.documentUrl ?? s.url)}>${originalPage(s) ? ` (original page: <${angle(originalPage(s) ?? '')}>)` : ''}`),
      );
      out.push('');
    }
  }
  return out.join('\n');
}

/** A cell as a list entry, its statements nested under it; `[n]` is the item's source number below. */
function cellLines(cell: CellEvidence): string[] {
  return [
    `- **${md(cell.dimension)}**: ${cell.score}`,
    ...cell.statements.map((s) => `  - ${md(statementLine(s))}`),
    ...(cell.notShown ? [`  - ${md(cell.notShown)}`] : []),
  ];
}

/** Each item that says what read its evidence also says it in words (`analysisNote`), as the other formats do. */
function withAnalysisNotes(c: ComparisonData): ComparisonData {
  if (!c.items.some((item) => item.analysis)) return c;
  return { ...c, items: c.items.map((item) => (item.analysis ? { ...item, analysisNote: itemAnalysisLines(item.analysis).join(' ') } : item)) };
}

/** The comparison as a downloadable file. */
export function exportComparison(c: ComparisonData, format: TextExportFormat): ExportFile {
  switch (format) {
    case 'json':
      return { contentType: 'application/json; charset=utf-8', fileName: `${c.slug}.json`, body: JSON.stringify(withAnalysisNotes(c), null, 2) };
    case 'csv':
      return { contentType: 'text/csv; charset=utf-8', fileName: `${c.slug}.csv`, body: toCsv(c) };
    case 'md':
      return { contentType: 'text/markdown; charset=utf-8', fileName: `${c.slug}.md`, body: toMarkdown(c) };
  }
}

/** " (starter corpus)", " (added by the author)", …: what a source is, as any reader of the export sees it. */
function labelOf(source: Source): string {
  const label = sourceLabel(source, false);
  return label ? ` (${label})` : '';
}

/** An address inside <…>: the characters that would end it or break the line are escaped. */
function angle(url: string): string {
  return url.replace(/[<>\s]/g, (ch) => encodeURIComponent(ch));
}
