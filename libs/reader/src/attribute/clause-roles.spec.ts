import { ItemMatcher, wordTokens } from '@juxta/research';
import { clauseRoles } from './clause-roles';

function roles(items: string[], text: string) {
  const tokens = wordTokens(text);
  const { clauses } = clauseRoles(text, tokens, new ItemMatcher(items).mentions(tokens), null);
  return clauses.map((c) => ({ subjects: c.subjects, objects: c.objects }));
}

describe('clauseRoles comparisons', () => {
  const items = ['Zorblax', 'Quintera'];

  it('reads "faster than Y" as Y compared against', () => {
    expect(roles(items, 'Zorblax is faster than Quintera.')).toEqual([{ subjects: [0], objects: [1] }]);
  });

  it('reads "as fast as Y" as Y being just as fast (a peer)', () => {
    expect(roles(items, 'Zorblax is as fast as Quintera.')).toEqual([{ subjects: [0, 1], objects: [] }]);
  });

  it('reads "not as fast as Y" as Y being faster', () => {
    expect(roles(items, 'Zorblax is not as fast as Quintera.')).toEqual([{ subjects: [0], objects: [1] }]);
    expect(roles(items, "Zorblax isn't as fast as Quintera.")).toEqual([{ subjects: [0], objects: [1] }]);
  });
});

describe('clauseRoles joint subjects', () => {
  const items = ['Velora', 'Brisko'];

  // Before, "and the Brisko" handed the sentence over to the Brisko, so only it was praised.
  it.each([
    'Both the Velora and the Brisko are comfortable.',
    'The Velora and the Brisko are equally comfortable.',
    'Velora and Brisko make comfortable chairs.',
    'Either the Velora or the Brisko will be comfortable enough.',
    'The Velora, like the Brisko, is comfortable.',
  ])('reads "%s" as about both', (text) => {
    expect(roles(items, text)).toEqual([{ subjects: [0, 1], objects: [] }]);
  });

  it('reads a pair after "between" as one pair, whatever the clause says before it', () => {
    expect(roles(items, 'We found no difference in comfort between the Velora and the Brisko.')).toEqual([{ subjects: [0, 1], objects: [] }]);
  });

  it('still hands over to a second item once the first has its own statement', () => {
    expect(roles(items, 'The Velora is stiff and the Brisko is comfortable.')).toEqual([
      { subjects: [0], objects: [] },
      { subjects: [1], objects: [] },
    ]);
  });
});
