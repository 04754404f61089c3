import { type NetworkInterfaceInfo, networkInterfaces } from 'node:os';

export type InterfaceList = NodeJS.Dict<NetworkInterfaceInfo[]>;

/**
 * The origins a browser shows when the app is opened on this machine without PUBLIC_URL (issue
 * 7): `localhost`, `127.0.0.1` and `[::1]` at the server's port, and each address of the
 * machine's own interfaces (the ones Fastify prints at start, which a phone on the same network
 * opens). A page on any of them is served by this very server, so trusting them lets no other
 * site in. With PUBLIC_URL set, only it and TRUSTED_ORIGINS are trusted.
 */
export function localOrigins(port: number, interfaces: InterfaceList = networkInterfaces()) {
  const hosts = ['localhost', '127.0.0.1', '[::1]'];
  for (const addresses of Object.values(interfaces)) {
    for (const address of addresses ?? []) {
      if (address.internal) continue;
      if (address.family === 'IPv4') hosts.push(address.address);
      // A link-local IPv6 address needs a zone (`%eth0`) that an origin cannot carry.
      else if (!address.address.toLowerCase().startsWith('fe80:')) {
        hosts.push(`[${address.address}]`);
      }
    }
  }
  return [...new Set(hosts.map((host) => `http://${host}:${port}`))];
}
