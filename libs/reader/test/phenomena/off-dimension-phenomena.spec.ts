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
