import { verdict } from '../support/two-item-reviews';

/*
 * A review of the two compared items that judges one by a bare comparative ("the B makes better
 * coffee", "the B is the quieter machine") sets it against the other: the review has nothing
 * else to measure it by. The other item is read as the one behind, on that sentence. Elsewhere the
 * rival is unknown, and the sentence says nothing of the other item. Invented sentences and items.
 */
const BOTH = 'We lived with the Velora and the Brisko for a month.';

describe('a bare comparative in a review of both items', () => {
  it.each([
    [`${BOTH} The Brisko is the quieter machine.`, 'Noise'],
    [`${BOTH} The Brisko has the better battery by some distance.`, 'Battery life'],
    [`${BOTH} In the end the Brisko was more comfortable on long days.`, 'Comfort'],
  ])('%s (Velora: behind on %s)', async (text, dimension) => {
    const cell = await verdict('Velora', [text], dimension);
    expect(cell.confidence).not.toBe('none');
    expect(cell.score).toBeLessThan(5);
  });
});

describe('a bare comparative measured by something else', () => {
  it.each([
    ['The Brisko is the quieter machine.', 'Noise', 'a review of one item'],
    [`${BOTH} The Brisko got quieter after the firmware update.`, 'Noise', 'the item as it was'],
    [`${BOTH} The Brisko is quieter than most.`, 'Noise', 'a measure of its own'],
    [`${BOTH} I wish the Brisko were quieter.`, 'Noise', 'a wish'],
    [`${BOTH} Is the Brisko quieter?`, 'Noise', 'a question'],
    // The item is only carried over: were it the wrong one, the mistake would count for both items.
    [`${BOTH} It is the quieter machine.`, 'Noise', 'a pronoun'],
  ])('%s (Velora: nothing on %s: %s)', async (text, dimension) => {
    const cell = await verdict('Velora', [text], dimension);
    expect(cell.score).toBe(5);
  });
});

describe('a win in a review of both items', () => {
  it.each([
    [`${BOTH} On comfort the Brisko wins, and it is not close.`, 'Comfort'],
    [`${BOTH} The Brisko won our blind taste test seven votes to one.`, 'Taste'],
  ])('%s (Velora: behind on %s)', async (text, dimension) => {
    const cell = await verdict('Velora', [text], dimension);
    expect(cell.confidence).not.toBe('none');
    expect(cell.score).toBeLessThan(5);
  });

  it.each([
    [`${BOTH} The Brisko won a design award for its comfort.`, 'Comfort'],
    [`${BOTH} The Brisko's comfort won me over.`, 'Comfort'],
  ])('%s (Velora: nothing on %s: a prize, a persuasion)', async (text, dimension) => {
    const cell = await verdict('Velora', [text], dimension);
    expect(cell.score).toBe(5);
  });
});

describe('an opening use names no item', () => {
  it.each([
    ['For a short trip on a safe, quiet street, the Velora is more than enough.', 'Security'],
    ['For anyone who hates loud fans, the Velora is an option.', 'Noise'],
  ])('%s (Velora: no lean on %s from the words of the use)', async (text, dimension) => {
    const cell = await verdict('Velora', [text], dimension);
    expect(cell.score).toBe(5);
  });
});

describe('a fault a feature guards against', () => {
  it.each([
    ['The Velora comes with a year of theft insurance.', 'Security'],
    ['The Velora has crash detection built in.', 'Safety'],
  ])('%s (Velora: not below 5 on %s)', async (text, dimension) => {
    const cell = await verdict('Velora', [text], dimension);
    expect(cell.score).toBeGreaterThanOrEqual(5);
  });
});
