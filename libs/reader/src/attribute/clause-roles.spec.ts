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
