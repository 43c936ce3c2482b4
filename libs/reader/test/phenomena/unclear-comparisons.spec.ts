import { ITEMS, verdict } from '../support/two-item-reviews';
import { ExtractiveAnalyst } from '../../src/extractive-analyst';

/*
 * Abstain before misleading (#32 item 7): a verdict said of "the former" or "the latter" goes to
 * the item the phrase refers to, not to the name that stands nearest; when the sentence does not
 * name the items it could refer to, the reader cannot tell which one it favours, and the
 * sentence counts for neither, set aside with that reason. A comparison judges the item said to
 * seem so ("A makes B feel slow": B), and a name that qualifies people ("B owners") is not what
 * the clause judges. Invented sentences and items.
 */
async function both(text: string, dimension: string) {
  const analyst = new ExtractiveAnalyst();
  const out = [];
  for (const item of ITEMS) {
    const analysis = await analyst.analyze({ item, items: [...ITEMS], dimensions: [dimension], category: 'other', evidence: { item, sources: [{ title: 'Review', url: 'https://example.test/r', snippet: '', text, provider: 'corpus' }] } });
    out.push(analysis.dimensions[dimension]);
  }
  return out;
}

describe('a verdict said of "the former" or "the latter"', () => {
  it('goes to the first item named for "the former", not to the name just before it', async () => {
    const [velora, brisko] = await both('Between the Velora and the Brisko, the former is far faster.', 'Performance');
    expect(velora.score).toBeGreaterThan(5);
    expect(brisko.score).toBeLessThanOrEqual(5);
  });

  it('goes to the last item named for "the latter"', async () => {
    const [velora, brisko] = await both('We ran the Velora and the Brisko side by side, and the latter was much faster.', 'Performance');
    expect(brisko.score).toBeGreaterThan(5);
    expect(velora.score).toBeLessThanOrEqual(5);
  });

  it('counts for neither when the sentence does not name the items it could mean, and says why it was set aside', async () => {
    const text = 'We tested the Velora against the Brisko for a month. The latter is far faster on big files.';
    const [velora, brisko] = await both(text, 'Performance');
    for (const cell of [velora, brisko]) {
      expect(cell.evidence.map((e) => e.quote)).not.toContain('The latter is far faster on big files.');
      expect(cell.score).toBe(5);
    }
    const aside = await verdict('Velora', [text], 'Performance');
    expect(aside.setAside?.map((s) => s.why)).toContain('unclear which item it favours');
  });

  it('leaves "the first time" and "the second charge" alone', async () => {
    const [velora] = await both('The Velora felt slow the first time I opened a big project.', 'Performance');
    expect(velora.score).toBeLessThan(5);
  });
});

describe('a comparison said with "nowhere near"', () => {
  it('puts the item named after it ahead', async () => {
    const [velora, brisko] = await both('The Velora is nowhere near as fast as the Brisko.', 'Performance');
    expect(brisko.score).toBeGreaterThan(5);
    expect(velora.score).toBeLessThan(5);
  });
});

describe('a comparison said without a word of praise or blame', () => {
  it('reads "in another league" as praise, so the item said to be in it is not ranked behind', async () => {
    const [velora, brisko] = await both('The Brisko is comfortable enough, but the Velora is in another league.', 'Comfort');
    expect(velora.score).toBeGreaterThan(5);
    expect(velora.score).toBeGreaterThanOrEqual(brisko.score);
  });

  it('reads paying a premium for an item as its cost, not as praise', async () => {
    const [, brisko] = await both('You pay a premium for the Brisko over the Velora.', 'Price');
    expect(brisko.score).toBeLessThan(5);
  });
});

describe('the item a comparison judges', () => {
  it('is the one made to seem so, not the one named first ("A makes B feel slow")', async () => {
    const [velora, brisko] = await both('The Velora makes the Brisko feel sluggish.', 'Performance');
    expect(velora.score).toBeGreaterThan(5);
    expect(brisko.score).toBeLessThan(5);
  });

  it('is not the item whose owners are addressed', async () => {
    const [velora, brisko] = await both('Brisko owners will find the Velora sluggish.', 'Performance');
    expect(velora.score).toBeLessThan(5);
    expect(brisko.score).toBeGreaterThanOrEqual(5);
  });
});

describe('a comparison the sentence does not assert', () => {
  it.each([
    ['turned over after the fact', 'I expected the Velora to lag behind the Brisko, but it was the other way round.'],
    ['only expected', 'We assumed the Velora would be faster than the Brisko.'],
    ['a belief given up', 'I thought the Velora was quick until I tried the Brisko.'],
    ['asked', 'Is the Velora really faster than the Brisko?'],
    ['named only to be denied', 'Nobody would call the Velora faster than the Brisko.'],
    // Found on the independent catalogue's second half (eval/constructions/independent-b.json); new sentences.
    ['said to be no different', 'In daily use the Velora is no faster than the Brisko.'],
    ['said to differ too little to matter', "The Velora isn't noticeably faster than the Brisko."],
    ['left open', 'Maybe the Velora is faster than the Brisko, maybe not; it is too soon to say.'],
    ['denied by the next sentence', 'My brother told me the Velora was faster than the Brisko. He was mistaken.'],
    ['asked inside the sentence', "I honestly can't tell you whether the Velora or the Brisko is faster."],
    ['mocked', 'Whoever called the Velora faster than the Brisko never timed them.'],
    ['sarcastic', 'Oh great, the Velora is faster than the Brisko by a whole second a day.'],
  ])('counts for neither item when %s', async (_, text) => {
    const [velora, brisko] = await both(text, 'Performance');
    expect(velora.score).toBe(5);
    expect(brisko.score).toBe(5);
    expect(velora.setAside?.map((s) => s.why)).toContain('unclear which item it favours');
  });

  it('counts an expectation for neither item, compared or not', async () => {
    const [velora] = await both('I went in expecting the Velora to be the sluggish one.', 'Performance');
    expect(velora.score).toBe(5);
  });

  it('still reads an amount capped with "no more than"', async () => {
    const [velora] = await both('The Velora is fast and costs no more than a takeaway.', 'Performance');
    expect(velora.score).toBeGreaterThan(5);
  });

  it('still reads a comparison that merely mentions an expectation', async () => {
    const [velora, brisko] = await both('As expected, the Velora is faster than the Brisko.', 'Performance');
    expect(velora.score).toBeGreaterThan(brisko.score);
  });
});
