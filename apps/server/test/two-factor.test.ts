import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { cookiesFrom, createTestApp, type TestApp } from './helpers/test-app';
import { totpCode } from './helpers/totp';
import { callWithCookie, signUpUser } from './helpers/users';

// Optional TOTP two-factor sign-in (decision 035), with the codes an authenticator app would
// show, computed from the secret of the otpauth:// URI (helpers/totp.ts).

describe('two-factor sign-in with an authenticator app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const api = (cookie?: string) => callWithCookie(t, cookie);
  const signIn = () =>
    api().post('/api/auth/sign-in/email', { email: 'lea@example.ch', password: 'secret123' });
  const isEnabled = async (id: string) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]?.twoFactorEnabled;

  let secret = '';
  let backupCodes: string[] = [];

  it('is set up with the password and confirmed by a first code; only TOTP is offered', async () => {
    const lea = await signUpUser(t, 'lea@example.ch');
    const otp = await api(lea.cookie).post('/api/auth/two-factor/enable', {
      password: 'secret123',
      method: 'otp',
    });
    expect(otp.statusCode).toBe(422);
    const wrong = await api(lea.cookie).post('/api/auth/two-factor/enable', { password: 'x' });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);

    const enable = await api(lea.cookie).post('/api/auth/two-factor/enable', {
      password: 'secret123',
    });
    expect(enable.statusCode).toBe(200);
    const uri = new URL(enable.json().totpURI);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('issuer')).toBe('Mijote');
    secret = uri.searchParams.get('secret')!;
    backupCodes = enable.json().backupCodes;
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    expect(await isEnabled(lea.id)).toBe(false);

    const confirm = await api(lea.cookie).post('/api/auth/two-factor/verify-totp', {
      code: totpCode(secret),
    });
    expect(confirm.statusCode).toBe(200);
    expect(await isEnabled(lea.id)).toBe(true);
    // Paramètres reads it from GET /api/me (the confirmation set a new session cookie).
    const me = await api(cookiesFrom(confirm.headers['set-cookie'])).get('/api/me');
    expect(me.json().user.twoFactorEnabled).toBe(true);
  });

  it('asks for the code at sign-in: no session before it, a wrong code is refused', async () => {
    const first = await signIn();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookiesFrom(first.headers['set-cookie']);
    expect((await api(pending).get('/api/me')).statusCode).toBe(401);

    const wrong = await api(pending).post('/api/auth/two-factor/verify-totp', { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: 'TWO_FACTOR_CODE_WRONG',
      message: 'Ce code n’est pas le bon. Vérifiez-le dans votre application.',
    });

    const next = totpCode(secret, Date.now() + 30_000);
    const right = await api(pending).post('/api/auth/two-factor/verify-totp', { code: next });
    expect(right.statusCode).toBe(200);
    expect((await api(cookiesFrom(right.headers['set-cookie'])).get('/api/me')).statusCode).toBe(
      200,
    );
  });

  it('takes a backup code once', async () => {
    const code = backupCodes[0]!;
    const first = cookiesFrom((await signIn()).headers['set-cookie']);
    const used = await api(first).post('/api/auth/two-factor/verify-backup-code', { code });
    expect(used.statusCode).toBe(200);
    expect((await api(cookiesFrom(used.headers['set-cookie'])).get('/api/me')).statusCode).toBe(
      200,
    );

    const again = cookiesFrom((await signIn()).headers['set-cookie']);
    const reused = await api(again).post('/api/auth/two-factor/verify-backup-code', { code });
    expect(reused.json().code).toBe('TWO_FACTOR_CODE_WRONG');
  });

  it('is removed with the password, and sign-in no longer asks for a code', async () => {
    const pending = cookiesFrom((await signIn()).headers['set-cookie']);
    const verified = await api(pending).post('/api/auth/two-factor/verify-backup-code', {
      code: backupCodes[1]!,
    });
    const session = cookiesFrom(verified.headers['set-cookie']);
    const disable = await api(session).post('/api/auth/two-factor/disable', {
      password: 'secret123',
    });
    expect(disable.statusCode).toBe(200);
    const plain = await signIn();
    expect(plain.json().twoFactorRedirect).toBeUndefined();
    expect((await api(cookiesFrom(plain.headers['set-cookie'])).get('/api/me')).statusCode).toBe(
      200,
    );
  });

  it('counts a wrong password on set-up or removal like a failed sign-in: 5 lock the address', async () => {
    const zoe = await signUpUser(t, 'zoe@example.ch');
    for (const path of ['enable', 'disable', 'enable', 'disable', 'enable']) {
      const wrong = await api(zoe.cookie).post(`/api/auth/two-factor/${path}`, {
        password: 'pas-le-bon',
      });
      expect(wrong.statusCode).toBe(401);
    }
    const locked = await api(zoe.cookie).post('/api/auth/two-factor/enable', {
      password: 'secret123',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('SIGN_IN_LOCKED');
    expect(await isEnabled(zoe.id)).toBe(false);
    const signIn = await api().post('/api/auth/sign-in/email', {
      email: 'zoe@example.ch',
      password: 'secret123',
    });
    expect(signIn.json().code).toBe('SIGN_IN_LOCKED');
  });
});
