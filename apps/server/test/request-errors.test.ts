import { connect } from 'node:net';
import { ERROR_MESSAGES, type ErrorCode } from '@mijote/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpSubscriber } from './helpers/household';
import { openLiveStream } from './helpers/live-stream';
import { createTestApp, type TestApp } from './helpers/test-app';

// What Fastify and Node refuse on their own answers like every other error —
// a code of the catalogue, its French text, the catalogue's status, never a library's English.

describe('requests refused before any route runs', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await t.close();
  });

  const reset = (contentType: string, payload: string): InjectOptions => ({
    method: 'POST',
    url: '/api/account/password-reset',
    headers: { 'content-type': contentType },
    payload,
  });
  const bigBody = JSON.stringify({ email: 'a@b.ch', filler: 'x'.repeat(300 * 1024) });

  it.each<{ name: string; request: InjectOptions; status: number; code: ErrorCode }>([
    {
      name: '%ff in a path',
      request: { method: 'GET', url: '/api/demo/checkout/%ff' },
      status: 400,
      code: 'MALFORMED_URL',
    },
    {
      name: 'a path parameter of 101 characters',
      request: { method: 'GET', url: `/api/demo/checkout/${'a'.repeat(101)}` },
      status: 414,
      code: 'URL_TOO_LONG',
    },
    {
      name: 'a body past 256 kB',
      request: reset('application/json', bigBody),
      status: 413,
      code: 'BODY_TOO_LARGE',
    },
    {
      name: 'a content type the API does not read',
      request: reset('application/xml', '<email/>'),
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
    {
      name: 'malformed JSON',
      request: reset('application/json', '{"email":'),
      status: 400,
      code: 'MALFORMED_BODY',
    },
    {
      name: 'a method the route does not take',
      request: { method: 'DELETE', url: '/api/me' },
      status: 404,
      code: 'NOT_FOUND',
    },
    {
      name: 'an unknown API path',
      request: { method: 'GET', url: '/api/nothing-here' },
      status: 404,
      code: 'NOT_FOUND',
    },
  ])('$name → $status $code', async ({ request, status, code }) => {
    const response = await t.app.inject(request);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({
      code,
      message: ERROR_MESSAGES[code],
      requestId: response.headers['x-request-id'],
    });
    expect(response.body).not.toMatch(/FST_|is not a valid|exceeding|Unsupported|too large/);
  });

  it('answers %ff and 414 the same over a real socket', async () => {
    const bad = await fetch(`http://127.0.0.1:${port}/api/demo/checkout/%ff`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'MALFORMED_URL' });
    const long = await fetch(`http://127.0.0.1:${port}/api/demo/checkout/${'b'.repeat(150)}`);
    expect(long.status).toBe(414);
    expect(await long.json()).toMatchObject({
      code: 'URL_TOO_LONG',
      message: 'L’adresse demandée est trop longue.',
    });
  });

  it('answers headers past 16 kB (Node’s parser) with 431 HEADERS_TOO_LARGE in French', async () => {
    const raw = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: a=${'c'.repeat(20_000)}\r\n\r\n`,
    );
    expect(raw.status).toBe(431);
    expect(raw.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(raw.json()).toMatchObject({
      code: 'HEADERS_TOO_LARGE',
      message:
        'Les en-têtes de la requête sont trop volumineux. Effacez les cookies de ce site, puis réessayez.',
      requestId: raw.headers['x-request-id'],
    });
  });

  it('answers a URL past 16 kB the same way (it counts as a header for Node)', async () => {
    const raw = await rawRequest(
      port,
      `GET /api/${'u'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
    );
    expect(raw.status).toBe(431);
    expect(raw.json().code).toBe('HEADERS_TOO_LARGE');
  });

  it('answers a request Node cannot parse with 400 BAD_REQUEST in French', async () => {
    const raw = await rawRequest(port, 'NOT-HTTP\r\n\r\n');
    expect(raw.status).toBe(400);
    expect(raw.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'La requête est invalide.',
    });
  });
});

describe('clients that send their request too slowly', () => {
  // The server's limits are 15 s for the headers and 30 s for the whole request; shortened here.
  const limits = { headersMs: 400, requestMs: 800 };
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        slowClientLimits: limits,
        liveTiming: { heartbeatMs: 100, recheckMs: 60_000, catchUpMs: 0 },
      },
    );
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await t.close();
  });

  const timedOut = async (bytes: string) => {
    const started = Date.now();
    const raw = await rawRequest(port, bytes);
    const elapsed = Date.now() - started;
    expect(raw.status).toBe(408);
    expect(raw.json()).toMatchObject({
      code: 'REQUEST_TIMEOUT',
      message: ERROR_MESSAGES.REQUEST_TIMEOUT,
      requestId: raw.headers['x-request-id'],
    });
    return elapsed;
  };

  it('answers headers that never end with 408 REQUEST_TIMEOUT and closes, soon after the limit', async () => {
    const elapsed = await timedOut('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    expect(elapsed).toBeGreaterThanOrEqual(limits.headersMs);
    expect(elapsed).toBeLessThan(limits.headersMs + 2_000);
  });

  it('answers a body that trickles past the request limit the same way', async () => {
    const elapsed = await timedOut(
      'POST /api/account/password-reset HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    );
    expect(elapsed).toBeGreaterThanOrEqual(limits.requestMs);
    expect(elapsed).toBeLessThan(limits.requestMs + 2_000);
  });

  it('leaves the live-update stream open: it is an answer, not a request', async () => {
    const lea = await signUpSubscriber(t, 'lea-lente@example.ch');
    const stream = await openLiveStream(t.app, lea);
    try {
      await stream.next((event) => event.type === 'ready');
      await new Promise((resolve) => setTimeout(resolve, 3 * limits.requestMs));
      const heartbeats = stream.comments.length;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(stream.comments.length).toBeGreaterThan(heartbeats);
    } finally {
      stream.close();
    }
  });
});

type RawResponse = {
  status: number;
  headers: Record<string, string>;
  json(): Record<string, unknown>;
};

/** Writes bytes on a bare socket and reads the answer until the server closes it. */
function rawRequest(port: number, bytes: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, json: () => JSON.parse(body) });
    });
    socket.write(bytes);
  });
}
