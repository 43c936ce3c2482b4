import type { AnalystInput } from '@juxta/research';
import { ExtractiveAnalyst } from '../../src/extractive-analyst';
import { readSentiment } from '../../src/polarity/domain-sentiment';

/*
 * Which way a sentence points: turns ("but"), concessions, negation reaching further than
 * three words, faults that are overcome or scarce. Sentences about two invented items,
 * written for these tests.
 */
const ITEMS = ['Quorra', 'Belmint'];

function input(item: string, text: string, dimensions: string[]): AnalystInput {
  return {
    item,
    items: ITEMS,
    dimensions,
    category: 'consumer-electronics',
    evidence: { item, sources: [{ title: 'Review', url: 'https://example.test/r', snippet: '', text, provider: 'corpus' }] },
  };
}

const analyst = new ExtractiveAnalyst();
async function score(item: string, text: string, dimension: string): Promise<number> {
  return (await analyst.analyze(input(item, text, [dimension]))).dimensions[dimension].score;
}

describe('a turn outweighs what it turns from', () => {
  it('reads "dull, but comfortable" as good on comfort', async () => {
    expect(await score('Quorra', 'The Quorra will never thrill a driver, but it is roomy and comfortable on long trips.', 'Comfort')).toBeGreaterThan(5);
  });

  it('reads "well made, but it wobbles" as bad on durability', async () => {
    expect(await score('Quorra', 'The Quorra feels sturdy in the hand, but the stand snapped within a month.', 'Durability')).toBeLessThan(5);
  });

  it('does not weaken a claim about one item because the turn is about the other', async () => {
    const alone = await score('Quorra', 'The Quorra is very comfortable.', 'Comfort');
    const turned = await score('Quorra', 'The Quorra is very comfortable, but Belmint is cheaper.', 'Comfort');
    expect(turned).toBe(alone);
  });

  it('reads a concession as the lesser part ("though")', async () => {
    expect(await score('Quorra', 'The Quorra is a reliable performer, though it had one small glitch.', 'Reliability')).toBeGreaterThan(5);
  });
});

describe('negation reaches the word it negates', () => {
  it('reads "not what I would call cheap" as not cheap', async () => {
    expect(await score('Quorra', 'At $300 the Quorra is not what I would call cheap.', 'Price')).toBeLessThan(5);
  });

  it('reads "far from the best" as a softened opposite', () => {
    expect(readSentiment('It is far from the best screen.').score).toBeLessThan(0);
  });

  it('does not let "without" negate the predicate that follows its noun', () => {
    expect(readSentiment('Living there without a bike is awkward.').score).toBeLessThan(0);
  });

  it('reads "merely adequate" as faint praise', () => {
    expect(readSentiment('The speaker is merely adequate.').score).toBeLessThan(0);
  });
});

describe('faults overcome or scarce are good news', () => {
  it.each([
    'The suspension soaks up potholes and bad surfaces.',
    'The firmware update fixes the worst bugs.',
    'Theft is low in the old town.',
    'There are few crashes now.',
  ])('%s', (text) => {
    expect(readSentiment(text).score).toBeGreaterThan(0);
  });
});

describe('who a clause is about', () => {
  it('hands over to the item named after "and the"', async () => {
    const text = 'The Quorra is a bargain at this price, and the Belmint costs far too much for what it is.';
    expect(await score('Quorra', text, 'Price')).toBeGreaterThan(5);
    expect(await score('Belmint', text, 'Price')).toBeLessThan(5);
  });

  it.each([
    'Both survived a soaking in the sea without trouble.',
    'We found the hinges solid on either.',
    'Neither is fragile.',
  ])('gives "%s" to both items of a pair', async (text) => {
    expect(await score('Quorra', text, 'Durability')).toBeGreaterThan(5);
    expect(await score('Belmint', text, 'Durability')).toBeGreaterThan(5);
  });

  it('does not take "both" as the pair when it is an object or an idiom', async () => {
    const text = 'The Quorra is dependable. The firmware handles both well, either way.';
    const result = await analyst.analyze(input('Belmint', text, ['Reliability']));
    expect(result.dimensions.Reliability.confidence).toBe('none');
  });

  it('keeps a clause set against the subject ("by comparison") away from it', async () => {
    const text = 'The Quorra screen is crisp. An older tablet of mine, by comparison, had a blurry screen.';
    expect(await score('Quorra', text, 'Display')).toBeGreaterThan(5);
  });

  it('does not list a sentence about both as one item\'s pro', async () => {
    const text = 'Both are very comfortable on long rides. The Quorra seat is excellent.';
    const result = await analyst.analyze(input('Quorra', text, ['Comfort']));
    expect(result.pros).not.toContain('Both are very comfortable on long rides.');
    expect(result.dimensions.Comfort.evidence.map((e) => e.quote)).toContain('Both are very comfortable on long rides.');
  });
});

describe('ratings and terms', () => {
  it('reads star ratings and does not read "crash tests" as crashes', () => {
    expect(readSentiment('It earned five stars in crash tests.').score).toBeGreaterThan(0);
    expect(readSentiment('Critics gave it two stars.').score).toBeLessThan(0);
  });

  it('reads hyphenated terms as the same terms written with a space ("head-on crash", "one-handed")', () => {
    // Hyphenated compounds are split into words before these terms are read; both spellings must match.
    expect(readSentiment('Its result in the head-on crash was excellent.').score).toBeGreaterThan(0);
    expect(readSentiment('Its result in the head on crash was excellent.').score).toBeGreaterThan(0);
    expect(readSentiment('The stroller collapses one-handed.').score).toBeGreaterThan(0);
  });
});

describe('the two sides of a contrast speak of the same aspect', () => {
  it('reads the rival side of a semicolon under the aspect the first side named', async () => {
    const text = 'The Quorra earned top marks in crash tests; the Belmint fared badly.';
    const result = await analyst.analyze(input('Belmint', text, ['Safety', 'Reliability', 'Comfort']));
    expect(result.dimensions.Safety.score).toBeLessThan(5);
    expect(result.dimensions.Comfort.confidence).toBe('none');
  });
});

describe('circumstances, fractions and short lists', () => {
  it('does not count an opening circumstance against the subject ("When X failed, A replied…")', async () => {
    expect(await score('Quorra', 'When our router failed, the Quorra helpdesk replied within minutes.', 'Support')).toBeGreaterThanOrEqual(5);
  });

  it('reads "costs a fraction of what B burns" as the subject ahead', async () => {
    const text = 'Running the Quorra costs a fraction of what the Belmint burns in petrol.';
    expect(await score('Quorra', text, 'Efficiency')).toBeGreaterThan(5);
    expect(await score('Belmint', text, 'Efficiency')).toBeLessThan(5);
  });

  it.each([
    ['It offers tags and due dates and little else.', -1],
    ['It has a calendar view, and that is about it.', -1],
    ['Encryption and backups are built in.', 1],
    ['The app buries its settings three menus down.', -1],
    ['Version two adds time tracking.', 0],
    ['The tunnel stayed up through a week of travel.', 1],
    ['It dropped the connection every evening.', -1],
  ])('%s', (text, sign) => {
    expect(Math.sign(readSentiment(text).score)).toBe(sign);
  });
});

describe('more ways of setting one item against another', () => {
  it.each([
    ['Unlike the Belmint, the Quorra shrugged off a drop onto stone.', 'Durability', 'Quorra'],
    ['The Quorra falls short of the Belmint on battery life.', 'Battery life', 'Belmint'],
    ['The Belmint lags behind the Quorra in speed and performance.', 'Performance', 'Quorra'],
    ['I would pick the Belmint over the Quorra for comfort.', 'Comfort', 'Belmint'],
    ['The Quorra looks like a bargain next to the Belmint.', 'Price', 'Quorra'],
  ])('%s', async (text, dimension, winner) => {
    const q = await score('Quorra', text, dimension);
    const b = await score('Belmint', text, dimension);
    expect(winner === 'Quorra' ? q > b : b > q).toBe(true);
  });

  it('gives an echo ("; so is B") the verdict of the clause it echoes', async () => {
    const text = 'The Quorra seat is comfortable; so is the Belmint.';
    expect(await score('Belmint', text, 'Comfort')).toBeGreaterThan(5);
  });

  it('does not carry a turn about another aspect into this one ("slower, but much cheaper")', async () => {
    expect(await score('Belmint', 'The Belmint is slower than the Quorra, but it is much cheaper.', 'Performance')).toBeLessThan(5);
  });

  it('reads "never let us down" as praise', () => {
    expect(readSentiment('In three winters it never let us down.').score).toBeGreaterThan(0);
  });
});

describe('opening contrasts, fused "but" and nobody-equals-it', () => {
  it('splits an opening "While A is …, B …" at its comma', async () => {
    const text = 'While the Quorra is sturdy, the Belmint feels flimsy.';
    expect(await score('Quorra', text, 'Durability')).toBeGreaterThan(5);
    expect(await score('Belmint', text, 'Durability')).toBeLessThan(5);
  });

  it('reads "anything but X" as one phrase, not a turn', async () => {
    expect(await score('Quorra', 'The Quorra menu is anything but intuitive.', 'Ease of use')).toBeLessThan(5);
  });

  it.each(['Few players match the Quorra for battery life.', 'No rival comes close to the Quorra on battery life.'])('%s', async (text) => {
    expect(await score('Quorra', text, 'Battery life')).toBeGreaterThan(5);
  });
});

describe('money phrases and degree', () => {
  it.each([
    ['The Belmint costs noticeably less than the Quorra.', 'Belmint'],
    ['The Belmint is half the price of the Quorra.', 'Belmint'],
    ['The Quorra is a little pricier than the Belmint.', 'Belmint'],
  ])('%s', async (text, winner) => {
    const q = await score('Quorra', text, 'Price');
    const b = await score('Belmint', text, 'Price');
    expect(winner === 'Belmint' ? b > q : q > b).toBe(true);
  });

  it.each([
    ['Running costs are low.', 1],
    ['Expect high monthly fees.', -1],
    ['The case feels cheap.', -1],
    ['The speaker is nothing to write home about.', -1],
  ])('%s', (text, sign) => {
    expect(Math.sign(readSentiment(text).score)).toBe(sign);
  });
});

describe('rankings within a pair and idioms of leading', () => {
  it.each([
    ['The Quorra is the lighter of the two.', 'Portability', 'Quorra'],
    ['Of the two, the Belmint is the more comfortable.', 'Comfort', 'Belmint'],
    ['The Quorra edges out the Belmint on battery life.', 'Battery life', 'Quorra'],
    ['The Belmint trails the Quorra on battery life.', 'Battery life', 'Quorra'],
    ['The Belmint is no match for the Quorra in battery life.', 'Battery life', 'Quorra'],
    ['The Quorra has the edge over the Belmint in comfort.', 'Comfort', 'Quorra'],
    ['The Quorra display is a big step up from the Belmint.', 'Display', 'Quorra'],
  ])('%s', async (text, dimension, winner) => {
    const q = await score('Quorra', text, dimension);
    const b = await score('Belmint', text, dimension);
    expect(winner === 'Quorra' ? q > 5 && b < 5 : b > 5 && q < 5).toBe(true);
  });

  it('gives a claim the maker makes ("according to") less weight', async () => {
    const plain = await score('Quorra', 'The Quorra battery lasts two days.', 'Battery life');
    const reported = await score('Quorra', 'According to the maker, the Quorra battery lasts two days.', 'Battery life');
    expect(reported).toBeGreaterThan(5);
    expect(reported).toBeLessThan(plain);
  });
});

describe('elided verdicts, costs as fractions, and size where size is good', () => {
  it('reads "; B never did" as the opposite of the clause before', async () => {
    const text = 'The Quorra froze twice during the trip; the Belmint never did.';
    expect(await score('Quorra', text, 'Reliability')).toBeLessThan(5);
    expect(await score('Belmint', text, 'Reliability')).toBeGreaterThan(5);
  });

  it('reads "rent in A is a fraction of what you pay in B"', async () => {
    const text = 'Rent in Quorra is a fraction of what you pay in Belmint.';
    expect(await score('Quorra', text, 'Cost of living')).toBeGreaterThan(5);
    expect(await score('Belmint', text, 'Cost of living')).toBeLessThan(5);
  });

  it('reads "many more integrations than" as ahead where size is good news', async () => {
    const text = 'Belmint has many more integrations than Quorra.';
    expect(await score('Belmint', text, 'Ecosystem')).toBeGreaterThan(5);
    expect(await score('Quorra', text, 'Ecosystem')).toBeLessThan(5);
  });

  it('gives a relative clause its praise even when the praise word shares a stem with another aspect ("so useful")', async () => {
    expect(await score('Belmint', 'Quorra lacks the automations that make Belmint so useful.', 'Features')).toBeGreaterThan(5);
  });
});

describe('an aspect said to be missing', () => {
  it('reads "there is no phone support" as blame on Support', async () => {
    expect(await score('Quorra', 'With the Quorra there is no phone support.', 'Support')).toBeLessThan(5);
  });

  it('reads "has no export features" as blame on Features', async () => {
    expect(await score('Quorra', 'The Quorra has no export features or templates.', 'Features')).toBeLessThan(5);
  });

  it('does not blame a missing fee on Price, nor a missing fault', async () => {
    expect(await score('Quorra', 'The Quorra comes with no subscription fee.', 'Price')).toBeGreaterThanOrEqual(5);
    expect(await score('Quorra', 'The Quorra showed no lag in our performance tests.', 'Performance')).toBeGreaterThanOrEqual(5);
  });
});

describe('"no longer match" is not "nothing matches"', () => {
  it('keeps the blame in "tutorials no longer match it, which is confusing"', () => {
    expect(readSentiment('Older guides no longer match the app, which can be confusing.').score).toBeLessThan(0);
  });
});

describe('"yet"', () => {
  it('reads ", yet worth every penny" as a turn', async () => {
    expect(await score('Quorra', 'The Quorra is pricey, yet worth every penny.', 'Price')).toBeGreaterThan(5);
  });

  it('keeps "not yet stable" negated', async () => {
    expect(await score('Quorra', 'The Quorra firmware is not yet stable.', 'Reliability')).toBeLessThan(5);
  });
});

describe('an opening contrast that names nobody', () => {
  it('is about the item of the main clause, not the one carried from before', async () => {
    const text = 'The Belmint is the flagship. Although inexpensive, the Quorra feels sturdy and well made.';
    expect(await score('Belmint', text, 'Price')).toBe(5);
    expect(await score('Quorra', text, 'Price')).toBeGreaterThan(5);
  });

  it('does not read "the best of both worlds" as a ranking', async () => {
    expect(await score('Belmint', 'The Quorra offers the best of both worlds for comfort.', 'Comfort')).toBe(5);
  });
});

describe('how often', () => {
  it('weighs "constantly crashes" above "occasionally crashes"', () => {
    const often = readSentiment('The app constantly crashes.').score;
    const seldom = readSentiment('The app occasionally crashes.').score;
    expect(often).toBeLessThan(seldom);
    expect(seldom).toBeLessThan(0);
  });
});

describe('comparatives and superlatives of lexicon words', () => {
  it.each([
    ['The bass is weaker than before.', -1],
    ['The fan is noisier under load.', -1],
    ['Its picture is the clearest we saw.', 1],
    ['The number of ports is fine.', 1],
  ])('%s', (text, sign) => {
    expect(Math.sign(readSentiment(text).score)).toBe(sign);
  });
});
