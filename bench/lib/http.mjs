// A minimal HTTP/SSE client on node:http, timed with performance.now(): first byte (response
// headers), first event, `done`. Bounded to 127.0.0.1 by construction (callers pass the URLs
// of processes the bench started).
import http from 'node:http';
import { randomBytes } from 'node:crypto';

export function agent(maxSockets = Infinity) {
  return new http.Agent({ keepAlive: true, maxSockets });
}

function assertLocal(url) {
  const host = new URL(url).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost') throw new Error(`the bench only talks to 127.0.0.1, not ${host}`);
}

/**
 * Sends a request and reads an SSE answer to its end. Returns times in ms from the start:
 * `headers` (first byte), `firstEvent`, `done`, plus the events' names and the status.
 */
export function timedStream(url, { method = 'GET', body, cookie, agent: a, timeoutMs = 120_000, onEvent, stopAfter } = {}) {
  assertLocal(url);
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const headers = { Accept: 'text/event-stream' };
    if (cookie) headers.Cookie = cookie;
    if (payload) Object.assign(headers, { 'Content-Type': 'application/json', 'Content-Length': payload.length });
    let seen = [];
    let comparisonId;
    const req = http.request(url, { method, headers, agent: a }, (res) => {
      const out = { status: res.status ?? res.statusCode, headers: performance.now() - t0, firstEvent: NaN, done: NaN, events: [], bytes: 0, ended: false };
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk) => {
        out.bytes += chunk.length;
        buffer += chunk;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const name = /^event: (.*)$/m.exec(block)?.[1];
          if (!name) continue; // comments (: ping)
          const now = performance.now() - t0;
          if (!out.events.length) out.firstEvent = now;
          out.events.push(name);
          seen = out.events;
          comparisonId ??= /"comparisonId":"([^"]+)"/.exec(block)?.[1];
          if (onEvent) onEvent(name, block, now);
          if (name === 'done' || name === 'error') out.done = now;
          if (stopAfter?.(name)) {
            // The client leaves (as a closed tab does); the server must clean the stream up.
            clearTimeout(timer);
            out.stopped = true;
            resolve(out);
            req.destroy();
            return;
          }
        }
      });
      res.on('end', () => {
        clearTimeout(timer);
        out.ended = true;
        if (out.status !== 200) out.body = buffer;
        resolve(out);
      });
      res.on('error', reject);
    });
    const timer = setTimeout(
      () => req.destroy(new Error(`no end in ${timeoutMs} ms: ${url} (comparison ${comparisonId ?? '?'}, events so far: ${seen.join(',') || 'none'})`)),
      timeoutMs,
    );
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err); // a no-op once resolved (stopAfter)
    });
    if (payload) req.write(payload);
    req.end();
  });
}

/** A JSON request; resolves with status, parsed body, headers, ms to the first byte (`firstByte`, as timedStream's `headers`) and the time it took (`ms`). */
export function timedJson(url, { method = 'GET', body, cookie, agent: a } = {}) {
  assertLocal(url);
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const headers = { Accept: 'application/json' };
    if (cookie) headers.Cookie = cookie;
    if (payload) Object.assign(headers, { 'Content-Type': 'application/json', 'Content-Length': payload.length });
    const req = http.request(url, { method, headers, agent: a }, (res) => {
      const firstByte = performance.now() - t0;
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          parsed = text;
        }
        resolve({ status: res.statusCode, body: parsed, headers: res.headers, firstByte, ms: performance.now() - t0, bytes: text.length });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

/** Signs a user up over HTTP and returns the session cookie. */
export async function signUp(baseUrl, name = 'Bench User') {
  const email = `bench-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}@example.org`;
  const password = `bench ${randomBytes(12).toString('hex')} Pw!`;
  const res = await timedJson(`${baseUrl}/api/auth/sign-up`, { method: 'POST', body: { name, email, password } });
  if (res.status !== 200 && res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  const setCookie = [res.headers['set-cookie'] ?? []].flat();
  const cookie = setCookie.find((c) => c.startsWith('juxta.sid='))?.split(';')[0];
  if (!cookie) throw new Error('sign-up returned no session cookie');
  return cookie;
}

/** Signs `count` users up, a few at a time (argon2 is deliberately slow). */
export async function signUpMany(baseUrl, count, parallel = 4) {
  const cookies = [];
  for (let i = 0; i < count; i += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - i) }, (_, j) => signUp(baseUrl, `Bench User ${i + j + 1}`));
    cookies.push(...(await Promise.all(batch)));
  }
  return cookies;
}
