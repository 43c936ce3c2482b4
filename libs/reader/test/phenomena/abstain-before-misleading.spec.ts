import { readSentiment } from '../../src/polarity/domain-sentiment';
import { expectAhead, verdict } from '../support/two-item-reviews';

/*
 * Abstain before misleading (#32 item 7): where the reader cannot tell whether a sentence praises
 * or blames, it reads it neither way instead of guessing; where a sentence goes on about the
 * rival it names ("…, which …" right after a name), the verdict is the rival's. Invented
 * sentences and items.
 */

describe('a sentence whose only leaning words are the weakest general ones', () => {
  it.each([
    ['Setting it up took an evening before the second speaker would join.', 'Ease of use'],
    ['Its terms allow the maker to collect details of every device on your network.', 'Privacy'],
  ])('"%s" stays evidence on %s but moves no score', async (text, dimension) => {
    const v = await verdict('Velora', [`The Velora is a small speaker. ${text}`], dimension);
    expect(v.score).toBe(5);
    const quoted = [...v.evidence, ...(v.setAside ?? [])].map((e) => e.quote);
    expect(quoted).toContain(text);
  });

  it('still counts a weak word beside a strong one', async () => {
    const v = await verdict('Velora', ['Setting up the Velora is excellent: the second speaker will join in seconds.'], 'Ease of use');
    expect(v.score).toBeGreaterThan(5);
  });
});

describe('a relative clause right after a name', () => {
  it('is about the item named before it, not the subject of the sentence', async () => {
    const text = 'The Velora ran a whole film with charge to spare, which is more than can be said for the Brisko, which gave up halfway through.';
    await expectAhead(text, 'Battery life', 'Velora');
    const brisko = await verdict('Brisko', [text], 'Battery life');
    expect(brisko.score).toBeLessThanOrEqual(5);
  });

  it('keeps the blame said of the rival off the subject', async () => {
    const text = 'The Velora never irritated my skin, which I cannot say for the Brisko, which left an itchy rash and stung my eyes.';
    const velora = await verdict('Velora', [text], 'Comfort');
    expect(velora.score).toBeGreaterThanOrEqual(5);
    await expectAhead(text, 'Comfort', 'Velora');
  });
});

describe('a fault overcome on the road', () => {
  it('reads "soaks up the bumps" as praise', async () => {
    const v = await verdict('Velora', ['On rough lanes the Velora soaks up the bumps and potholes.'], 'Comfort');
    expect(v.score).toBeGreaterThan(5);
  });
});

describe('a list of things not there', () => {
  it('reads faults spared as praise, however long their noun phrase', async () => {
    const v = await verdict('Velora', ['The Velora has been with us two months: no restarts, no strange hour-long outages at all.'], 'Reliability');
    expect(v.score).toBeGreaterThan(5);
  });

  it('reads the absence of what privacy guards against as praise', async () => {
    const v = await verdict('Velora', ['With the Velora there is no telemetry and no ads.'], 'Privacy');
    expect(v.score).toBeGreaterThan(5);
  });

  it('does not let a "no" reach into the next noun phrase: "no X, a real weakness" is a complaint', () => {
    expect(readSentiment('The Velora has no timer, a real weakness.', new Set(['velora'])).score).toBeLessThan(0);
    expect(readSentiment('The Velora has no built-in grill, a real weakness next to pricier ovens.', new Set(['velora'])).score).toBeLessThan(0);
    // "not" before an article still denies what follows it.
    expect(readSentiment('The Velora is not a good fit for big families.', new Set(['velora'])).score).toBeLessThan(0);
  });

  it('still reads missing features as a complaint', async () => {
    const v = await verdict('Velora', ['The Velora offers no presets, no timers, just a dial, so setup is all on you.'], 'Ease of use');
    expect(v.score).toBeLessThan(5);
  });
});

describe('a dimension the user names with another dimension\'s word', () => {
  it('does not read "support" alone (the help desk) as "Lumbar support"', async () => {
    const v = await verdict('Velora', ['The Velora creaked after a month. Support said it was normal and the rest of it is fine.'], 'Lumbar support');
    expect(v.confidence).toBe('none');
  });

  it('still reads the whole name', async () => {
    const v = await verdict('Velora', ['The Velora has excellent lumbar support that slides to where your back needs it.'], 'Lumbar support');
    expect(v.score).toBeGreaterThan(5);
  });
});

describe('a word with a sense off the dimension', () => {
  it('does not read a tread-life mileage promise as fuel efficiency', async () => {
    const v = await verdict('Velora', ['The Velora comes with a 50,000 km mileage warranty and lost little tread in our test.'], 'Efficiency');
    expect(v.confidence).toBe('none');
  });

  it('still reads fuel mileage', async () => {
    const v = await verdict('Velora', ['The Velora gets excellent fuel mileage on the motorway.'], 'Efficiency');
    expect(v.score).toBeGreaterThan(5);
  });
});

describe('known misreadings (#32)', () => {
  it('reads "nobody would call it slow" as praise', async () => {
    const v = await verdict('Velora', ['Nobody would call the Velora slow.'], 'Performance');
    expect(v.score).toBeGreaterThan(5);
  });

  it('reads "for good" (for ever) as no praise', async () => {
    const v = await verdict('Velora', ['The Velora update dropped the sleep-timer feature for good.'], 'Features');
    expect(v.score).toBeLessThanOrEqual(5);
  });
});
