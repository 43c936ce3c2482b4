import { ITEM_COLORS } from './format';
import { ITEM_SCHEME, PRIMARY_SCHEME, colorScheme, countTicks, formatCountTick, formatScoreValue } from './chart-theme';

describe('chart theme', () => {
  it('builds ordinal schemes from the item colours, without sharing the array', () => {
    expect(ITEM_SCHEME.domain).toEqual([...ITEM_COLORS]);
    expect(ITEM_SCHEME.selectable).toBe(true);
    expect(PRIMARY_SCHEME.domain).toEqual([ITEM_COLORS[0]]);
    const colors = ['#000000'];
    const scheme = colorScheme('x', colors);
    colors.push('#ffffff');
    expect(scheme.domain).toEqual(['#000000']);
  });

  it('puts count ticks on whole numbers only, covering the largest count', () => {
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countTicks(4)).toEqual([0, 1, 2, 3, 4]);
    expect(countTicks(5)).toEqual([0, 2, 4, 6]);
    expect(countTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(countTicks(Number.NaN)).toEqual([0, 1]);
  });

  it('formats counts as whole numbers', () => {
    expect(formatCountTick(3)).toBe('3');
    expect(formatCountTick(2.0000001)).toBe('2');
    expect(formatCountTick('Jun')).toBe('Jun');
  });

  it('formats scores with one decimal', () => {
    expect(formatScoreValue(6)).toBe('6.0');
    expect(formatScoreValue(6.25)).toBe('6.3');
    expect(formatScoreValue('n/a')).toBe('n/a');
  });
});
