import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  type ServerProcess,
  spawnServer,
  stopServer,
  waitForHealth,
} from './helpers/server-process';

// A rolling release stops an instance with SIGTERM while families use it: every write it
// acknowledged is stored, a request it had started is finished, the live stream ends with a
// retry hint (the browser reconnects to another instance), and the process exits in time.
// A real process on PGlite, started again on the same data to read what was stored.

const ORIGIN = 'http://localhost:3000';
const EMAIL = 'relais@example.ch';
const PASSWORD = 'secret-relais-123';
/** main.ts gives up and exits 1 after 10 s; a graceful stop takes far less. */
const EXIT_WITHIN_MS = 8_000;

const dataDir = mkdtempSync(join(tmpdir(), 'mijote-graceful-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start(): Promise<{ server: ServerProcess; baseUrl: string; port: number }> {
  const port = await freePort();
  const server = spawnServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: ORIGIN,
    DATA_DIR: dataDir,
    COMPLIMENTARY_EMAILS: EMAIL,
    AUTH_RATE_LIMIT_MAX: '100000',
    LOG_LEVEL: 'error',
  });
  await waitForHealth(port, server);
  return { server, baseUrl: `http://127.0.0.1:${port}`, port };
}

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

type Write = { name: string; status: number | 'network error' };

/** Adds items one after another until the instance stops answering; what each got. */
async function writeUntilRefused(baseUrl: string, cookie: string, writer: number) {
  const writes: Write[] = [];
  for (let index = 0; ; index++) {
    const name = `article ${writer}-${index}`;
    try {
      const response = await fetch(`${baseUrl}/api/shopping/items`, {
        method: 'POST',
        headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name, quantity: '1' }),
      });
      await response.arrayBuffer();
      writes.push({ name, status: response.status });
      if (response.status !== 201) return writes;
    } catch {
      writes.push({ name, status: 'network error' });
      return writes;
    }
  }
}

/** A POST whose body arrives in two halves, `pause` apart: in flight while the server stops. */
function slowWrite(port: number, cookie: string, name: string, pause: Promise<void>) {
  const body = JSON.stringify({ name, quantity: '1' });
  return new Promise<number>((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/shopping/items',
        headers: {
          origin: ORIGIN,
          cookie,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.write(body.slice(0, 10));
    void pause.then(() => request.end(body.slice(10)));
  });
}

describe('SIGTERM during writes and a live stream', () => {
  it('keeps every acknowledged write, finishes the request in flight, ends the stream with a retry hint, exits in time', async () => {
    const first = await start();
    const signUp = await fetch(`${first.baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: EMAIL,
        password: PASSWORD,
        firstName: 'Léa',
        lastName: 'Relais',
      }),
    });
    expect(signUp.status).toBe(200);
    const cookie = cookieOf(signUp);

    // The live stream a family's browser holds open.
    const stream = await fetch(`${first.baseUrl}/api/household/events`, {
      headers: { cookie, accept: 'text/event-stream' },
    });
    expect(stream.status).toBe(200);
    const streamText = (async () => {
      let text = '';
      const decoder = new TextDecoder();
      for await (const chunk of stream.body as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true });
      }
      return text;
    })();

    // Four members adding items as fast as the instance answers, and one slow upload.
    const writers = [1, 2, 3, 4].map((writer) => writeUntilRefused(first.baseUrl, cookie, writer));
    let resume: () => void = () => {};
    const paused = new Promise<void>((resolve) => {
      resume = resolve;
    });
    const inFlight = slowWrite(first.port, cookie, 'article en route', paused);
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const stoppedAt = Date.now();
    first.server.child.kill('SIGTERM');
    // The upload's second half arrives after the signal: the instance must still take it.
    setTimeout(resume, 300);
    const exitCode = await first.server.exited;
    const exitMs = Date.now() - stoppedAt;

    expect(exitCode).toBe(0);
    expect(exitMs).toBeLessThan(EXIT_WITHIN_MS);
    expect(await inFlight).toBe(201);

    const writes = (await Promise.all(writers)).flat();
    const acknowledged = writes.filter((write) => write.status === 201).map((write) => write.name);
    expect(acknowledged.length).toBeGreaterThan(4);
    // What was not acknowledged was refused cleanly: a 503 or a connection never accepted.
    const others = writes.filter((write) => write.status !== 201);
    expect(others.every((write) => write.status === 503 || write.status === 'network error')).toBe(
      true,
    );

    // The stream ended (the loop above finished) on a retry hint of 0.5 to 1.5 s.
    const retries = [...(await streamText).matchAll(/^retry: (\d+)$/gm)].map((m) => Number(m[1]));
    expect(retries.length).toBe(2);
    expect(retries[1]).toBeGreaterThanOrEqual(500);
    expect(retries[1]).toBeLessThanOrEqual(1_500);

    // Started again on the same data: every acknowledged write is there, the slow one too.
    const second = await start();
    try {
      const signIn = await fetch(`${second.baseUrl}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      const list = await fetch(`${second.baseUrl}/api/shopping/items`, {
        headers: { cookie: cookieOf(signIn) },
      });
      const { items } = (await list.json()) as { items: { name: string }[] };
      const stored = new Set(items.map((item) => item.name.toLocaleLowerCase('fr')));
      const missing = [...acknowledged, 'article en route'].filter(
        (name) => !stored.has(name.toLocaleLowerCase('fr')),
      );
      expect(missing).toEqual([]);
    } finally {
      await stopServer(second.server);
    }
  }, 120_000);
});
