import { signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { type ActivatedRouteSnapshot, Router, type RouterStateSnapshot, UrlTree, convertToParamMap, provideRouter } from '@angular/router';
import { authGuard, guestGuard } from './auth.guard';
import { AuthStore, isSafeCallbackUrl } from './auth.store';

function fakeAuth(signedIn: boolean) {
  let resolved = false;
  return {
    isSignedIn: signal(signedIn),
    ready: () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          resolved = true;
          resolve();
        }),
      ),
    get waited() {
      return resolved;
    },
  };
}

function setup(signedIn: boolean) {
  const auth = fakeAuth(signedIn);
  TestBed.configureTestingModule({ providers: [provideRouter([]), { provide: AuthStore, useValue: auth }] });
  return { auth, router: TestBed.inject(Router) };
}

const route = (query: Record<string, string> = {}) => ({ queryParamMap: convertToParamMap(query) }) as ActivatedRouteSnapshot;
const state = (url: string) => ({ url }) as RouterStateSnapshot;

describe('authGuard', () => {
  it('redirects a visitor to /sign-in with the requested path as callbackUrl', async () => {
    const { router, auth } = setup(false);
    const result = await TestBed.runInInjectionContext(() => authGuard(route(), state('/compare?items=A,B')));

    expect(auth.waited).toBe(true); // it waited for the session to be known
    expect(result).toBeInstanceOf(UrlTree);
    const tree = result as UrlTree;
    expect(router.serializeUrl(tree).split('?')[0]).toBe('/sign-in');
    expect(tree.queryParams).toEqual({ callbackUrl: '/compare?items=A,B' });
    // Round trip: the serialized link decodes to the same callback.
    expect(router.parseUrl(router.serializeUrl(tree)).queryParams['callbackUrl']).toBe('/compare?items=A,B');
  });

  it('lets a signed-in user through', async () => {
    setup(true);
    const result = await TestBed.runInInjectionContext(() => authGuard(route(), state('/profile')));
    expect(result).toBe(true);
  });
});

describe('guestGuard', () => {
  it('sends a signed-in user to a safe callbackUrl instead of the sign-in form', async () => {
    const { router } = setup(true);
    const result = await TestBed.runInInjectionContext(() => guestGuard(route({ callbackUrl: '/profile' }), state('/sign-in')));
    expect(router.serializeUrl(result as UrlTree)).toBe('/profile');
  });

  it('ignores an off-site callbackUrl', async () => {
    const { router } = setup(true);
    const result = await TestBed.runInInjectionContext(() => guestGuard(route({ callbackUrl: '//evil.example/x' }), state('/sign-in')));
    expect(router.serializeUrl(result as UrlTree)).toBe('/compare');
  });

  it('shows the form to a visitor', async () => {
    setup(false);
    expect(await TestBed.runInInjectionContext(() => guestGuard(route(), state('/sign-in')))).toBe(true);
  });
});

describe('isSafeCallbackUrl', () => {
  it('accepts only same-origin relative paths', () => {
    expect(isSafeCallbackUrl('/compare?items=A,B')).toBe(true);
    expect(isSafeCallbackUrl('//evil.example')).toBe(false);
    expect(isSafeCallbackUrl('/\\evil.example')).toBe(false);
    expect(isSafeCallbackUrl('https://evil.example')).toBe(false);
    expect(isSafeCallbackUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeCallbackUrl('/ok\nnot')).toBe(false);
    expect(isSafeCallbackUrl(undefined)).toBe(false);
  });
});
