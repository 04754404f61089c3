import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, userPreferences } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi, signUpUser, type TestUser, VALID_PREFERENCES } from './helpers/users';

describe('preferences (the questionnaire)', () => {
  let t: TestApp;
  let lea: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    lea = await signUpUser(t, 'lea@example.ch');
  });
  afterAll(async () => {
    await t.close();
  });

  it('needs a session', async () => {
    const response = await callApi(t).get('/api/preferences');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers 404 while the questionnaire has not been saved', async () => {
    const response = await callApi(t, lea).get('/api/preferences');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it.each([
    ['adults out of range', { householdSize: { adults: 0, children: 0 } }, 'householdSize.adults'],
    [
      'children out of range',
      { householdSize: { adults: 1, children: 10 } },
      'householdSize.children',
    ],
    ['an unknown restriction', { restrictions: ['carnivore'] }, 'restrictions.0'],
    ['none with another restriction', { restrictions: ['none', 'vegan'] }, 'restrictions'],
    ['an unknown frequency', { shoppingFrequency: 'yearly' }, 'shoppingFrequency'],
  ])('refuses %s with 422 and writes nothing', async (_name, override, path) => {
    const response = await callApi(t, lea).put('/api/preferences', {
      ...VALID_PREFERENCES,
      ...override,
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe(
      'Certaines informations sont invalides. Veuillez vérifier le formulaire.',
    );
    expect(body.issues.map((i: { path: string }) => i.path)).toContain(path);
    const rows = await t.database.db.select().from(userPreferences);
    expect(rows).toHaveLength(0);
  });

  it('saves with the recipe defaults, reads it back, and /api/me then routes to /subscription', async () => {
    const saved = await callApi(t, lea).put('/api/preferences', VALID_PREFERENCES);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      ...VALID_PREFERENCES,
      difficulty: 'facile',
      servings: 4,
    });
    const read = await callApi(t, lea).get('/api/preferences');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(saved.json());
    const me = await callApi(t, lea).get('/api/me');
    expect(me.json()).toMatchObject({ hasPreferences: true, nextRoute: '/subscription' });
  });

  it('defaults the shopping frequency to weekly', async () => {
    const { shoppingFrequency: _omitted, ...rest } = VALID_PREFERENCES;
    const saved = await callApi(t, lea).put('/api/preferences', rest);
    expect(saved.json().shoppingFrequency).toBe('weekly');
  });

  it('a second save replaces the answers but keeps difficulty and servings set since', async () => {
    await t.database.db
      .update(userPreferences)
      .set({ difficulty: 'moyen', servings: 6 })
      .where(eq(userPreferences.userId, lea.id));
    const saved = await callApi(t, lea).put('/api/preferences', {
      ...VALID_PREFERENCES,
      householdSize: { adults: 3, children: 0 },
      restrictions: ['none'],
      shoppingFrequency: 'monthly',
    });
    expect(saved.json()).toMatchObject({
      householdSize: { adults: 3, children: 0 },
      restrictions: ['none'],
      shoppingFrequency: 'monthly',
      difficulty: 'moyen',
      servings: 6,
    });
    const rows = await t.database.db.select().from(userPreferences);
    expect(rows).toHaveLength(1);
  });

  it('is scoped to the caller: another user sees none of it', async () => {
    const marc = await signUpUser(t, 'marc@example.ch');
    expect((await callApi(t, marc).get('/api/preferences')).statusCode).toBe(404);
  });

  it('answers PROFILE_NOT_FOUND when the caller has no profile row', async () => {
    const noProfile = await signUpUser(t, 'sans-profil@example.ch');
    await t.database.db.delete(profiles).where(eq(profiles.id, noProfile.id));
    const response = await callApi(t, noProfile).put('/api/preferences', VALID_PREFERENCES);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'PROFILE_NOT_FOUND',
      message: 'Profil utilisateur non trouvé',
    });
  });

  it('turns a database failure into PREFERENCES_SAVE_FAILED', async () => {
    const unlucky = await signUpUser(t, 'panne@example.ch');
    // A trigger that refuses this one user's row stands in for a failing database.
    await t.database.db.execute(
      sql.raw(`create function refuse_preferences() returns trigger language plpgsql as $$
        begin
          if new.user_id = '${unlucky.id}' then raise exception 'disk full'; end if;
          return new;
        end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger refuse_preferences before insert on user_preferences
        for each row execute function refuse_preferences()`),
    );
    const response = await callApi(t, unlucky).put('/api/preferences', VALID_PREFERENCES);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({
      code: 'PREFERENCES_SAVE_FAILED',
      message: 'Une erreur est survenue lors de l’enregistrement',
    });
  });
});
