import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { fakeResponse, jsonResponse, scriptedFetch } from '../../testing/fake-fetch';
import { ApiError } from './api-error';
import { ApiClient, FETCH, type FetchFn } from './api.client';
import { AuthStore } from './auth.store';

function setup(fetchFn: FetchFn) {
  TestBed.configureTestingModule({ providers: [provideRouter([]), { provide: FETCH, useValue: fetchFn }] });
  return TestBed.inject(ApiClient);
}

const user = { id: 'u1', name: 'Ada', email: 'ada@example.com', createdAt: '2025-01-01T00:00:00Z' };

describe('ApiClient', () => {
  it("rejects with the API's {error} message and status", async () => {
    const api = setup(scriptedFetch([() => jsonResponse(409, { error: 'This e-mail is already registered.', code: 'email_taken' })]));
    const error = await api.signUp({ name: 'Ada', email: 'ada@example.com', password: 'password1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'This e-mail is already registered.', status: 409, code: 'email_taken' });
  });

  it('keeps Retry-After on a 429 and falls back to a readable message without a JSON body', async () => {
    const api = setup(scriptedFetch([() => fakeResponse(429, '<html>busy</html>', { 'Retry-After': '7' })]));
    const error = (await api.categories().catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(429);
    expect(error.retryAfter).toBe(7);
    expect(error.message).toMatch(/Too many requests/);
  });

  it('reports a network failure as status 0', async () => {
    const api = setup(
      scriptedFetch([
        () => {
          throw new TypeError('Failed to fetch');
        },
      ]),
    );
    await expect(api.me()).rejects.toMatchObject({ status: 0, isNetwork: true });
  });

  it('builds feed queries and sends JSON on unsafe methods', async () => {
    const fetchFn = scriptedFetch([
      () => jsonResponse(200, { items: [], nextCursor: null }),
      () => jsonResponse(200, { id: 'c1', isPublic: false }),
      () => fakeResponse(204, null),
    ]);
    const api = setup(fetchFn);
    await api.listComparisons({ q: 'postgres vs', category: 'databases', sort: 'popular', limit: 6, cursor: null });
    await api.updateComparison('c1', { isPublic: false });
    await expect(api.deleteComparison('c1')).resolves.toBeUndefined();

    expect(fetchFn.calls[0].url).toBe('/api/comparisons?q=postgres+vs&category=databases&sort=popular&limit=6');
    expect(fetchFn.calls[1]).toMatchObject({ method: 'PATCH', url: '/api/comparisons/c1', body: '{"isPublic":false}' });
    expect(fetchFn.calls[1].headers['Content-Type']).toBe('application/json');
    expect(fetchFn.calls[2]).toMatchObject({ method: 'DELETE', url: '/api/comparisons/c1' });
    expect(api.exportUrl('c1', 'md')).toBe('/api/comparisons/c1/export?format=md');
  });

  it('treats 401 from the session endpoint as "signed out"', async () => {
    const api = setup(scriptedFetch([() => jsonResponse(401, { error: 'No session', code: 'unauthenticated' })]));
    await expect(api.session()).resolves.toBeNull();
  });

  it('asks for the session as optional, so signed out is a 200 {user: null} and no 401 reaches the console', async () => {
    const fetchFn = scriptedFetch([() => jsonResponse(200, { user: null })]);
    const api = setup(fetchFn);
    await expect(api.session()).resolves.toBeNull();
    expect(fetchFn.calls.map((c) => c.url)).toEqual(['/api/auth/session?optional=true']);
  });
});

describe('AuthStore', () => {
  it('loads the session once and signs in', async () => {
    const fetchFn = scriptedFetch([
      () => jsonResponse(401, { error: 'No session' }),
      () => jsonResponse(200, { user, redirectTo: '/compare?items=A,B' }),
    ]);
    setup(fetchFn);
    const auth = TestBed.inject(AuthStore);

    await Promise.all([auth.load(), auth.ready()]);
    expect(auth.isReady()).toBe(true);
    expect(auth.user()).toBeNull();

    const res = await auth.signIn({ email: 'ada@example.com', password: 'password1', callbackUrl: '/compare?items=A,B' });
    expect(res.redirectTo).toBe('/compare?items=A,B');
    expect(auth.user()).toEqual(user);
    expect(fetchFn.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/auth/session?optional=true', 'POST /api/auth/sign-in']);
    expect(JSON.parse(fetchFn.calls[1].body ?? '')).toEqual({ email: 'ada@example.com', password: 'password1', callbackUrl: '/compare?items=A,B' });
  });
});
