import type { ComparisonRequest } from '@juxta/contracts';
import { ResearchEngine, type AnalystInput, type EvidenceSource, type SearchHit, type SearchProvider, type SearchQuery } from '@juxta/research';
import { ExtractiveAnalyst } from '../src/extractive-analyst';
import { MAX_SET_ASIDE } from '../src/aggregate/statements-stage';

// What a user sees of "why this score": every quote's reading (its effect and the rules that
// decided it, in words) and the sentences the reader set aside for the cell, with why.

const ITEMS = ['Zorblax', 'Quintera'];

function source(text: string): EvidenceSource {
  return { title: 'Notes', url: 'https://example.test/notes', snippet: '', text, provider: 'corpus' };
}

function input(item: string, text: string, dimensions = ['Performance']): AnalystInput {
  return { item, items: ITEMS, dimensions, category: 'databases', evidence: { item, sources: [source(text)] } };
}

const analyst = new ExtractiveAnalyst();

describe('the reading of each quote', () => {
  it('names the rival, a softened opposite, an intensifier and a hedge, with each quote’s signed effect', async () => {
    const text = 'Zorblax is far from slow and much faster than Quintera. Quintera reportedly runs fast.';
    const cell = (await analyst.analyze(input('Quintera', text))).dimensions.Performance;
    const rival = cell.evidence.find((e) => e.quote.startsWith('Zorblax'));
    expect(rival?.reading?.effect).toBeLessThan(0);
    expect(rival?.reading?.because).toEqual(expect.arrayContaining(["about the rival: 'than Quintera'", "intensified: 'much' ('faster' +3)"]));
    const reported = cell.evidence.find((e) => e.quote.startsWith('Quintera'));
    expect(reported?.reading).toEqual({ effect: 1, because: ["only reported: 'reportedly' ×0.5", "'fast' +2"] });
    const own = (await analyst.analyze(input('Zorblax', text))).dimensions.Performance.evidence[0];
    expect(own.reading?.because).toContain("softened opposite: 'far from' ('slow' +1)");
  });

  it('says when a word is negated and when the verdict is the clause after a turn', async () => {
    const cell = (await analyst.analyze(input('Zorblax', 'Zorblax is not fast. It was slow at first, but Zorblax is fast now.'))).dimensions.Performance;
    const negated = cell.evidence.find((e) => e.quote === 'Zorblax is not fast.');
    expect(negated?.reading).toEqual({ effect: -2, because: ["negated: 'not' ('fast' -2)"] });
    const turned = cell.evidence.find((e) => e.quote.startsWith('It was slow'));
    expect(turned?.reading?.because).toEqual(expect.arrayContaining(["after a turn: 'but' ×1.5", 'the lesser side of a contrast ×0.5']));
  });

  it('adds the amounts compared across the items to the quotes that stated them', async () => {
    const texts = ['Zorblax costs $10 per month.', 'Quintera costs $20 per month.'];
    const analyses = await Promise.all(ITEMS.map((item, i) => analyst.analyze(input(item, texts[i], ['Price']))));
    const compared = await analyst.compareItems({
      items: ITEMS,
      dimensions: ['Price'],
      category: 'databases',
      evidence: ITEMS.map((item, i) => ({ item, sources: [source(texts[i])] })),
      analyses,
    });
    const cheaper = compared[0].Price.evidence[0].reading;
    expect(cheaper?.effect).toBeGreaterThan(0);
    expect(cheaper?.because.some((r) => r.startsWith('amount: 10 against 20 for Quintera (lower is better)'))).toBe(true);
  });
});

describe('the sentences set aside for a cell', () => {
  it('lists a sentence on the dimension about the other item, with why', async () => {
    const cell = (await analyst.analyze(input('Quintera', 'Quintera is fast. Zorblax is really quick to start.'))).dimensions.Performance;
    expect(cell.setAside).toEqual([{ sourceIndex: 0, quote: 'Zorblax is really quick to start.', why: "about another item: 'Zorblax'" }]);
  });

  it(`keeps at most ${MAX_SET_ASIDE} per cell, also where nothing counted`, async () => {
    const text = Array.from({ length: 8 }, (_, i) => `Zorblax is fast on test ${i + 1}.`).join(' ');
    const cell = (await analyst.analyze(input('Quintera', text))).dimensions.Performance;
    expect(cell.confidence).toBe('none');
    expect(cell.setAside).toHaveLength(MAX_SET_ASIDE);
  });
});

class OneDocument implements SearchProvider {
  readonly name = 'corpus';
  readonly needsPageReader = false;
  async search(query: SearchQuery): Promise<SearchHit[]> {
    const content =
      query.item === 'Zorblax'
        ? 'Zorblax is not fast. Zorblax is far from slow under load, and much faster than Quintera. Quintera is quick to start.'
        : 'Quintera is slow under load. Quintera is not reliable.';
    return [{ title: `${query.item} review`, url: `https://example.test/${query.item}`, snippet: content.slice(0, 80), content, provider: this.name }];
  }
}

describe('a comparison researched with the reader', () => {
  it('keeps every quote’s reading and the cell’s set-aside sentences through the engine’s checks', async () => {
    const request: ComparisonRequest = { items: ITEMS, dimensions: ['Performance', 'Reliability'] };
    const result = await new ResearchEngine({ searchProviders: [new OneDocument()], analyst }).run(request);
    const evidence = result.items.flatMap((item) => Object.values(item.dimensions).flatMap((d) => d.evidence));
    expect(evidence.length).toBeGreaterThan(0);
    for (const e of evidence) expect(e.reading?.because.length).toBeGreaterThan(0);
    const zorblax = result.items[0].dimensions.Performance;
    expect(zorblax.setAside?.map((s) => s.quote)).toContain('Quintera is quick to start.');
  });
});
