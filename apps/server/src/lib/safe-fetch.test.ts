import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address';
import { createSafeFetch, SAFE_FETCH_LIMITS, safeFetch } from './safe-fetch';

// The link reader against fixture pages served on 127.0.0.1. The real address check refuses
// loopback, so the fixtures are reached through an injected check that lets 127.0.0.1 (and
// nothing else that is not public) through; the refusals are also tested with the real check.

const PAGE = '<html><head><title>Tarte</title></head><body>Tarte aux poireaux</body></html>';
type Route = (response: ServerResponse, base: string) => void;

let server: Server;
let base: string;
let hits: string[] = [];
const routes: Record<string, Route> = {
  '/page': (res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE),
  '/latin1': (res) =>
    res
      .writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' })
      .end(Buffer.from('<p>Crème brûlée</p>', 'latin1')),
  '/pdf': (res) => res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7'),
  '/missing': (res) => res.writeHead(404, { 'content-type': 'text/html' }).end('introuvable'),
  '/declared-huge': (res) => {
    res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(3 * 1024 * 1024) });
    res.write('<html>');
  },
  // An endless page: it stops only when the reader hangs up.
  '/endless': (res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const write = () => {
      while (!res.destroyed && res.write(chunk));
      if (!res.destroyed) res.once('drain', write);
    };
    write();
  },
  '/silent': () => {},
  '/drip': (res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write('.')), 50);
  },
  '/to-private': (res) => res.writeHead(302, { location: 'http://10.0.0.1/page' }).end(),
  '/to-metadata': (res) =>
    res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
  '/to-mapped': (res, b) =>
    res.writeHead(307, { location: `http://[::ffff:127.0.0.1]:${new URL(b).port}/page` }).end(),
  '/to-file': (res) => res.writeHead(302, { location: 'file:///etc/passwd' }).end(),
  '/to-same-host': (res) => res.writeHead(302, { location: '/page' }).end(),
};
beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    hits.push(path);
    // /hops/N redirects N times, then shows the page.
    const hopsMatch = /^\/hops\/(\d+)$/.exec(path);
    if (hopsMatch) {
      const left = Number(hopsMatch[1]);
      if (left === 0) return routes['/page']!(res, base);
      return void res.writeHead(302, { location: `/hops/${left - 1}` }).end();
    }
    (routes[path] ?? routes['/missing']!)(res, base);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The fixtures' loopback, and otherwise the real rule. */
const fixturesAllowed = (address: string) => address === '127.0.0.1' || isPublicAddress(address);
const fetchFixture = createSafeFetch({ isAllowedAddress: fixturesAllowed });

async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
  throw new Error('expected a refusal');
}

describe('safeFetch', () => {
  it('has the limits of the rule: 3 redirects, 2 MB, 10 s', () => {
    expect(SAFE_FETCH_LIMITS).toEqual({
      maxRedirects: 3,
      maxBytes: 2 * 1024 * 1024,
      timeoutMs: 10_000,
    });
  });

  it('reads a page, decoding its charset', async () => {
    const page = await fetchFixture(`${base}/page`);
    expect(page).toEqual({
      url: `${base}/page`,
      contentType: 'text/html; charset=utf-8',
      html: PAGE,
    });
    expect((await fetchFixture(`${base}/latin1`)).html).toBe('<p>Crème brûlée</p>');
  });

  it.each([
    'http://127.0.0.1/',
    'http://[::1]/',
    'http://10.0.0.1/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:127.0.0.1]/',
    'http://[fd00::1]/',
    'http://0.0.0.0/',
    'http://2130706433/',
  ])('refuses %s with the real check, before any connection', async (link) => {
    expect(await refusal(safeFetch(link))).toBe('LINK_NOT_PUBLIC');
  });

  it('refuses the fixture server itself with the real check', async () => {
    hits = [];
    expect(await refusal(safeFetch(`${base}/page`))).toBe('LINK_NOT_PUBLIC');
    expect(hits).toEqual([]);
  });

  it('refuses a host any of whose addresses is not public', async () => {
    const resolving = (...addresses: string[]) =>
      createSafeFetch({
        resolve: async () => addresses.map((address) => ({ address, family: 4 as const })),
      });
    expect(await refusal(resolving('10.0.0.1')('http://recettes.example/'))).toBe(
      'LINK_NOT_PUBLIC',
    );
    expect(await refusal(resolving('93.184.216.34', '127.0.0.1')('http://recettes.example/'))).toBe(
      'LINK_NOT_PUBLIC',
    );
  });

  it.each(['ftp://example.com/', 'file:///etc/passwd', 'http://user:pass@example.com/', 'nope'])(
    'refuses %s as not a web address',
    async (link) => {
      expect(await refusal(safeFetch(link))).toBe('LINK_INVALID');
    },
  );

  it('follows up to 3 redirects, and refuses a fourth', async () => {
    expect((await fetchFixture(`${base}/hops/3`)).url).toBe(`${base}/hops/0`);
    expect(await refusal(fetchFixture(`${base}/hops/4`))).toBe('LINK_TOO_MANY_REDIRECTS');
  });

  it('checks every redirect again: private, metadata, mapped loopback, file', async () => {
    hits = [];
    expect(await refusal(fetchFixture(`${base}/to-private`))).toBe('LINK_NOT_PUBLIC');
    expect(await refusal(fetchFixture(`${base}/to-metadata`))).toBe('LINK_NOT_PUBLIC');
    // ::ffff:127.0.0.1 is loopback written as IPv6: the fixtures' exception does not cover it.
    expect(await refusal(fetchFixture(`${base}/to-mapped`))).toBe('LINK_NOT_PUBLIC');
    expect(await refusal(fetchFixture(`${base}/to-file`))).toBe('LINK_INVALID');
    expect(hits).toEqual(['/to-private', '/to-metadata', '/to-mapped', '/to-file']);
  });

  it('connects to the address it checked, not to what DNS answers later', async () => {
    // The host exists only in the injected resolver: the connection cannot have asked DNS again.
    const answers = ['127.0.0.1', '10.0.0.1'];
    const asked: string[] = [];
    const rebinding = createSafeFetch({
      isAllowedAddress: fixturesAllowed,
      resolve: async (hostname) => {
        asked.push(hostname);
        return [{ address: answers.shift() ?? '10.0.0.1', family: 4 }];
      },
    });
    const port = new URL(base).port;
    expect((await rebinding(`http://recettes.test:${port}/page`)).html).toBe(PAGE);
    expect(asked).toEqual(['recettes.test']);
    // The same host, asked again at a redirect, now answers a private address: refused.
    answers.push('127.0.0.1', '10.0.0.1');
    expect(await refusal(rebinding(`http://recettes.test:${port}/to-same-host`))).toBe(
      'LINK_NOT_PUBLIC',
    );
  });

  it('stops at 2 MB: a declared size at once, an endless page as it arrives', async () => {
    expect(await refusal(fetchFixture(`${base}/declared-huge`))).toBe('LINK_TOO_LARGE');
    expect(await refusal(fetchFixture(`${base}/endless`))).toBe('LINK_TOO_LARGE');
  });

  it('gives up when the whole read takes too long', async () => {
    const impatient = createSafeFetch({
      isAllowedAddress: fixturesAllowed,
      limits: { ...SAFE_FETCH_LIMITS, timeoutMs: 300 },
    });
    const started = Date.now();
    expect(await refusal(impatient(`${base}/silent`))).toBe('LINK_TOO_SLOW');
    expect(await refusal(impatient(`${base}/drip`))).toBe('LINK_TOO_SLOW');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('says what is not a page, and what cannot be opened', async () => {
    expect(await refusal(fetchFixture(`${base}/pdf`))).toBe('LINK_NOT_A_PAGE');
    expect(await refusal(fetchFixture(`${base}/missing`))).toBe('LINK_UNREACHABLE');
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    expect(await refusal(fetchFixture(`http://127.0.0.1:${port}/`))).toBe('LINK_UNREACHABLE');
  });
});
