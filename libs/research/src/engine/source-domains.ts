/** Which source domains a comparison may use: the operator's lists and the user's exclusions. */
export interface DomainPolicy {
  /** Refused domains (a domain covers its subdomains). */
  deny?: readonly string[];
  /** When not empty, only these domains (and their subdomains) are accepted. */
  allow?: readonly string[];
}

/** A domain as people write it ("https://www.Example.com/x", "*.example.com") in the form the policy compares. */
export function normaliseDomain(value: string): string {
  let text = value.trim().toLowerCase();
  try {
    if (/^[a-z][a-z0-9+.-]*:\/\//.test(text)) text = new URL(text).hostname;
  } catch {
    // Not a URL after all: compared as written.
  }
  return text.replace(/^\*?\./, '').replace(/^www\./, '').replace(/\.$/, '');
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return undefined;
  }
}

function within(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`) || host === `www.${domain}`;
}

/** Whether a source at `url` passes the policy; a URL with no host passes only when nothing is allow-listed. */
export function domainAllowed(url: string, policy: DomainPolicy): boolean {
  const deny = (policy.deny ?? []).map(normaliseDomain).filter(Boolean);
  const allow = (policy.allow ?? []).map(normaliseDomain).filter(Boolean);
  if (deny.length === 0 && allow.length === 0) return true;
  const host = hostOf(url);
  if (!host) return allow.length === 0;
  if (deny.some((d) => within(host, d))) return false;
  return allow.length === 0 || allow.some((d) => within(host, d));
}
