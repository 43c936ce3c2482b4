import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** One address a host name resolves to. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to all of its addresses (injectable so tests control DNS). */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

/**
 * Which addresses may be connected to. Only global unicast passes by default: ipaddr.js
 * classifies loopback, private, link-local (cloud metadata), unique-local, multicast,
 * unspecified, CGNAT, documentation and other reserved ranges as something else, and
 * unwraps IPv4-mapped IPv6 first so `::ffff:127.0.0.1` is loopback too.
 */
export class AddressPolicy {
  constructor(
    /** `true` allows every address (tests only); a list allows exactly those addresses. */
    private readonly allowPrivate: boolean | readonly string[] = false,
  ) {}

  /** True when the address may be connected to. */
  allows(address: string): boolean {
    if (!ipaddr.isValid(address)) return false;
    const parsed = ipaddr.process(address);
    if (parsed.range() === 'unicast') return true;
    if (this.allowPrivate === true) return true;
    if (this.allowPrivate === false) return false;
    const canonical = parsed.toString();
    return this.allowPrivate.some((allowed) => ipaddr.isValid(allowed) && ipaddr.process(allowed).toString() === canonical);
  }
}

/** The address of a literal IP host (`127.0.0.1`, `[::1]`), or undefined for a name. */
export function literalAddress(hostname: string): ResolvedAddress | undefined {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  const family = isIP(bare);
  return family === 4 || family === 6 ? { address: bare, family } : undefined;
}
