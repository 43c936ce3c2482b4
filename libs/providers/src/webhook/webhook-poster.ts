import http from 'node:http';
import https from 'node:https';
import type { ResolvedAddress } from '../page-reader/address-policy';
import { pinnedLookup } from '../page-reader/guarded-page-reader';

/**
 * POSTs a body to a vetted URL, connecting only to the addresses that were vetted (the host name
 * is not resolved again, so it cannot be rebound to a private address in between). Redirects are
 * not followed; the answer's body is discarded. Resolves with the status code.
 */
export function postWebhook(
  url: URL,
  addresses: ResolvedAddress[],
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<number> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<number>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: pinnedLookup(addresses),
        agent: false,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
