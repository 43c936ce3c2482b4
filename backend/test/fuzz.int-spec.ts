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
];

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
          if (res.status >= 500) failures.push(`${label} (server error)`);
          else if (res.status >= 400) {
            if (typeof res.body?.error !== 'string' || !res.body.error) failures.push(`${label} (no {error})`);
            if (/at \S+ \(|node_modules|\.ts:\d+|QueryFailedError/.test(res.text)) failures.push(`${label} (leaks internals)`);
          } else if (c.mustRefuse) failures.push(`${label} (accepted)`);
        }),
      );
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toBe(before);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 120_000);
});
