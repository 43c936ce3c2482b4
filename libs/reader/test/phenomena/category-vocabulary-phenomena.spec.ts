import { itFindsNoEvidence, itRanksAhead, verdict } from '../support/two-item-reviews';

/*
 * Analyst v6: what machines, vehicles and foods are judged on, said in words that never name the
 * dimension. Every sentence is invented, about two invented items, in categories of its own
 * (pumps, printers, walkie-talkies, blenders, car seats, snacks…); none comes from the evaluation documents.
 */

describe('what a machine, a vehicle or a food is judged on, in words that never name the dimension', () => {
  itRanksAhead([
    // A part that stops doing its one job, a stop in the middle of a job, and never failing to start.
    ['The Brisko\'s pump stopped priming after a month, while the Velora started first time, every time.', 'Reliability', 'Velora'],
    ['The Brisko printer stopped mid-job twice in a week; the Velora has not missed a single print.', 'Reliability', 'Velora'],
    // Out of range is a wireless link's reach.
    ['The Brisko handset went out of range as soon as I crossed the landing; the Velora kept its link from the end of the yard.', 'Connectivity', 'Velora'],
    // A battery that goes flat.
    ['The Velora handset lasted the whole shift, but the Brisko was flat by lunchtime.', 'Battery life', 'Velora'],
    // Where one can buy it: any shop against hunting for it.
    ['You will find the Velora in any petrol station, whereas I had to hunt for the Brisko and order it online.', 'Availability', 'Velora'],
    // Cleaning by machine against by hand is how easy a thing is to live with.
    ['The Velora\'s jug goes straight in the dishwasher, but the Brisko\'s blades must be washed by hand.', 'Ease of use', 'Velora'],
    // Impact tests are safety; vents are comfort.
    ['The Velora car seat earned top marks in the side-impact tests, while the Brisko scored poorly.', 'Safety', 'Velora'],
    ['The Velora has fourteen vents and stays airy on a climb; the Brisko has four and I was dripping.', 'Comfort', 'Velora'],
  ]);

  it('reads a coating that peels or flakes as poor build, and controls that make sense as easy', async () => {
    expect((await verdict('Brisko', ['The paint on the Brisko\'s frame began to peel within a month.'], 'Build quality')).score).toBeLessThan(5);
    expect((await verdict('Velora', ['The Velora\'s two knobs make sense at a glance.'], 'Ease of use')).score).toBeGreaterThan(5);
  });
});

describe('cleaning, fuel and the night, as a reader takes them', () => {
  itRanksAhead([
    // A cleaning machine is judged by what it leaves behind.
    ['Coffee stains on the tablecloth came out in the Velora, while the Brisko left a brown ring and the napkins came out still damp.', 'Performance', 'Velora'],
    // Consumption said through what one fill lasted.
    ['The Velora heater got three evenings out of one gas cartridge; with the Brisko I had to open a second cartridge on the first night.', 'Efficiency', 'Velora'],
  ]);

  it('reads "after dark" as a danger only beside words of streets, crime or being seen', async () => {
    // A picture that is poor after dark is the screen's, so it is no safety evidence …
    const screen = 'On the Velora\'s screen the picture turns to mush after dark.';
    expect((await verdict('Velora', [screen], 'Safety', ['Safety', 'Display'])).confidence).toBe('none');
    expect((await verdict('Velora', [screen], 'Display', ['Safety', 'Display'])).confidence).not.toBe('none');
    // … while walking home after dark is.
    expect((await verdict('Velora', ['Walking home after dark in the Velora district felt unsafe.'], 'Safety')).score).toBeLessThan(5);
  });
});

describe('seats, textures and setting up, with the word senses they need', () => {
  itRanksAhead([
    // What a seat does to whoever it holds.
    ['My son dozed off cradled in the Velora, while in the Brisko he slumped against the buckle.', 'Comfort', 'Velora'],
    // Texture: crunchy and toasty food against food that goes soft.
    ['The Velora crackers stay crunchy and toasty; the Brisko ones went soft within a day of opening.', 'Taste', 'Velora'],
    // A test's top rating is praise; a crash a seat goes through is safety, not a software crash.
    ['The Velora booster got the top rating in the frontal crash round, while the Brisko was marked down.', 'Safety', 'Velora'],
    // A machine that spun its wheels and gave up did the job badly.
    ['On the wet slope the Velora kept climbing; the Brisko spun its wheels and gave up.', 'Performance', 'Velora'],
    // Emphasis that looks like a negation, and labour said as kneeling.
    ['I cannot stress how nice it is that the Velora needs no setup at all, while setting up the Brisko took a morning on my knees.', 'Ease of use', 'Velora'],
  ]);

  itFindsNoEvidence([
    // Bought, not learnt.
    ['I picked up my Velora in the January sale for half price.', 'Ease of use'],
    // A tidy lawn or room is no tidy interface.
    ['The Velora left the hedge tidy and square.', 'Ease of use'],
    // How a food is made is no use of it; "goes a long way" is how much.
    ['The Velora is baked in small batches, and a little goes a long way.', 'Versatility'],
    // Fitting a thing in place is setting it up, not how it fits a body.
    ['Fitting the Velora into the car took ten minutes.', 'Comfort'],
    // Toasty is the body's warmth only beside words of cold and sleep.
    ['The Velora crumbs were toasty and golden.', 'Comfort'],
  ]);
});

describe('power stores, coats on skin and milks in drinks', () => {
  itRanksAhead([
    // A battery gauge down to its last bar; another device's flat battery is not the item's.
    ['The Velora ran the fridge for two days, but the Brisko was down to its last bar by breakfast.', 'Battery life', 'Velora'],
    // A coat that stays put through water against one that washes off.
    ['The Velora varnish stayed put through a winter of rain, while the Brisko washed off the decking in weeks.', 'Water resistance', 'Velora'],
    // A cream that rubs in against one that goes on greasy.
    ['The Velora rubs in at once; the Brisko goes on greasy and stung my eyes.', 'Comfort', 'Velora'],
    // A milk that foams for coffee against one that separates in tea.
    ['The Velora froths into a thick foam for a latte, while the Brisko separates in tea.', 'Versatility', 'Velora'],
  ]);

  itFindsNoEvidence([
    ['The Velora lamp can only be dimmed from an app, which is useless when your phone is flat.', 'Battery life'],
    ['By the end of the week the Velora tin was down to its last spoonful.', 'Reliability'],
    // Rubbing a cream in is putting it on, not chafing.
    ['The Velora balm rubs in quickly and the family appreciated it.', 'Comfort'],
    // Shoulders are comfort's when something weighs on them, not wherever they are.
    ['After a day with the Velora my son\'s shoulders were brown and freckled.', 'Comfort'],
  ]);
});
