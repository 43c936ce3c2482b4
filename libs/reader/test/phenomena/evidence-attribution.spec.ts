import type { AnalystInput, EvidenceSource } from '@juxta/research';
import { wordTokens } from '@juxta/research';
import { aspectSegments } from '../../src/segment/aspect-segments';
import { ExtractiveAnalyst } from '../../src/extractive-analyst';

/*
 * Which sentence (or part of one) is evidence for which dimension of which item. Sentences are
 * written for these tests about invented products.
 */
function source(text: string, title = 'Review'): EvidenceSource {
  return { title, url: `https://example.test/${encodeURIComponent(title)}`, snippet: '', text, provider: 'corpus' };
}

async function analyse(item: string, items: string[], dimensions: string[], texts: (string | EvidenceSource)[]) {
  const input: AnalystInput = {
    item,
    items,
    dimensions,
    category: 'other',
    evidence: { item, sources: texts.map((t) => (typeof t === 'string' ? source(t) : t)) },
  };
  return (await new ExtractiveAnalyst().analyze(input)).dimensions;
}
const quotes = (v: { evidence: { quote: string }[] }) => v.evidence.map((e) => e.quote);

describe('aspect segments', () => {
  const segments = (text: string) => {
    const tokens = wordTokens(text);
    return aspectSegments(text, tokens, 0, tokens.length).map((s) => text.slice(tokens[s.start].start, tokens[s.end - 1].end));
  };

  it('splits where a new statement starts', () => {
    expect(segments('The battery lasts a week, and the screen is dim')).toEqual(['The battery lasts a week', 'and the screen is dim']);
    expect(segments('Setup is quick but the app crashes')).toEqual(['Setup is quick', 'but the app crashes']);
  });

  it('splits where a past-tense predicate follows one in the present', () => {
    expect(segments('The lid clicks shut with one hand and survived a tumble down the stairs')).toEqual([
      'The lid clicks shut with one hand',
      'and survived a tumble down the stairs',
    ]);
    // A run of past-tense verbs, or adjectives ending a clause, stays one statement.
    expect(segments('The strap frayed and started shedding threads')).toEqual(['The strap frayed and started shedding threads']);
    expect(segments('The cafe felt cramped and overpriced')).toEqual(['The cafe felt cramped and overpriced']);
    expect(segments('It has range and speed to spare')).toEqual(['It has range and speed to spare']);
  });

  it('keeps lists and phrases whole', () => {
    expect(segments('It is light and compact')).toEqual(['It is light and compact']);
    expect(segments('Cheap, fast and quiet')).toEqual(['Cheap, fast and quiet']);
  });
});

describe('a sentence is evidence for the dimensions it speaks about', () => {
  const items = ['Velora', 'Brisko'];

  it('gives each part of a sentence to its own aspect', async () => {
    const text = 'The Velora battery lasts a full week, and the screen is dim and grainy.';
    const dims = await analyse('Velora', items, ['Battery life', 'Display'], [text]);
    expect(dims['Battery life'].score).toBeGreaterThan(5);
    expect(dims['Display'].score).toBeLessThan(5);
  });

  it('gives a predicate about what happened to the item to its own aspect', async () => {
    const text = 'The removable covers of the Velora zip off in seconds and survived a boiling wash.';
    const dims = await analyse('Velora', items, ['Ease of use', 'Durability'], [text]);
    expect(quotes(dims['Durability'])).toContain(text);
    expect(dims['Durability'].score).toBeGreaterThan(5);
  });

  it('does not file a strongly worded sentence under an aspect it only brushes', async () => {
    const text = 'Sharding across clusters is the weak spot of Velora: scaling out is not built in and replicas lag far behind.';
    const dims = await analyse('Velora', items, ['Scalability', 'Features', 'Reliability'], [text]);
    expect(quotes(dims['Scalability'])).toContain(text);
    expect(quotes(dims['Features'])).toEqual([]);
    expect(dims['Features'].confidence).toBe('none');
    expect(quotes(dims['Reliability'])).toEqual([]);
  });

  it('reads how fast code builds as tooling, not as the program\'s performance', async () => {
    const text = 'Velora compile times are slow on big projects.';
    const dims = await analyse('Velora', items, ['Performance', 'Safety'], [text]);
    expect(dims['Performance'].confidence).toBe('none');
    const asked = await analyse('Velora', items, ['Performance', 'Tooling'], [text]);
    expect(asked['Tooling'].score).toBeLessThan(5);
  });

  it('does not file a sentence mostly about an aspect nobody asked for under one it brushes', async () => {
    const text = "Velora's debugger, profiler and formatter are fast and excellent.";
    const dims = await analyse('Velora', items, ['Performance', 'Price'], [text]);
    expect(dims['Performance'].confidence).toBe('none');
    const asked = await analyse('Velora', items, ['Performance', 'Tooling'], [text]);
    expect(quotes(asked['Tooling'])).toContain(text);
    expect(quotes(asked['Performance'])).toEqual([]);
  });

  it('still reads a plain sentence under the requested aspect when one word of another turns up', async () => {
    const text = 'Velora is fast in every test we ran.';
    const dims = await analyse('Velora', items, ['Performance', 'Price'], [text]);
    expect(dims['Performance'].score).toBeGreaterThan(5);
  });

  it('gives a segment that names two aspects equally to the one whose own opinion word it uses', async () => {
    const text = 'Wireless sync drains the Velora quickly.';
    const dims = await analyse('Velora', items, ['Battery life', 'Performance'], [text]);
    expect(dims['Battery life'].score).toBeLessThan(5);
    expect(dims['Performance'].confidence).toBe('none');
    const slow = 'Charging the Velora is slow.';
    const both = await analyse('Velora', items, ['Battery life', 'Performance'], [slow]);
    expect(quotes(both['Battery life'])).toContain(slow);
  });

  it('lets a part that names no aspect go on about the one before it', async () => {
    const text = 'The Velora runs for thirty hours, and it recharges fully in twenty minutes.';
    const dims = await analyse('Velora', items, ['Battery life', 'Price'], [text]);
    expect(quotes(dims['Battery life'])).toContain(text);
    expect(dims['Price'].confidence).toBe('none');
  });
});

describe('aspect words of real review prose reach the dimension', () => {
  const items = ['Velora', 'Brisko'];
  const verdictOn = async (dimension: string, text: string, dimensions = [dimension, 'Price']) =>
    (await analyse('Velora', items, dimensions, [text]))[dimension];

  it.each([
    ['Durability', "The Velora's strap tore after a month and the frame bent in my bag.", -1],
    ['Durability', 'The Velora is weather-sealed and came through a week of rain.', 1],
    ['Noise cancelling', 'On the train the Velora blocks out the engine rumble and the chatter around me.', 1],
    ['Comfort', "The Velora's earpads are the comfiest I have worn on a long flight.", 1],
    ['Battery life', 'The Velora runs for thirty hours between charges.', 0],
    ['Portability', 'The Velora weighs 250 grams and fits in a coat pocket.', 0],
    ['Support', "Velora's support team answered our ticket within an hour.", 0],
  ])('%s: "%s"', async (dimension, text, sign) => {
    const verdict = await verdictOn(dimension, text);
    expect(quotes(verdict)).toContain(text);
    if (sign > 0) expect(verdict.score).toBeGreaterThan(5);
    if (sign < 0) expect(verdict.score).toBeLessThan(5);
  });

  it.each([
    ['Noise cancelling', 'With the Velora on, the clatter and hubbub of the open-plan office fade away.'],
    ['Comfort', 'The Velora feels cozy and snug even after a whole afternoon.'],
    ['Safety', 'Petty thuggery is the main peril for visitors to Velora after dark.'],
  ])('%s reaches words WordNet gives for it: "%s"', async (dimension, text) => {
    expect(quotes(await verdictOn(dimension, text))).toContain(text);
  });

  it.each([
    ['Ease of use', 'Velora buries its export options four menus deep.', -1],
    ['Reliability', 'Velora dropped the connection three times in one evening.', -1],
    ['Support', 'Velora support replied within ten minutes.', 1],
    ['Support', 'With Velora we waited nine days for an answer.', -1],
    ['Community & support', 'Velora forum questions get answered within a day.', 1],
    ['Performance', 'Velora search finds any note in a blink.', 0],
  ])('%s reads the aspect\'s own praise and blame: "%s"', async (dimension, text, sign) => {
    const verdict = await verdictOn(dimension, text);
    expect(quotes(verdict)).toContain(text);
    if (sign > 0) expect(verdict.score).toBeGreaterThan(5);
    if (sign < 0) expect(verdict.score).toBeLessThan(5);
  });

  it('keeps noise cancelling and sound quality apart', async () => {
    const text = 'The Velora blocks out the engine rumble and the chatter around me.';
    const dims = await analyse('Velora', items, ['Noise cancelling', 'Sound quality'], [text]);
    expect(quotes(dims['Noise cancelling'])).toContain(text);
    expect(dims['Sound quality'].confidence).toBe('none');
  });

  it('never reads an item name as an aspect word', async () => {
    const dims = await analyse('Velora Rain', ['Velora Rain', 'Brisko'], ['Durability', 'Performance'], ['Velora Rain is fast.']);
    expect(dims['Durability'].confidence).toBe('none');
    expect(dims['Performance'].score).toBeGreaterThan(5);
  });
});

describe('words used in another sense are no aspect words', () => {
  const items = ['Velora', 'Brisko'];

  it.each([
    ['Durability', 'Over a weekend of reading the Velora battery dropped to 60 percent.'],
    ['Performance', 'Velora has clumsy error handling, which is a real weakness.'],
    ['Battery life', 'Velora charges extra for the premium tier, which feels greedy.'],
    ['Battery life', 'Velora shipped its last big update last year, to mixed reviews.'],
    ['Service breadth', 'Velora had a regional outage in March.'],
    ['Performance', 'The Velora team is focused and its load balancers are well documented.'],
    ['Ecosystem', 'Velora handles thousands of network connections without fuss.'],
    ['Service breadth', 'Velora is easily manageable by a small team.'],
    ['Support', 'Velora sorts my email into tidy folders and the phone app is great.'],
    ['Features', 'The Velora lens gives a shallow depth of field.'],
    ['Performance', 'Velora sends canned responses to every ticket.'],
    ['Ecosystem', 'Background sync on the Velora eats storage.'],
    ['Features', 'Velora suits small teams well.'],
    ['Keyboard', 'Velora has primary keys and static typing built into its data types.'],
    ['Service breadth', 'We moved Velora into production in May.'],
    ['Reliability', 'Page loads on Velora are fast.'],
    ['Price', 'I charge the Velora every other night.'],
  ])('%s: "%s"', async (dimension, text) => {
    const dims = await analyse('Velora', items, [dimension], [text]);
    expect(quotes(dims[dimension])).toEqual([]);
  });

  it('reads the time something takes as speed, over a word that has another sense', async () => {
    const text = 'Velora is quick: it opens a large library of files in under a second.';
    const dims = await analyse('Velora', items, ['Performance', 'Ecosystem'], [text]);
    expect(quotes(dims['Performance'])).toContain(text);
    expect(dims['Ecosystem'].confidence).toBe('none');
  });

  it('still reads a car\'s handling as performance', async () => {
    const dims = await analyse('Velora', items, ['Performance'], ['The Velora handling is sharp and precise.']);
    expect(dims['Performance'].score).toBeGreaterThan(5);
  });
});

describe('third products mentioned in passing keep their own sentiment', () => {
  const items = ['Velora', 'Brisko'];

  it.each([
    'Velora handles threads well. Older runtimes such as Quantix crash under the same load.',
    'Velora keeps its price. Rival apps like Zentri charge a fortune and crash weekly.',
    'Velora keeps its price. Rival apps like Zentri charge a fortune, but they crash weekly.',
  ])('"%s"', async (text) => {
    const analysis = await new ExtractiveAnalyst().analyze({
      item: 'Velora',
      items,
      dimensions: ['Reliability', 'Price'],
      category: 'other',
      evidence: { item: 'Velora', sources: [source(`The Quantix and the Zentri are older. ${text}`)] },
    });
    const second = text.slice(text.indexOf('. ') + 2);
    expect(analysis.cons).not.toContain(second);
    for (const verdict of Object.values(analysis.dimensions)) expect(quotes(verdict)).not.toContain(second);
  });

  it('still reads a sentence that merely compares with an example', async () => {
    const dims = await analyse('Velora', items, ['Reliability'], ['Velora never crashes, unlike older runtimes such as Quantix.']);
    expect(dims['Reliability'].score).toBeGreaterThan(5);
  });
});

describe('place and device vocabularies', () => {
  const items = ['Halden', 'Brevik'];
  const on = async (dimension: string, text: string) => (await analyse('Halden', items, [dimension, 'Climate'], [text]))[dimension];

  it.each([
    ['Safety', "Halden's harbour district feels sketchy after dark, and phones get snatched.", -1],
    ['Transport', 'The night buses in Halden are sparse.', -1],
    ['Food', "Halden's street stalls sell the best dumplings I have eaten.", 1],
    ['Food', 'A long brunch in Halden is a pleasure.', 1],
  ])('%s: "%s"', async (dimension, text, sign) => {
    const verdict = await on(dimension, text);
    expect(quotes(verdict)).toContain(text);
    if (sign > 0) expect(verdict.score).toBeGreaterThan(5);
    else expect(verdict.score).toBeLessThan(5);
  });

  it('reads charging but not a price that "charges", and a runtime given as use', async () => {
    const devices = ['Orvik Tab', 'Selma Pad'];
    const price = 'The Orvik charges $449 for the base model.';
    const runtime = 'The Orvik kept going for three days of light use.';
    const dims = await analyse('Orvik Tab', devices, ['Battery life', 'Price', 'Portability'], [`${price} ${runtime}`]);
    expect(quotes(dims['Battery life'])).not.toContain(price);
    expect(quotes(dims['Price'])).toContain(price);
    expect(quotes(dims['Battery life'])).toContain(runtime);
    expect(quotes(dims['Portability'])).not.toContain(runtime);
  });
});

describe('vehicle, food and cloud vocabularies', () => {
  it.each([
    ['Reliability', 'Velora went down for six hours in March, taking our checkout with it.', -1],
    ['Pricing', 'Velora invoices are unpredictable, with egress charges that surprised us.', -1],
    ['Performance', 'Velora answered the report query in 40 ms.', 0],
    ['Ease of use', "Velora's config file runs to 300 lines.", 0],
    ['Ease of use', "Velora's control panel is the tidiest I have used.", 1],
    ['Performance', 'The Marlow wheezes up every hill.', -1],
    ['Comfort', "The Marlow's cabin is hushed and plush.", 1],
    ['Reliability', 'The Marlow spent a week at the dealer with an electrical fault.', -1],
    ['Taste', 'The Marlow oat drink leaves a beany aftertaste.', -1],
  ])('%s: "%s"', async (dimension, text, sign) => {
    const item = text.includes('Velora') ? 'Velora' : 'Marlow';
    const verdict = (await analyse(item, [item, 'Kesra'], [dimension, 'Climate'], [text]))[dimension];
    expect(quotes(verdict)).toContain(text);
    if (sign > 0) expect(verdict.score).toBeGreaterThan(5);
    if (sign < 0) expect(verdict.score).toBeLessThan(5);
  });
});

describe('dimensions users name that the category lists do not', () => {
  it.each([
    ['Connectivity', "The Velora's Bluetooth link drops every few minutes.", -1],
    ['Keyboard', 'The Velora keyboard feels mushy after a day of typing.', -1],
    ['Storage', 'Velora ships with 256 GB, expandable by microSD.', 1],
  ])('%s: "%s"', async (dimension, text, sign) => {
    const verdict = (await analyse('Velora', ['Velora', 'Brisko'], [dimension, 'Price'], [text]))[dimension];
    expect(quotes(verdict)).toContain(text);
    if (sign > 0) expect(verdict.score).toBeGreaterThan(5);
    if (sign < 0) expect(verdict.score).toBeLessThan(5);
  });
});

describe('earbud vocabularies', () => {
  const items = ['Hallo Pods', 'Veyra Buds'];
  it.each([
    ['Noise cancelling', "The Hallo's cancellation kills the hum of the bus.", 1],
    ['Comfort', "The Hallo's wing tips dug into my ears after an hour.", -1],
    ['Sound quality', 'The Hallo sounds veiled next to anything else.', -1],
    ['Battery life', 'The Hallo case holds four extra charges and the buds last six hours each.', 0],
  ])('%s: "%s"', async (dimension, text, sign) => {
    const verdict = (await analyse('Hallo Pods', items, [dimension, 'Price', 'Durability'], [text]))[dimension];
    expect(quotes(verdict)).toContain(text);
    if (sign > 0) expect(verdict.score).toBeGreaterThan(5);
    if (sign < 0) expect(verdict.score).toBeLessThan(5);
  });

  it('reads wearing a pair as comfort, not wear and tear, and extra charges as battery, not fees', async () => {
    const text = 'I forgot I was wearing the Hallo, and its case holds three extra charges.';
    const dims = await analyse('Hallo Pods', items, ['Durability', 'Price', 'Comfort'], [text]);
    expect(dims['Durability'].confidence).toBe('none');
    expect(dims['Price'].confidence).toBe('none');
  });
});
