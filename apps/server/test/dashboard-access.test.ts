import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  favoriteRecipes,
  householdMembers,
  plannedMeals,
  shoppingItems,
  userSubscriptions,
} from '../src/db/schema';
import { nextSevenDays } from '../src/modules/dashboard/next-seven-days';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi, signUpUser, type TestUser, VALID_PREFERENCES } from './helpers/users';

// Decision 020: the API enforces the dashboard access rule of spec section 4 (latest row only,
// complimentary always allowed, trialing like active): without access, 402 and no data.

describe('dashboard access guard and stats', () => {
  let t: TestApp;
  let lea: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ COMPLIMENTARY_EMAILS: 'Invite@Mijote.ch, autre@mijote.ch' });
    lea = await signUpUser(t, 'lea@example.ch');
  });
  afterAll(async () => {
    await t.close();
  });

  const stats = (user?: TestUser) => callApi(t, user).get('/api/dashboard/stats');
  async function householdOf(userId: string) {
    const [row] = await t.database.db
      .select()
      .from(householdMembers)
      .where(eq(householdMembers.userId, userId));
    return row!.householdId;
  }
  async function addSubscription(userId: string, status: string, createdAt: Date) {
    await t.database.db.insert(userSubscriptions).values({
      userId,
      status,
      provider: 'demo',
      providerSubscriptionId: `sub_${status}_${createdAt.getTime()}`,
      createdAt,
    });
  }
  function expectRefused(response: Awaited<ReturnType<typeof stats>>) {
    expect(response.statusCode).toBe(402);
    const body = response.json();
    expect(body).toMatchObject({
      code: 'SUBSCRIPTION_REQUIRED',
      message: 'Un abonnement actif est nécessaire pour accéder à cette page.',
    });
    expect(Object.keys(body).sort()).toEqual(['code', 'message', 'requestId']);
  }

  it('answers 401 without a session', async () => {
    expect((await stats()).statusCode).toBe(401);
  });

  it('answers 402 before the questionnaire', async () => {
    expectRefused(await stats(lea));
  });

  it('answers 402 with preferences but no subscription', async () => {
    await callApi(t, lea).put('/api/preferences', VALID_PREFERENCES);
    expectRefused(await stats(lea));
  });

  it('counts the household’s meals of the next 7 days, items to buy and the user’s favourites once active', async () => {
    await addSubscription(lea.id, 'active', new Date(Date.now() - 60_000));
    const household = await householdOf(lea.id);
    // Today and the six days after (yesterday's and the eighth day's meals are not counted).
    const week = nextSevenDays(new Date());
    const shift = (date: string, days: number) =>
      new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);
    const meal = (date: string, householdId = household, userId = lea.id) => ({
      householdId,
      userId,
      recipeId: `r-${date}`,
      recipeTitle: 'Gratin dauphinois',
      date,
      time: '19:00',
      servings: 4,
    });
    const marc = await signUpUser(t, 'marc@example.ch');
    const otherHousehold = await householdOf(marc.id);
    await t.database.db
      .insert(plannedMeals)
      .values([
        meal(week.start),
        meal(week.end),
        meal(shift(week.start, -1)),
        meal(shift(week.end, 1)),
        meal(week.start, otherHousehold, marc.id),
      ]);
    await t.database.db.insert(shoppingItems).values([
      { householdId: household, userId: lea.id, name: 'Lait' },
      { householdId: household, userId: lea.id, name: 'Pain' },
      { householdId: household, userId: lea.id, name: 'Œufs', checked: true },
      { householdId: otherHousehold, userId: marc.id, name: 'Beurre' },
    ]);
    const favorite = (userId: string, recipeId: string) => ({
      userId,
      recipeId,
      recipeTitle: 'Tarte aux pommes',
      type: 'dessert',
      preparationTime: 40,
      servings: 6,
      difficulty: 'facile',
      ingredients: ['4 pommes'],
      instructions: ['Cuire.'],
    });
    await t.database.db
      .insert(favoriteRecipes)
      .values([favorite(lea.id, 'a'), favorite(lea.id, 'b'), favorite(marc.id, 'c')]);

    const response = await stats(lea);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      plannedMeals: 2,
      shoppingItems: 2,
      favorites: 2,
      suggestions: 0,
    });
  });

  it('looks at the latest row only: canceled after an older active row → 402', async () => {
    await addSubscription(lea.id, 'canceled', new Date());
    expectRefused(await stats(lea));
    expect((await callApi(t, lea).get('/api/me')).json().nextRoute).toBe('/subscription');
  });

  it('trialing opens the dashboard like active', async () => {
    await addSubscription(lea.id, 'trialing', new Date(Date.now() + 1000));
    expect((await stats(lea)).statusCode).toBe(200);
  });

  it('lets a complimentary account in with no questionnaire and no subscription', async () => {
    const guest = await signUpUser(t, 'invite@mijote.ch');
    const response = await stats(guest);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      plannedMeals: 0,
      shoppingItems: 0,
      favorites: 0,
      suggestions: 0,
    });
    expect((await callApi(t, guest).get('/api/me')).json().nextRoute).toBe('/dashboard');
  });
});
