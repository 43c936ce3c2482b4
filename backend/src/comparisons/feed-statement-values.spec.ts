import { unboundParameters } from './feed.service';

describe('unboundParameters', () => {
  it('names a parameter the reused statement would bind to nothing or to another value', () => {
    expect(unboundParameters({ completed: 'completed', words: 'redis:*' }, { completed: 'completed', words: 'redis:*', category: 'databases' })).toEqual([]);
    expect(unboundParameters({ completed: 'completed', vc: 3 }, { completed: 'completed' })).toEqual(['vc']);
    expect(unboundParameters({ ca: '2026-01-01T00:00:00.000001+00:00' }, { ca: '2026-01-02T00:00:00+00:00' })).toEqual(['ca']);
  });
});
