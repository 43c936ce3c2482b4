const DEFAULT_REDIRECT = '/compare';
/** A path a browser would take for `//host`: two leading slashes, either way round. */
const SCHEME_RELATIVE = /^[/\\]{2}/;

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
    // Dot segments collapse while resolving: `/..//evil.example` becomes `//evil.example`, which a
    // browser reads as another host. Check the result, decoded too (`/%2e%2e/%2fevil.example`).
    if (SCHEME_RELATIVE.test(resolved.pathname) || SCHEME_RELATIVE.test(decodeURIComponent(resolved.pathname))) return DEFAULT_REDIRECT;
    return resolved.pathname + resolved.search + resolved.hash;
  } catch {
    return DEFAULT_REDIRECT;
  }
}
