import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi } from './helpers/users';

// The SMTP server away. Sign-up still succeeds at once, and the verification
// mail is never lost silently: the failure is logged as an error, the mail is kept on disk
// (DATA_DIR/mail-queue) and sent again once the server answers.

type LogLine = { level: number; msg: string; to?: string; file?: string };

/** A free port on 127.0.0.1 with nothing listening on it: connections are refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function smtpServer(received: string[]): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
}

function signUp(t: TestApp, email: string) {
  return callApi(t).post('/api/auth/sign-up/email', {
    email,
    password: 'secret123',
    firstName: 'Nina',
    lastName: 'Roux',
  });
}

describe('mail while the SMTP server is down', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function appOn(port: number, lines: LogLine[]) {
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    const t = await createTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_MS: '200' },
      { logger },
    );
    cleanups.push(() => t.close());
    return t;
  }

  it('signs up, logs the failure, keeps the mail and delivers it once the server answers', async () => {
    const port = await closedPort();
    const lines: LogLine[] = [];
    const t = await appOn(port, lines);

    const started = performance.now();
    const response = await signUp(t, 'nina@example.ch');
    expect(response.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(5000);

    await expect
      .poll(() => lines.filter((l) => l.level >= 50 && l.to === 'nina@example.ch').length)
      .toBeGreaterThan(0);
    const failure = lines.find((l) => l.level >= 50 && l.to === 'nina@example.ch');
    expect(failure?.msg).toMatch(/kept to retry/);
    expect(failure?.file).toContain('mail-queue');

    // The server comes up on the same port: the kept mail goes out without a new sign-up.
    const received: string[] = [];
    const smtp = smtpServer(received);
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => smtp.close(resolve)));
    await expect.poll(() => received, { timeout: 5000 }).toEqual(['nina@example.ch']);
    await expect
      .poll(() => lines.some((l) => l.msg === 'kept mail sent' && l.to === 'nina@example.ch'))
      .toBe(true);
  }, 60_000);

  it('answers the sign-up at once when the SMTP server accepts the connection but never speaks', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanups.push(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    });
    const lines: LogLine[] = [];
    const t = await appOn((silent.address() as AddressInfo).port, lines);

    const started = performance.now();
    const response = await signUp(t, 'leo@example.ch');
    expect(response.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(5000);
  }, 60_000);
});
