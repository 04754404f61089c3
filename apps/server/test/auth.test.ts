import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { householdMembers, households, profiles } from '../src/db/schema';
import { cookiesFrom, createTestApp, type TestApp } from './helpers/test-app';

const ORIGIN = { origin: 'http://localhost:3000' };

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function signUp(email: string, extra: Record<string, unknown> = {}) {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: ORIGIN,
      payload: {
        email,
        password: 'secret123',
        name: 'Léa Martin',
        firstName: 'Léa',
        lastName: 'Martin',
        ...extra,
      },
    });
  }

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

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookiesFrom(setCookie) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
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
    const verify = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect([200, 302]).toContain(verify.statusCode);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: ORIGIN,
      payload: { email: 'lea@example.ch', password: 'secret123' },
    });
    expect(signIn.json().user.emailVerified).toBe(true);
  });

  it('refuses a second account on the same address with the spec text', async () => {
    const response = await signUp('LEA@example.ch');
    expect(response.json()).toMatchObject({
      code: 'EMAIL_ALREADY_USED',
      message: 'Cette adresse email est déjà utilisée',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
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
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: ORIGIN,
      payload: { email: 'lea@example.ch', password: 'wrong-password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Email ou mot de passe incorrect',
    });
  });

  it('resets a forgotten password through the mailed link, and refuses unknown addresses', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/account/password-reset',
      payload: { email: 'nobody@example.ch' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Cette adresse email n’est pas inscrite');

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/account/password-reset',
      headers: ORIGIN,
      payload: { email: 'Lea@Example.ch' },
    });
    expect(sent.statusCode).toBe(204);
    const mail = t.outbox().at(-1)!;
    expect(mail.subject).toBe('Réinitialisez votre mot de passe');
    const link = new URL(mail.link!);
    expect(link.pathname).toBe('/auth/reset-password');
    const token = link.searchParams.get('token')!;

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: ORIGIN,
      payload: { token, newPassword: 'nouveau-secret' },
    });
    expect(reset.statusCode).toBe(200);
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: ORIGIN,
      payload: { email: 'lea@example.ch', password: 'secret123' },
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: ORIGIN,
      payload: { email: 'lea@example.ch', password: 'nouveau-secret' },
    });
    expect(newPassword.statusCode).toBe(200);

    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: ORIGIN,
      payload: { token, newPassword: 'encore-autre' },
    });
    expect(reused.json().code).toBe('INVALID_TOKEN');
  });

  it('signs out this device only, or every device', async () => {
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: ORIGIN,
        payload: { email: 'lea@example.ch', password: 'nouveau-secret' },
      });
    const phone = cookiesFrom((await signIn()).headers['set-cookie']);
    const laptop = cookiesFrom((await signIn()).headers['set-cookie']);
    const me = (cookie: string) =>
      t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...ORIGIN, cookie: phone, 'content-type': 'application/json' },
      payload: '',
    });
    expect(out.statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);

    const tablet = cookiesFrom((await signIn()).headers['set-cookie']);
    const everywhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-sessions',
      headers: { ...ORIGIN, cookie: tablet, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(everywhere.statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(tablet)).statusCode).toBe(401);
  });

  it('rejects a forged session cookie', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: 'better-auth.session_token=abc.def' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Utilisateur non connecté',
    });
  });
});
