import { readSentiment } from '../../src/polarity/domain-sentiment';
import { expectAhead, verdict } from '../support/two-item-reviews';

/*
 * Words that look like opinion words but judge nothing here: a word inside a name, a good result
 * put down to luck, a chore named by an adjective's verb, a dimension's own word that describes
 * something else in a stretch that only goes on about the dimension. Read as praise or blame,
 * each of these put one item ahead of another the wrong way round. Invented sentences and items.
 */

describe('a word inside a multi-word name', () => {
  it('is no opinion word mid-sentence ("a Bloody Mary", "at Best Buy")', () => {
    expect(readSentiment('I stirred it into a Bloody Mary and a stew.').score).toBe(0);
    expect(readSentiment('We found it at Best Buy last week.').score).toBe(0);
  });

  it('still counts in a heading written in title case, and at the start of a sentence', () => {
    expect(readSentiment('Great Battery, Poor Screen').words.map((w) => w.word)).toEqual(['great', 'poor']);
    expect(readSentiment('Terrible Wednesday for the Velora.').score).toBeLessThan(0);
  });

  it('leaves a sauce used in a named cocktail without blame on versatility', async () => {
    const v = await verdict('Velora', ['The Velora sauce went into a marinade, a soup and a Bloody Mary without taking over.'], 'Versatility');
    expect(v.score).toBeGreaterThanOrEqual(5);
  });
});

describe('a good result put down to luck', () => {
  it('is no praise, and "you cannot count on it" is blame', async () => {
    const v = await verdict('Velora', ['At the Velora resort we were lucky with the snow, which the locals say you cannot count on there.'], 'Snow reliability');
    expect(v.score).toBeLessThan(5);
  });

  it('still reads "you can always count on it" as praise', () => {
    expect(readSentiment('you can always count on it').score).toBeGreaterThan(0);
  });
});

describe('an adjective used as the verb of a chore', () => {
  it('"I clean the filter" is no cleaning performance', async () => {
    const v = await verdict('Velora', ['With the Velora I clean the filter once a month, and that is all the upkeep it needs.'], 'Performance');
    expect(v.score).toBeLessThanOrEqual(5);
  });

  it('still reads "the plates come out clean" as praise', async () => {
    const v = await verdict('Velora', ['With the Velora the plates come out clean.'], 'Performance');
    expect(v.score).toBeGreaterThan(5);
  });
});

describe("a dimension's own word in a stretch that goes on from the one naming it", () => {
  it('describes what it stands beside: "on a long hike" is no battery praise', async () => {
    const v = await verdict('Velora', ['The Velora used 12 % of its battery an hour, and on a long hike that meant coming home on 30 %.'], 'Battery life');
    expect(v.score).toBeLessThanOrEqual(5);
  });

  it('still counts where the stretch names the dimension', async () => {
    const v = await verdict('Velora', ['The Velora has a long battery life.'], 'Battery life');
    expect(v.score).toBeGreaterThan(5);
  });
});

describe('amounts said with "good" or "best"', () => {
  it('"the best part of an hour" and "a good few centimetres" praise nothing', () => {
    expect(readSentiment('Putting it together took the best part of an hour.').score).toBe(0);
    expect(readSentiment('The headrest sat a good few centimetres too high.').words.map((w) => w.word)).not.toContain('good');
  });
});

describe('a verdict that held only at first', () => {
  it('counts half, so what it turned into is the verdict', async () => {
    const v = await verdict('Velora', ["The Velora's foam seat feels lovely for the first hour, then it gets warm."], 'Comfort');
    expect(v.score).toBeLessThan(5);
  });

  it('still reads lasting praise in full', async () => {
    const v = await verdict('Velora', ["The Velora's foam seat feels lovely all day."], 'Comfort');
    expect(v.score).toBeGreaterThan(5);
  });
});

describe('a statement of its own after a comma or "and"', () => {
  it('"its frame is steel, the seat is …" keeps the frame\'s praise off the seat', async () => {
    const v = await verdict('Velora', ['The Velora frame is polished steel, the seat on it is plain and even.'], 'Comfort');
    expect(v.score).toBeLessThanOrEqual(5);
  });

  it('a quantified subject after "and" opens a stretch with its own aspect', async () => {
    const text = 'The Velora strap is wonderfully soft and most current models are a little fragile.';
    const comfort = await verdict('Velora', [text], 'Comfort', ['Comfort', 'Durability']);
    expect(comfort.score).toBeGreaterThan(5);
    const durability = await verdict('Velora', [text], 'Durability', ['Comfort', 'Durability']);
    expect(durability.score).toBeLessThan(5);
  });
});

describe("a thing's following", () => {
  it('is popularity, whatever words describe the fans: no verdict on what the sentence names in passing', async () => {
    const v = await verdict('Velora', ['The Velora began as a chilli sauce its chef made for staff meals, and it has since won a devoted following.'], 'Versatility');
    expect(v.score).toBe(5);
  });
});

describe("the perfect's negations", () => {
  it('"hasn\'t failed once", "haven\'t had a single problem" are praise', async () => {
    const v = await verdict('Velora', ["The Velora hasn't failed once, and I haven't had a single problem with it."], 'Reliability');
    expect(v.score).toBeGreaterThan(5);
  });
});

describe('a fault the sentence says happened', () => {
  it('"I\'d rather it hadn\'t cracked" is blame, not a crack spared', async () => {
    const v = await verdict('Velora', ["The Velora case is under warranty, but I'd rather it simply hadn't cracked."], 'Durability');
    expect(v.score).toBeLessThan(5);
  });

  it('"I haven\'t bothered to get it serviced" praises nothing', () => {
    expect(readSentiment("I haven't bothered to get it serviced.").score).toBe(0);
    expect(readSentiment("The noise didn't bother me.").score).toBeGreaterThan(0);
  });
});

describe('phrases whose opinion word judges nothing, or another thing', () => {
  it.each([
    ['It is sweeter, thanks to the honey in it.', 'thanks'],
    ['The new strap lasts a good deal longer.', 'good'],
    ['I would buy it again for the grip alone.', 'alone'],
  ])('"%s" does not read "%s"', (text, word) => {
    expect(readSentiment(text).words.map((w) => w.word)).not.toContain(word);
  });

  it('"worth the climb" is praise of the place, not of its price', async () => {
    const food = await verdict('Velora', ["The Velora hut's soup is worth the climb on its own."], 'Food', ['Food', 'Price']);
    expect(food.score).toBeGreaterThan(5);
    const price = await verdict('Velora', ["The Velora hut's soup is worth the climb on its own."], 'Price', ['Food', 'Price']);
    expect(price.confidence).toBe('none');
  });

  it('"tastes thin" and "the food is basic" are blame', async () => {
    expect((await verdict('Velora', ['The Velora sauce tastes thin and sour.'], 'Taste')).score).toBeLessThan(5);
    const food = await verdict('Velora', ['Food at the Velora lodge is basic.'], 'Food');
    expect(food.score).toBeLessThan(5);
  });
});

describe('a compound in "-free"', () => {
  it('of a fault is praise ("hassle-free"), of anything else says what is left out ("scent-free")', () => {
    expect(readSentiment('Setting it up was hassle-free.').score).toBeGreaterThan(0);
    expect(readSentiment('A scent-free lotion.').score).toBe(0);
  });
});

describe('"to be fair"', () => {
  it('is a concession, no praise', () => {
    expect(readSentiment('To be fair to it, the lamp throws further.').words.map((w) => w.word)).not.toContain('fair');
    expect(readSentiment('The price is fair.').score).toBeGreaterThan(0);
  });
});

describe('falling short, said by an idiom', () => {
  it.each([
    ["The Brisko's seat is a step behind the Velora's for comfort."],
    ["The Brisko can't hold a candle to the Velora for comfort."],
    ['The Brisko is a notch below the Velora for comfort.'],
  ])('"%s" puts the Velora ahead', async (text) => {
    await expectAhead(text, 'Comfort', 'Velora');
  });
});

describe("the word that names the aspect", () => {
  it('beside a word that judges, names the aspect and judges nothing; "lacks comfort" is still blame', async () => {
    const v = await verdict('Velora', ["Comfort is the Velora's weak spot."], 'Comfort');
    expect(v.score).toBeLessThan(5);
    const lacking = await verdict('Velora', ['The Velora lacks comfort.'], 'Comfort');
    expect(lacking.score).toBeLessThan(5);
  });
});

describe('a fronted denial', () => {
  it('"Cheap it is not" is blame on price', async () => {
    const v = await verdict('Velora', ['The Velora is well made. Cheap it is not.'], 'Price');
    expect(v.score).toBeLessThan(5);
  });
});

// (Found on unseen-v11 once read; new invented phrases.) "Freeze-dried" coffee read as a freezing
// fault put the taste test's favourite last.
describe('a harm or event before a participle in a compound', () => {
  it('names how a thing was made or tested, and judges nothing', () => {
    for (const text of ['The beans are fire-roasted.', 'Each unit is drop-tested before it ships.', 'The soup is freeze-dried in small batches.', 'The frame is stress-tested by the maker.']) {
      expect(readSentiment(text).score).toBe(0);
    }
  });

  it('still blames with the participle itself, or with a judging modifier before it', () => {
    expect(readSentiment('The box arrived fire-damaged.').score).toBeLessThan(0);
    expect(readSentiment('The panels are ill-fitted.').score).toBeLessThan(0);
    expect(readSentiment('The lid feels poorly-sealed.').score).toBeLessThan(0);
  });

  it('leaves the praise around it standing', async () => {
    await expectAhead('The freeze-dried Velora tastes rich and smooth; the Brisko tastes flat.', 'Taste', 'Velora');
    const v = await verdict('Velora', ['The Velora is freeze-dried from a dark roast: chocolate, a little cherry and a smooth finish.'], 'Taste');
    expect(v.score).toBeGreaterThan(5);
  });
});

// (Found on unseen-v13 once read; new invented sentences.) The writer vouching for what follows,
// or naming who holds an opinion, judges nothing; the words after it do.
describe('candour and the people who hold an opinion', () => {
  it('reads "let\'s be honest", "in fairness" and a conceding "True," as no praise', () => {
    expect(readSentiment("Let's be honest: the lamp is disappointing.").score).toBeLessThan(0);
    expect(readSentiment('In all fairness, the lamp is flimsy.').score).toBeLessThan(0);
    expect(readSentiment('True, the lamp is slower to warm up.').score).toBeLessThan(0);
    expect(readSentiment("Honestly, it's a lamp.").score).toBe(0);
  });

  it('keeps "honestly" as no more than a word before the praise it vouches for', () => {
    expect(readSentiment("It's honestly excellent.").score).toBeGreaterThan(0);
  });

  it('reads "its defenders" and "critics" as people, not a verdict', async () => {
    expect(readSentiment("The lamp's defenders say it is fine for reading.").words.map((w) => w.word)).toEqual(['fine']);
    const v = await verdict('Velora', ["The Velora's critics point out that its battery lasts nine hours."], 'Battery life');
    expect(v.score).toBeGreaterThanOrEqual(5);
  });
});

describe('a scarce fault with a word of its kind before it', () => {
  it('is good news ("zero infrastructure failures", "few serious crashes")', () => {
    expect(readSentiment('The Velora had zero infrastructure failures in 900 runs.').score).toBeGreaterThan(0);
    expect(readSentiment('We saw few random crashes.').score).toBeGreaterThan(0);
    // Not across a verb or an article: "few people liked the crash".
    expect(readSentiment('Few of us saw the crash.').score).toBeLessThan(0);
  });
});

// (Found on unseen-v13 once read; new invented sentences.)
describe('an aside between a "not" and what it denies', () => {
  it('leaves the denial standing', () => {
    expect(readSentiment('The lamp is not, in my view, the brightest.').score).toBeLessThan(0);
    expect(readSentiment("The lamp isn't, whatever the box says, very sturdy.").score).toBeLessThan(0);
  });
});

// (Found on unseen-v14 and v15 once read; new invented sentences.)
describe('a one-word name after a word that introduces it', () => {
  it('is no opinion word ("the Discord", "switched to Brave"), while capitals for emphasis and idioms still count', () => {
    expect(readSentiment('Its Discord has 12,000 members and answers fast.').words.map((w) => w.word)).toEqual(['fast']);
    expect(readSentiment('Last spring I moved to Brave for everything.').score).toBe(0);
    expect(readSentiment('The lamp is GREAT.').score).toBeGreaterThan(0);
  });
});

describe('the word that names the aspect', () => {
  it('is no blame on its own aspect though the lexicon scores it low ("the cancelling")', async () => {
    const v = await verdict('Velora', ['On the Velora the cancelling is the headline.'], 'Noise cancelling');
    expect(v.score).toBeGreaterThanOrEqual(5);
  });
});

describe('a nutrient one eats less of, said to be absent', () => {
  it('is good news on nutrition, not a missing nutrition', async () => {
    const v = await verdict('Velora', ['The Velora granola has no added salt and plenty of oats.'], 'Nutrition');
    expect(v.score).toBeGreaterThan(5);
    await expectAhead('The Velora has no added sugar; the Brisko has no fibre to speak of.', 'Nutrition', 'Velora');
  });
});

// (Found on unseen-v14 once read; new invented sentences.)
describe('a yes-or-no question', () => {
  it('claims nothing ("Is it worth £90?"), while a question that asks why presumes what it asks about', async () => {
    const asked = await verdict('Velora', ['The Velora costs £90. Is the Velora really worth it?'], 'Price');
    expect(asked.evidence.find((e) => e.quote.startsWith('Is the Velora'))?.reading?.effect ?? 0).toBe(0);
    expect((await verdict('Velora', ['Why is the Velora so sluggish?'], 'Performance')).score).toBeLessThan(5);
  });
});

// (Found on unseen-v14 once read; new invented sentences.)
describe('"just" after a negation', () => {
  it('ends what the negation denies: "not awful, just dull" blames, "isn\'t just slow" is slow', async () => {
    expect(readSentiment("It's not awful, just dull.").words.find((w) => w.word === 'dull')?.score).toBeLessThan(0);
    expect(readSentiment("The lamp isn't just slow.").score).toBeLessThan(0);
    expect(readSentiment('It is not merely cheap, it is good.').score).toBeGreaterThan(0);
    await expectAhead('The Velora tastes rich and nutty. The Brisko is not awful, just bland.', 'Taste', 'Velora');
  });
});
