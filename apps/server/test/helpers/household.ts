import type { Recipe } from '@mijote/contracts';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { householdMembers, households, userSubscriptions } from '../../src/db/schema';
import type { TestApp } from './test-app';
import { callApi, signUpUser, type TestUser, VALID_PREFERENCES } from './users';

// Household fixtures for the dashboard's data routes: a subscriber (questionnaire done, an active
// subscription row, as a paid demo checkout leaves it) and the households they belong to.

export type Member = TestUser & { householdId: string };

export async function householdOf(t: TestApp, userId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ householdId: householdMembers.householdId })
    .from(householdMembers)
    .where(eq(householdMembers.userId, userId));
  if (!row) throw new Error(`no household for ${userId}`);
  return row.householdId;
}

export async function signUpSubscriber(t: TestApp, email: string): Promise<Member> {
  const user = await signUpUser(t, email);
  const saved = await callApi(t, user).put('/api/preferences', VALID_PREFERENCES);
  if (saved.statusCode !== 200) throw new Error(`preferences failed: ${saved.body}`);
  await t.database.db.insert(userSubscriptions).values({
    userId: user.id,
    status: 'active',
    provider: 'demo',
    providerSubscriptionId: `demo_sub_${user.id}`,
    customerId: `demo_cus_${user.id}`,
  });
  return { ...user, householdId: await householdOf(t, user.id) };
}

/**
 * Moves `user` into `householdId` as a member, their own household deleted (what an accepted
 * invitation will do once households can invite).
 */
export async function joinHousehold(
  t: TestApp,
  user: Member,
  householdId: string,
): Promise<Member> {
  await t.database.db.delete(households).where(eq(households.id, user.householdId));
  await t.database.db
    .insert(householdMembers)
    .values({ householdId, userId: user.id, role: 'member' });
  return { ...user, householdId };
}

export async function countRows(t: TestApp, table: PgTable): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** A recipe as the suggestion screen hands it over (spec section 3, « Generated recipe »). */
export function aRecipe(fields: Partial<Recipe> = {}): Recipe {
  return {
    id: 'recipe_1767225600000_k3j9x2',
    title: 'Gratin de courgettes',
    description: 'Un gratin fondant pour les soirs d’été.',
    imageUrl: '/recipes/plat-2.svg',
    preparationTime: 45,
    servings: 4,
    difficulty: 'facile',
    ingredients: ['3 courgettes', '200 g de gruyère râpé', '20 cl de crème'],
    instructions: ['Préchauffer le four à 200 °C.', 'Trancher les courgettes.', 'Gratiner 30 min.'],
    type: 'plat',
    ...fields,
  };
}

/** A household recipe as « Mes recettes » saves it, free of any rule's trouble by default. */
export function anOwnRecipe(fields: Record<string, unknown> = {}) {
  return {
    title: 'Salade de tomates',
    description: '',
    servings: 2,
    preparationTime: 10,
    cookingTime: null,
    type: 'entrée',
    difficulty: 'facile',
    ingredients: ['4 tomates', '1 càs d’huile d’olive'],
    instructions: ['Couper les tomates et les arroser d’huile.'],
    source: 'written',
    link: null,
    keptDespiteRules: false,
    ...fields,
  };
}

/** Saves `anOwnRecipe(fields)` for the member's household; the id it is planned by (`maison_…`). */
export async function saveOwnRecipe(
  t: TestApp,
  member: TestUser,
  fields: Record<string, unknown>,
): Promise<string> {
  const response = await callApi(t, member).post('/api/own-recipes', anOwnRecipe(fields));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().recipe.id;
}

/** A 422 of the route's schema: the catalogue's French message, and `path` refused with `key`. */
export function expectInvalid(response: LightMyRequestResponse, path: string, key: string) {
  expect(response.statusCode, response.body).toBe(422);
  const body = response.json();
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.message).toBe(
    'Certaines informations sont invalides. Veuillez vérifier le formulaire.',
  );
  expect(body.issues).toContainEqual({ path, message: key });
}

export function expectNotFound(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(404);
  expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Ressource introuvable' });
}
