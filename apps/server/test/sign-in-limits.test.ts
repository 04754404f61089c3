import { ERROR_MESSAGES } from '@mijote/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { SIGN_IN_BRAKE } from '../src/modules/auth/address-brake-repo';
import { cookiesFrom, createTestApp, type TestApp } from './helpers/test-app';
import { signUpUser, TEST_ORIGIN } from './helpers/users';

// Rate limits count the real client, each purpose has its own bucket, and a
// per-account brake stops password guessing spread over many addresses.

const signIn = (t: TestApp, email: string, password: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: { email, password },
  });

const spoofed = (i: number) => `203.0.113.${i + 1}`;

describe('X-Forwarded-For without TRUST_PROXY (the default), in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Production: before TRUST_PROXY, the server trusted the header from anyone there.
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '10', NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await t.close();
  });

  // Two past the limit prove it; each sign-in hashes a password, the test's whole cost.
  it('is ignored: 12 sign-ins with a rotating forged address hit the limit after 10', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await signIn(t, `x${i}@example.ch`, 'mauvais1', spoofed(i))).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
  });

  it('never reaches better-auth’s records either: the session keeps the connection’s address', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': '203.0.113.99' },
      payload: { email: 'lea@example.ch', password: 'secret123', firstName: 'Léa', lastName: 'M' },
    });
    expect(response.statusCode).toBe(200);
    const [session] = await t.database.db
      .select({ ipAddress: sessions.ipAddress })
      .from(sessions)
      .where(eq(sessions.userId, response.json().user.id));
    expect(session?.ipAddress).toBe('127.0.0.1');
  });
});

describe('X-Forwarded-For with TRUST_PROXY=1 (one proxy in front)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '10', TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts the forwarded client: 12 different clients pass, one client is limited', async () => {
    for (let i = 0; i < 12; i++) {
      expect((await signIn(t, `y${i}@example.ch`, 'mauvais1', spoofed(i))).statusCode).toBe(401);
    }
    const one: number[] = [];
    for (let i = 0; i < 11; i++) {
      one.push((await signIn(t, `z${i}@example.ch`, 'mauvais1', '198.51.100.7')).statusCode);
    }
    expect(one.at(-1)).toBe(429);
    expect(one.slice(0, 10).every((s) => s === 401)).toBe(true);
  });

  it('records the forwarded address on the session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': '198.51.100.9' },
      payload: {
        email: 'zoe@example.ch',
        password: 'secret123',
        firstName: 'Zoé',
        lastName: 'Roh',
      },
    });
    expect(response.statusCode).toBe(200);
    const [session] = await t.database.db
      .select({ ipAddress: sessions.ipAddress })
      .from(sessions)
      .where(eq(sessions.userId, response.json().user.id));
    expect(session?.ipAddress).toBe('198.51.100.9');
  });
});

describe('rate-limit buckets per purpose', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps sign-out, get-session and the confirmation link working once sign-in is exhausted', async () => {
    const lea = await signUpUser(t, 'lea@example.ch');
    for (let i = 0; i < 4; i++) await signIn(t, `guess${i}@example.ch`, 'mauvais1');
    expect((await signIn(t, 'lea@example.ch', 'secret123')).statusCode).toBe(429);

    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: lea.cookie },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.email).toBe('lea@example.ch');

    const link = new URL(t.outbox().at(-1)?.link as string);
    const confirmed = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(confirmed.statusCode).toBeLessThan(400);

    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: TEST_ORIGIN, cookie: lea.cookie },
    });
    expect(signOut.statusCode).toBe(200);
    // Sign-up has its own bucket too.
    expect((await signUpUser(t, 'marc@example.ch')).id).toBeTruthy();
  });
});

describe('the per-account brake on failed sign-ins', () => {
  let t: TestApp;
  let offsetMs = 0;
  beforeAll(async () => {
    // TRUST_PROXY so that each attempt comes from another client address, as from a botnet.
    t = await createTestApp(
      { TRUST_PROXY: 'true' },
      { now: () => new Date(Date.now() + offsetMs) },
    );
    await signUpUser(t, 'lea@example.ch');
    await signUpUser(t, 'marc@example.ch');
  });
  afterAll(async () => {
    await t.close();
  });

  let client = 0;
  const attempt = (email: string, password: string) =>
    signIn(t, email, password, spoofed(client++));
  const fail = async (email: string, times: number) => {
    for (let i = 0; i < times; i++) expect((await attempt(email, 'mauvais1')).statusCode).toBe(401);
  };

  it('refuses the address after 5 failures from anywhere, even with the right password', async () => {
    await fail('lea@example.ch', SIGN_IN_BRAKE.maxFailures);
    const locked = await attempt('LEA@example.ch', 'secret123');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      code: 'SIGN_IN_LOCKED',
      message: ERROR_MESSAGES.SIGN_IN_LOCKED,
      requestId: locked.headers['x-request-id'],
    });
    expect(locked.headers['set-cookie']).toBeUndefined();
    // Another address is not concerned.
    expect((await attempt('marc@example.ch', 'secret123')).statusCode).toBe(200);
  });

  it('lets the address in again once the 15 minutes are over', async () => {
    offsetMs = SIGN_IN_BRAKE.lockMs - 60_000;
    expect((await attempt('lea@example.ch', 'secret123')).statusCode).toBe(429);
    offsetMs = SIGN_IN_BRAKE.lockMs + 1000;
    expect((await attempt('lea@example.ch', 'secret123')).statusCode).toBe(200);
  });

  it('starts counting again after a successful sign-in', async () => {
    await fail('marc@example.ch', SIGN_IN_BRAKE.maxFailures - 1);
    expect((await attempt('marc@example.ch', 'secret123')).statusCode).toBe(200);
    await fail('marc@example.ch', SIGN_IN_BRAKE.maxFailures - 1);
    expect((await attempt('marc@example.ch', 'secret123')).statusCode).toBe(200);
  });

  it('is lifted by a password reset', async () => {
    await fail('marc@example.ch', SIGN_IN_BRAKE.maxFailures);
    expect((await attempt('marc@example.ch', 'secret123')).statusCode).toBe(429);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/account/password-reset',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'marc@example.ch' },
    });
    expect(asked.statusCode).toBe(204);
    const token = new URL(t.outbox().at(-1)?.link as string).searchParams.get('token');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: TEST_ORIGIN },
      payload: { token, newPassword: 'nouveau-secret' },
    });
    expect(reset.statusCode).toBe(200);
    const back = await attempt('marc@example.ch', 'nouveau-secret');
    expect(back.statusCode).toBe(200);
    expect(cookiesFrom(back.headers['set-cookie'])).toContain('session_token');
  });

  it('locks unknown addresses the same way, so a lock tells nothing about who is registered', async () => {
    await fail('personne@example.ch', SIGN_IN_BRAKE.maxFailures);
    const locked = await attempt('personne@example.ch', 'mauvais1');
    expect(locked.json().code).toBe('SIGN_IN_LOCKED');
  });
});
