import Sentiment from 'sentiment';
import type { AnalystInput, EvidenceSource } from '@juxta/research';
import { readSentiment } from '../../src/polarity/domain-sentiment';
import { confidenceOf, sentimentScore } from '../../src/aggregate/dimension-scoring';
import { ExtractiveAnalyst } from '../../src/extractive-analyst';

function source(text: string, title = 'Notes'): EvidenceSource {
  return { title, url: `https://example.test/${encodeURIComponent(title)}`, snippet: '', text, provider: 'corpus' };
}

function input(item: string, texts: (string | EvidenceSource)[], dimensions = ['Performance', 'Cost']): AnalystInput {
  return {
    item,
    items: ['Zorblax', 'Quintera'],
    dimensions,
    category: 'databases',
    evidence: { item, sources: texts.map((t) => (typeof t === 'string' ? source(t) : t)) },
  };
}

const analyst = new ExtractiveAnalyst();
const score = async (item: string, texts: string[], dimension = 'Performance') =>
  (await analyst.analyze(input(item, texts))).dimensions[dimension];

describe('ExtractiveAnalyst', () => {
  it('reads "A is faster than B" as good for A and bad for B', async () => {
    const text = ['Zorblax is faster than Quintera.'];
    expect((await score('Zorblax', text)).score).toBeGreaterThan(5);
    expect((await score('Quintera', text)).score).toBeLessThan(5);
  });

  it('reads "B is slower than A" and "B is not as fast as A" the same way', async () => {
    for (const text of ['Quintera is slower than Zorblax.', 'Quintera is not as fast as Zorblax.', 'Compared to Quintera, Zorblax is quicker.']) {
      expect((await score('Zorblax', [text])).score).toBeGreaterThan(5);
      expect((await score('Quintera', [text])).score).toBeLessThan(5);
    }
  });

  it('reads past the compared thing but not into it', async () => {
    expect((await score('Zorblax', ['Zorblax is slower than the excellent Quintera.'])).score).toBeLessThan(5);
    const cost = await score('Zorblax', ['Zorblax is faster than most rivals, and it is very cheap.'], 'Cost');
    expect(cost.score).toBeGreaterThan(5);
  });

  it('gives each item its own clause', async () => {
    const text = ['Zorblax is fast, while Quintera is slow.', 'Quintera is cheap but Zorblax is expensive.'];
    expect((await score('Zorblax', text)).score).toBeGreaterThan(5);
    expect((await score('Quintera', text)).score).toBeLessThan(5);
    expect((await score('Zorblax', text, 'Cost')).score).toBeLessThan(5);
    expect((await score('Quintera', text, 'Cost')).score).toBeGreaterThan(5);
  });

  it('splits the sentiment of one sentence between its dimensions', async () => {
    const result = await analyst.analyze(input('Zorblax', ['Zorblax is fast but expensive.']));
    expect(result.dimensions.Performance.score).toBeGreaterThan(5);
    expect(result.dimensions.Cost.score).toBeLessThan(5);
  });

  it('understands negation', async () => {
    expect((await score('Zorblax', ['Zorblax is not slow.'])).score).toBeGreaterThan(5);
    expect((await score('Zorblax', ['Zorblax is not cheap.'], 'Cost')).score).toBeLessThan(5);
    expect((await score('Zorblax', ['Zorblax rarely crashes under load.'])).score).toBeGreaterThanOrEqual(5);
  });

  it('follows the subject into the next sentence, and ignores sentences about other items', async () => {
    expect((await score('Zorblax', ['Zorblax is a database. It is very fast.'])).score).toBeGreaterThan(5);
    const other = await score('Zorblax', ['Quintera is very fast.']);
    expect(other.confidence).toBe('none');
  });

  it('attributes unnamed sentences to the item a page is about', async () => {
    const page = source('It is blazing fast. The licence is expensive.', 'Zorblax review');
    const result = await analyst.analyze(input('Zorblax', [page]));
    expect(result.dimensions.Performance.score).toBeGreaterThan(5);
    expect(result.dimensions.Cost.score).toBeLessThan(5);
    const forOther = await analyst.analyze(input('Quintera', [page]));
    expect(forOther.dimensions.Performance.confidence).toBe('none');
  });

  it('uses a heading to place sentences that name no dimension', async () => {
    const page = source('# Zorblax performance\n\nIt is excellent in every test we ran.', 'Zorblax');
    expect((await analyst.analyze(input('Zorblax', [page]))).dimensions.Performance.score).toBeGreaterThan(5);
  });

  it('makes an item named in a heading the subject of its section', async () => {
    const page = source('## Quintera\n\nIt is slow.\n\nIt is expensive.\n\n## Zorblax\n\nIt is fast.', 'Databases compared');
    const z = await analyst.analyze(input('Zorblax', [page]));
    const q = await analyst.analyze(input('Quintera', [page]));
    expect(z.dimensions.Performance.score).toBeGreaterThan(5);
    expect(z.dimensions.Cost.confidence).toBe('none');
    expect(q.dimensions.Performance.score).toBeLessThan(5);
    expect(q.dimensions.Cost.score).toBeLessThan(5);
  });

  it('does not hand sentences about another named thing to the item', async () => {
    const page = source('Zorblax is a database. MariaDB is very fast and cheap. It is also reliable.', 'Zorblax');
    const result = await analyst.analyze(input('Zorblax', [page]));
    expect(result.dimensions.Performance.confidence).toBe('none');
    expect(result.dimensions.Cost.confidence).toBe('none');
  });

  it('shrinks thin evidence toward 5 and grows more confident with agreement', async () => {
    const one = await score('Zorblax', ['Zorblax is fast.']);
    const many = await analyst.analyze(
      input('Zorblax', [source('Zorblax is fast. Zorblax has low latency and great throughput.'), source('Zorblax is quick. Zorblax is snappy.')]),
    );
    expect(one.score).toBeGreaterThan(5);
    expect(many.dimensions.Performance.score).toBeGreaterThan(one.score);
    expect(one.confidence).toBe('low');
    expect(many.dimensions.Performance.confidence).toBe('high');
    expect(sentimentScore([])).toBe(5);
    expect(sentimentScore([2])).toBeLessThan(sentimentScore([2, 2, 2]));
    expect(sentimentScore([100, 100, 100, 100, 100, 100])).toBeLessThanOrEqual(9.5);
    expect(confidenceOf([])).toBe('none');
  });

  it('cites exact sentences and gives none without evidence', async () => {
    const result = await analyst.analyze(input('Zorblax', ['Zorblax is fast.   It costs $5 per month.'], ['Performance', 'Cost', 'Privacy']));
    expect(result.dimensions.Performance.evidence).toEqual([{ sourceIndex: 0, quote: 'Zorblax is fast.', reading: { effect: 2, because: ["'fast' +2"] } }]);
    expect(result.dimensions.Cost.evidence).toEqual([
      { sourceIndex: 0, quote: 'It costs $5 per month.', reading: { effect: 0, because: ['about cost, with no word of praise or blame'] } },
    ]);
    expect(result.dimensions.Privacy).toMatchObject({ confidence: 'none', score: 5, evidence: [] });
  });

  it('picks short, exact sentences as pros and cons', async () => {
    const long = `Zorblax is fast ${'and very fast '.repeat(20)}indeed.`;
    const result = await analyst.analyze(input('Zorblax', [`Zorblax is fast. Zorblax is expensive. ${long}`]));
    expect(result.pros).toEqual(['Zorblax is fast.']);
    expect(result.cons).toEqual(['Zorblax is expensive.']);
    expect(result.dimensions.Performance.evidence.map((e) => e.quote)).toContain(long);
  });

  it('describes the item with a definition when there is one', async () => {
    const result = await analyst.analyze(input('Zorblax', ['Zorblax has been around since 2004 in many shops. Zorblax is a relational database for analytics.']));
    expect(result.description).toBe('Zorblax is a relational database for analytics.');
  });

  it('reports each dimension it scores and honours the signal', async () => {
    const seen: string[] = [];
    await analyst.analyze(input('Zorblax', ['Zorblax is fast.']), undefined, { onDimension: (d) => seen.push(d) });
    expect(seen).toEqual(['Performance', 'Cost']);
    await expect(analyst.analyze(input('Zorblax', []), AbortSignal.abort())).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('is deterministic', async () => {
    const texts = ['Zorblax is faster than Quintera.', 'Quintera is cheaper. Zorblax is expensive but reliable.'];
    expect(await analyst.analyze(input('Zorblax', texts))).toEqual(await analyst.analyze(input('Zorblax', texts)));
  });
});

describe('domain sentiment', () => {
  it('scores product words and leaves the shared English lexicon alone', () => {
    expect(readSentiment('It is fast').score).toBeGreaterThan(0);
    expect(readSentiment('It is very slow').score).toBeLessThan(readSentiment('It is slow').score);
    expect(readSentiment('It supports JSON, like the others').score).toBe(0);
    expect(readSentiment('Excel is excellent', new Set(['excel', 'excellent'])).score).toBe(0);
    expect(new Sentiment().analyze('fast cheap').score).toBe(0);
  });
});
