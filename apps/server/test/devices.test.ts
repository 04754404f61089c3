import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { cookiesFrom, createTestApp, type TestApp } from './helpers/test-app';
import { callWithCookie, signUpUser, TEST_ORIGIN, type TestUser } from './helpers/users';

// « Appareils connectés » (decision 035): the caller's sessions through our own routes, named by
// an opaque id, never a token; another user's session cannot be ended, nor this device's here.

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('connected devices', () => {
  let t: TestApp;
  let lea: TestUser;
  let leaPhone: string;
  let leaLaptop: string;
  let tom: TestUser;

  const signIn = async (email: string, userAgent: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'user-agent': userAgent },
      payload: { email, password: 'secret123' },
    });
    expect(response.statusCode).toBe(200);
    return cookiesFrom(response.headers['set-cookie']);
  };
  const api = (cookie: string) => callWithCookie(t, cookie);
  const sessionRows = () => t.database.db.select().from(sessions);
  const list = async (cookie: string) => {
    const response = await api(cookie).get('/api/account/sessions');
    expect(response.statusCode).toBe(200);
    return response;
  };

  beforeAll(async () => {
    t = await createTestApp();
    lea = await signUpUser(t, 'lea@example.ch');
    tom = await signUpUser(t, 'tom@example.ch');
    leaPhone = await signIn('lea@example.ch', PHONE);
    leaLaptop = await signIn('lea@example.ch', LAPTOP);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists only the caller’s sessions, this one first, described from the user agent', async () => {
    const response = await list(leaPhone);
    const listed = response.json().sessions;
    const leaRows = (await sessionRows()).filter((row) => row.userId === lea.id);
    expect(listed.map((s: { id: string }) => s.id).sort()).toEqual(
      leaRows.map((row) => row.id).sort(),
    );
    expect(listed[0]).toMatchObject({ isCurrent: true, browser: 'chrome', system: 'android' });
    expect(listed.filter((s: { isCurrent: boolean }) => s.isCurrent)).toHaveLength(1);
    expect(listed).toContainEqual(
      expect.objectContaining({ isCurrent: false, browser: 'firefox', system: 'macos' }),
    );
  });

  it('never answers a token, an address or a user agent', async () => {
    const body = (await list(leaPhone)).body;
    for (const row of await sessionRows()) {
      expect(body).not.toContain(row.token);
      if (row.ipAddress) expect(body).not.toContain(row.ipAddress);
    }
    expect(body).not.toContain('Mozilla');
    for (const session of JSON.parse(body).sessions) {
      expect(Object.keys(session).sort()).toEqual(
        ['browser', 'id', 'isCurrent', 'lastUsedAt', 'signedInAt', 'system'].sort(),
      );
    }
  });

  it('refuses to end another user’s session (404) and changes nothing', async () => {
    const [tomRow] = (await sessionRows()).filter((row) => row.userId === tom.id);
    const before = await sessionRows();
    const response = await api(leaPhone).delete(`/api/account/sessions/${tomRow!.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
    expect(await sessionRows()).toEqual(before);
    expect((await api(tom.cookie).get('/api/me')).statusCode).toBe(200);
  });

  it('does not end this device’s own session: sign-out does', async () => {
    const current = (await list(leaPhone)).json().sessions[0];
    const response = await api(leaPhone).delete(`/api/account/sessions/${current.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'DEVICE_IS_CURRENT',
      message: expect.stringContaining('Se déconnecter'),
    });
    expect((await api(leaPhone).get('/api/me')).statusCode).toBe(200);
  });

  it('refuses an id that is not one', async () => {
    const response = await api(leaPhone).delete('/api/account/sessions/x%27%20or%201%3D1');
    expect(response.statusCode).toBe(422);
  });

  it('ends another device of the caller’s: its next call is signed out', async () => {
    const laptop = (await list(leaPhone))
      .json()
      .sessions.find((s: { browser: string }) => s.browser === 'firefox');
    const response = await api(leaPhone).delete(`/api/account/sessions/${laptop.id}`);
    expect(response.statusCode).toBe(204);
    expect((await api(leaLaptop).get('/api/me')).statusCode).toBe(401);
    expect((await api(leaPhone).get('/api/me')).statusCode).toBe(200);
    const again = await api(leaPhone).delete(`/api/account/sessions/${laptop.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('ends every other device of the caller’s, and nobody else’s', async () => {
    const tablet = await signIn('lea@example.ch', LAPTOP);
    const response = await api(leaPhone).post('/api/account/sessions/end-others', undefined);
    expect(response.statusCode).toBe(204);
    expect((await api(tablet).get('/api/me')).statusCode).toBe(401);
    expect((await api(lea.cookie).get('/api/me')).statusCode).toBe(401);
    expect((await api(leaPhone).get('/api/me')).statusCode).toBe(200);
    expect((await api(tom.cookie).get('/api/me')).statusCode).toBe(200);
    expect((await list(leaPhone)).json().sessions).toHaveLength(1);
  });

  it('keeps better-auth’s session endpoints, which hand out tokens, out of reach', async () => {
    expect((await api(leaPhone).get('/api/auth/list-sessions')).statusCode).toBe(404);
    const [row] = (await sessionRows()).filter((r) => r.userId === tom.id);
    const revoke = await api(leaPhone).post('/api/auth/revoke-session', { token: row!.token });
    expect(revoke.statusCode).toBe(404);
    expect((await api(tom.cookie).get('/api/me')).statusCode).toBe(200);
  });

  it('notes the last use when the app asks who is signed in', async () => {
    const long = new Date(Date.now() - 3 * 24 * 3600_000);
    await t.database.db
      .update(sessions)
      .set({ updatedAt: long })
      .where(eq(sessions.userId, lea.id));
    expect((await api(leaPhone).get('/api/me')).statusCode).toBe(200);
    const [current] = (await list(leaPhone)).json().sessions;
    expect(new Date(current.lastUsedAt).getTime()).toBeGreaterThan(long.getTime() + 3600_000);
  });

  it('asks for a session', async () => {
    const t2 = callWithCookie(t);
    expect((await t2.get('/api/account/sessions')).statusCode).toBe(401);
  });
});
