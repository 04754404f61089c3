import { isIP } from 'node:net';

/** What Fastify's `trustProxy` takes from TRUST_PROXY (README, decision 008). */
export type TrustProxy = boolean | number | string[];

/** proxy-addr's names for address ranges, which Fastify accepts beside addresses and CIDRs. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset or `false` (the default) — the client is the connection's peer and
 * `X-Forwarded-For` is ignored; `true` — trust every hop (only behind a proxy that overwrites
 * the header); a number — trust that many hops from the server; a comma list — trust these
 * proxy addresses or CIDR ranges. Returns an error message (French) for anything else.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy | { error: string } {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || invalid.length > 0) {
    return {
      error:
        `valeur non reconnue (${invalid.join(', ') || value}) : ` +
        'false, true, un nombre de proxys, ou leurs adresses / plages CIDR séparées par des virgules',
    };
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry) || isIP(entry) !== 0) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0 || bits === undefined || !/^\d{1,3}$/.test(bits)) return false;
  const family = isIP(address);
  return family !== 0 && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy` for it. A hop count becomes the function Fastify itself would build
 * (its types only list booleans, lists and functions): hop 0 is the connection's peer.
 */
export function fastifyTrustProxy(value: TrustProxy): boolean | string[] | TrustProxyFunction {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

type TrustProxyFunction = (address: string, hop: number) => boolean;
