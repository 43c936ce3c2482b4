import { profileFigures } from './profile-figures';

describe('profileFigures', () => {
  const stats = { comparisons: 7, public: 5, completed: 5, failed: 1, cancelled: 2, totalViews: 1234, topItems: [], tokensThisMonth: { inputTokens: 0, outputTokens: 0, comparisons: 0 } };

  it('lists six figures, the cancelled apart from the failed', () => {
    expect(profileFigures(stats)).toEqual([
      { name: 'Comparisons', value: 7 },
      { name: 'Completed', value: 5 },
      { name: 'Failed', value: 1 },
      { name: 'Cancelled', value: 2 },
      { name: 'Public', value: 5 },
      { name: 'Total views', value: 1234 },
    ]);
  });
});
