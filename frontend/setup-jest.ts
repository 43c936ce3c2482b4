import { setupZonelessTestEnv } from 'jest-preset-angular/setup-env/zoneless';

setupZonelessTestEnv();

// jsdom lacks a few browser APIs the app touches; tests get inert stand-ins.
class InertIntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds: readonly number[] = [];
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
if (typeof globalThis.IntersectionObserver === 'undefined') {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = InertIntersectionObserver;
}
window.scrollTo = () => undefined;
