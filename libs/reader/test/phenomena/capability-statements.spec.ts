import { explainSentence } from '../../src/explain';

/*
 * Invented sentences that state what an item can or cannot do, with no word of praise or blame:
 * the capability itself is the verdict on the dimension it belongs to.
 */
const ITEMS = ['Pellucid', 'Quarto'];

async function reading(sentence: string, item: string, dimension: string): Promise<number | undefined> {
  const explanations = await explainSentence(sentence, ITEMS, [dimension]);
  return explanations.find((e) => e.item === item)?.scores[dimension];
}

describe('a capability stated plainly leans its dimension', () => {
  it.each([
    ['The Pellucid comes with library lending built in.', 'Library lending'],
    ['Pellucid lets you borrow audiobooks from the public library.', 'Library lending'],
    ['Pellucid supports library loans through OverDrive.', 'Library lending'],
  ])('present: "%s" is positive on %s', async (sentence, dimension) => {
    expect(await reading(sentence, 'Pellucid', dimension)).toBeGreaterThan(0);
  });

  it.each([
    ['Quarto cannot borrow from a library at all.', 'Library lending'],
    ['Quarto has no way to borrow library books.', 'Library lending'],
    ['Library loans are not supported on the Quarto.', 'Library lending'],
    ['Quarto does not support OverDrive.', 'Library lending'],
  ])('missing: "%s" is negative on %s', async (sentence, dimension) => {
    expect(await reading(sentence, 'Quarto', dimension)).toBeLessThan(0);
  });

  it('a capability sentence about one item says nothing of the other', async () => {
    expect(await reading('Quarto cannot borrow library books.', 'Pellucid', 'Library lending')).toBeUndefined();
  });

  it('a word of blame speaks before the capability ("supports loans, but badly")', async () => {
    expect(await reading('Pellucid supports library loans, but the process is painful.', 'Pellucid', 'Library lending')).toBeLessThan(0);
  });
});
