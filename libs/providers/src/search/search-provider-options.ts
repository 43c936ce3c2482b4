/** What every search provider's constructor accepts. */
export interface SearchProviderOptions {
  /** The vendor's base URL (a self-hosted instance, or a local server in tests). */
  baseUrl?: string;
  apiKey?: string;
  /** Per request; 8000 when not given. */
  timeoutMs?: number;
  /** Injectable for tests and proxies; the global fetch when not given. */
  fetch?: typeof fetch;
}

export const DEFAULT_SEARCH_TIMEOUT_MS = 8000;

/** The base URL without trailing slashes, so paths can be appended with one. */
export function trimBaseUrl(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

/** A vendor's page size: at least 1, at most what the vendor allows. */
export function clampLimit(limit: number, vendorMax: number): number {
  if (!Number.isFinite(limit)) return vendorMax;
  return Math.min(vendorMax, Math.max(1, Math.floor(limit)));
}
