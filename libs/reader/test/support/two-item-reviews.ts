import type { AnalystInput, EvidenceSource, ItemAnalysis } from '@juxta/research';
import { ExtractiveAnalyst } from '../../src/extractive-analyst';

// Phenomenon specs of the extractive analyst: invented sentences about two invented items, read
// the way the engine reads a page (each item analysed alone, then weighed against the other).

/** The two invented items every sentence is about. */
export const ITEMS = ['Velora', 'Brisko'] as const;
export type Item = (typeof ITEMS)[number];

const analyst = new ExtractiveAnalyst();

function source(text: string, title = 'Review'): EvidenceSource {
  return { title, url: `https://example.test/${encodeURIComponent(title)}`, snippet: '', text, provider: 'corpus' };
}

/** One item's verdict on `dimension` from its own pages, with `dimensions` requested. */
export async function verdict(item: Item, texts: string[], dimension: string, dimensions: string[] = [dimension]) {
  const input: AnalystInput = { item, items: [...ITEMS], dimensions, category: 'other', evidence: { item, sources: texts.map((t) => source(t)) } };
  return (await analyst.analyze(input)).dimensions[dimension];
}

/** Analyses both items from one shared page, then weighs them against each other. */
async function compared(text: string, dimensions: string[]) {
  const evidence = ITEMS.map((item) => ({ item, sources: [source(text)] }));
  const analyses: ItemAnalysis[] = [];
  for (const e of evidence) analyses.push(await analyst.analyze({ item: e.item, items: [...ITEMS], dimensions, category: 'other', evidence: e }));
  return analyst.compareItems({ items: [...ITEMS], dimensions, category: 'other', evidence, analyses });
}

/** `first` has evidence and scores above the other item on `dimension`, both weighed from one shared page. */
export async function expectAhead(text: string, dimension: string, first: Item, others: string[] = []): Promise<void> {
  const table = await compared(text, [dimension, ...others]);
  const [winner, loser] = first === 'Velora' ? [table[0], table[1]] : [table[1], table[0]];
  expect(winner[dimension].confidence).not.toBe('none');
  expect(winner[dimension].score).toBeGreaterThan(loser[dimension].score);
}

/** One test per case: the named item comes out ahead on the dimension. */
export function itRanksAhead(cases: readonly (readonly [text: string, dimension: string, first: Item])[]): void {
  it.each(cases.map((c) => [...c]))('%s (%s: %s ahead)', async (text, dimension, first) => {
    await expectAhead(text, dimension, first as Item);
  });
}

/** One test per case: the sentence is no evidence for the dimension (Velora stays at none, no quote). */
export function itFindsNoEvidence(cases: readonly (readonly [text: string, dimension: string])[]): void {
  it.each(cases.map((c) => [...c]))('%s is no evidence for %s', async (text, dimension) => {
    const v = await verdict('Velora', [text], dimension, [dimension, 'Price']);
    expect(v.confidence).toBe('none');
    expect(v.evidence).toEqual([]);
  });
}

/** One test per case: weighed from one shared page, neither item comes out ahead on the dimension. */
export function itRanksNeitherAhead(cases: readonly (readonly [text: string, dimension: string])[]): void {
  it.each(cases.map((c) => [...c]))('%s (%s: neither ahead)', async (text, dimension) => {
    // Weighing changes only the cells of items that both have evidence; otherwise each keeps its own.
    const table = await compared(text, [dimension]);
    const scores = await Promise.all(ITEMS.map(async (item, i) => table[i][dimension]?.score ?? (await verdict(item, [text], dimension)).score));
    expect(scores[0]).toBe(scores[1]);
  });
}
