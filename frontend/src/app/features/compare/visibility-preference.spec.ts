import { VisibilityPreference } from './visibility-preference';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() { return map.size; },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('VisibilityPreference', () => {
  it('is private by default, remembers each user’s last choice, and knows the first public one', () => {
    const storage = memoryStorage();
    const ann = new VisibilityPreference(storage, 'ann');
    expect([ann.isPublic(), ann.firstPublic()]).toEqual([false, true]);
    ann.started(true);
    expect([new VisibilityPreference(storage, 'ann').isPublic(), new VisibilityPreference(storage, 'ann').firstPublic()]).toEqual([true, false]);
    // Another user on the same browser keeps their own.
    expect(new VisibilityPreference(storage, 'bob').isPublic()).toBe(false);
    ann.started(false);
    expect([new VisibilityPreference(storage, 'ann').isPublic(), new VisibilityPreference(storage, 'ann').firstPublic()]).toEqual([false, false]);
  });

  it('works without storage (private, nothing remembered)', () => {
    const none = new VisibilityPreference(null, 'ann');
    none.started(true);
    expect(none.isPublic()).toBe(false);
  });
});
