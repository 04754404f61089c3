import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { AppError } from './app-error';
import { isPublicAddress } from './public-address';

// Reading a page at a link a user gave (decision 038), without letting the link reach what the
// server can reach and the user cannot: this machine, the private network, the cloud's metadata
// service. Each address the host resolves to is checked, and the connection is made to the very
// address checked, so a DNS answer that changes between the check and the connection (« DNS
// rebinding ») cannot slip through. Redirects are followed by hand, each checked again.

export const SAFE_FETCH_LIMITS = {
  /** Redirects followed before giving up. */
  maxRedirects: 3,
  /** The body is read up to this many bytes, and the page refused beyond. */
  maxBytes: 2 * 1024 * 1024,
  /** For everything: resolving, connecting, every redirect and the whole body. */
  timeoutMs: 10_000,
} as const;

export type ResolvedAddress = { address: string; family: 4 | 6 };

export type SafeFetchDeps = {
  /** Every address of a host name (the system's resolver by default). */
  resolve: (hostname: string) => Promise<ResolvedAddress[]>;
  /**
   * Whether an address may be reached (`isPublicAddress` by default). Tests serve their pages on
   * 127.0.0.1 and pass a check that lets it through; production code never passes one.
   */
  isAllowedAddress: (address: string) => boolean;
  limits: { maxRedirects: number; maxBytes: number; timeoutMs: number };
};

export type FetchedPage = {
  /** The address of the page finally read, after redirects. */
  url: string;
  contentType: string;
  html: string;
};

const PAGE_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

async function systemResolve(hostname: string): Promise<ResolvedAddress[]> {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
}

const DEFAULT_DEPS: SafeFetchDeps = {
  resolve: systemResolve,
  isAllowedAddress: isPublicAddress,
  limits: SAFE_FETCH_LIMITS,
};

/** Reads the web page at `link`, or throws an AppError whose code says why not (LINK_*). */
export function safeFetch(link: string): Promise<FetchedPage> {
  return createSafeFetch(DEFAULT_DEPS)(link);
}

/** A safeFetch with other dependencies: for tests only (see SafeFetchDeps). */
export function createSafeFetch(
  overrides: Partial<SafeFetchDeps>,
): (link: string) => Promise<FetchedPage> {
  const deps = { ...DEFAULT_DEPS, ...overrides };
  return async (link) => {
    const deadline = AbortSignal.timeout(deps.limits.timeoutMs);
    try {
      return await fetchFollowing(parseLink(link), deps, deadline);
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (deadline.aborted) throw new AppError('LINK_TOO_SLOW', { cause: error });
      throw new AppError('LINK_UNREACHABLE', { cause: error });
    }
  };
}

function parseLink(link: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(link.trim(), base);
  } catch (error) {
    throw new AppError('LINK_INVALID', { cause: error });
  }
  // Credentials in a link are a way to smuggle a host past a reader; no recipe page needs them.
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password) {
    throw new AppError('LINK_INVALID');
  }
  return url;
}

async function fetchFollowing(
  start: URL,
  deps: SafeFetchDeps,
  deadline: AbortSignal,
): Promise<FetchedPage> {
  let url = start;
  for (let redirects = 0; ; redirects++) {
    const address = await checkedAddress(url, deps, deadline);
    const response = await request(url, address, deadline);
    const location = response.headers.location;
    if (REDIRECTS.has(response.statusCode ?? 0) && location) {
      response.destroy();
      if (redirects >= deps.limits.maxRedirects) throw new AppError('LINK_TOO_MANY_REDIRECTS');
      url = parseLink(location, url);
      continue;
    }
    return readPage(url, response, deps.limits.maxBytes, deadline);
  }
}

/** The address to connect to: the host's, once every address it has is allowed. */
async function checkedAddress(
  url: URL,
  deps: SafeFetchDeps,
  deadline: AbortSignal,
): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = isIP(host);
  const addresses = literal
    ? [{ address: host, family: literal === 6 ? 6 : 4 } as const]
    : await abortable(deps.resolve(host), deadline);
  const first = addresses[0];
  if (!first) throw new AppError('LINK_UNREACHABLE');
  // All of them: a host that answers with one public and one private address is refused, or the
  // connection could be steered to the private one.
  if (!addresses.every((a) => deps.isAllowedAddress(a.address))) {
    throw new AppError('LINK_NOT_PUBLIC');
  }
  return first;
}

function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** A lookup that answers the checked address whatever the host's DNS says now. */
function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) {
      (callback as (e: null, a: ResolvedAddress[]) => void)(null, [{ address, family }]);
    } else callback(null, address, family);
  };
}

function request(
  url: URL,
  address: ResolvedAddress,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(url, {
      method: 'GET',
      // No pooled connection: a socket kept from another host's answer must not be reused.
      agent: false,
      lookup: pinnedLookup(address),
      signal,
      headers: {
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
        'accept-language': 'fr-CH,fr;q=0.9',
        'user-agent': 'Mijote/1.0 (lecture de recette)',
      },
    });
    outgoing.once('response', resolve);
    outgoing.once('error', reject);
    outgoing.end();
  });
}

async function readPage(
  url: URL,
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): Promise<FetchedPage> {
  const status = response.statusCode ?? 0;
  if (status < 200 || status >= 300) {
    response.destroy();
    throw new AppError('LINK_UNREACHABLE');
  }
  const contentType = response.headers['content-type'] ?? '';
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  if (!PAGE_TYPES.has(mediaType)) {
    response.destroy();
    throw new AppError('LINK_NOT_A_PAGE');
  }
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
    response.destroy();
    throw new AppError('LINK_TOO_LARGE');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Stop reading at once: the rest of an endless page is never downloaded.
    if (size > maxBytes) {
      response.destroy();
      throw new AppError('LINK_TOO_LARGE');
    }
    chunks.push(chunk);
  }
  if (signal.aborted) throw signal.reason;
  return { url: url.href, contentType, html: decode(Buffer.concat(chunks), contentType) };
}

function decode(body: Buffer, contentType: string): string {
  const charset = /charset="?([\w-]+)"?/i.exec(contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
