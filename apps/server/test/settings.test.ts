import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, userPreferences, users } from '../src/db/schema';
import { expectInvalid, type Member, signUpSubscriber } from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi, VALID_PREFERENCES } from './helpers/users';

// Spec « Paramètres »: profile form, preferences as chips, change of e-mail.

describe('settings', () => {
  let t: TestApp;
  let lea: Member;
  beforeAll(async () => {
    t = await createTestApp();
    lea = await signUpSubscriber(t, 'lea@example.ch');
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads the profile: names and the e-mail, read-only here', async () => {
    const response = await callApi(t, lea).get('/api/profile');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Léa',
      lastName: 'Martin',
      email: 'lea@example.ch',
    });
    expect((await callApi(t).get('/api/profile')).statusCode).toBe(401);
  });

  it('saves the names, trimmed, in the profile and the account; the e-mail is not changed here', async () => {
    const response = await callApi(t, lea).put('/api/profile', {
      firstName: '  Léa-Marie ',
      lastName: 'Dupont',
      email: 'pirate@example.ch',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Léa-Marie',
      lastName: 'Dupont',
      email: 'lea@example.ch',
    });
    const [account] = await t.database.db.select().from(users).where(eq(users.id, lea.id));
    expect(account).toMatchObject({
      firstName: 'Léa-Marie',
      lastName: 'Dupont',
      name: 'Léa-Marie Dupont',
    });
    expect((await callApi(t, lea).get('/api/me')).json().user.firstName).toBe('Léa-Marie');
  });

  it('names edited through better-auth’s update-user show in the profile and /api/me alike', async () => {
    const update = await callApi(t, lea).post('/api/auth/update-user', {
      firstName: 'Lou',
      lastName: 'Berset',
      phone: '+41791234567',
    });
    expect(update.statusCode).toBe(200);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, lea.id));
    expect(profile).toMatchObject({ firstName: 'Lou', lastName: 'Berset', phone: '+41791234567' });
    expect((await callApi(t, lea).get('/api/profile')).json()).toMatchObject({
      firstName: 'Lou',
      lastName: 'Berset',
    });
    expect((await callApi(t, lea).get('/api/me')).json().user).toMatchObject({
      firstName: 'Lou',
      lastName: 'Berset',
      phone: '+41791234567',
    });

    // And back through the settings form: the account follows, so better-auth's mails do too.
    await callApi(t, lea).put('/api/profile', { firstName: 'Léa-Marie', lastName: 'Dupont' });
    const [account] = await t.database.db.select().from(users).where(eq(users.id, lea.id));
    expect(account).toMatchObject({ firstName: 'Léa-Marie', name: 'Léa-Marie Dupont' });
    expect((await callApi(t, lea).get('/api/me')).json().user.firstName).toBe('Léa-Marie');
  });

  it.each([
    ['no first name', { lastName: 'Dupont' }, 'firstName', 'validation.firstNameRequired'],
    [
      'a blank last name',
      { firstName: 'Léa', lastName: '   ' },
      'lastName',
      'validation.lastNameRequired',
    ],
    [
      'a first name past 80 characters',
      { firstName: 'L'.repeat(81), lastName: 'D' },
      'firstName',
      'validation.tooLong',
    ],
  ])('refuses %s with a French 422 and changes nothing', async (_label, body, path, key) => {
    expectInvalid(await callApi(t, lea).put('/api/profile', body), path, key);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, lea.id));
    expect(profile).toMatchObject({ firstName: 'Léa-Marie', lastName: 'Dupont' });
  });

  it('edits some preferences and keeps the others; chips trimmed, empty and duplicates ignored', async () => {
    const response = await callApi(t, lea).patch('/api/preferences', {
      avoidedFoods: [' Noix ', 'noix', '', 'Épinards', 'epinards', 'céleri'],
      householdSize: { adults: 2, children: 3 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      avoidedFoods: ['Noix', 'Épinards', 'céleri'],
      preferredFoods: VALID_PREFERENCES.preferredFoods,
      restrictions: VALID_PREFERENCES.restrictions,
      householdSize: { adults: 2, children: 3 },
    });
    const restrictions = await callApi(t, lea).patch('/api/preferences', {
      restrictions: ['vegan', 'glutenFree'],
    });
    expect(restrictions.json()).toMatchObject({
      restrictions: ['vegan', 'glutenFree'],
      avoidedFoods: ['Noix', 'Épinards', 'céleri'],
    });
  });

  it.each([
    [
      'none with another restriction',
      { restrictions: ['none', 'vegan'] },
      'restrictions',
      'validation.noneIsExclusive',
    ],
    [
      'a food past 60 characters',
      { preferredFoods: ['p'.repeat(61)] },
      'preferredFoods.0',
      'validation.tooLong',
    ],
    [
      '51 foods',
      { preferredFoods: Array.from({ length: 51 }, (_, i) => `f${i}`) },
      'preferredFoods',
      'validation.tooMany',
    ],
  ])('refuses %s and changes nothing', async (_label, body, path, key) => {
    const [before] = await t.database.db
      .select()
      .from(userPreferences)
      .where(eq(userPreferences.userId, lea.id));
    expectInvalid(await callApi(t, lea).patch('/api/preferences', body), path, key);
    const [after] = await t.database.db
      .select()
      .from(userPreferences)
      .where(eq(userPreferences.userId, lea.id));
    expect(after).toEqual(before);
  });

  it('the same e-mail, whatever its case, is EMAIL_UNCHANGED; another one waits for its link', async () => {
    for (const newEmail of ['lea@example.ch', 'LEA@Example.CH']) {
      const same = await callApi(t, lea).post('/api/auth/change-email', { newEmail });
      expect(same.statusCode).toBe(409);
      expect(same.json()).toMatchObject({
        code: 'EMAIL_UNCHANGED',
        message: 'Cette adresse email est déjà associée à votre compte',
      });
    }
    const change = await callApi(t, lea).post('/api/auth/change-email', {
      newEmail: 'lea.dupont@example.ch',
      callbackURL: '/dashboard/settings',
    });
    expect(change.statusCode).toBe(200);
    expect(t.outbox().at(-1)?.to).toContain('lea.dupont@example.ch');
    expect((await callApi(t, lea).get('/api/profile')).json().email).toBe('lea@example.ch');
  });

  it('change of password: the reset e-mail goes to the account’s address', async () => {
    const response = await callApi(t).post('/api/account/password-reset', {
      email: 'lea@example.ch',
    });
    expect(response.statusCode).toBe(204);
    const mail = t.outbox().at(-1)!;
    expect(mail.to).toContain('lea@example.ch');
    expect(mail.link).toContain('/auth/reset-password?token=');
  });
});
