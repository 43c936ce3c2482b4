const DEFAULT_REDIRECT = '/compare';

/** The callback only when it is a same-origin relative path; anything else goes to /compare. */
export function safeRedirect(callbackUrl: string | undefined): string {
  if (!callbackUrl) return DEFAULT_REDIRECT;
  // A single leading slash, no scheme-relative `//` or `/\`, no control characters.
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (!/^\/(?![/\\])/.test(callbackUrl) || /[\u0000-\u001f\u007f\\]/.test(callbackUrl)) return DEFAULT_REDIRECT;
  try {
    const base = 'http://juxta.invalid';
    const resolved = new URL(callbackUrl, base);
    if (resolved.origin !== base) return DEFAULT_REDIRECT;
    return resolved.pathname + resolved.search + resolved.hash;
  } catch {
    return DEFAULT_REDIRECT;
  }
}
