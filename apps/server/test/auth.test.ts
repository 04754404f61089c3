import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { householdMembers, households, profiles } from '../src/db/schema';
import { cookiesFrom, createTestApp, type TestApp } from './helpers/test-app';
import { callWithCookie } from './helpers/users';

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const api = (cookie?: string) => callWithCookie(t, cookie);
  const signUp = (email: string, extra: Record<string, unknown> = {}) =>
    api().post('/api/auth/sign-up/email', {
      email,
      password: 'secret123',
      name: 'Léa Martin',
      firstName: 'Léa',
      lastName: 'Martin',
      ...extra,
    });
  const signIn = (email: string, password: string) =>
    api().post('/api/auth/sign-in/email', { email, password });
  const me = (cookie: string) => api(cookie).get('/api/me');

  it('signs up, creating the profile, the household and its owner membership', async () => {
    const response = await signUp('lea@example.ch', { phone: '+41791234567' });
    expect(response.statusCode).toBe(200);
    const setCookie = response.headers['set-cookie'];
    const cookieList = Array.isArray(setCookie) ? setCookie : [String(setCookie)];
    const session = cookieList.find((c) => c.startsWith('better-auth.session_token='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);

    const userId = response.json().user.id as string;
    const db = t.database.db;
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile).toMatchObject({
      email: 'lea@example.ch',
      firstName: 'Léa',
      lastName: 'Martin',
      phone: '+41791234567',
    });
    const [member] = await db
      .select()
      .from(householdMembers)
      .where(eq(householdMembers.userId, userId));
    expect(member?.role).toBe('owner');
    const [household] = await db
      .select()
      .from(households)
      .where(eq(households.id, member!.householdId));
    expect(household?.name).toBe('Foyer de Léa');

    const current = await me(cookiesFrom(setCookie));
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({
      user: { email: 'lea@example.ch', firstName: 'Léa', emailVerified: false },
      hasProfile: true,
      hasPreferences: false,
      nextRoute: '/questionnaire',
    });
  });

  it('sends a French verification mail whose link verifies the address', async () => {
    const mails = t.outbox().filter((m) => m.to.includes('lea@example.ch'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Confirmez votre adresse email');
    const link = new URL(mails[0]!.link!);
    expect(link.pathname).toBe('/api/auth/verify-email');
    const verify = await api().get(link.pathname + link.search);
    expect([200, 302]).toContain(verify.statusCode);
    const signedIn = await signIn('lea@example.ch', 'secret123');
    expect(signedIn.json().user.emailVerified).toBe(true);
  });

  it('refuses a second account on the same address with the spec text', async () => {
    const response = await signUp('LEA@example.ch');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.json()).toMatchObject({
      code: 'EMAIL_ALREADY_USED',
      message: 'Cette adresse email est déjà utilisée',
    });
  });

  it('refuses a short password, a missing name and an invalid phone without writing anything', async () => {
    const short = await signUp('short@example.ch', { password: '12345' });
    expect(short.statusCode).toBe(422);
    expect(short.json().code).toBe('VALIDATION_FAILED');
    expect(short.json().issues).toContainEqual({
      path: 'password',
      message: 'validation.passwordTooShort',
    });
    const noName = await signUp('noname@example.ch', { firstName: '  ' });
    expect(noName.json().issues).toContainEqual({
      path: 'firstName',
      message: 'validation.firstNameRequired',
    });
    const badPhone = await signUp('phone@example.ch', { phone: '+41 12' });
    expect(badPhone.json().issues).toContainEqual({
      path: 'phone',
      message: 'validation.phoneInvalid',
    });
    const rows = await t.database.db.select().from(profiles);
    expect(rows.map((r) => r.email)).toEqual(['lea@example.ch']);
  });

  it('answers a wrong password with the spec text', async () => {
    const response = await signIn('lea@example.ch', 'wrong-password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Email ou mot de passe incorrect',
    });
  });

  it('resets a forgotten password through the mailed link, and refuses unknown addresses', async () => {
    const unknown = await api().post('/api/account/password-reset', { email: 'nobody@example.ch' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Cette adresse email n’est pas inscrite');

    const sent = await api().post('/api/account/password-reset', { email: 'Lea@Example.ch' });
    expect(sent.statusCode).toBe(204);
    const mail = t.outbox().at(-1)!;
    expect(mail.subject).toBe('Réinitialisez votre mot de passe');
    const link = new URL(mail.link!);
    expect(link.pathname).toBe('/auth/reset-password');
    const token = link.searchParams.get('token')!;

    const reset = await api().post('/api/auth/reset-password', {
      token,
      newPassword: 'nouveau-secret',
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn('lea@example.ch', 'secret123')).statusCode).toBe(401);
    expect((await signIn('lea@example.ch', 'nouveau-secret')).statusCode).toBe(200);

    const reused = await api().post('/api/auth/reset-password', {
      token,
      newPassword: 'encore-autre',
    });
    expect(reused.json().code).toBe('INVALID_TOKEN');
  });

  it('signs out this device only, or every device', async () => {
    const device = async () =>
      cookiesFrom((await signIn('lea@example.ch', 'nouveau-secret')).headers['set-cookie']);
    const phone = await device();
    const laptop = await device();

    expect((await api(phone).post('/api/auth/sign-out')).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);

    const tablet = await device();
    expect((await api(tablet).post('/api/auth/revoke-sessions', {})).statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(tablet)).statusCode).toBe(401);
  });

  it('reaches only the better-auth endpoints the product uses: the others are a French 404', async () => {
    const cookie = cookiesFrom(
      (await signIn('lea@example.ch', 'nouveau-secret')).headers['set-cookie'],
    );
    const unused: Array<['get' | 'post', string, unknown?]> = [
      ['get', '/api/auth/list-sessions'],
      ['get', '/api/auth/list-accounts'],
      ['post', '/api/auth/unlink-account', { providerId: 'credential' }],
      ['post', '/api/auth/update-session', {}],
      ['post', '/api/auth/delete-user', { password: 'nouveau-secret' }],
      ['post', '/api/auth/revoke-other-sessions', {}],
      ['get', '/api/auth/ok'],
    ];
    for (const [method, url, body] of unused) {
      const response = await api(cookie)[method](url, body);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'NOT_FOUND' });
      expect(response.body, url).not.toContain(cookie.split('=')[1]!.split('.')[0]);
    }
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('rejects a forged session cookie', async () => {
    const response = await me('better-auth.session_token=abc.def');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Utilisateur non connecté',
    });
  });
});
