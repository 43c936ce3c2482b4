import { verdict } from '../support/two-item-reviews';

/*
 * Issue #32 item 3: a sentence on one dimension is no evidence for another it only brushes. Every
 * sentence is invented, about the invented Velora; none comes from the evaluation documents.
 */

/** Velora's verdict on `dimension` from one sentence, with `dimensions` requested. */
const read = (sentence: string, dimension: string, dimensions: string[]) => verdict('Velora', [sentence], dimension, dimensions);

describe('an aspect named in passing, in a phrase that places, qualifies or compares', () => {
  it.each([
    // Where a danger happens is not the transport's quality.
    ['Theft is a real problem on the Velora night buses.', 'Safety', 'Transport'],
    // What the privacy terms are compared against is no price.
    ['The Velora work edition has far stronger privacy terms than free accounts.', 'Privacy', 'Price'],
    // The fields a library is weak for are no learning curve.
    ['The Velora library ecosystem is weaker for robotics, machine learning and games.', 'Ecosystem', 'Learning curve'],
    // The load a database is fast under is no verdict on how it scales.
    ['Velora queries are fast for small lookups under many concurrent users.', 'Performance', 'Scalability'],
  ])('%s speaks of %s, not of %s', async (sentence, spoken, brushed) => {
    expect((await read(sentence, spoken, [spoken, brushed])).confidence).not.toBe('none');
    const passing = await read(sentence, brushed, [spoken, brushed]);
    expect(passing.confidence).toBe('none');
    expect(passing.evidence).toEqual([]);
  });

  it.each([
    // The phrase gives its own verdict ("greasy" is a comfort word).
    ['The Velora lotion is simple to apply, though it goes on greasy.', 'Comfort', ['Ease of use', 'Comfort']],
    // With no other aspect named first, "for the price" is what the sentence is about.
    ['The Velora is a bargain for the price.', 'Price', ['Price', 'Display']],
  ])('%s still speaks of %s', async (sentence, dimension, dimensions) => {
    expect((await read(sentence, dimension, dimensions as string[])).confidence).not.toBe('none');
  });
});

describe('background: history and standing are no verdict on a dimension', () => {
  it.each([
    // When a service started, with a word of its price nearby.
    ['Velora is a subscription music service that started out selling records and launched streaming in 2011.', 'Price'],
    ['Velora is the Halberd Group\'s subscription radio service, launched in June 2016.', 'Price'],
    // How popular a language is says nothing of how hard it is to learn.
    ['Velora is one of the most popular scripting languages in the world, used for robotics and machine learning.', 'Learning curve'],
  ])('%s is no evidence for %s', async (sentence, dimension) => {
    const v = await read(sentence, dimension, [dimension, 'Performance']);
    expect(v.confidence).toBe('none');
    expect(v.evidence).toEqual([]);
  });

  it('still reads a verdict given beside a date or a word of standing', async () => {
    expect((await read('Since its 2019 refresh the Velora subscription has been far too expensive.', 'Price', ['Price'])).score).toBeLessThan(5);
    expect((await read('Velora is popular because it is so easy to learn.', 'Learning curve', ['Learning curve'])).score).toBeGreaterThan(5);
  });

  it('reads popularity as evidence when popularity is asked for', async () => {
    expect((await read('Velora is one of the most popular scripting languages in the world.', 'Popularity', ['Popularity'])).score).toBeGreaterThan(5);
  });
});

// (Found on independent-a.json; new sentences.) A verdict on every aspect at once says nothing of
// the one aspect the rest of the sentence names; "costs half as much" is the cheaper price.
describe('a verdict whose scope is every aspect', () => {
  it('does not take the aspect of the clause beside it', async () => {
    const text = 'The Velora beats the Brisko across the board, but the Brisko costs a third as much.';
    expect((await verdict('Velora', [text], 'Price')).score).toBeLessThanOrEqual(5);
    expect((await verdict('Brisko', [text], 'Price')).score).toBeGreaterThan(5);
  });
});
