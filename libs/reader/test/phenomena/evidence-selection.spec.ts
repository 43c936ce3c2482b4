import type { AnalystInput, EvidenceSource, ItemAnalysis } from '@juxta/research';
import { ExtractiveAnalyst } from '../../src/extractive-analyst';

/*
 * Which sentences stand as a cell's evidence: the ones that moved its score, amounts that measure
 * the dimension, and not money phrases that only frame a verdict on something else. Sentences are
 * written for these tests about invented products.
 */
const ITEMS = ['Tovrel', 'Quisk'];

function page(text: string, title = 'Review'): EvidenceSource {
  return { title, url: `https://example.test/${encodeURIComponent(title)}`, snippet: '', text, provider: 'corpus' };
}

function input(item: string, dimensions: string[], sources: EvidenceSource[]): AnalystInput {
  return { item, items: ITEMS, dimensions, category: 'other', evidence: { item, sources } };
}

const quotes = (v: { evidence: { quote: string }[] }) => v.evidence.map((e) => e.quote);

describe('the evidence listed under a score', () => {
  it('quotes the sentences that judged the aspect, and lists one that only names it as read neither way', async () => {
    const text = 'The Tovrel screen is a 6-inch panel. The Tovrel screen is gorgeous and bright.';
    const display = (await new ExtractiveAnalyst().analyze(input('Tovrel', ['Display'], [page(text)]))).dimensions.Display;
    expect(display.score).toBeGreaterThan(5);
    expect(display.summary).toContain('2 statements');
    expect(quotes(display)).toEqual(['The Tovrel screen is gorgeous and bright.']);
    expect(display.setAside?.map((s) => [s.quote, s.why])).toEqual([['The Tovrel screen is a 6-inch panel.', 'read neither way, so it moves no score on display']]);
  });

  it('still quotes a sentence that only names the aspect when nothing judged it', async () => {
    const display = (await new ExtractiveAnalyst().analyze(input('Tovrel', ['Display'], [page('The Tovrel screen is a 6-inch panel.')]))).dimensions.Display;
    expect(display.confidence).not.toBe('none');
    expect(quotes(display)).toEqual(['The Tovrel screen is a 6-inch panel.']);
  });

  it('does not file a sentence under Price for a money phrase that frames another verdict', async () => {
    const text = 'The Tovrel has no proper lights, which is a shame at these prices.';
    const price = (await new ExtractiveAnalyst().analyze(input('Tovrel', ['Price'], [page(text)]))).dimensions.Price;
    expect(price.confidence).toBe('none');
    const cost = (await new ExtractiveAnalyst().analyze(input('Tovrel', ['Cost'], [page("Support is quick, for what it's worth.")]))).dimensions.Cost;
    expect(cost.confidence).toBe('none');
  });
});

describe('amounts compared across items', () => {
  it('does not read minutes that measure something else as a support reply time', async () => {
    const analyst = new ExtractiveAnalyst();
    const both = 'The Tovrel sits a five-minute stroll from the tram stop, and the Quisk is an hour by bus from the old town.';
    const tovrelPages = [page(both, 'Two hotels'), page('The Tovrel staff were friendly.', 'Tovrel stay')];
    const quiskPages = [page(both, 'Two hotels'), page('The Quisk staff were friendly.', 'Quisk stay')];
    const dimensions = ['Support', 'Transport'];
    const evidence = [
      { item: 'Tovrel', sources: tovrelPages },
      { item: 'Quisk', sources: quiskPages },
    ];
    const analyses: ItemAnalysis[] = [];
    for (const e of evidence) analyses.push(await analyst.analyze({ item: e.item, items: ITEMS, dimensions, category: 'other', evidence: e }));
    const [tovrel, quisk] = await analyst.compareItems({ items: ITEMS, dimensions, category: 'other', evidence, analyses });
    expect(quotes(tovrel.Support)).not.toContain(both);
    expect(quotes(quisk.Support)).not.toContain(both);
    expect(tovrel.Support.score).toBe(quisk.Support.score);
  });
});
