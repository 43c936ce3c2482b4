import { judgeConstruction, type ConstructionEntry } from './construction-catalogue';

const entry = (expect: ConstructionEntry['expect'], favours: string | null): ConstructionEntry => ({
  family: 'test',
  items: ['Velora', 'Brisko'],
  dimension: 'Noise',
  text: '(not read here)',
  expect,
  favours,
});

describe('judging the reader on one invented text', () => {
  const comparison = entry({ Velora: '+', Brisko: '-' }, 'Velora');

  it('is right when every lean and the ranking are as the text says', () => {
    expect(judgeConstruction(comparison, { Velora: 2, Brisko: -2 })).toBe('right');
  });

  it('is the wrong way round when the ranking is turned, even with no lean of the wrong sign', () => {
    expect(judgeConstruction(comparison, { Velora: 0, Brisko: 1 })).toBe('wrong way');
  });

  it('is the wrong way round when an item is read against what the text says of it', () => {
    expect(judgeConstruction(entry({ Velora: '+', Brisko: '+' }, null), { Velora: 2, Brisko: -1 })).toBe('wrong way');
  });

  it('abstains when a lean is missed or the ranking not made, misleading nobody', () => {
    expect(judgeConstruction(comparison, { Velora: 0, Brisko: 0 })).toBe('abstained');
    expect(judgeConstruction(comparison, { Velora: 2, Brisko: 2 })).toBe('abstained');
    expect(judgeConstruction(entry({ Velora: '+', Brisko: '0' }, null), { Velora: 0, Brisko: 0 })).toBe('abstained');
  });

  it('does not count the lower-ranked item read as good as the wrong way round while it stays below', () => {
    expect(judgeConstruction(comparison, { Velora: 3, Brisko: 1 })).toBe('abstained');
  });

  it('reads the higher-ranked item\'s label as relative too: judged badly on its own, it is right while it stays above', () => {
    // "The Velora is heavy, the Brisko even more so."
    expect(judgeConstruction(comparison, { Velora: -1, Brisko: -3 })).toBe('right');
    expect(judgeConstruction(comparison, { Velora: -1, Brisko: 0 })).toBe('wrong way');
  });

  it('tells a lean or ranking the text does not give from a wrong one', () => {
    expect(judgeConstruction(entry({ Velora: '0', Brisko: '0' }, null), { Velora: 2, Brisko: 0 })).toBe('invented');
    expect(judgeConstruction(entry({ Velora: '+', Brisko: '+' }, null), { Velora: 0, Brisko: 2 })).toBe('invented');
  });
});
