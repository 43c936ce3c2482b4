import { itRanksAhead, itRanksNeitherAhead, verdict } from '../support/two-item-reviews';

/*
 * A clause that names both items (#32 item 7, abstain before misleading): names joined as one
 * subject share the verdict; a question asked inside the sentence gives it to neither; and when
 * the reader does not know how the two names relate, the words after the second name are not
 * taken as the first one's verdict. Found by reading invented sentences by construction, not the
 * evaluation's documents. Invented sentences and items.
 */
describe('names joined as one subject', () => {
  itRanksNeitherAhead([
    ['Both the Velora and the Brisko are comfortable.', 'Comfort'],
    ['The Velora and the Brisko are equally comfortable on a long day.', 'Comfort'],
    ['Velora and Brisko both charge a fair price.', 'Price'],
    ['Either the Velora or the Brisko will keep a room quiet.', 'Noise'],
    ['The Velora, like the Brisko, is remarkably quiet.', 'Noise'],
    ['We heard no difference in noise between the Velora and the Brisko.', 'Noise'],
  ]);

  itRanksAhead([
    ['The Velora is stiff and the Brisko is comfortable.', 'Comfort', 'Brisko'],
    ['The Velora is loud while the Brisko is quiet.', 'Noise', 'Brisko'],
  ]);
});

describe('a question asked inside the sentence', () => {
  itRanksNeitherAhead([
    ['We alternate between the Velora and the Brisko depending on which is cheaper that month.', 'Price'],
    ['Buy whichever of the Velora and the Brisko is cheaper on the day.', 'Price'],
  ]);
});

describe('words after a second name the reader cannot relate', () => {
  itRanksNeitherAhead([
    ["The Velora doesn't come close to the Brisko in how quiet it is.", 'Noise'],
    ['The Velora is second only to the Brisko for quiet running.', 'Noise'],
  ]);
});

// Found with the same invented sentences: a view the writer reports only to deny is no verdict,
// and the words of denial ("I disagree", "they are wrong") judge the view, not an item.
describe('a view reported and then denied', () => {
  itRanksNeitherAhead([
    ['People say the Velora is quiet, but I disagree.', 'Noise'],
    ['Owners call the Velora quiet. Not in my experience.', 'Noise'],
    // (Found on independent-a.json; new sentences.) A bare "it isn't" denies; a reported view the
    // writer turns from with "but" is not the writer's verdict.
    ['The brochure promises the Velora is silent. It isn\'t.', 'Noise'],
    ['Everyone online says the Velora is silent, but it isn\'t.', 'Noise'],
    ['My neighbour insists the Velora is deafening, but our whole street sleeps fine.', 'Noise'],
  ]);

  it.each([
    ['People say the Velora is quiet. I disagree: the Brisko is far quieter.', 'Brisko', 'above'],
    ['Reviewers call the Velora loud; they are wrong, it is whisper quiet.', 'Velora', 'above'],
    ['The Velora is quiet. I have nothing to add.', 'Velora', 'above'],
    // (The denied praise does not lift the Velora; "the Brisko is far quieter" sets it behind.)
    ['People say the Velora is quiet. I disagree: the Brisko is far quieter.', 'Velora', 'not above'],
  ] as const)('%s (%s: %s 5 on Noise)', async (text, item, where) => {
    const cell = await verdict(item, [text], 'Noise');
    if (where === 'above') expect(cell.score).toBeGreaterThan(5);
    else expect(cell.score).toBeLessThanOrEqual(5);
  });
});

describe('a weaker echo is no denial', () => {
  itRanksAhead([['The Velora is a comfortable chair; the Brisko, not so much.', 'Comfort', 'Velora']]);
});

describe('ranked above, and a claim named to be mocked', () => {
  itRanksAhead([['The Velora is head and shoulders above the Brisko for comfort.', 'Comfort', 'Velora']]);

  itRanksNeitherAhead([['Anyone who calls the Velora comfortable has never sat in the Brisko.', 'Comfort']]);
});

// (Found on independent-a.json; new sentences.) "B even more so" repeats the verdict on A, more strongly.
describe('a stronger echo', () => {
  itRanksAhead([
    ['The Velora is heavy for a travel tripod, the Brisko even more so.', 'Portability', 'Velora'],
    ['The Velora feels a little cramped, and the Brisko far more so.', 'Comfort', 'Velora'],
  ]);
});
