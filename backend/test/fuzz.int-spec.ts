import type { Client } from 'pg';
import { connectDb, insertComparison } from './support/comparison-fixtures';
import { newUser, sessionCookie, startTestApp, type TestApp } from './support/test-app';

/** Values that break naive code: wrong types, extremes, unicode edge cases, injection fragments. */
const HOSTILE: unknown[] = [
  null, true, false, 0, -1, 1.5, 1e308, -1e308, '', ' ', '\t\n', 'x'.repeat(5000),
  '\u0000', 'a\u0000b', '\u202eevil', '\ud800', '😀'.repeat(60), 'ǅ̶̡̢̛', '\uFEFF', '%00', '%n%s%x',
  '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "' OR '1'='1", "'; DROP TABLE users; --",
  '${7*7}', '{{7*7}}', '../../etc/passwd', 'javascript:alert(1)', '\\', '"', "'", '`',
  [], [null], [[]], [{}], ['a', 1], Array(200).fill('x'), {}, { $gt: '' }, { __proto__: { admin: true } },
  { constructor: { prototype: { admin: true } } }, nested(60),
  // Look-alike text (security round 2): the same item twice once normalised, or nothing visible at all.
  ['Kindle', 'Kin\u200bdle'], ['Caf\u00e9', 'Cafe\u0301'], ['\u200b\u200d', 'B'], ['\uFF2B\uFF49\uFF4E', 'Kin'], '\u202Egpj.exe', '\u200b', ['X', 'x', 'x\u200b'],
];

const cursorOf = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
const ANY_UUID = '00000000-0000-4000-8000-000000000000';
/** Cursors that decode but that the query could not take (security round 2, item 6). */
const CRAFTED_CURSORS = [
  cursorOf(['2026-01-01T00:00:00.000Z', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz', null]),
  cursorOf(['2026-01-01T00:00:00.000Z', '-'.repeat(36), null]),
  cursorOf(['0', ANY_UUID, null]),
  cursorOf(['+275760-09-13T00:00:00.000Z', ANY_UUID, null]),
  cursorOf(['2026-02-31T00:00:00Z', ANY_UUID, null]),
  cursorOf(['0000-01-01T00:00:00Z', ANY_UUID, null]),
  cursorOf(['2026-01-01T00:00:00.000Z', ANY_UUID, 2 ** 31]),
  cursorOf(['2026-01-01T00:00:00.000Z', ANY_UUID, -1]),
  cursorOf(['2026-01-01T00:00:00.000Z', ANY_UUID, 1e21]),
  cursorOf([{ __proto__: 1 }, ANY_UUID, null]),
  cursorOf([]),
  cursorOf({ a: 1 } as unknown as unknown[]),
];

/** callbackUrls that are scheme-relative only once resolved or decoded (item 7). */
const BAD_CALLBACKS = ['/..//evil.example', '/.//evil.example', '/%2e%2e//evil.example', '/%2E%2E/%2fevil.example', '/a/../..//evil.example', '/./\\evil.example', '//evil.example', '/\\evil.example'];

function nested(depth: number): unknown {
  let v: unknown = 'deep';
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

const RAW_BODIES = [
  '{', '[', '{"a":', 'nul', '"str"', '123', '{"items": [1,2,}', '\u0000', '[' .repeat(5000), '{"a":'.repeat(3000),
  '{"__proto__":{"polluted":true},"items":["A","B"],"x":1}', '{"constructor":{"prototype":{"polluted":true}}}',
  '{"items":["A","B"],"items":"again"}', '\uFEFF{"a":1}', '{"a":1}garbage', 'true', 'null', '[]',
];

interface Case {
  method: 'get' | 'post' | 'patch' | 'delete';
  path: string;
  body?: unknown;
  raw?: string;
  contentType?: string;
  authed?: boolean;
  /** Bodies must be refused; query strings may be valid (then never a 5xx). */
  mustRefuse: boolean;
}

describe('fuzz: hostile input to every endpoint (real API, Postgres, Redis)', () => {
  let t: TestApp;
  let db: Client;
  let cookie: string;
  let comparisonId: string;
  const cases: Case[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    db = await connectDb();
    const up = await t.http.post('/api/auth/sign-up').send(newUser()).expect(200);
    cookie = sessionCookie(up)!;
    comparisonId = (await insertComparison(db, { userId: up.body.user.id, items: ['Fuzz A', 'Fuzz B'] })).id;

    // Every body field of every endpoint gets every hostile value; each body stays invalid
    // in one definite way (a field missing or mistyped) so nothing may be stored.
    const bodies: { method: Case['method']; path: string; authed: boolean; base: Record<string, unknown>; fields: string[] }[] = [
      { method: 'post', path: '/api/auth/sign-up', authed: false, base: { email: 'not-an-email', password: 'longenough1' }, fields: ['name', 'email', 'password', 'callbackUrl', '__proto__'] },
      { method: 'post', path: '/api/auth/sign-in', authed: false, base: { email: 'fuzz@example.org' }, fields: ['email', 'password', 'callbackUrl'] },
      { method: 'post', path: '/api/compare', authed: true, base: { items: ['Only one'] }, fields: ['items', 'query', 'dimensions', 'isPublic', 'extra'] },
      { method: 'patch', path: '/api/comparisons/COMPARISON', authed: true, base: { isPublic: 'not-a-boolean' }, fields: ['title', 'tags', 'isPublic', 'slug'] },
    ];
    for (const b of bodies) {
      for (const field of b.fields) {
        for (const value of HOSTILE) {
          const body = { ...b.base, [field]: value };
          // Keep the defining flaw: a hostile value may not repair the base body.
          if (field === Object.keys(b.base)[0]) Object.assign(body, { unknownField: value });
          cases.push({ method: b.method, path: b.path, body, authed: b.authed, mustRefuse: true });
        }
      }
      for (const raw of RAW_BODIES) cases.push({ method: b.method, path: b.path, raw, authed: b.authed, mustRefuse: true });
      for (const top of [[], [1, 2], 'string', 42, null]) cases.push({ method: b.method, path: b.path, body: top, authed: b.authed, mustRefuse: true });
      cases.push({ method: b.method, path: b.path, raw: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded', authed: b.authed, mustRefuse: true });
      cases.push({ method: b.method, path: b.path, raw: '<xml/>', contentType: 'text/xml', authed: b.authed, mustRefuse: true });
    }
    // Query strings and path parameters of the reading endpoints.
    const queryValues = ['', '-1', '0', '51', '1e3', 'abc', '%00', '%ZZ', "'--", '<script>', 'x'.repeat(300), '😀', '[]', '{}', 'recent&sort=popular'];
    for (const v of queryValues) {
      for (const key of ['q', 'limit', 'cursor', 'sort', 'category', 'unknown', '__proto__', 'q[]', 'limit[gt]']) {
        cases.push({ method: 'get', path: `/api/comparisons?${key}=${encodeURI(v)}`, mustRefuse: false });
      }
      cases.push({ method: 'get', path: `/api/me/comparisons?limit=${encodeURI(v)}`, authed: true, mustRefuse: false });
      cases.push({ method: 'get', path: `/api/comparisons/COMPARISON/export?format=${encodeURI(v)}`, mustRefuse: true });
    }
    // Crafted cursors on both feeds and both sorts.
    for (const cursor of CRAFTED_CURSORS) {
      cases.push({ method: 'get', path: `/api/comparisons?cursor=${cursor}`, mustRefuse: true });
      cases.push({ method: 'get', path: `/api/comparisons?sort=popular&cursor=${cursor}`, mustRefuse: true });
      cases.push({ method: 'get', path: `/api/me/comparisons?cursor=${cursor}`, authed: true, mustRefuse: true });
    }
    // PATCH fields set to null, alone (the base body would otherwise refuse them anyway).
    for (const field of ['title', 'isPublic', 'tags']) {
      cases.push({ method: 'patch', path: '/api/comparisons/COMPARISON', body: { [field]: null }, authed: true, mustRefuse: true });
    }
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      cases.push({ method: 'patch', path: '/api/comparisons/COMPARISON', raw: `{"isPublic":true,"${key}":{"admin":true}}`, authed: true, mustRefuse: true });
    }
    // The API's paths in other letter cases: a form post (what a cross-site page can send) is refused.
    for (const path of ['/API/auth/sign-out', '/Api/auth/sign-in', '/API/COMPARE', '/API/COMPARISONS/COMPARISON/RERUN', '/api/Comparisons/COMPARISON']) {
      for (const method of ['post', 'patch', 'delete'] as const) {
        cases.push({ method, path, raw: 'a=1', contentType: 'application/x-www-form-urlencoded', authed: true, mustRefuse: true });
      }
    }
    for (const path of ['/API/compare', '/API', '/Api/comparisons/COMPARISON/export?format=md']) {
      cases.push({ method: 'get', path, mustRefuse: path === '/API/compare' || path === '/API' });
    }
    for (const id of ['%00', '..%2F..%2Fetc', "1'%20OR%20'1'='1", 'x'.repeat(500), '%F0%9F%98%80', '00000000-0000-0000-0000-000000000000', 'null', 'undefined', '__proto__', 'constructor']) {
      cases.push({ method: 'get', path: `/api/comparisons/${id}`, mustRefuse: true });
      cases.push({ method: 'get', path: `/api/comparisons/${id}/events`, mustRefuse: true });
      cases.push({ method: 'delete', path: `/api/comparisons/${id}`, authed: true, mustRefuse: true });
      cases.push({ method: 'post', path: `/api/comparisons/${id}/rerun`, authed: true, mustRefuse: true });
    }
  });

  afterAll(async () => {
    await db.end();
    await t.close();
  });

  /** A digest of everything stored, to prove no request changed it. */
  async function snapshot(): Promise<string> {
    const { rows } = await db.query(`
      SELECT md5(coalesce((SELECT string_agg(u::text, '|' ORDER BY id) FROM users u), '')) ||
             md5(coalesce((SELECT string_agg(c::text, '|' ORDER BY id) FROM comparisons c), '')) AS digest`);
    return rows[0].digest;
  }

  it('answers at least 500 hostile requests with 4xx {error} (or a valid 2xx read), never a 5xx, and changes nothing', async () => {
    expect(cases.length).toBeGreaterThanOrEqual(500);
    const before = await snapshot();
    const failures: string[] = [];
    let serverErrors = 0;
    let nonJson = 0;
    for (let i = 0; i < cases.length; i += 25) {
      await Promise.all(
        cases.slice(i, i + 25).map(async (c) => {
          const path = c.path.replace('COMPARISON', comparisonId);
          let req = t.http[c.method](path);
          if (c.authed) req = req.set('Cookie', cookie);
          if (c.raw !== undefined) req = req.set('Content-Type', c.contentType ?? 'application/json').send(c.raw);
          else if (c.body !== undefined) req = req.set('Content-Type', 'application/json').send(JSON.stringify(c.body));
          const res = await req;
          const label = `${c.method.toUpperCase()} ${path.slice(0, 80)} ${JSON.stringify(c.body ?? c.raw ?? '').slice(0, 80)} → ${res.status}`;
          if (!/^application\/(json|problem\+json)|^text\/markdown|^text\/csv/.test(String(res.headers['content-type']))) {
            nonJson += 1;
            failures.push(`${label} (not JSON: ${res.headers['content-type']})`);
          }
          if (res.status >= 500) {
            serverErrors += 1;
            failures.push(`${label} (server error)`);
          }
          else if (res.status >= 400) {
            if (typeof res.body?.error !== 'string' || !res.body.error) failures.push(`${label} (no {error})`);
            if (/at \S+ \(|node_modules|\.ts:\d+|QueryFailedError/.test(res.text)) failures.push(`${label} (leaks internals)`);
          } else if (c.mustRefuse) failures.push(`${label} (accepted)`);
        }),
      );
    }
    console.log(`fuzz: ${cases.length} requests, ${serverErrors} 5xx, ${nonJson} non-JSON answers`);
    expect(failures).toEqual([]);
    expect(await snapshot()).toBe(before);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 120_000);

  it('never turns a callbackUrl into a redirect to another host (sign-up and sign-in)', async () => {
    const redirects: string[] = [];
    for (const callbackUrl of BAD_CALLBACKS) {
      const user = newUser();
      const up = await t.http.post('/api/auth/sign-up').send({ ...user, callbackUrl }).expect(200);
      const inn = await t.http.post('/api/auth/sign-in').send({ email: user.email, password: user.password, callbackUrl }).expect(200);
      redirects.push(up.body.redirectTo, inn.body.redirectTo);
    }
    expect(redirects.filter((r) => !/^\/(?![/\\])/.test(r))).toEqual([]);
  });
});
