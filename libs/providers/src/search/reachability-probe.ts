/** Options of one reachability probe. */
export interface ProbeOptions {
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * Whether the MediaWiki API at `baseUrl` answers a cheap query (site info) with JSON within the
 * time limit. Never throws: an unreachable, slow or broken server is simply `false`.
 */
export async function probeMediaWiki(baseUrl: string, options: ProbeOptions): Promise<boolean> {
  const doFetch = options.fetch ?? fetch;
  const url = `${baseUrl.replace(/\/+$/, '')}/w/api.php?action=query&meta=siteinfo&format=json&formatversion=2`;
  try {
    const res = await doFetch(url, { signal: AbortSignal.timeout(options.timeoutMs), headers: { accept: 'application/json' } });
    if (!res.ok) return false;
    const body: unknown = await res.json();
    return typeof body === 'object' && body !== null;
  } catch {
    return false;
  }
}
