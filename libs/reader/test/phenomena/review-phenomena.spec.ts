import type { AnalystInput, EvidenceSource } from '@juxta/research';
import { ExtractiveAnalyst } from '../../src/extractive-analyst';

/*
 * Sentences written the way reviewers write them, about two invented items. Each test names
 * the phenomenon it covers; none depends on one exact sentence.
 */
const ITEMS = ['Velora', 'Brisko'];
const DIMENSIONS = ['Price', 'Battery life', 'Durability', 'Sound quality', 'Reliability', 'Display'];

function source(text: string, title = 'Review'): EvidenceSource {
  return { title, url: `https://example.test/${encodeURIComponent(title)}`, snippet: '', text, provider: 'corpus' };
}

function input(item: string, texts: (string | EvidenceSource)[], items = ITEMS): AnalystInput {
  return {
    item,
    items,
    dimensions: DIMENSIONS,
    category: 'consumer-electronics',
    evidence: { item, sources: texts.map((t) => (typeof t === 'string' ? source(t) : t)) },
  };
}

const analyst = new ExtractiveAnalyst();
async function verdict(item: string, texts: (string | EvidenceSource)[], dimension: string, items = ITEMS) {
  return (await analyst.analyze(input(item, texts, items))).dimensions[dimension];
}
async function both(texts: (string | EvidenceSource)[], dimension: string) {
  return { a: await verdict('Velora', texts, dimension), b: await verdict('Brisko', texts, dimension) };
}

describe('comparatives and superlatives count for both items, with direction', () => {
  it.each([
    ["Velora's sound is far richer than Brisko's.", 'Sound quality', 'Velora'],
    ['Brisko is noticeably pricier than Velora.', 'Price', 'Velora'],
    ['Velora is cheaper than Brisko.', 'Price', 'Velora'],
    ['Brisko runs for forty hours on a charge, twice as long as Velora.', 'Battery life', 'Brisko'],
    ['Unlike Brisko, Velora survived a week of rain without a problem.', 'Durability', 'Velora'],
    ['The Velora could be louder, and Brisko is the better listen.', 'Sound quality', 'Brisko'],
    ["On a long flight the Brisko's battery comfortably outlasts the Velora's.", 'Battery life', 'Brisko'],
    ['At $249 the Velora undercuts the Brisko by a wide margin.', 'Price', 'Velora'],
  ])('%s', async (text, dimension, winner) => {
    const { a, b } = await both([text], dimension);
    const [win, lose] = winner === 'Velora' ? [a, b] : [b, a];
    expect(win.score).toBeGreaterThan(5);
    expect(lose.score).toBeLessThan(5);
    expect(win.evidence.map((e) => e.quote)).toContain(text);
    expect(lose.evidence.map((e) => e.quote)).toContain(text);
  });

  it.each([
    'Nothing else we tested sounds better than the Velora.',
    'Few headphones at any price beat the Velora for sound.',
  ])('reads "%s" as praise for the item compared against', async (text) => {
    expect((await verdict('Velora', [text], 'Sound quality')).score).toBeGreaterThan(5);
  });

  it('reads "the best of the three" as praise for the item named', async () => {
    const { a, b } = await both(['Of the three headphones we tried, the Velora has the best sound.'], 'Sound quality');
    expect(a.score).toBeGreaterThan(5);
    expect(b.confidence).toBe('none');
  });
});

describe('negation, intensifiers and hedges', () => {
  it('reads "far from terrible" as mildly good and "hardly affordable" as bad', async () => {
    const farFrom = await verdict('Velora', ['The Velora speaker is far from terrible.'], 'Sound quality');
    expect(farFrom.evidence).toHaveLength(1);
    expect(farFrom.score).toBeGreaterThan(5);
    expect((await verdict('Velora', ['At that price the Velora is hardly affordable.'], 'Price')).score).toBeLessThan(5);
  });

  it('lets a negation reach past the item\'s name ("would not call the X flimsy")', async () => {
    expect((await verdict('Velora', ['I would not call the Velora flimsy.'], 'Durability')).score).toBeGreaterThan(5);
  });

  it('reads a compound the lexicon does not know by its parts', async () => {
    const text = 'Of the two, the Velora is clearly the better-built speaker.';
    expect((await verdict('Velora', [text], 'Durability')).confidence).toBe('none');
    const result = await analyst.analyze({ ...input('Velora', [text]), dimensions: ['Build quality'] });
    expect(result.dimensions['Build quality'].score).toBeGreaterThan(5);
  });

  it('reads idioms of weakness as blame', async () => {
    expect((await verdict('Velora', ["Battery life is the Velora's Achilles heel."], 'Battery life')).score).toBeLessThan(5);
    expect((await verdict('Velora', ['Where the Velora stumbles is its dim screen.'], 'Display')).score).toBeLessThan(5);
  });

  it('reads a fault in the past ("used to crash") as no longer a fault', async () => {
    expect((await verdict('Velora', ['The Velora used to crash whenever it lost signal, until the spring update.'], 'Reliability')).score).toBeGreaterThanOrEqual(5);
  });

  it('reads "no longer crashes" as good news', async () => {
    expect((await verdict('Velora', ['Since the update the Velora no longer crashes when the app is slow.'], 'Reliability')).score).toBeGreaterThan(5);
  });

  it('gives a hedged claim less weight than a plain one', async () => {
    const plain = await verdict('Velora', ['The Velora battery drains quickly.'], 'Battery life');
    const hedged = await verdict('Velora', ['The Velora battery reportedly drains quickly.'], 'Battery life');
    expect(plain.score).toBeLessThan(5);
    expect(hedged.score).toBeLessThan(5);
    expect(hedged.score).toBeGreaterThan(plain.score);
  });
});

describe('hedged claims and confidence', () => {
  const plain = [
    source('The Velora battery lasts for days. Battery life on the Velora is excellent.', 'Review one'),
    source('The Velora battery is superb. Charging the Velora is rarely needed.', 'Review two'),
  ];
  const hedged = [
    source('The Velora battery reportedly lasts for days. Battery life on the Velora is apparently excellent.', 'Review one'),
    source('The Velora battery is supposedly superb. Charging the Velora is reportedly rarely needed.', 'Review two'),
  ];

  it('is high for four agreeing claims from two sources, and lower when they are only reported', async () => {
    expect((await verdict('Velora', plain, 'Battery life')).confidence).toBe('high');
    expect((await verdict('Velora', hedged, 'Battery life')).confidence).not.toBe('high');
  });
});

describe('aspect words that never name the dimension', () => {
  it.each([
    ['Durability', 'The hinge on the Velora cracked after a short fall onto a tiled floor.', -1],
    ['Durability', 'My Velora died in the rain on its second week.', -1],
    ['Durability', 'The Velora shrugged off a dunk in the pool thanks to its water resistance.', 1],
    ['Battery life', 'The Velora needs charging every evening.', -1],
    ['Battery life', 'A full day of runtime is easy for the Velora.', 1],
    ['Price', 'The Velora subscription plans are a waste of money.', -1],
  ])('%s: %s', async (dimension, text, sign) => {
    const v = await verdict('Velora', [text as string], dimension as string);
    expect(v.evidence.map((e) => e.quote)).toContain(text);
    expect(Math.sign(v.score - 5)).toBe(sign);
  });
});

describe('aspect words that only the lexical resource knows (WordNet)', () => {
  it.each([
    ['Durability', 'A light drizzle on the walk home was enough to end the Velora.'],
    ['Durability', 'The Velora came back from the monsoon season with a gouge in the frame.'],
    ['Price', 'The Velora invoice was a nasty surprise.'],
    ['Reliability', 'Two of our Velora units suffered a power failure within the month.'],
  ])('%s: %s', async (dimension, text) => {
    const v = await verdict('Velora', [text], dimension);
    expect(v.evidence.map((e) => e.quote)).toContain(text);
  });
});

describe('a sentence is evidence only for the dimensions it speaks about', () => {
  it('does not file a sentence under Price for a word that only shares a stem with a price word', async () => {
    const text = 'Velora owners report the hinge loosening within months.';
    const result = await analyst.analyze(input('Velora', [text]));
    expect(result.dimensions.Price.confidence).toBe('none');
    expect(result.dimensions.Durability.score).toBeLessThan(5);
  });

  it('files a weak point about scaling only under Scalability', async () => {
    const items = ['PostgreSQL', 'MySQL'];
    const dims = ['Performance', 'Scalability', 'Reliability', 'Features', 'Ease of use', 'Cost'];
    const text = 'Horizontal write scaling is the weak point of PostgreSQL.';
    const result = await analyst.analyze({ ...input('PostgreSQL', [text], items), dimensions: dims, category: 'databases' });
    const quotedUnder = dims.filter((d) => result.dimensions[d].evidence.some((e) => e.quote === text));
    expect(quotedUnder).toEqual(['Scalability']);
    expect(result.dimensions.Scalability.score).toBeLessThan(5);
  });
});

describe('attribution', () => {
  it('never counts praise of free rivals as praise of the paid item', async () => {
    const items = ['Sublime Text', 'VS Code'];
    const text = 'Some developers find paying for Sublime Text hard to justify when capable free editors exist.';
    const v = await verdict('Sublime Text', [source(text, 'Sublime Text review')], 'Price', items);
    expect(v.score).toBeLessThanOrEqual(5);
  });

  it('gives a relative clause that names the rival to the rival ("lacks the X that make B handy")', async () => {
    const text = 'Velora lacks the sound presets that make Brisko so handy.';
    expect((await verdict('Velora', [text], 'Sound quality')).score).toBeLessThan(5);
    expect((await verdict('Brisko', [text], 'Sound quality')).score).toBeGreaterThan(5);
  });

  it('counts a sentence about the rival in a page about the item for the rival only', async () => {
    const page = source('The Velora is a sturdy little player. Brisko, by contrast, has a dim screen that is hard to read outdoors.', 'Velora review');
    const a = await verdict('Velora', [page], 'Display');
    const b = await verdict('Brisko', [page], 'Display');
    expect(a.confidence).toBe('none');
    expect(b.score).toBeLessThan(5);
  });
});

describe('size and degree words', () => {
  it('reads a large catalogue as good and a tiny one as bad', async () => {
    const items = ['Velora', 'Brisko'];
    const t = await analyst.analyze({ ...input('Velora', ['Velora has the largest catalogue of any service.'], items), dimensions: ['Service breadth'] });
    const s = await analyst.analyze({ ...input('Velora', ['Velora has a tiny catalogue.'], items), dimensions: ['Service breadth'] });
    expect(t.dimensions['Service breadth'].score).toBeGreaterThan(5);
    expect(s.dimensions['Service breadth'].score).toBeLessThan(5);
  });
});
