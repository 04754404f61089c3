import { networkInterfaces } from 'node:os';
import { ERROR_MESSAGES } from '@mijote/contracts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

// On a fresh machine (no PUBLIC_URL) the first sign-up works whichever local
// address the user opened; any other origin gets a French message naming the cause, and the
// operator one log line saying how to fix it.

const signUp = (t: TestApp, origin: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin },
    payload: { email, password: 'secret123', firstName: 'Léa', lastName: 'Locale' },
  });

function capturingLogger() {
  const lines: Array<{ msg: string; origin?: string }> = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, warnings: () => lines.filter((l) => l.msg.startsWith('Refused a request')) };
}

/** This machine's first non-internal IPv4 address, as Fastify prints it at start. */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && !a.internal && a.family === 'IPv4')?.address;

describe('without PUBLIC_URL', () => {
  let t: TestApp;
  const log = capturingLogger();
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: '', PORT: '3000' }, { logger: log.logger });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])(
    'signs up from %s',
    async (origin) => {
      const response = await signUp(
        t,
        origin,
        `${new URL(origin).hostname.replace(/\W/g, '')}@example.ch`,
      );
      expect(response.statusCode).toBe(200);
    },
  );

  it.runIf(lanAddress)(
    'signs up from the machine’s own network address (a phone on the LAN)',
    async () => {
      expect(
        (await signUp(t, `http://${lanAddress}:3000`, 'telephone@example.ch')).statusCode,
      ).toBe(200);
    },
  );

  it('refuses another origin in French, and logs once how to fix it', async () => {
    for (const email of ['a@example.ch', 'b@example.ch']) {
      const response = await signUp(t, 'http://192.0.2.10:3000', email);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'ORIGIN_REFUSED',
        message: ERROR_MESSAGES.ORIGIN_REFUSED,
      });
    }
    expect(log.warnings()).toHaveLength(1);
    expect(log.warnings()[0]).toMatchObject({ origin: 'http://192.0.2.10:3000' });
    expect(log.warnings()[0]?.msg).toContain('PUBLIC_URL=http://192.0.2.10:3000');
    // Another port of the same machine is another site.
    expect((await signUp(t, 'http://127.0.0.1:5000', 'c@example.ch')).statusCode).toBe(403);
  });
});

describe('with PUBLIC_URL', () => {
  it('trusts only PUBLIC_URL and TRUSTED_ORIGINS, and says which variable to set', async () => {
    const log = capturingLogger();
    const t = await createTestApp(
      { PUBLIC_URL: 'https://mijote.example', TRUSTED_ORIGINS: 'https://www.mijote.example/' },
      { logger: log.logger },
    );
    try {
      expect((await signUp(t, 'https://mijote.example', 'a@example.ch')).statusCode).toBe(200);
      expect((await signUp(t, 'https://www.mijote.example', 'b@example.ch')).statusCode).toBe(200);
      expect((await signUp(t, 'http://127.0.0.1:3000', 'c@example.ch')).statusCode).toBe(403);
      expect(log.warnings()[0]?.msg).toContain('TRUSTED_ORIGINS');
    } finally {
      await t.close();
    }
  });
});
