import { LIMITS } from '@juxta/contracts';
import { planDimensions } from './dimension-planner';
import { knownDimension } from './dimension-terms';
import { askedCapability, needDimensions, needsOfQuestion, QUESTION_NEEDS } from './question-needs';
import { resolveWeights } from '../verdict/dimension-weights';

describe('the need table', () => {
  it.each(QUESTION_NEEDS.map((row) => [row.id, row] as const))('%s: its example names its need', (_id, row) => {
    expect(needsOfQuestion(row.example).map((n) => n.id)).toContain(row.id);
  });

  it('names only dimensions the taxonomy knows, so their words read the evidence', () => {
    for (const row of QUESTION_NEEDS) expect(knownDimension(row.effect.dimension)).toBeDefined();
  });

  it('lists the needs in the order the question asks them', () => {
    expect(needsOfQuestion('Something cheap I can read in the bath').map((n) => n.id)).toEqual(['budget', 'water']);
    expect(needsOfQuestion('')).toEqual([]);
  });
});

describe('the question decides what is compared (issue #32)', () => {
  it('adds Privacy to a software comparison that asks for privacy', () => {
    const planned = planDimensions(undefined, 'software', 'Which web browser is best for privacy?');
    expect(planned[0]).toBe('Privacy');
    expect(planned).toEqual(expect.arrayContaining(['Performance', 'Ease of use', 'Features']));
    const { weights, reasons } = resolveWeights(planned, undefined, 'Which web browser is best for privacy?');
    expect(weights.Privacy).toBe(3);
    expect(reasons).toContainEqual({ dimension: 'Privacy', weight: 3, reason: '“privacy” in your question' });
  });

  it('adds water resistance for a device used in the bath, even beside Build quality', () => {
    const query = 'a tablet for watching films in the bathtub';
    const planned = planDimensions(undefined, 'consumer-electronics', query);
    expect(planned).toContain('Build quality');
    expect(planned[0]).toBe('Water resistance');
    expect(resolveWeights(planned, undefined, query).weights['Water resistance']).toBe(3);
  });

  it('adds Library lending for a reader who borrows, apart from an Ecosystem whose store lends nothing', () => {
    const query = 'I borrow ebooks from the public library';
    const planned = planDimensions(undefined, 'consumer-electronics', query);
    expect(planned[0]).toBe('Library lending');
    expect(planned).toContain('Ecosystem');
    const { reasons } = resolveWeights(planned, undefined, query);
    expect(reasons).toContainEqual({ dimension: 'Library lending', weight: 3, reason: '“borrow ebooks” in your question' });
  });

  it('raises the dimension that already answers a need instead of adding one', () => {
    expect(planDimensions(undefined, 'software', 'runs well on a slow laptop')).toEqual(planDimensions(undefined, 'software'));
    expect(resolveWeights(planDimensions(undefined, 'software'), undefined, 'runs well on a slow laptop').weights.Performance).toBe(3);
  });

  it('adds what a question about pets or teamwork asks for', () => {
    expect(planDimensions(undefined, 'other', 'a robot mop for a flat with two cats')).toContain('Pet friendliness');
    expect(planDimensions(['Price'], 'software', 'a whiteboard app our team can edit together')).toEqual(['Price', 'Collaboration', 'Performance', 'Ease of use', 'Features']);
  });

  it('adds no dimension that does not fit the category', () => {
    expect(planDimensions(undefined, 'places', 'a city where I can walk in the rain')).toEqual(planDimensions(undefined, 'places'));
    expect(planDimensions(undefined, 'food-and-drink', 'a snack to share with my dog')).not.toContain('Pet friendliness');
  });

  it('keeps every hint, and at the limit replaces the last usual dimension', () => {
    expect(planDimensions(['A', 'B', 'C'], 'software', 'for privacy')).toEqual(['A', 'B', 'C', 'Privacy', 'Performance']);
    const ten = Array.from({ length: LIMITS.dimensionsMax }, (_, i) => `Hint ${i}`);
    expect(planDimensions(ten, 'software', 'for privacy')).toEqual(ten);
    const query = 'private, for library books, in the bath, all day, on my old laptop, with my dog, with my team';
    expect(planDimensions(['A', 'B', 'C'], 'other', query)).toEqual([
      'A', 'B', 'C', 'Privacy', 'Library lending', 'Water resistance', 'Battery life', 'Performance', 'Pet friendliness', 'Collaboration',
    ]);
  });

  it('finds the dimensions that answer the question among those planned', () => {
    const dims = ['Price', 'Water resistance', 'Display'];
    expect(needDimensions('for reading in the bath on a budget', dims)).toEqual([
      { dimension: 'Water resistance', phrase: 'in the bath', weight: 3 },
      { dimension: 'Price', phrase: 'budget', weight: 3 },
    ]);
    expect(needDimensions('which is nicer', dims)).toEqual([]);
  });
});

describe('needs a question names in other words (issue #32)', () => {
  it('adds a dimension the question names by its own name, the longest name first', () => {
    const query = 'I care most about sound quality for jazz';
    const planned = planDimensions(undefined, 'consumer-electronics', query);
    expect(planned[0]).toBe('Sound quality');
    expect(planned).not.toContain('Quality');
    expect(resolveWeights(planned, undefined, query).reasons).toContainEqual({ dimension: 'Sound quality', weight: 3, reason: '“sound quality” in your question' });
    // "support" as a verb asks whether a thing supports something, not for customer support.
    expect(needsOfQuestion('Can it support two monitors?').map((n) => n.effect.dimension)).not.toContain('Support');
  });

  it('adds Noise for a question that asks for something quiet, but not for noise cancelling', () => {
    expect(planDimensions(undefined, 'consumer-electronics', 'a fan quiet enough for a bedroom')[0]).toBe('Noise');
    expect(needsOfQuestion('which has the best noise cancelling').map((n) => n.id)).not.toContain('noise');
  });

  // (Found on unseen-v10 once read; new questions.)
  it('adds Camera for a question about how a picture looks in poor light, but not for reading in the dark', () => {
    expect(planDimensions(undefined, 'consumer-electronics', 'which phone takes the best photos at night')[0]).toBe('Camera');
    expect(needsOfQuestion('video calls from a gloomy basement office').map((n) => n.id)).toContain('low-light');
    expect(needsOfQuestion('an e-reader for reading in a dark bedroom').map((n) => n.id)).not.toContain('low-light');
  });

  // (Found on unseen-v12 once read; new questions.) The words after "which" name what is compared.
  it('reads the kind of thing asked about as no need ("which privacy screen", "which noise machine")', () => {
    const ids = (q: string) => needsOfQuestion(q).map((n) => n.id);
    expect(ids('Which privacy screen fits a 14-inch laptop?')).not.toContain('privacy');
    expect(ids('Which pink-noise machine will help a toddler nap?')).not.toContain('noise');
    expect(ids('What battery charger should I take camping?')).not.toContain('battery');
    // What follows the kind is still asked, and a question naming no kind keeps all it says.
    expect(ids('Which noise machine is quiet enough for a nursery?')).toContain('noise');
    expect(ids('Which is better for privacy?')).toContain('privacy');
    expect(ids('Which one is quieter?')).toContain('noise');
    // An adjective in the kind still says what the asker needs.
    expect(ids('Which quiet dishwasher should we get?')).toContain('noise');
    expect(ids('Which waterproof speaker is best?')).toContain('water');
    expect(ids('Which privacy-focused browser has the best extensions?')).toContain('privacy');
  });

  it('reads a wish for a thing that lasts for years as a need for durability, not for a long charge', () => {
    expect(needsOfQuestion('Which backpack will hold up to daily use for years?').map((n) => n.id)).toContain('longevity');
    expect(planDimensions(undefined, 'other', 'which blender will last the longest')).toContain('Durability');
    expect(needsOfQuestion('Which speaker lasts longest on a single charge?').map((n) => n.id)).not.toContain('longevity');
  });

  it('reads a budget the items keep as no need for a low price, and sharing it as teamwork', () => {
    expect(needsOfQuestion('which budgeting app lets two of us share a budget').map((n) => n.id)).not.toContain('budget');
    expect(needsOfQuestion('which budgeting app lets two of us share a budget').map((n) => n.id)).toContain('collaboration');
    expect(needsOfQuestion('a laptop for a student on a budget').map((n) => n.id)).toContain('budget');
  });

  it('reads a question about sugar or salt as one about nutrition', () => {
    expect(needsOfQuestion('which cereal has less sugar').map((n) => n.id)).toContain('health');
    expect(needsOfQuestion('the soup with the least salt').map((n) => n.id)).toContain('health');
  });

  it('reads a wish for something simple as a need for ease of use', () => {
    expect(needsOfQuestion('the simplest way to back up my photos').map((n) => n.id)).toContain('simplicity');
    expect(needsOfQuestion('a coffee machine that is not too complicated').map((n) => n.id)).toContain('simplicity');
  });

  it('reads a demanding job as a need for speed', () => {
    expect(needsOfQuestion('a tablet for editing holiday videos').map((n) => n.id)).toContain('speed');
    expect(needsOfQuestion('a desktop for 4K rendering').map((n) => n.id)).toContain('speed');
  });

  it('finds what a question asks the items to be able to do when it names no need', () => {
    expect(askedCapability('Which of these radios can record podcasts?')).toBe('record podcasts');
    expect(askedCapability('Does either work with my turntable?')).toBe('work with my turntable');
    // About the asker, or a need of the table: no capability.
    expect(askedCapability('Which one can I carry?')).toBeNull();
    expect(askedCapability('Which can last all day unplugged?')).toBeNull();
    expect(askedCapability('Which would you pick?')).toBeNull();
  });
});
