import { MAX_EVIDENCE } from '@juxta/research';
import type { Statement } from './statements-stage';
import { scoreDimension } from './dimension-scoring';

const DIMENSION = 'Battery life';

function statement(order: number, quote: string, effect: number): Statement {
  return {
    sourceIndex: order % 3,
    quote,
    key: quote.toLowerCase(),
    order,
    scores: new Map([[DIMENSION, effect]]),
    weight: 1,
    because: new Map([[DIMENSION, ['invented for the test']]]),
  };
}

describe('a cell quotes every statement it counted', () => {
  it('lists each counted statement, the neutral ones too, so "N statements" is what the panel can show', () => {
    const statements = [
      statement(0, 'The Lumo 3 lasts two full weeks on a charge.', 2),
      statement(1, 'The Lumo 3 battery drains fast with the light on.', -1.5),
      statement(2, 'Its charger ships in the box.', 0),
      statement(3, 'Standby power use is modest on the Lumo 3.', 0.5),
      statement(4, 'Reviewers mentioned the battery of the Lumo 3.', 0),
    ];
    const cell = scoreDimension('Lumo 3', DIMENSION, statements);
    expect(cell.summary).toContain('5 statements');
    expect(cell.evidence.map((e) => e.quote)).toHaveLength(5);
    expect(cell.evidence[0].quote).toBe('The Lumo 3 lasts two full weeks on a charge.');
    expect(cell.evidence.every((e) => e.reading !== undefined)).toBe(true);
    expect(cell.evidenceNotShown).toBeUndefined();
  });

  it('bounds what it stores, cuts only the weakest and says how many it cut', () => {
    const statements = Array.from({ length: MAX_EVIDENCE + 3 }, (_, i) => statement(i, `Mild remark number ${i} on the battery.`, 0.2));
    statements.push(statement(100, 'Battery support ends in one country only, a deal breaker.', -3.5));
    const cell = scoreDimension('Lumo 3', DIMENSION, statements);
    expect(cell.evidence).toHaveLength(MAX_EVIDENCE);
    expect(cell.evidenceNotShown).toBe(4);
    expect(cell.evidence[0].quote).toBe('Battery support ends in one country only, a deal breaker.');
  });

  it('makes the negative statements the cell\'s cons', () => {
    const cell = scoreDimension('Lumo 3', DIMENSION, [
      statement(0, 'The Lumo 3 lasts two weeks.', 2),
      statement(1, 'Charging the Lumo 3 takes five hours.', -1),
    ]);
    expect(cell.cons).toEqual(['Charging the Lumo 3 takes five hours.']);
  });
});
