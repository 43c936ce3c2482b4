/** True for an absolute http(s) URL: the only kind of hit worth keeping or reading. */
export function isHttpUrl(url: string | null | undefined): url is string {
  if (typeof url !== 'string') return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
