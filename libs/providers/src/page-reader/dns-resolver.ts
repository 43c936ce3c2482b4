import { lookup } from 'node:dns/promises';
import type { HostResolver } from './address-policy';

/** The system resolver, returning every address so none can slip past the policy. */
export const resolveWithSystemDns: HostResolver = async (hostname) => {
  const addresses = await lookup(hostname, { all: true, verbatim: true });
  return addresses.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};
