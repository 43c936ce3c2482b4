import type { AnalystInput, EvidenceSource } from '@juxta/research';
import { wordTokens } from '@juxta/research';
import { aspectSegments } from './aspect-segments';
import { ExtractiveAnalyst } from './extractive-analyst';

/*
 * Which sentence (or part of one) is evidence for which dimension of which item. Sentences are
 * written for these tests about invented products.
 */
function source(text: string, title = 'Review'): EvidenceSource {
  return { title, url: `https://example.test/${encodeURIComponent(title)}`, snippet: '', text, provider: 'corpus' };
}

async function analyse(item: string, items: string[], dimensions: string[], texts: (string | EvidenceSource)[]) {
  const input: AnalystInput = {
    item,
    items,
    dimensions,
    category: 'other',
    evidence: { item, sources: texts.map((t) => (typeof t === 'string' ? source(t) : t)) },
  };
  return (await new ExtractiveAnalyst().analyze(input)).dimensions;
}
const quotes = (v: { evidence: { quote: string }[] }) => v.evidence.map((e) => e.quote);

describe('aspect segments', () => {
  const segments = (text: string) => {
    const tokens = wordTokens(text);
    return aspectSegments(text, tokens, 0, tokens.length).map((s) => text.slice(tokens[s.start].start, tokens[s.end - 1].end));
  };

  it('splits where a new statement starts', () => {
    expect(segments('The battery lasts a week, and the screen is dim')).toEqual(['The battery lasts a week', 'and the screen is dim']);
    expect(segments('Setup is quick but the app crashes')).toEqual(['Setup is quick', 'but the app crashes']);
  });

  it('keeps lists and phrases whole', () => {
    expect(segments('It is light and compact')).toEqual(['It is light and compact']);
    expect(segments('Cheap, fast and quiet')).toEqual(['Cheap, fast and quiet']);
  });
});

describe('a sentence is evidence for the dimensions it speaks about', () => {
  const items = ['Velora', 'Brisko'];

  it('gives each part of a sentence to its own aspect', async () => {
    const text = 'The Velora battery lasts a full week, and the screen is dim and grainy.';
    const dims = await analyse('Velora', items, ['Battery life', 'Display'], [text]);
    expect(dims['Battery life'].score).toBeGreaterThan(5);
    expect(dims['Display'].score).toBeLessThan(5);
  });

  it('does not file a strongly worded sentence under an aspect it only brushes', async () => {
    const text = 'Sharding across clusters is the weak spot of Velora: scaling out is not built in and replicas lag far behind.';
    const dims = await analyse('Velora', items, ['Scalability', 'Features', 'Reliability'], [text]);
    expect(quotes(dims['Scalability'])).toContain(text);
    expect(quotes(dims['Features'])).toEqual([]);
    expect(dims['Features'].confidence).toBe('none');
    expect(quotes(dims['Reliability'])).toEqual([]);
  });

  it('lets a part that names no aspect go on about the one before it', async () => {
    const text = 'The Velora runs for thirty hours, and it recharges fully in twenty minutes.';
    const dims = await analyse('Velora', items, ['Battery life', 'Price'], [text]);
    expect(quotes(dims['Battery life'])).toContain(text);
    expect(dims['Price'].confidence).toBe('none');
  });
});
