import { verdict } from '../support/two-item-reviews';

/*
 * A review of the two compared items that judges one by a bare comparative ("the B is the quieter
 * machine", "the B won the tasting") says it of the item it names. Setting the other item behind as
 * well (its rival, unnamed) was tried on 2026-11-28 and measured on the first runs of unseen text:
 * one more ordering the wrong way round on the held-out set (3.8 -> 5.8 %) and on unseen-v11
 * (5.3 -> 7.9 %). The reader leaves the other item unjudged. Invented sentences and items.
 */
const BOTH = 'We lived with the Velora and the Brisko for a month.';

describe('a bare comparative in a review of both items judges only the item it names', () => {
  it.each([
    [`${BOTH} The Brisko is the quieter machine.`, 'Noise'],
    [`${BOTH} The Brisko has the better battery by some distance.`, 'Battery life'],
    [`${BOTH} On comfort the Brisko wins, and it is not close.`, 'Comfort'],
  ])('%s (Velora: nothing on %s)', async (text, dimension) => {
    expect((await verdict('Velora', [text], dimension)).score).toBe(5);
    expect((await verdict('Brisko', [text], dimension)).score).toBeGreaterThan(5);
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
