import { ProviderError } from '@juxta/research';

/** One HTTP call to a vendor API whose answer is JSON. */
export interface VendorRequest {
  /** Provider name carried by every ProviderError. */
  provider: string;
  /** The vendor as people know it, for messages ("Brave Search"). */
  label: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Serialised as JSON. */
  body?: unknown;
  timeoutMs: number;
  fetch: typeof fetch;
  signal?: AbortSignal;
  /** A vendor-specific message for a failed status, when the generic one would mislead. */
  describeStatus?: (status: number) => string | undefined;
}

const VENDOR_MESSAGE_MAX = 200;

/**
 * Calls a vendor and returns its parsed JSON, turning every failure (timeout, network, 4xx/5xx,
 * malformed JSON) into a ProviderError. Only the caller's own abort is rethrown as it is.
 */
export async function requestVendorJson(request: VendorRequest): Promise<unknown> {
  const { provider, label } = request;
  const timeout = AbortSignal.timeout(request.timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (request.body !== undefined) headers['content-type'] = 'application/json';

  let status: number;
  let text: string;
  try {
    const response = await request.fetch(request.url, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal,
    });
    status = response.status;
    text = await response.text();
    if (!response.ok) {
      const retryAfter = response.status === 429 ? retryAfterSeconds(response.headers.get('retry-after')) : undefined;
      throw new ProviderError(provider, statusMessage(request, response, text), response.status, retryAfter === undefined ? undefined : retryAfter * 1000);
    }
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    if (request.signal?.aborted) throw request.signal.reason ?? error;
    if (timeout.aborted) {
      throw new ProviderError(provider, `${label} did not answer within ${formatSeconds(request.timeoutMs)}.`);
    }
    throw new ProviderError(provider, `${label} could not be reached${networkCause(error)}.`);
  }

  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProviderError(provider, `${label} answered with malformed JSON.`, status);
  }
}

function statusMessage(request: VendorRequest, response: Response, body: string): string {
  const { label } = request;
  const status = response.status;
  const specific = request.describeStatus?.(status);
  if (specific) return specific;
  if (status === 401 || status === 403) {
    // The vendor's own text is left out on purpose: some echo part of the rejected key.
    return `${label} rejected the API key (HTTP ${status}).`;
  }
  if (status === 429) {
    const retryAfter = retryAfterSeconds(response.headers.get('retry-after'));
    const hint = retryAfter === undefined ? '' : `; retry after ${retryAfter} s`;
    return `${label} is rate limiting requests (HTTP 429${hint}).`;
  }
  if (status >= 500) return `${label} failed with a server error (HTTP ${status}).`;
  const detail = vendorMessage(body);
  return `${label} refused the request (HTTP ${status})${detail ? `: ${detail}` : ''}.`;
}

/** Retry-After is either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** The short reason vendors put in error bodies, in the shapes the supported vendors use. */
function vendorMessage(body: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  const candidates = [
    pick(parsed, 'error', 'message'),
    pick(parsed, 'error', 'info'),
    pick(parsed, 'error', 'detail'),
    pick(parsed, 'detail', 'error'),
    pick(parsed, 'message'),
    pick(parsed, 'detail'),
    pick(parsed, 'error'),
  ];
  const found = candidates.find((c): c is string => typeof c === 'string' && c.trim().length > 0);
  if (!found) return undefined;
  const oneLine = found.replace(/\s+/g, ' ').trim();
  return oneLine.length > VENDOR_MESSAGE_MAX ? `${oneLine.slice(0, VENDOR_MESSAGE_MAX)}…` : oneLine;
}

function pick(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function networkCause(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? ` (${cause.code})` : '';
}

function formatSeconds(ms: number): string {
  return ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

/** Checks a vendor's JSON against the shape this adapter relies on; a mismatch is a ProviderError. */
export function expectVendorShape<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  value: unknown,
  provider: string,
  label: string,
): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ProviderError(provider, `${label} answered in an unexpected format.`);
  return parsed.data;
}
