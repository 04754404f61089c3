import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, createTestApp, type TestApp } from './helpers/test-app';
import { callWithCookie, signUpUser } from './helpers/users';

// Issue 29: an account holds against a stolen session. Whatever the request asks, a new
// password or a new address ends every other session of the user.

describe('a new password or a new address ends the other sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const api = (cookie?: string) => callWithCookie(t, cookie);
  const device = async (email: string, password = 'secret123') => {
    const response = await api().post('/api/auth/sign-in/email', { email, password });
    expect(response.statusCode).toBe(200);
    return cookiesFrom(response.headers['set-cookie']);
  };
  const me = async (cookie: string) => (await api(cookie).get('/api/me')).statusCode;

  it('change-password without revokeOtherSessions still signs the other device out', async () => {
    await signUpUser(t, 'lea@example.ch');
    const phone = await device('lea@example.ch');
    const thief = await device('lea@example.ch');

    const change = await api(phone).post('/api/auth/change-password', {
      currentPassword: 'secret123',
      newPassword: 'nouveau-secret',
      revokeOtherSessions: false,
    });
    expect(change.statusCode).toBe(200);
    expect(await me(thief)).toBe(401);
    // The device that changed it stays signed in, with the session the answer set.
    expect(await me(cookiesFrom(change.headers['set-cookie']))).toBe(200);
    expect(await me(await device('lea@example.ch', 'nouveau-secret'))).toBe(200);
  });

  it('a confirmed change of address signs every other device out', async () => {
    const marc = await signUpUser(t, 'marc@example.ch');
    const laptop = await device('marc@example.ch');

    const change = await api(marc.cookie).post('/api/auth/change-email', {
      newEmail: 'marc.rey@example.ch',
    });
    expect(change.statusCode).toBe(200);
    // Asking alone changes nothing yet.
    expect(await me(laptop)).toBe(200);

    const link = new URL(t.outbox().at(-1)!.link!);
    const confirm = await api(marc.cookie).get(link.pathname + link.search);
    expect(confirm.statusCode).toBeLessThan(400);
    const kept = cookiesFrom(confirm.headers['set-cookie']) || marc.cookie;
    const current = await api(kept).get('/api/me');
    expect(current.statusCode).toBe(200);
    expect(current.json().user.email).toBe('marc.rey@example.ch');
    expect(await me(laptop)).toBe(401);
  });
});
