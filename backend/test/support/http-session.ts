/** Signs a new user up against a running API and returns the session cookie. */
export async function signUpOver(baseUrl: string, name = 'Stream Tester'): Promise<{ cookie: string; email: string; password: string }> {
  const email = `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const password = 'correct horse battery staple';
  const res = await fetch(`${baseUrl}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('juxta.sid='))?.split(';')[0];
  if (!cookie) throw new Error('no session cookie');
  return { cookie, email, password };
}

/** GET JSON with an optional cookie. */
export async function getJson(url: string, cookie?: string): Promise<{ status: number; body: unknown; headers: Headers }> {
  const res = await fetch(url, { headers: cookie ? { Cookie: cookie } : {} });
  return { status: res.status, body: await res.json().catch(() => undefined), headers: res.headers };
}
