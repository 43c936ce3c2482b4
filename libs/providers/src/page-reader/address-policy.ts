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
 * unwraps IPv4-mapped IPv6 first so `::ffff:127.0.0.1` is loopback too. ipaddr.js calls the
 * deprecated IPv4-compatible block `::/96` unicast, yet `::7f00:1` can reach 127.0.0.1 through
 * some stacks and tunnels, so the whole block is refused (`::1` and `::` are in it already).
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
    if (parsed.range() === 'unicast' && !isIpv4Compatible(parsed)) return true;
    if (this.allowPrivate === true) return true;
    if (this.allowPrivate === false) return false;
    const canonical = parsed.toString();
    return this.allowPrivate.some((allowed) => ipaddr.isValid(allowed) && ipaddr.process(allowed).toString() === canonical);
  }
}

/** True for an IPv6 address in `::/96`: its first 96 bits are zero. */
function isIpv4Compatible(parsed: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  return parsed.kind() === 'ipv6' && parsed.match(ipaddr.IPv6.parse('::'), 96);
}

/** The address of a literal IP host (`127.0.0.1`, `[::1]`), or undefined for a name. */
export function literalAddress(hostname: string): ResolvedAddress | undefined {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  const family = isIP(bare);
  return family === 4 || family === 6 ? { address: bare, family } : undefined;
}
