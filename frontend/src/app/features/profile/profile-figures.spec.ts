import { profileFigures } from './profile-figures';

describe('profileFigures', () => {
  const stats = { comparisons: 7, public: 5, completed: 5, failed: 1, totalViews: 1234, topItems: [], tokensThisMonth: { inputTokens: 0, outputTokens: 0, comparisons: 0 } };

  it('lists six figures, private being the comparisons that are not public', () => {
    expect(profileFigures(stats)).toEqual([
      { name: 'Comparisons', value: 7 },
      { name: 'Completed', value: 5 },
      { name: 'Failed', value: 1 },
      { name: 'Total views', value: 1234 },
      { name: 'Public', value: 5 },
      { name: 'Private', value: 2 },
    ]);
  });

  it('never shows a negative private count, should the counts disagree', () => {
    expect(profileFigures({ ...stats, public: 9 }).at(-1)).toEqual({ name: 'Private', value: 0 });
  });
});
