import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpUser, TEST_ORIGIN } from './helpers/users';

// Better-auth's refusals leave with the catalogue's code, French text and the
// status the catalogue gives that code.

describe('better-auth refusals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await signUpUser(t, 'lea@example.ch');
  });
  afterAll(async () => {
    await t.close();
  });

  const signUp = (origin: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin },
      payload: { email, password: 'secret123', name: 'Léa Roh', firstName: 'Léa', lastName: 'Roh' },
    });

  it('answers a used address with 409 EMAIL_ALREADY_USED, as the catalogue says', async () => {
    const response = await signUp(TEST_ORIGIN, 'Lea@Example.ch');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'EMAIL_ALREADY_USED',
      message: 'Cette adresse email est déjà utilisée',
      requestId: response.headers['x-request-id'],
    });
  });

  it('answers an untrusted origin with 403 ORIGIN_REFUSED naming the cause, not INTERNAL', async () => {
    // PUBLIC_URL is http://localhost:3000: the same app opened as 127.0.0.1 is another origin.
    const response = await signUp('http://127.0.0.1:3000', 'zoe@example.ch');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'ORIGIN_REFUSED',
      message:
        'L’adresse utilisée pour ouvrir Mijote n’est pas autorisée. Ouvrez l’application depuis son adresse habituelle.',
    });
    const created = await t.database.db.select({ email: users.email }).from(users);
    expect(created.map((u) => u.email)).toEqual(['lea@example.ch']);
  });
});
