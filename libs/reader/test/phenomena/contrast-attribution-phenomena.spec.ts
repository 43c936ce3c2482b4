import { ItemMatcher, wordTokens } from '@juxta/research';
import { ITEMS, verdict } from '../support/two-item-reviews';
import { clauseRoles } from '../../src/attribute/clause-roles';
import { amountsIn, impliedQuantities } from '../../src/amounts/quantities';

/*
 * One sentence that speaks of two compared items in contrasting parts: each part's verdict goes
 * to the item it is about, and a part whose item cannot be told pushes neither. Sentences are
 * written for these tests about invented products.
 */
const items = [...ITEMS];

function roles(text: string, carried: number | null = null) {
  const tokens = wordTokens(text);
  const { clauses } = clauseRoles(text, tokens, new ItemMatcher(items).mentions(tokens), carried, () => false, items.length);
  return clauses.map((c) => ({
    words: tokens.slice(c.start, c.end).map((t) => t.word).join(' '),
    subjects: c.subjects,
    objects: c.objects,
    bystanders: c.bystanders ?? [],
  }));
}

describe('a comparison ends where a statement of its own begins', () => {
  it('does not count later praise of the subject against the item it was compared with', async () => {
    const text = 'The Velora charges faster than the Brisko, and it has a gorgeous, bright screen.';
    expect((await verdict('Brisko', [text], 'Display')).score).toBeGreaterThanOrEqual(5);
    expect((await verdict('Velora', [text], 'Display')).score).toBeGreaterThan(5);
  });
});

describe('figures set against a rival\'s', () => {
  it('reads "600 nits to B\'s 450" as B compared against', () => {
    const [clause] = roles("Outdoors the Velora is the brighter panel, with 600 nits to Brisko's 450 nits.");
    expect(clause).toMatchObject({ subjects: [0], objects: [1] });
  });

  it('reads "almost twice the B\'s" as B compared against', () => {
    const [clause] = roles("The Velora sells for £90, almost twice the Brisko's £50.");
    expect(clause).toMatchObject({ subjects: [0], objects: [1] });
  });

  it('does not read a change "from 3 to B" or a plain range as a comparison', () => {
    expect(roles('Velora went from 3 to 5 stars after the update, and Brisko stayed put.').flatMap((c) => c.objects)).toEqual([]);
  });
});

describe('a comparison whose complement is a pronoun', () => {
  it('reads "next to it, the B sounds thin" as B the subject and the item before the one compared against', () => {
    const clauses = roles('The Velora has warm, rich bass; next to it, the Brisko sounds thin and harsh.');
    expect(clauses[1]).toMatchObject({ subjects: [1], objects: [0] });
  });

  it('does not take a name after the comma for the compared item', () => {
    const clauses = roles('Compared with last year, the Brisko feels slower.', 0);
    expect(clauses.flatMap((c) => c.objects)).toEqual([]);
  });
});

describe('an elapsed time past the mark', () => {
  const [support] = impliedQuantities('Support');

  it('reads "over an hour" as longer than "an hour"', () => {
    const [within] = amountsIn('They answered within an hour.', support);
    const [over] = amountsIn('They left me waiting for over an hour.', support);
    expect(over.value).toBeGreaterThan(within.value);
  });
});

describe('a clause of circumstance about the speaker', () => {
  it('keeps "the one time I lost a parcel" out of the verdict on the item', () => {
    const clauses = roles('Brisko refunded me within minutes the one time I lost a parcel.');
    expect(clauses.map((c) => c.words)).toEqual(['brisko refunded me within minutes', 'the one time i lost a parcel']);
    expect(clauses[1].subjects).toEqual([]);
  });
});

describe('two joined statements about different items', () => {
  it('gives each statement to the item it names', () => {
    const clauses = roles('Parking is free at the Velora and painfully dear at the Brisko.');
    expect(clauses).toMatchObject([{ subjects: [0] }, { subjects: [1] }]);
  });

  it('keeps a peer named with "as … as the" as a subject too', () => {
    expect(roles('The Velora feels every bit as sturdy as the Brisko.')).toMatchObject([{ subjects: [0, 1], bystanders: [] }]);
  });

  it('does not cut where the second statement goes on about the first item', () => {
    const clauses = roles('The Velora is roomy and its boot swallows bags the Brisko could never take.');
    expect(clauses).toHaveLength(1);
  });
});

describe('a clause whose second name is not its subject', () => {
  it('gives the verdict to the first named and leaves the other without a lean', async () => {
    const text = 'The Velora cushions are plush and its springs soak up lanes the Brisko rattles down.';
    expect(roles(text)).toMatchObject([{ subjects: [0], bystanders: [1] }]);
    expect((await verdict('Brisko', [text], 'Comfort')).score).toBeLessThanOrEqual(5);
  });

  it('reads a move "from A to B" as about neither', () => {
    expect(roles('Last spring our team moved from Velora to Brisko for the cheaper seats.')).toMatchObject([
      { subjects: [], bystanders: [0, 1] },
    ]);
  });
});

describe('comparisons said without a word of praise or blame', () => {
  it('reads "B can\'t match A\'s …" as B falling short of A', async () => {
    const text = "On long hikes the Brisko can't quite match the Velora's battery life.";
    expect(roles(text)).toMatchObject([{ subjects: [1], objects: [0] }]);
    expect((await verdict('Brisko', [text], 'Battery life')).score).toBeLessThan(5);
    expect((await verdict('Velora', [text], 'Battery life')).score).toBeGreaterThan(5);
  });

  it('reads "preferred A to B" and "the nod over B" as B ranked below', () => {
    expect(roles('My partner preferred the Velora to the Brisko on long drives.')).toMatchObject([{ subjects: [0], objects: [1] }]);
    expect(roles('For long drives the Velora gets the nod over the Brisko.')).toMatchObject([{ subjects: [0], objects: [1] }]);
  });

  it('reads "…, the B less so" and "…; B, not so much" as B set against the clause before', () => {
    expect(roles('The Velora is a joy to sit in, the Brisko less so.')[0]).toMatchObject({ subjects: [0], objects: [1] });
    expect(roles('The Velora is a joy to sit in; the Brisko, not so much.')[0]).toMatchObject({ subjects: [0], objects: [1] });
  });

  it('reads "costs a fortune" as a high price', async () => {
    const text = 'Spares for the Velora cost a small fortune.';
    expect((await verdict('Velora', [text], 'Price')).score).toBeLessThan(5);
  });
});

describe('an echo that names the rival\'s feature by a possessive', () => {
  it('reads "A\'s seat is superb, and so is the B\'s" as the same verdict for both', () => {
    expect(roles("The Velora's seat is superb, and so is the Brisko's.")[0]).toMatchObject({ subjects: [0, 1] });
  });
});

describe('a comparison in the passive', () => {
  it('reads "B was soundly outclassed by A" as A ahead of B', async () => {
    const text = 'On speed the Brisko was soundly outclassed by the Velora.';
    expect(roles(text)).toMatchObject([{ subjects: [1], objects: [0] }]);
    expect((await verdict('Brisko', [text], 'Performance')).score).toBeLessThan(5);
    expect((await verdict('Velora', [text], 'Performance')).score).toBeGreaterThan(5);
  });

  it('does not read every "by" after a participle as a comparison', () => {
    expect(roles('The Velora was reviewed by the Brisko forum.').flatMap((c) => c.objects)).toEqual([]);
  });
});

describe('a clause that leaves out the verb it shares with the one before', () => {
  const text = 'The Velora clearly wins on comfort, and the Brisko on price.';

  it('reads "A wins on comfort, B on price" as B winning on price', async () => {
    expect((await verdict('Brisko', [text], 'Price', ['Comfort', 'Price'])).score).toBeGreaterThan(5);
  });

  it('does not lend the verb to the aspect the other item won on', async () => {
    expect((await verdict('Brisko', [text], 'Comfort', ['Comfort', 'Price'])).score).toBeLessThanOrEqual(5);
  });
});
