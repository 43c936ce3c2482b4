import type { ComparisonRequest, ItemResearch, ResearchOutcome } from '@juxta/contracts';
import { normaliseForQuoting, ResearchEngine, type SearchHit, type SearchProvider, type SearchQuery } from '@juxta/research';
import { ExtractiveAnalyst } from '../../src/extractive-analyst';

/** A tiny corpus about two invented databases, so no real-world knowledge can leak in. */
const DOCS: { title: string; url: string; content: string }[] = [
  {
    title: 'Zorblax: an overview',
    url: 'https://docs.example/zorblax',
    content: [
      'Zorblax is an open-source relational database built for analytics workloads.',
      'Zorblax is remarkably fast, and it keeps latency low even under heavy write load.',
      'In our benchmarks Zorblax answered twice as many queries per second as comparable systems.',
      'The enterprise licence is expensive: a subscription costs $4,000 per year.',
      'Zorblax rarely crashes, and its replication has proven reliable in production.',
    ].join(' '),
  },
  {
    title: 'Quintera in practice',
    url: 'https://blog.example/quintera',
    content: [
      'Quintera is a lightweight document database for small teams.',
      'Quintera is slow under load, and large queries often take seconds to return.',
      'Quintera is free and cheap to run on a single small server.',
      'Setting up Quintera is easy, and most people get started in minutes.',
    ].join(' '),
  },
  {
    title: 'Zorblax vs Quintera',
    url: 'https://review.example/zorblax-vs-quintera',
    content: [
      'We compared the two databases for a month.',
      'Zorblax is much faster than Quintera on every benchmark we ran.',
      'Quintera is cheaper than Zorblax for small deployments.',
      'Both databases store their data in tables.',
    ].join('\n\n'),
  },
  {
    title: 'Blorptastic release notes',
    url: 'https://other.example/blorptastic',
    content: 'Blorptastic is a wonderful, fast and cheap spreadsheet. Nothing here is about databases.',
  },
];

/** Serves the docs that name the queried item, best word overlap first. */
class InMemoryCorpus implements SearchProvider {
  readonly name = 'corpus';
  readonly needsPageReader = false;
  calls = 0;

  async search(query: SearchQuery): Promise<SearchHit[]> {
    this.calls++;
    const item = query.item.toLowerCase();
    const queryWords = query.text.toLowerCase().split(/\W+/).filter(Boolean);
    return DOCS.filter((d) => `${d.title} ${d.content}`.toLowerCase().includes(item))
      .map((d) => ({ d, score: queryWords.filter((w) => d.content.toLowerCase().includes(w)).length }))
      .sort((a, b) => b.score - a.score || a.d.url.localeCompare(b.d.url))
      .slice(0, query.limit)
      .map(({ d }) => ({ title: d.title, url: d.url, snippet: d.content.slice(0, 120), content: d.content, provider: this.name }));
  }
}

function research(request: ComparisonRequest): Promise<ResearchOutcome> {
  const engine = new ResearchEngine({ searchProviders: [new InMemoryCorpus()], analyst: new ExtractiveAnalyst() });
  return engine.run(request);
}

function item(outcome: ResearchOutcome, name: string): ItemResearch {
  const found = outcome.items.find((i) => i.name === name);
  if (!found) throw new Error(`no item ${name}`);
  return found;
}

describe('extractive analyst with the research engine (quality)', () => {
  const request: ComparisonRequest = { items: ['Zorblax', 'Quintera'], query: 'Which database should we use?' };

  it('files invented databases under databases, from the query and the evidence', async () => {
    const outcome = await research(request);
    expect(outcome.category).toBe('databases');
    expect(outcome.dimensions).toEqual(['Performance', 'Scalability', 'Reliability', 'Features', 'Ease of use', 'Cost']);
  });

  it('scores the fast one higher on Performance and the cheap one higher on Cost', async () => {
    const outcome = await research(request);
    const z = item(outcome, 'Zorblax');
    const q = item(outcome, 'Quintera');
    expect(z.dimensions.Performance.score).toBeGreaterThan(q.dimensions.Performance.score);
    expect(z.dimensions.Performance.score).toBeGreaterThan(5);
    expect(q.dimensions.Performance.score).toBeLessThan(5);
    expect(q.dimensions.Cost.score).toBeGreaterThan(z.dimensions.Cost.score);
    expect(q.dimensions.Cost.score).toBeGreaterThan(5);
    expect(z.dimensions.Cost.score).toBeLessThan(5);
    expect(z.dimensions.Reliability.score).toBeGreaterThan(5);
    expect(outcome.summary).toContain('On performance, Zorblax leads');
    expect(outcome.summary).toContain('On cost, Quintera leads');
  });

  it('cites only sentences from the sources, with valid indexes', async () => {
    const outcome = await research(request);
    for (const it of outcome.items) {
      for (const result of Object.values(it.dimensions)) {
        for (const e of result.evidence) {
          expect(e.sourceIndex).toBeGreaterThanOrEqual(0);
          expect(e.sourceIndex).toBeLessThan(it.sources.length);
          const doc = DOCS.find((d) => d.url === it.sources[e.sourceIndex].url);
          expect(normaliseForQuoting(doc?.content ?? '')).toContain(normaliseForQuoting(e.quote));
        }
      }
    }
  });

  it('gives a dimension nobody writes about no confidence, and leaves it out of the overall score', async () => {
    const hints = ['Performance', 'Cost', 'Reliability', 'Ease of use'];
    const without = await research({ ...request, dimensions: hints });
    const withIt = await research({ ...request, dimensions: [...hints, 'Mobile app'] });
    for (const name of ['Zorblax', 'Quintera']) {
      const mobile = item(withIt, name).dimensions['Mobile app'];
      expect(mobile.confidence).toBe('none');
      expect(mobile.score).toBe(5);
      expect(mobile.evidence).toEqual([]);
      expect(item(withIt, name).overallScore).toBe(item(without, name).overallScore);
    }
    expect(withIt.summary).toMatch(/not enough evidence to compare them on [^.]*mobile app/);
  });

  it('uses only sentences that appear verbatim in a source as pros and cons', async () => {
    const outcome = await research(request);
    const points = outcome.items.flatMap((it) => [
      ...it.pros,
      ...it.cons,
      ...Object.values(it.dimensions).flatMap((d) => [...d.pros, ...d.cons]),
    ]);
    expect(points.length).toBeGreaterThan(4);
    for (const point of points) {
      expect(point.length).toBeLessThanOrEqual(240);
      expect(DOCS.some((d) => d.content.includes(point))).toBe(true);
    }
    expect(item(outcome, 'Zorblax').pros).toContain('Zorblax is much faster than Quintera on every benchmark we ran.');
    expect(item(outcome, 'Quintera').cons).toContain('Zorblax is much faster than Quintera on every benchmark we ran.');
  });

  it('describes each item with its first informative sentence', async () => {
    const outcome = await research(request);
    expect(item(outcome, 'Zorblax').description).toBe('Zorblax is an open-source relational database built for analytics workloads.');
    expect(item(outcome, 'Quintera').description).toBe('Quintera is a lightweight document database for small teams.');
  });

  it('is deterministic', async () => {
    const first = await research(request);
    const second = await research(request);
    expect(second).toEqual(first);
  });
});
