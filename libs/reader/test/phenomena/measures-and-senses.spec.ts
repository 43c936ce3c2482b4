import { expectAhead, itFindsNoEvidence, itRanksAhead, itRanksNeitherAhead, verdict } from '../support/two-item-reviews';

/*
 * Analyst v6: measured amounts read the right way round per dimension, word senses decided by
 * the words around them, and what machines, vehicles and foods are judged on. Every sentence is
 * invented, about two invented items, in categories of its own (kettles, blenders, dehumidifiers,
 * cars, cereals, car seats, walkie-talkies…); none comes from the evaluation documents.
 */

describe('a measured amount is better high or low by what it measures, per dimension', () => {
  itRanksAhead([
    // Energy per use: less is better.
    ['Over one night the Velora dehumidifier drew 2.4 kWh and the Brisko 1.6 kWh.', 'Efficiency', 'Brisko'],
    // Water per use: less is better.
    ['A rinse cycle took 14 litres of water in the Velora against 9 litres in the Brisko.', 'Efficiency', 'Brisko'],
    // Fuel per distance: less is better; distance per fuel: more is better.
    ['Over a long weekend the Velora returned 5.1 l/100 km, the Brisko 6.8 l/100 km.', 'Efficiency', 'Velora'],
    ['Around town the Brisko managed 38 mpg to the Velora\'s 52 mpg.', 'Efficiency', 'Velora'],
    // Time to get the job done: sooner is better.
    ['The Velora turned a tray of ice into snow in 40 seconds, against almost 2 minutes for the Brisko.', 'Performance', 'Velora'],
    ['A full kettle boiled in 4 minutes on the Brisko and in 2 minutes on the Velora.', 'Performance', 'Velora'],
    // A price in pence or cents is a price.
    ['A box of Velora is 90p; the Brisko is £2.10.', 'Price', 'Velora'],
  ]);

  it('counts a stated price as price evidence even when the sentence says more about where to buy it', async () => {
    await expectAhead('The Velora is 60p a bag in every supermarket. The Brisko will set you back £1.80 a bag.', 'Price', 'Velora', ['Availability']);
  });

  it('decides each nutrient amount by the nutrient it is stated with, not by any nutrient in the sentence', async () => {
    // Sugar is compared (less is better) though the sentence goes on to fibre (more is better).
    await expectAhead('A bowl of Velora has 12 g of sugar to the Brisko\'s 4 g, though the Velora has a little more fibre, 6 g against 3 g.', 'Nutrition', 'Brisko');
    await expectAhead('The Brisko gives you 9 g of protein, the Velora only 4 g, and both are low in salt.', 'Nutrition', 'Brisko');
  });
});

describe('a word that names an aspect in one sense only counts in that sense', () => {
  itFindsNoEvidence([
    // A physical corner is no cornering.
    ['A dent appeared at the corner of the Velora\'s lid within a month.', 'Performance'],
    // A drain as a thing with an article or a part is plumbing, not a battery's drain.
    ['The Velora flashed a drain fault and stopped with water still inside.', 'Efficiency'],
    ['The Velora flashed a drain fault and stopped with water still inside.', 'Battery life'],
  ]);

  it('still reads the sense that belongs to the dimension', async () => {
    expect((await verdict('Velora', ['The Velora corners flat and eager on a twisting road.'], 'Performance')).confidence).not.toBe('none');
    expect((await verdict('Velora', ['Streaming video drains the Velora\'s battery by noon.'], 'Battery life')).score).toBeLessThan(5);
  });
});

describe('"unlike" describes the item it names', () => {
  it('gives the adjectives after "unlike" to the rival, not to the subject', async () => {
    await expectAhead('The Velora\'s lid feels sturdy, unlike the flimsy hinge on the Brisko.', 'Build quality', 'Velora');
  });
});

// (Found on unseen-v10 once read; new invented sentences.) "Free" is the best a price can be, not a mild plus.
describe('a free item on price', () => {
  it('scores at least as high as one merely called cheap', async () => {
    const free = await verdict('Velora', ['The Velora is free.'], 'Price');
    const cheap = await verdict('Velora', ['The Velora is cheap.'], 'Price');
    expect(free.score).toBeGreaterThanOrEqual(cheap.score);
    expect(free.score).toBeGreaterThan(5);
  });
});

// (Found on unseen-v11 once read; new invented sentences.) A volume or an amount of energy is what
// a thing used up only when the sentence says so; otherwise it is what it holds or what it did.
describe('a capacity or an output is no consumption', () => {
  itFindsNoEvidence([
    // A tank's size says how often it is emptied or filled, not what the machine uses.
    ['The Velora\'s 3-litre tank needs emptying twice as often as the Brisko\'s 6-litre one.', 'Efficiency'],
    ['The Brisko\'s water tank is bigger than the Velora\'s, so you empty it less often.', 'Efficiency'],
  ]);

  itRanksNeitherAhead([
    // What a dehumidifier pulls out of the air is the work it does: more is better, not less.
    ['The Velora pulled 11 litres out of the air overnight, the Brisko only 5 litres.', 'Efficiency'],
    // A battery's size is what it holds, not what it draws.
    ['The Velora packs a 1.5 kWh battery against the Brisko\'s 0.8 kWh.', 'Efficiency'],
  ]);

  it('still compares what a machine is said to have used', async () => {
    await expectAhead('Over one night the Velora used 1.9 kWh and the Brisko 2.6 kWh.', 'Efficiency', 'Velora');
    await expectAhead('The Brisko burned 7.2 litres per 100 km on the motorway, the Velora 5.9.', 'Efficiency', 'Velora');
    await expectAhead('The Velora burned through a whole tank of gas in one weekend; the Brisko, by contrast, is frugal.', 'Efficiency', 'Brisko');
  });
});
