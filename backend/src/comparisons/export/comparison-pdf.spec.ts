import type { ComparisonData, DimensionResult, ItemResearch } from '@juxta/contracts';
import { readPdf } from '../../../test/support/pdf-text';
import { renderComparisonPdf, toWinAnsi } from './comparison-pdf';

const dim = (score: number, confidence: DimensionResult['confidence'] = 'high'): DimensionResult => ({
  score, summary: '', details: '', pros: [], cons: [], confidence, evidence: [],
});

function item(name: string, overallScore: number, extra: Partial<ItemResearch> = {}): ItemResearch {
  return {
    name,
    description: `${name} is a relational database.`,
    overallScore,
    dimensions: { Performance: dim(overallScore + 0.5), Price: dim(5, 'none') },
    pros: [`${name} has an excellent query planner`],
    cons: [`${name} needs tuning`],
    sources: [
      { title: `${name} documentation`, url: `https://docs.example/${name.toLowerCase()}`, snippet: '' },
      { title: 'Crafted', url: 'javascript:alert(1)', snippet: '' },
    ],
    ...extra,
  };
}

const comparison: ComparisonData = {
  id: '3f9a1c2b-0000-4000-8000-000000000000',
  userId: 'u',
  title: 'PostgreSQL vs MySQL',
  query: 'For a small team',
  slug: 'postgresql-vs-mysql-3f9a1c2b',
  status: 'completed',
  summary: 'PostgreSQL leads on performance.',
  recommendation: 'Pick PostgreSQL for a small team.',
  items: [item('PostgreSQL', 8.1), item('MySQL', 6.4, { sources: [{ title: 'My notes', url: 'https://juxta.test/api/sources/1/text', snippet: '', addedByUser: true }] })],
  dimensions: ['Performance', 'Price'],
  tags: [],
  category: 'software',
  isPublic: true,
  viewCount: 0,
  author: { name: 'Ann' },
  createdAt: '2026-11-22T00:00:00.000Z',
  updatedAt: '2026-11-22T00:00:00.000Z',
};

const flat = (text: string[]) => text.join('\n').replace(/\s+/g, ' ');

describe('the PDF export (parsed back with unpdf)', () => {
  it('holds the title, summary, recommendation, score matrix, chart, pros, cons and linked sources', async () => {
    const pdf = await renderComparisonPdf(comparison, 'https://juxta.test/compare/postgresql-vs-mysql-3f9a1c2b');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const read = await readPdf(pdf);
    expect(read.pages).toBeGreaterThanOrEqual(1);
    expect(read.pages).toBeLessThanOrEqual(3);
    const text = flat(read.text);
    for (const expected of [
      'PostgreSQL vs MySQL',
      'Question: For a small team',
      'Summary',
      'PostgreSQL leads on performance.',
      'Recommendation',
      'Pick PostgreSQL for a small team.',
      'Scores (1–10)',
      'Overall scores',
      'PostgreSQL has an excellent query planner',
      'MySQL needs tuning',
      '1. PostgreSQL documentation',
      'My notes (added by a user)',
      `page 1 of ${read.pages}`,
    ]) {
      expect(text).toContain(expected);
    }
    // the matrix: a dimension row with its scores, "–" where there is no evidence, the overall row
    expect(text).toMatch(/Performance 8\.6 6\.9/);
    expect(text).toMatch(/Price – –/);
    expect(text).toMatch(/Overall 8\.1 6\.4/);
    // sources are live links; a crafted non-web address is shown but never clickable
    expect(read.links).toEqual(
      expect.arrayContaining(['https://juxta.test/compare/postgresql-vs-mysql-3f9a1c2b', 'https://docs.example/postgresql', 'https://juxta.test/api/sources/1/text']),
    );
    expect(read.links.some((l) => l.startsWith('javascript:'))).toBe(false);
    expect(text).toContain('javascript:alert(1)');
  });

  it('keeps ten items with long names and many sources on sane pages, and names a cancelled comparison partial', async () => {
    const names = Array.from({ length: 10 }, (_, i) => `Item number ${i + 1} with a rather long product name`);
    const many: ComparisonData = {
      ...comparison,
      status: 'failed',
      partial: true,
      error: 'Cancelled by its owner: 10 of 12 items had been researched; they are kept.',
      items: names.map((n, i) =>
        item(n, 4 + i * 0.5, { sources: Array.from({ length: 8 }, (_, s) => ({ title: `Source ${s + 1} about ${n}`, url: `https://s.example/${i}/${s}`, snippet: '' })) }),
      ),
    };
    const read = await readPdf(await renderComparisonPdf(many, 'https://juxta.test/compare/x'));
    expect(read.pages).toBeGreaterThan(2);
    expect(read.pages).toBeLessThan(25);
    const text = flat(read.text);
    expect(text).toContain('Partial: the research was cancelled');
    for (const n of names) expect(text).toContain(n);
    expect(read.links.filter((l) => l.startsWith('https://s.example/'))).toHaveLength(10 * 8 * 2);
    // no page is empty
    expect(read.text.every((t) => t.trim().length > 0)).toBe(true);
  });

  it('says under each item what read its evidence, and what the offline reader means', async () => {
    const read = await readPdf(
      await renderComparisonPdf(
        {
          ...comparison,
          items: [
            item('PostgreSQL', 8.1, { analysis: { by: 'model', model: 'qwen2.5:7b' } }),
            item('MySQL', 6.4, { analysis: { by: 'offline', fallbackReason: 'The language model did not answer within 120 s.' } }),
          ],
        },
        'https://juxta.test/compare/x',
      ),
    );
    const text = flat(read.text);
    expect(text).toContain('Evidence read by the language model qwen2.5:7b.');
    expect(text).toContain('Evidence read by the offline reader (The language model did not answer within 120 s).');
    expect(text).toContain('73 %');
    expect(text).toContain('LLM_BASE_URL');
  });

  it("marks a reviewed cell and lists the author's reviews with their notes", async () => {
    const reviewedCell = { ...dim(3), review: { researchScore: 6.9, researchConfidence: 'high' as const } };
    const mysql = comparison.items[1];
    const reviewed: ComparisonData = {
      ...comparison,
      items: [comparison.items[0], { ...mysql, dimensions: { ...mysql.dimensions, Performance: reviewedCell } }],
      reviews: [{ id: 'r1', action: 'set-score', item: 'MySQL', dimension: 'Performance', score: 3, note: 'Our own load test.', createdAt: '2026-11-23T00:00:00.000Z' }],
    };
    const text = flat((await readPdf(await renderComparisonPdf(reviewed, 'https://juxta.test/compare/x'))).text);
    expect(text).toMatch(/Performance 8\.6 3\.0\*/);
    expect(text).toContain('*: reviewed by the author');
    expect(text).toContain('MySQL · Performance: set the score to 3.0; reviewed by the author: was 6.9 — Our own load test.');
  });

  it('lists under each item every statement behind each score, with its source number and how it counted', async () => {
    const performance: DimensionResult = {
      ...dim(3.4, 'medium'),
      evidence: [{ sourceIndex: 1, quote: 'Replication lag reached minutes under load.', reading: { effect: -0.7, because: ['a fault'] } }],
      evidenceNotShown: 1,
    };
    const mysql = comparison.items[1];
    const text = flat((await readPdf(await renderComparisonPdf({ ...comparison, items: [comparison.items[0], { ...mysql, sources: [...comparison.items[0].sources], dimensions: { ...mysql.dimensions, Performance: performance } }] }, 'https://juxta.test/compare/x'))).text);
    expect(text).toContain('Evidence behind each score');
    expect(text).toContain('Performance: 3.4 / 10, medium confidence');
    expect(text).toContain('“Replication lag reached minutes under load.” [2] — lowers the score (−0.7), because a fault');
    expect(text).toContain('1 more statement counted toward the score but is not stored');
    expect(text).toContain('Price: not enough evidence');
  });

  it('writes text the font cannot show as near as it can (Helvetica fallback)', () => {
    expect(toWinAnsi('Köln “quoted” – Łódź ✓')).toBe('Köln “quoted” – Lódz ?');
  });
});
