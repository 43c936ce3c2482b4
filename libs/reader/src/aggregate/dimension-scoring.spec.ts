import { MAX_EVIDENCE } from '@juxta/research';
import type { Statement } from './statements-stage';
import { NEITHER_WAY, scoreDimension } from './dimension-scoring';

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
  it('quotes every statement that moved the score and lists the ones read neither way with why, so all "N statements" can be read', () => {
    const statements = [
      statement(0, 'The Lumo 3 lasts two full weeks on a charge.', 2),
      statement(1, 'The Lumo 3 battery drains fast with the light on.', -1.5),
      statement(2, 'Its charger ships in the box.', 0),
      statement(3, 'Standby power use is modest on the Lumo 3.', 0.5),
      statement(4, 'Reviewers mentioned the battery of the Lumo 3.', 0),
    ];
    const cell = scoreDimension('Lumo 3', DIMENSION, statements);
    expect(cell.summary).toContain('5 statements');
    expect(cell.evidence.map((e) => e.quote)).toEqual([
      'The Lumo 3 lasts two full weeks on a charge.',
      'The Lumo 3 battery drains fast with the light on.',
      'Standby power use is modest on the Lumo 3.',
    ]);
    expect(cell.evidence.every((e) => e.reading !== undefined)).toBe(true);
    expect(cell.setAside?.map((s) => s.quote)).toEqual(['Its charger ships in the box.', 'Reviewers mentioned the battery of the Lumo 3.']);
    expect(cell.setAside?.every((s) => s.why.startsWith(NEITHER_WAY))).toBe(true);
    expect(cell.evidenceNotShown).toBeUndefined();
  });

  it('quotes the sentences read neither way when nothing else speaks to the dimension', () => {
    const cell = scoreDimension('Lumo 3', DIMENSION, [statement(0, 'Its charger ships in the box.', 0)]);
    expect(cell.score).toBe(5);
    expect(cell.confidence).not.toBe('none');
    expect(cell.evidence.map((e) => e.quote)).toEqual(['Its charger ships in the box.']);
  });

  it('does not let sentences read neither way push the others further from 5', () => {
    const alone = scoreDimension('Lumo 3', DIMENSION, [statement(0, 'The Lumo 3 lasts two full weeks on a charge.', 2)]);
    const withAsides = scoreDimension('Lumo 3', DIMENSION, [
      statement(0, 'The Lumo 3 lasts two full weeks on a charge.', 2),
      statement(1, 'Its charger ships in the box.', 0),
      statement(2, 'Reviewers mentioned the battery of the Lumo 3.', 0),
    ]);
    expect(withAsides.score).toBe(alone.score);
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
