import { InjectionToken } from '@angular/core';

/** Where the compare form remembers each user's choice of visibility (null where storage is unavailable). */
export const PREFERENCE_STORAGE = new InjectionToken<Storage | null>('PREFERENCE_STORAGE', {
  providedIn: 'root',
  factory: () => {
    try {
      return globalThis.localStorage ?? null;
    } catch {
      return null;
    }
  },
});

/**
 * A user's visibility choice for new comparisons: private unless they chose public last time,
 * and whether they have ever started a public one (the first one says what will be shown).
 */
export class VisibilityPreference {
  constructor(
    private readonly storage: Storage | null,
    private readonly userId: string | null,
  ) {}

  /** The visibility a new comparison starts with: the last one chosen, else private. */
  isPublic(): boolean {
    return this.read('visibility') === 'public';
  }

  /** True until the user has started a public comparison. */
  firstPublic(): boolean {
    return this.read('published') !== '1';
  }

  /** Remembers the choice, and that a public comparison was started when it was one. */
  started(isPublic: boolean): void {
    this.write('visibility', isPublic ? 'public' : 'private');
    if (isPublic) this.write('published', '1');
  }

  private key(name: string): string | null {
    return this.userId ? `juxta:${name}:${this.userId}` : null;
  }

  private read(name: string): string | null {
    const key = this.key(name);
    try {
      return key ? (this.storage?.getItem(key) ?? null) : null;
    } catch {
      return null;
    }
  }

  private write(name: string, value: string): void {
    const key = this.key(name);
    try {
      if (key) this.storage?.setItem(key, value);
    } catch {
      // A full or blocked storage only loses the remembered choice.
    }
  }
}
