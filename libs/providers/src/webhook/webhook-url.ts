import { AddressPolicy, type HostResolver, literalAddress, type ResolvedAddress } from '../page-reader/address-policy';
import { resolveWithSystemDns } from '../page-reader/dns-resolver';

const MAX_WEBHOOK_URL_LENGTH = 2000;

/**
 * Why a webhook URL may not be called, or null when it may: http(s) only, no credentials in it,
 * and every address its host resolves to allowed by the same policy the page reader uses
 * (private, loopback and link-local addresses refused unless configured for tests).
 */
export async function webhookUrlProblem(
  raw: string,
  allowPrivateAddresses: boolean | readonly string[] = false,
  resolve: HostResolver = resolveWithSystemDns,
): Promise<string | null> {
  const vetted = await vetWebhookUrl(raw, allowPrivateAddresses, resolve);
  return 'problem' in vetted ? vetted.problem : null;
}

/** The URL and the addresses it may be reached at (to pin the connection to), or why it may not be called. */
export async function vetWebhookUrl(
  raw: string,
  allowPrivateAddresses: boolean | readonly string[] = false,
  resolve: HostResolver = resolveWithSystemDns,
): Promise<{ url: URL; addresses: ResolvedAddress[] } | { problem: string }> {
  const problem = (text: string) => ({ problem: text });
  if (raw.length > MAX_WEBHOOK_URL_LENGTH) return problem(`The webhook URL is longer than ${MAX_WEBHOOK_URL_LENGTH} characters.`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return problem('The webhook URL is not a valid URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return problem('The webhook URL must use http or https.');
  if (url.username || url.password) return problem('The webhook URL must not contain a user name or password.');
  const policy = new AddressPolicy(allowPrivateAddresses);
  const literal = literalAddress(url.hostname);
  let addresses: ResolvedAddress[];
  try {
    addresses = literal ? [literal] : await resolve(url.hostname);
  } catch {
    return problem('The webhook host name could not be resolved.');
  }
  if (!addresses.length) return problem('The webhook host name could not be resolved.');
  if (addresses.some((a) => !policy.allows(a.address))) return problem('The webhook URL points at a private or reserved address.');
  return { url, addresses };
}
