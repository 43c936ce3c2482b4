import type { ComparisonData, DimensionResult } from '@juxta/contracts';
import { exportComparison, toCsv, toMarkdown } from './comparison-export';

const dim = (score: number, summary: string, confidence: DimensionResult['confidence'] = 'high'): DimensionResult => ({
  score, summary, details: '', pros: [], cons: [], confidence, evidence: [],
});

const comparison: ComparisonData = {
  id: '3f9a1c2b-0000-4000-8000-000000000000',
  userId: 'u',
  title: '<img src=x onerror=alert(1)> vs "><script>',
  query: '',
  slug: 'img-src-x-vs-script-3f9a1c2b',
  status: 'completed',
  summary: 'A leads | B trails',
  recommendation: 'Pick A.',
  items: [
    { name: '<img src=x onerror=alert(1)>', description: 'd', overallScore: 7.5, dimensions: { Speed: dim(8, 'fast, "very"'), Price: dim(5, 'no evidence', 'none') }, pros: ['Quick.'], cons: [], sources: [{ title: 'Doc', url: 'https://a.example/x', snippet: '' }] },
    { name: '=HYPERLINK("evil")', description: 'd', overallScore: 6, dimensions: { Speed: dim(6, 'ok'), Price: dim(7, 'cheap') }, pros: [], cons: ['Slow.'], sources: [{ title: 'B doc', url: 'https://b.example/y%20z', snippet: '' }, { title: 'My notes', url: 'https://juxta.test/api/sources/1/text', snippet: '', addedByUser: true }] },
  ],
  dimensions: ['Speed', 'Price'],
  tags: [],
  category: 'software',
  isPublic: true,
  viewCount: 0,
  author: { name: 'Ann' },
  createdAt: '2026-11-22T00:00:00.000Z',
  updatedAt: '2026-11-22T00:00:00.000Z',
};

describe('comparison export', () => {
  it('CSV has one header and items × dimensions rows, quoted and formula-safe', () => {
    const lines = toCsv(comparison).trimEnd().split('\r\n');
    expect(lines[0]).toBe('item,dimension,score,confidence,summary,research score,review note');
    expect(lines).toHaveLength(1 + 2 * 2);
    expect(lines[1]).toBe('<img src=x onerror=alert(1)>,Speed,8,high,"fast, ""very""",,');
    expect(lines[3]).toBe(`"'=HYPERLINK(""evil"")",Speed,6,high,ok,,`);
  });

  it('Markdown names every item and source URL and shows hostile text literally', () => {
    const text = toMarkdown(comparison);
    expect(text).toContain('https://a.example/x');
    expect(text).toContain('<https://b.example/y%20z>');
    expect(text).toContain('\\<img src=x onerror=alert(1)\\>');
    expect(text).not.toMatch(/(^|[^\\])<img/);
    expect(text).toContain('A leads \\| B trails');
    // One decimal for every score; no placeholder 5 where there is no evidence.
    expect(text).toContain('| Speed | 8.0 | 6.0 |');
    expect(text).toContain('| Price | – (no evidence) | 7.0 |');
    expect(text).toContain('| **Overall** | **7.5** | **6.0** |');
    // Parentheses, "#" and "!" mid-sentence stay as written: no stray backslashes.
    expect(toMarkdown({ ...comparison, summary: 'Cheap (about $99) and #1 in tests!' })).toContain('Cheap (about $99) and #1 in tests!');
    expect(text).toContain('2. My notes (added by a user) — <https://juxta.test/api/sources/1/text>');
    expect(JSON.parse(exportComparison(comparison, 'json').body).items[1].sources[1].addedByUser).toBe(true);
  });

  it('Markdown links a corpus document as Juxta stores it, says what it is, and names its original page', () => {
    const stored = structuredClone(comparison);
    stored.items[0].sources = [{ title: 'Doc', url: 'https://a.example/x', snippet: '', documentUrl: 'https://juxta.test/api/corpus/documents/d1/text' }];
    stored.items[1].sources[1] = { ...stored.items[1].sources[1], addedByAuthor: true, documentUrl: 'https://juxta.test/api/sources/1/text' };
    const text = toMarkdown(stored);
    expect(text).toContain('1. Doc (starter corpus) — <https://juxta.test/api/corpus/documents/d1/text> (original page: <https://a.example/x>)');
    expect(text).toContain('2. My notes (added by the author) — <https://juxta.test/api/sources/1/text>\n');
  });

  it('Markdown turns every line break, a lone \\r too, into a space so no text starts a line of its own', () => {
    const hostile = { ...comparison, summary: 'A leads\r# Injected heading\u2028- injected\r\nlist\nend' };
    const lines = toMarkdown(hostile).split('\n');
    const summary = lines[lines.indexOf('## Summary') + 2];
    expect(summary).toBe('A leads # Injected heading - injected list end');
    // A text that would start a heading or a list is escaped.
    const heading = toMarkdown({ ...comparison, summary: '# Injected' }).split('\n');
    expect(heading[heading.indexOf('## Summary') + 2]).toBe('\\# Injected');
    const list = toMarkdown({ ...comparison, summary: '1. First' }).split('\n');
    expect(list[list.indexOf('## Summary') + 2]).toBe('\\1. First');
    expect(toMarkdown(hostile)).not.toMatch(/[\r\u2028]/);
  });

  it('Markdown and JSON say under each item what read its evidence, and what the offline reader means', () => {
    const [a, b] = comparison.items;
    const read = { ...comparison, items: [{ ...a, analysis: { by: 'model' as const, model: 'claude-x' } }, { ...b, analysis: { by: 'offline' as const } }] };
    const text = toMarkdown(read);
    expect(text).toContain('_Evidence read by the language model claude-x._');
    expect(text).toMatch(/_Evidence read by the offline reader\. .*73 %.*LLM\\_BASE\\_URL/);
    const json = JSON.parse(exportComparison(read, 'json').body);
    expect(json.items[0]).toMatchObject({ analysis: { by: 'model', model: 'claude-x' }, analysisNote: 'Evidence read by the language model claude-x.' });
    expect(json.items[1].analysisNote).toMatch(/^Evidence read by the offline reader\. .*73 %/);
  });

  it('JSON round-trips and files are named from the slug', () => {
    const file = exportComparison(comparison, 'json');
    expect(JSON.parse(file.body)).toEqual(comparison);
    expect(file.fileName).toBe('img-src-x-vs-script-3f9a1c2b.json');
    expect(exportComparison(comparison, 'csv').contentType).toMatch(/^text\/csv/);
    expect(exportComparison(comparison, 'md').fileName).toMatch(/\.md$/);
  });
  it("shows a reviewed cell with the research's own score and the author's note in CSV and Markdown", () => {
    const reviewedCell = { ...dim(3, 'set by the author'), review: { researchScore: 7, researchConfidence: 'high' as const } };
    const reviewed: ComparisonData = {
      ...comparison,
      items: [comparison.items[0], { ...comparison.items[1], dimensions: { ...comparison.items[1].dimensions, Price: reviewedCell } }],
      reviews: [
        { id: 'r1', action: 'set-score', item: '=HYPERLINK("evil")', dimension: 'Price', score: 3, note: 'The licence costs extra.', createdAt: '2026-11-23T00:00:00.000Z' },
        { id: 'r2', action: 'reject', item: 'Gone', dimension: 'Speed', quote: 'Old.', reason: 'misread', createdAt: '2026-11-23T00:00:00.000Z', applies: false },
      ],
    };
    const csv = toCsv(reviewed).trimEnd().split('\r\n');
    expect(csv[4]).toBe(`"'=HYPERLINK(""evil"")",Price,3,high,set by the author,7,The licence costs extra.`);
    const text = toMarkdown(reviewed);
    expect(text).toContain('3.0 (reviewed by the author: was 7.0)');
    expect(text).toContain('## Reviews by the author');
    expect(text).toContain('set the score to 3.0; reviewed by the author: was 7.0 — The licence costs extra.');
    expect(text).toContain('Gone · Speed: rejected “Old.” (misread); no longer applies');
  });

  it('Markdown lists under each item every statement behind each score, with its source number and how it counted', () => {
    const speed: DimensionResult = {
      ...dim(3.2, 'slow', 'medium'),
      evidence: [
        { sourceIndex: 1, quote: 'Builds take *ages* on the [free] tier.', reading: { effect: -0.8, because: ["about the item: 'it'"] } },
        { sourceIndex: 0, quote: 'Fast enough for a side project.', reading: { effect: 0.31, because: [] } },
      ],
      evidenceNotShown: 2,
    };
    const b = comparison.items[1];
    const text = toMarkdown({ ...comparison, items: [comparison.items[0], { ...b, dimensions: { ...b.dimensions, Speed: speed } }] });
    const evidence = text.slice(text.lastIndexOf('HYPERLINK'));
    expect(evidence).toContain('**Evidence behind each score**');
    expect(evidence).toContain('- **Speed**: 3.2 / 10, medium confidence');
    // the quote shown literally, numbered by the item's own sources listed after it
    expect(evidence).toContain("  - “Builds take \\*ages\\* on the \\[free\\] tier.” \\[2\\] — lowers the score (−0.8), because about the item: 'it'");
    expect(evidence).toContain('  - “Fast enough for a side project.” \\[1\\] — raises the score (+0.3)');
    expect(evidence).toContain('  - 2 more statements counted toward the score but are not stored: the weakest, past the 2 kept per cell.');
    expect(evidence.indexOf('**Evidence behind each score**')).toBeLessThan(evidence.indexOf('**Sources**'));
    // a cell without evidence says so instead of showing its placeholder 5
    expect(text).toContain('- **Price**: not enough evidence');
  });
});
