import { type ComparisonRequest, rankByWeights, type ResearchOutcome } from '@juxta/contracts';
import { productLineNames, ResearchEngine, type SearchHit, type SearchProvider, type SearchQuery } from '@juxta/research';
import { ExtractiveAnalyst } from '../src/extractive-analyst';

/**
 * Seeded comparisons about invented items (no real-world knowledge can leak in), each with the
 * verdict a careful reader would give: who has evidence on what, and so what can be decided.
 */
interface Doc {
  title: string;
  url: string;
  content: string;
}

const READERS: Doc[] = [
  {
    title: 'Lumio Reader review',
    url: 'https://gadgets.example/lumio',
    content: [
      'The Lumio Reader is an e-reader with a six inch screen.',
      'The Lumio Reader is cheap, and at $89 it is very affordable.',
      'Its battery is weak: the Lumio Reader needs charging every three days.',
      'The display of the Lumio Reader is sharp and bright.',
    ].join(' '),
  },
  {
    title: 'Lumio Reader long-term test',
    url: 'https://reviews.example/lumio-long-term',
    content: [
      'After a year the Lumio Reader still feels like a bargain, an inexpensive device that does the job.',
      'Battery life on the Lumio Reader is poor, and it drains quickly with the light on.',
      'The Lumio Reader display is crisp, with excellent contrast.',
    ].join(' '),
  },
  {
    title: 'Pagewise Reader review',
    url: 'https://gadgets.example/pagewise',
    content: [
      'The Pagewise Reader is a premium e-reader.',
      'The Pagewise Reader is expensive: it costs $249.',
      'Battery life is superb, and the Pagewise Reader lasts six weeks on a charge.',
      'The Pagewise Reader display is sharp and easy on the eyes.',
    ].join(' '),
  },
  {
    title: 'Pagewise Reader long-term test',
    url: 'https://reviews.example/pagewise-long-term',
    content: [
      'The Pagewise Reader is overpriced for what it does, and the price is hard to justify.',
      'Its battery is excellent: the Pagewise Reader easily lasts a month of reading.',
      'The display on the Pagewise Reader is crisp and clear.',
    ].join(' '),
  },
];

const DATABASES: Doc[] = [
  {
    title: 'Zorblax: an overview',
    url: 'https://docs.example/zorblax',
    content: [
      'Zorblax is an open-source relational database.',
      'Zorblax is remarkably fast, and it keeps latency low under heavy load.',
      'The enterprise licence is expensive: a subscription costs $4,000 per year.',
      'Zorblax rarely crashes, and its replication has proven reliable in production.',
    ].join(' '),
  },
  {
    title: 'Quintera in practice',
    url: 'https://blog.example/quintera',
    content: ['Quintera is a lightweight document database.', 'Quintera is slow under load.', 'Quintera is free and cheap to run.'].join(' '),
  },
];

class SeededCorpus implements SearchProvider {
  readonly name = 'corpus';
  readonly needsPageReader = false;
  constructor(private readonly docs: readonly Doc[]) {}

  async search(query: SearchQuery): Promise<SearchHit[]> {
    const item = query.item.toLowerCase();
    return this.docs
      .filter((d) => `${d.title} ${d.content}`.toLowerCase().includes(item))
      .slice(0, query.limit)
      .map((d) => ({ title: d.title, url: d.url, snippet: d.content.slice(0, 120), content: d.content, provider: this.name }));
  }
}

function research(docs: readonly Doc[], request: ComparisonRequest): Promise<ResearchOutcome> {
  return new ResearchEngine({ searchProviders: [new SeededCorpus(docs)], analyst: new ExtractiveAnalyst() }).run(request);
}

const readers = { items: ['Lumio Reader', 'Pagewise Reader'], dimensions: ['Price', 'Battery life', 'Display', 'Build quality'] };

/** The seeded comparisons the "never contradicts the table" rule is checked over. */
const SEEDED: [string, Doc[], ComparisonRequest][] = [
  ['e-readers', READERS, readers],
  ['e-readers on a budget', READERS, { ...readers, query: 'for reading in the bath on a budget' }],
  ['e-readers, battery first', READERS, { ...readers, weights: { 'Battery life': 5 } }],
  ['databases with one-sided evidence', DATABASES, { items: ['Zorblax', 'Quintera'] }],
  ['an item with no evidence at all', DATABASES, { items: ['Zorblax', 'Nowhere DB'] }],
];

describe('honest verdicts over seeded comparisons (extractive analyst + engine)', () => {
  it('reads an item without evidence as unknown, never as the loser', async () => {
    const outcome = await research(DATABASES, { items: ['Zorblax', 'Nowhere DB'] });
    expect(outcome.verdict?.decidedDimensions).toEqual([]);
    expect(outcome.verdict?.winner).toBeNull();
    expect(outcome.items.map((i) => i.overallScore)).toEqual([5, 5]);
    expect(outcome.verdict?.dimensions.every((d) => d.explanation.startsWith('Not enough evidence'))).toBe(true);
    expect(`${outcome.summary} ${outcome.recommendation}`).not.toMatch(/Zorblax (leads|comes out ahead|is the better)/);
    expect(outcome.recommendation).toContain('not enough evidence to recommend one');
    // The missing item is named, with what to do about it, instead of a generic hint.
    expect(outcome.summary).toMatch(/^No evidence was found for Nowhere DB, so nothing can be compared with it/);
    expect(outcome.recommendation).toContain('Add a source for Nowhere DB and rerun.');
  });

  it('uses only the dimensions every item has evidence on, and says which', async () => {
    const outcome = await research(DATABASES, { items: ['Zorblax', 'Quintera'] });
    const verdict = outcome.verdict!;
    for (const d of verdict.dimensions) {
      const both = outcome.items.every((i) => i.dimensions[d.dimension].confidence !== 'none');
      expect(d.decided).toBe(both);
    }
    expect(verdict.decidedDimensions.length).toBeGreaterThan(0);
    expect(outcome.summary).toContain(`on the ${verdict.decidedDimensions.length} compared dimension`);
    const undecided = verdict.dimensions.filter((d) => !d.decided).map((d) => d.dimension.toLowerCase());
    expect(outcome.summary).toContain(`There is not enough evidence to compare them on`);
    for (const d of undecided) expect(outcome.summary).toContain(d);
  });

  it('changes the ranking with the weights, and says when weights decided it', async () => {
    const byPrice = await research(READERS, { ...readers, weights: { Price: 5 } });
    const byBattery = await research(READERS, { ...readers, weights: { 'Battery life': 5 } });
    expect(byPrice.verdict?.winner).toBe('Lumio Reader');
    expect(byBattery.verdict?.winner).toBe('Pagewise Reader');
    expect(byBattery.verdict?.weightReasons).toEqual([{ dimension: 'Battery life', weight: 5, reason: 'your weight' }]);
  });

  it('answers the question in the first sentence from its needs, with the weights the question raised', async () => {
    const outcome = await research(READERS, { ...readers, query: 'for reading in the bath on a budget' });
    // "In the bath" asks for water resistance, which no source speaks of: said, not picked on.
    expect(outcome.dimensions).toContain('Water resistance');
    expect(outcome.summary).toMatch(
      /^For reading in the bath on a budget: Lumio Reader leads on price; the sources say nothing about water resistance for Lumio Reader or Pagewise Reader\. Across every compared dimension, Lumio Reader comes out ahead: it leads on price \(weighted ×3: “budget” in your question\)/,
    );
    expect(outcome.verdict?.weightReasons).toContainEqual({ dimension: 'Price', weight: 3, reason: '“budget” in your question' });
    expect(outcome.verdict?.weightReasons).toContainEqual({ dimension: 'Water resistance', weight: 3, reason: '“in the bath” in your question' });
    expect(outcome.verdict?.dimensions.find((d) => d.dimension === 'Water resistance')).toMatchObject({ decided: false, confidence: 'none' });
  });

  it('names the decisive evidence and how sure it is', async () => {
    const outcome = await research(READERS, { ...readers, weights: { 'Battery life': 5 } });
    const battery = outcome.verdict!.dimensions.find((d) => d.dimension === 'Battery life')!;
    expect(battery).toMatchObject({ decided: true, leader: 'Pagewise Reader' });
    expect(battery.explanation).toMatch(/^4 pages from 2 independent sources \(2 about Lumio Reader, 2 about Pagewise Reader\); all agree on the order/);
    expect(outcome.summary).toContain(`On battery life, Pagewise Reader leads`);
    expect(outcome.summary).toContain(battery.decisive!.quote);
  });

  it.each(SEEDED)('never contradicts the table: %s', async (_name, docs, request) => {
    const outcome = await research(docs, request);
    const verdict = outcome.verdict!;
    const text = `${outcome.summary} ${outcome.recommendation}`;
    const first = rankByWeights(outcome.items, verdict.decidedDimensions, verdict.weights)[0];
    if (verdict.winner) {
      // The recommended item is the table's first on the decided dimensions, with the weights.
      expect(verdict.winner).toBe(first.name);
      expect(outcome.recommendation).toContain(`${verdict.winner} is the better all-round choice`);
      expect(outcome.items.find((i) => i.name === verdict.winner)!.overallScore).toBe(first.overall);
    } else {
      expect(text).not.toMatch(/comes out ahead|better all-round choice/);
    }
    for (const other of outcome.items.filter((i) => i.name !== verdict.winner)) {
      expect(text).not.toContain(`${other.name} comes out ahead`);
      expect(text).not.toContain(`${other.name} is the better all-round choice`);
    }
    // A lead is only ever claimed on a decided dimension, by the item the verdict names.
    for (const [, dimension, leader] of text.matchAll(/On ([^,]+), ([^(]+?) leads \(/g)) {
      const decision = verdict.dimensions.find((d) => d.dimension.toLowerCase() === dimension.toLowerCase());
      expect(decision).toMatchObject({ decided: true, leader });
    }
  });
});

describe('a model name (extractive analyst + engine)', () => {
  it('uses its product line’s evidence, labelled as such', async () => {
    // The seeded corpus answers for the line the way the corpus provider does (productLineNames).
    const exact = await research(READERS, { items: ['Lumio Reader', 'Pagewise Reader'], dimensions: ['Price'] });
    expect(exact.items[0].evidenceScope).toBeUndefined();
    const model = await new ResearchEngine({ searchProviders: [new LineCorpus(READERS)], analyst: new ExtractiveAnalyst() }).run({
      items: ['Lumio Reader Signature Edition', 'Pagewise Reader'],
      dimensions: ['Price', 'Battery life'],
    });
    const lumio = model.items[0];
    expect(lumio.sources.length).toBeGreaterThan(0);
    expect(lumio.evidenceScope).toBe('about the Lumio Reader line');
    expect(lumio.dimensions.Price.confidence).not.toBe('none');
    expect(model.items[1].evidenceScope).toBeUndefined();
  });
});

/** Like SeededCorpus, but a model also finds its line's documents, as the corpus provider does. */
class LineCorpus extends SeededCorpus {
  override async search(query: SearchQuery): Promise<SearchHit[]> {
    const names = [query.item, ...productLineNames(query.item)];
    const hits = await Promise.all(names.map((item) => super.search({ ...query, item })));
    return hits.flat().filter((h, i, all) => all.findIndex((o) => o.url === h.url) === i).slice(0, query.limit);
  }
}
