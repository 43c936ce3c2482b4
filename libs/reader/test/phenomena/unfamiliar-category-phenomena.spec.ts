import type { AnalystInput, EvidenceSource, ItemAnalysis } from '@juxta/research';
import { ExtractiveAnalyst } from '../../src/extractive-analyst';

/*
 * Analyst v5: reviews of categories the vocabularies were not written for (boats, clothing, pet
 * food, office machines). Every sentence is invented, about two invented items; each test names
 * the phenomenon, none depends on one exact sentence of the evaluation set.
 */
const ITEMS = ['Velora', 'Brisko'];

function source(text: string, title = 'Review'): EvidenceSource {
  return { title, url: `https://example.test/${encodeURIComponent(title)}`, snippet: '', text, provider: 'corpus' };
}

function input(item: string, texts: string[], dimensions: string[]): AnalystInput {
  return { item, items: ITEMS, dimensions, category: 'other', evidence: { item, sources: texts.map((t) => source(t)) } };
}

const analyst = new ExtractiveAnalyst();
async function verdict(item: string, texts: string[], dimension: string, dimensions: string[] = [dimension]) {
  return (await analyst.analyze(input(item, texts, dimensions))).dimensions[dimension];
}

/** Analyses both items from one shared page, then weighs them against each other. */
async function compared(text: string, dimensions: string[]) {
  const evidence = ITEMS.map((item) => ({ item, sources: [source(text)] }));
  const analyses: ItemAnalysis[] = [];
  for (const e of evidence) analyses.push(await analyst.analyze({ item: e.item, items: ITEMS, dimensions, category: 'other', evidence: e }));
  return analyst.compareItems({ items: ITEMS, dimensions, category: 'other', evidence, analyses });
}

/** The first item (Velora) scores above the second on `dimension`, both weighed from one shared page. */
async function expectFirstAhead(text: string, dimension: string): Promise<void> {
  const table = await compared(text, [dimension]);
  expect(table[0][dimension].score).toBeGreaterThan(table[1][dimension].score);
}

describe('a word in another sense is no evidence, so the cell stays at 5 with no quote', () => {
  it.each([
    // "friendly" is said of people; a friend is no user interface.
    ['The Velora weighs 27 kg, and I needed a trolley or a friend every single time.', 'Ease of use'],
    ['The staff at the Velora shop were friendly and patient.', 'Ease of use'],
    // "picked up a …" acquires a thing; it learns nothing.
    ['The Velora picked up a dent near the bow in its first month.', 'Ease of use'],
    ['Within a week the Velora had picked up a crack in the lid.', 'Learning curve'],
    // Climbing into or out of something is getting in, not a machine on a hill.
    ['After six hours I climbed out of the Velora without a twinge.', 'Performance'],
    // A stated amount of a nutrient is about nutrition, not flavour ("the richer mix, with 30 % protein").
    ['On paper the Velora is the richer mix, with 30 % protein to the Brisko\'s 20 %.', 'Taste'],
  ])('%s (%s)', async (text, dimension) => {
    const v = await verdict('Velora', [text], dimension, [dimension, 'Durability', 'Comfort', 'Nutrition', 'Portability']);
    expect(v.confidence).toBe('none');
    expect(v.score).toBe(5);
    expect(v.evidence).toEqual([]);
  });

  it('still reads the compound and the learning sense', async () => {
    expect((await verdict('Velora', ['The Velora\'s menus are clear and user-friendly.'], 'Ease of use')).score).toBeGreaterThan(5);
    expect((await verdict('Velora', ['Most people pick up the Velora in an afternoon.'], 'Learning curve')).confidence).not.toBe('none');
  });
});

describe('what happened to a part, said without the aspect word', () => {
  it('reads a snag, a leak and a part that came off as durability, not as the thin material\'s portability', async () => {
    const text = "The Velora's thin shell snagged on a fence and started leaking stuffing, and its zip pull came off in my hand.";
    const dims = ['Durability', 'Portability'];
    const durability = await verdict('Velora', [text], 'Durability', dims);
    expect(durability.score).toBeLessThan(5);
    expect(durability.evidence.map((e) => e.quote)).toContain(text);
    expect((await verdict('Velora', [text], 'Portability', dims)).confidence).toBe('none');
  });

  it('reads harm said to be slight ("nothing worse than a few scratches") as good news', async () => {
    expect((await verdict('Velora', ['The Velora came back from the rocks with nothing worse than a few scratches.'], 'Durability')).score).toBeGreaterThan(5);
  });

  it('reads a gouge picked up by the rival in a ", while the B\'s …" clause as the rival\'s blame', async () => {
    const text = "The Velora's hull shrugged off the rocks with nothing worse than a few scratches, while the Brisko's thinner layup picked up a gouge near the bow.";
    const table = await compared(text, ['Durability', 'Ease of use']);
    expect(table[0].Durability.score).toBeGreaterThan(table[1].Durability.score);
    expect(table[1].Durability.score).toBeLessThan(5);
    expect((await verdict('Brisko', [text], 'Ease of use', ['Durability', 'Ease of use'])).confidence).toBe('none');
  });

  it('reads pain, numbness and warmth as comfort', async () => {
    expect((await verdict('Velora', ['Two hours in the Velora left my feet numb.'], 'Comfort')).score).toBeLessThan(5);
    expect((await verdict('Velora', ['I was toasty in the Velora all morning.'], 'Comfort')).score).toBeGreaterThan(5);
  });
});

describe('"Its …" opening a sentence that then names the rival', () => {
  it('gives the first amount to the item the sentence before was about', async () => {
    const text = 'Ink is where the Brisko bites back. Its cartridges run out after 200 pages and cost £38 a set, while the Velora\'s refill tanks cost £20.';
    await expectFirstAhead(text, 'Price');
  });
});

describe('how a machine does its job, said through what it does', () => {
  const DIMS = ['Performance', 'Reliability', 'Build quality', 'Ease of use', 'Battery life', 'Comfort', 'Price'];
  it.each([
    ['The Velora crawls, and the first page takes an age to appear.', 'Performance', 'below'],
    ['The Velora churns through a long report in a couple of minutes.', 'Performance', 'above'],
    ['The Velora jammed twice in its first week.', 'Reliability', 'below'],
    ['In a year the Velora has never missed a beat.', 'Reliability', 'above'],
    ['The Velora lost its link with the base station twice.', 'Reliability', 'below'],
    ['At full height the Velora is rock steady.', 'Build quality', 'above'],
    ['The Velora sways whenever I lean on it.', 'Build quality', 'below'],
    ['The Velora collapses with one hand.', 'Ease of use', 'above'],
    ['The Velora was up and running in ten minutes.', 'Ease of use', 'above'],
    ['The Velora was up and working on every office desktop within twenty minutes.', 'Ease of use', 'above'],
    // The hyphenated duration is read as one phrase even though compounds are split into words.
    ['Assembling the Velora turned out to be a ten-minute job.', 'Ease of use', 'above'],
    ['On one pack the Velora finished the whole job with a bar to spare.', 'Battery life', 'above'],
    ['The Velora is light and well balanced, so I could hold it above my head all afternoon.', 'Comfort', 'above'],
  ])('%s (%s)', async (text, dimension, side) => {
    const v = await verdict('Velora', [text], dimension, DIMS);
    if (side === 'above') expect(v.score).toBeGreaterThan(5);
    else expect(v.score).toBeLessThan(5);
    expect(v.evidence.map((e) => e.quote)).toContain(text);
  });

  it('reads a fault "exactly once all year" as rare, set against one "about once a week"', async () => {
    const text = 'The Brisko jams about once a week, whereas the Velora has jammed exactly once all year.';
    await expectFirstAhead(text, 'Reliability');
  });

  it('compares runtimes given in minutes', async () => {
    const text = 'I got 34 minutes in the air from one pack of the Velora, against barely 20 from the Brisko.';
    await expectFirstAhead(text, 'Battery life');
  });

  it('gives the first runtime to the item the text was about when the sentence names only the rival, after "against"', async () => {
    const text = 'The Velora, though, stays up far longer. I got 34 minutes in the air from one pack, against barely 20 from the Brisko.';
    await expectFirstAhead(text, 'Battery life');
  });

  it('reads a battery that "gave out" as a short one', async () => {
    const text = 'On one pack the Brisko finished the whole hedge. The Velora gave out two-thirds of the way along.';
    expect((await verdict('Velora', [text], 'Battery life', ['Battery life', 'Performance', 'Comfort'])).score).toBeLessThan(5);
  });
});

describe('figures set against the rival\'s with "to"', () => {
  it('reads "32 % protein to the B\'s 22 %" as more protein for the first item', async () => {
    const text = "On paper the Velora is the better mix, with 32 % protein to the Brisko's 22 %.";
    await expectFirstAhead(text, 'Nutrition');
  });

  it('reads "five weeks between charges to the B\'s two" as the longer battery', async () => {
    const text = "The Velora wins on battery, lasting five weeks between charges to the Brisko's two.";
    await expectFirstAhead(text, 'Battery life');
  });
});

describe('working a thing with one hand or two', () => {
  it('reads needing two hands as harder to use than one', async () => {
    const text = 'The Velora folds with one hand. The Brisko needs two hands, a foot on the lever and usually some swearing.';
    const dims = ['Ease of use', 'Portability'];
    const [velora, brisko] = [await verdict('Velora', [text], 'Ease of use', dims), await verdict('Brisko', [text], 'Ease of use', dims)];
    expect(velora.score).toBeGreaterThan(brisko.score);
    expect(brisko.score).toBeLessThan(5);
    expect(brisko.evidence.map((e) => e.quote)).toContain('The Brisko needs two hands, a foot on the lever and usually some swearing.');
  });
});
