import Redis from 'ioredis';
import { sessionExtendedAgo, sessionKey } from './support/session-fixtures';
import { newUser, sessionCookie, startTestApp, type TestApp } from './support/test-app';

/**
 * The idle timeout of a session is pushed back at most once a minute, not on every request: a
 * request within a minute of the last extension costs no Redis write and sends no cookie, and a
 * session still expires between `idle − 1 min` and `idle` after its last request.
 */
describe('session idle expiry, extended at most once a minute (real Redis)', () => {
  let t: TestApp;
  let redis: Redis;
  const MINUTE = 60_000;

  beforeAll(async () => {
    t = await startTestApp();
    redis = new Redis(process.env.REDIS_URL!);
  });
  afterAll(async () => {
    await redis.quit();
    await t.close();
  });

  const signedUp = async () => sessionCookie(await t.http.post('/api/auth/sign-up').send(newUser()).expect(200))!;
  const remainingMs = (cookie: string) => redis.pttl(sessionKey(t.config, cookie));
  const cookiesSent = (res: { headers: Record<string, unknown> }) => [res.headers['set-cookie'] ?? []].flat().map(String).filter((c) => c.startsWith('juxta.sid='));

  it('leaves a session extended less than a minute ago as it is: no cookie sent again, the expiry not pushed back', async () => {
    const cookie = await signedUp();
    await sessionExtendedAgo(redis, t.config, cookie, 30_000);
    for (const path of ['/api/auth/session', '/api/me']) {
      const res = await t.http.get(path).set('Cookie', cookie).expect(200);
      expect(cookiesSent(res)).toEqual([]);
    }
    const left = await remainingMs(cookie);
    // Still running out from the last extension: it expires no later than idle − 30 s from then,
    // and no earlier than a minute before the idle timeout after this last request.
    expect(left).toBeLessThanOrEqual(t.config.session.idleMs - 30_000);
    expect(left).toBeGreaterThan(t.config.session.idleMs - MINUTE);
  });

  it('pushes a session extended over a minute ago back to the full idle timeout, and sends its cookie again with the new expiry', async () => {
    const cookie = await signedUp();
    await sessionExtendedAgo(redis, t.config, cookie, MINUTE + 1000);
    const before = Date.now();
    const res = await t.http.get('/api/auth/session').set('Cookie', cookie).expect(200);
    const [sent, ...more] = cookiesSent(res);
    expect(more).toEqual([]);
    // The same session (the same signed value), with the attributes of the one sign-up sent.
    expect(sent.split(';')[0]).toBe(cookie);
    expect(sent).toMatch(/; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(sent)![1]);
    expect(Math.abs(expires - (before + t.config.session.idleMs))).toBeLessThan(5000);
    expect(await remainingMs(cookie)).toBeGreaterThan(t.config.session.idleMs - 5000);
    // The next request, right after, is within the minute again.
    const again = await t.http.get('/api/auth/session').set('Cookie', cookie).expect(200);
    expect(cookiesSent(again)).toEqual([]);
  });

  it('still ends a session left idle until it runs out', async () => {
    const cookie = await signedUp();
    await t.http.get('/api/auth/session').set('Cookie', cookie).expect(200);
    // As if the idle timeout had passed since the last extension, but for 300 ms.
    await sessionExtendedAgo(redis, t.config, cookie, t.config.session.idleMs - 300);
    await new Promise((r) => setTimeout(r, 500));
    const res = await t.http.get('/api/auth/session').set('Cookie', cookie).expect(401);
    expect(res.body.code).toBe('unauthenticated');
  });

  it('sends a new session cookie once on sign-in, whatever the state of the old session', async () => {
    const user = newUser();
    const cookie = sessionCookie(await t.http.post('/api/auth/sign-up').send(user).expect(200))!;
    await sessionExtendedAgo(redis, t.config, cookie, MINUTE + 1000);
    const res = await t.http.post('/api/auth/sign-in').set('Cookie', cookie).send({ email: user.email, password: user.password }).expect(200);
    const sent = cookiesSent(res);
    expect(sent).toHaveLength(1);
    expect(sent[0].split(';')[0]).not.toBe(cookie);
  });
});
