import { AddressPolicy } from './address-policy';

describe('AddressPolicy', () => {
  const strict = new AddressPolicy();

  it.each([
    ['IPv4 loopback', '127.0.0.1'],
    ['cloud metadata (link-local)', '169.254.169.254'],
    ['a private network', '10.0.0.7'],
    ['IPv6 loopback', '::1'],
    ['the unspecified address', '::'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-compatible loopback', '::7f00:1'],
    ['IPv4-compatible cloud metadata', '::a9fe:a9fe'],
    ['IPv4-compatible private address', '::a00:7'],
    ['IPv4-compatible public address (the whole ::/96 block is deprecated)', '::808:808'],
    ['IPv4-compatible, dotted spelling', '::127.0.0.1'],
    ['NAT64 of loopback', '64:ff9b::7f00:1'],
    ['6to4 of loopback', '2002:7f00:1::1'],
    ['not an address', 'example.com'],
  ])('refuses %s (%s)', (_case, address) => {
    expect(strict.allows(address)).toBe(false);
  });

  it.each([
    ['a public IPv4 address', '93.184.216.34'],
    ['a public IPv6 address', '2606:2800:220:1:248:1893:25c8:1946'],
    ['IPv4-mapped public address', '::ffff:93.184.216.34'],
  ])('allows %s (%s)', (_case, address) => {
    expect(strict.allows(address)).toBe(true);
  });
});
