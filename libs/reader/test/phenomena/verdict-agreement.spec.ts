import type { AnalystInput, EvidenceSource, ItemAnalysis } from '@juxta/research';
import { ExtractiveAnalyst } from '../../src/extractive-analyst';
import { ITEMS } from '../support/two-item-reviews';

/*
 * A verdict a reader can trust agrees with what it quotes (#32): a cell whose every statement
 * praises the item does not land below 5 because a rival was praised more, and a fault said in
 * words of lack or delay reads as a fault. Invented sentences about invented items.
 */
const analyst = new ExtractiveAnalyst();

function source(text: string, index: number): EvidenceSource {
  return { title: `Review ${index}`, url: `https://example.test/${index}`, snippet: '', text, provider: 'corpus' };
}

/** Each item analysed from its own pages, then the two weighed against each other. */
async function weighed(pages: Record<(typeof ITEMS)[number], string[]>, dimensions: string[]) {
  const evidence = ITEMS.map((item) => ({ item, sources: pages[item].map(source) }));
  const analyses: ItemAnalysis[] = [];
  for (const e of evidence) {
    const input: AnalystInput = { item: e.item, items: [...ITEMS], dimensions, category: 'other', evidence: e };
    analyses.push(await analyst.analyze(input));
  }
  return analyst.compareItems({ items: [...ITEMS], dimensions, category: 'other', evidence, analyses });
}

describe('a score on the side of its quotes', () => {
  it('keeps an item whose praise outweighs its one small fault above 5 when its rival is praised more, and still below the rival', async () => {
    const [velora, brisko] = await weighed(
      {
        Velora: ['Velora is free and open source, a great advantage for small teams.', 'The Velora backup add-on is expensive.'],
        Brisko: ['Brisko is a great bargain and very cheap to run.', 'The Brisko price is excellent value.', 'Brisko is affordable for every team.'],
      },
      ['Cost'],
    );
    expect(velora.Cost.score).toBeGreaterThan(5);
    expect(brisko.Cost.score).toBeGreaterThan(velora.Cost.score);
  });

  it('keeps an item whose faults outweigh its one small praise below 5 when its rival is blamed more', async () => {
    const [velora, brisko] = await weighed(
      {
        Velora: ['The Velora hinge cracked badly after a single drop, a serious flaw.', 'The Velora case is sturdy.'],
        Brisko: ['The Brisko hinge snapped within a week.', 'The Brisko case cracked after one drop and feels fragile.', 'Brisko is flimsy and broke in a bag.'],
      },
      ['Durability'],
    );
    expect(velora.Durability.score).toBeLessThan(5);
    expect(brisko.Durability.score).toBeLessThan(velora.Durability.score);
  });
});
