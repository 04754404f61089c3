import { BlockList, isIP } from 'node:net';

// Which addresses a link fetched for a user may reach (decision 038): only the public internet.
// Everything else — this machine, the private network, the cloud's metadata service, multicast,
// documentation and reserved ranges — is refused, in IPv4, IPv6, and IPv4 written as IPv6.

const V4: ReadonlyArray<[string, number]> = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata at 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const V6: ReadonlyArray<[string, number]> = [
  ['::', 96], // unspecified, loopback (::1) and the deprecated IPv4-compatible form
  ['64:ff9b::', 96], // NAT64: reaches IPv4 addresses through a gateway
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo among them)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: embeds an IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const refused = new BlockList();
for (const [network, prefix] of V4) refused.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of V6) refused.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address an IPv4-mapped IPv6 address (::ffff:a.b.c.d) stands for, else undefined. */
function mappedIpv4(address: string): string | undefined {
  // The URL parser writes every IPv6 address one way: ::ffff:127.0.0.1 becomes ::ffff:7f00:1.
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const match = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!match) return undefined;
  const high = Number.parseInt(match[1]!, 16);
  const low = Number.parseInt(match[2]!, 16);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** True only for an address of the public internet; anything unreadable is refused. */
export function isPublicAddress(address: string): boolean {
  const unbracketed = address.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(unbracketed);
  if (family === 4) return !refused.check(unbracketed, 'ipv4');
  if (family !== 6) return false;
  // A zone id (fe80::1%eth0) names an interface of this machine.
  if (unbracketed.includes('%')) return false;
  const ipv4 = mappedIpv4(unbracketed);
  if (ipv4 !== undefined) return isPublicAddress(ipv4);
  return !refused.check(unbracketed, 'ipv6');
}
