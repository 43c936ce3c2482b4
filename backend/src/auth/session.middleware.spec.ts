import { isReadWithoutSession, SESSION_COOKIE } from './session.middleware';

describe('isReadWithoutSession (which requests skip loading a session)', () => {
  it('skips a GET or HEAD without the session cookie', () => {
    expect(isReadWithoutSession('GET', undefined)).toBe(true);
    expect(isReadWithoutSession('HEAD', 'theme=dark')).toBe(true);
  });

  it('loads the session of a request that carries the cookie, whatever else it carries', () => {
    expect(isReadWithoutSession('GET', `${SESSION_COOKIE}=s%3Aabc.def`)).toBe(false);
    expect(isReadWithoutSession('GET', `theme=dark; ${SESSION_COOKIE}=s%3Aabc.def`)).toBe(false);
  });

  it('loads a session for every request that may write one (sign-in, sign-out), cookie or not', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(isReadWithoutSession(method, undefined)).toBe(false);
  });
});
