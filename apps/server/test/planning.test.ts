import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannedMeals } from '../src/db/schema';
import {
  aRecipe,
  countRows,
  expectInvalid,
  expectNotFound,
  joinHousehold,
  type Member,
  signUpSubscriber,
} from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi, signUpUser } from './helpers/users';

// Spec « Planning » (sections 3, 5, 7): the household's planned meals.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const aMeal = {
  recipeTitle: 'Raclette',
  date: '2026-11-21',
  time: '19:00',
  servings: 4,
  type: 'plat',
};

describe('planned meals', () => {
  let t: TestApp;
  let lea: Member;
  let marc: Member;
  beforeAll(async () => {
    t = await createTestApp();
    lea = await signUpSubscriber(t, 'lea@example.ch');
    marc = await signUpSubscriber(t, 'marc@example.ch');
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 401 without a session and 402 without a subscription', async () => {
    expect((await callApi(t).get('/api/planning/meals')).statusCode).toBe(401);
    expect((await callApi(t).post('/api/planning/meals', aMeal)).statusCode).toBe(401);
    const visitor = await signUpUser(t, 'visiteur@example.ch');
    expect((await callApi(t, visitor).get('/api/planning/meals')).statusCode).toBe(402);
    expect((await callApi(t, visitor).post('/api/planning/meals', aMeal)).statusCode).toBe(402);
    expect(await countRows(t, plannedMeals)).toBe(0);
  });

  it('plans a meal typed by hand: a UUID stands for the recipe, the author is kept', async () => {
    const response = await callApi(t, lea).post('/api/planning/meals', aMeal);
    expect(response.statusCode).toBe(201);
    const meal = response.json();
    expect(meal).toMatchObject({ ...aMeal, recipe: null, authorId: lea.id });
    expect(meal.id).toMatch(UUID);
    expect(meal.recipeId).toMatch(UUID);
    expect(new Date(meal.createdAt).toISOString()).toBe(meal.createdAt);
  });

  it('applies the form defaults: 2 servings, plat', async () => {
    const response = await callApi(t, lea).post('/api/planning/meals', {
      recipeTitle: '  Soupe à l’oignon ',
      date: '2026-11-20',
      time: '12:15',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      recipeTitle: 'Soupe à l’oignon',
      servings: 2,
      type: 'plat',
    });
  });

  it('keeps the recipe it was planned from, whole, and its id', async () => {
    const recipe = aRecipe();
    const response = await callApi(t, lea).post('/api/planning/meals', {
      recipeTitle: recipe.title,
      date: '2026-11-21',
      time: '12:00',
      servings: recipe.servings,
      type: recipe.type,
      recipe,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ recipeId: recipe.id, recipe });
    const list = (await callApi(t, lea).get('/api/planning/meals')).json();
    expect(list.meals.find((m: { recipeId: string }) => m.recipeId === recipe.id).recipe).toEqual(
      recipe,
    );
  });

  it('lists the household’s meals by date, then time, and pages by week', async () => {
    const list = await callApi(t, lea).get('/api/planning/meals');
    expect(list.statusCode).toBe(200);
    expect(
      list.json().meals.map((m: { date: string; time: string }) => `${m.date} ${m.time}`),
    ).toEqual(['2026-11-20 12:15', '2026-11-21 12:00', '2026-11-21 19:00']);
    const week = await callApi(t, lea).get('/api/planning/meals?from=2026-11-21&to=2026-11-27');
    expect(week.json().meals).toHaveLength(2);
    const before = await callApi(t, lea).get('/api/planning/meals?to=2026-11-20');
    expect(before.json().meals).toHaveLength(1);
  });

  it('refuses a period that ends before it starts, or a date that does not exist', async () => {
    expectInvalid(
      await callApi(t, lea).get('/api/planning/meals?from=2026-11-27&to=2026-11-21'),
      'to',
      'validation.dateRangeInvalid',
    );
    expectInvalid(
      await callApi(t, lea).get('/api/planning/meals?from=2026-02-30'),
      'from',
      'validation.dateInvalid',
    );
  });

  it.each([
    ['no title', { recipeTitle: undefined }, 'recipeTitle', 'validation.mealTitleRequired'],
    ['a blank title', { recipeTitle: '   ' }, 'recipeTitle', 'validation.mealTitleRequired'],
    [
      'a title past 120 characters',
      { recipeTitle: 'é'.repeat(121) },
      'recipeTitle',
      'validation.tooLong',
    ],
    ['no date', { date: undefined }, 'date', 'validation.dateRequired'],
    ['30 February', { date: '2026-02-30' }, 'date', 'validation.dateInvalid'],
    ['a French date', { date: '21/11/2026' }, 'date', 'validation.dateInvalid'],
    ['no time', { time: undefined }, 'time', 'validation.timeInvalid'],
    ['24:00', { time: '24:00' }, 'time', 'validation.timeInvalid'],
    ['0 servings', { servings: 0 }, 'servings', 'validation.servingsInvalid'],
    ['1.5 servings', { servings: 1.5 }, 'servings', 'validation.servingsInvalid'],
    ['servings as text', { servings: '4' }, 'servings', 'validation.servingsInvalid'],
    ['an unknown type', { type: 'brunch' }, 'type', 'validation.invalid'],
    ['a recipe id with a slash', { recipeId: '../x' }, 'recipeId', 'validation.invalid'],
    [
      'a recipe picture from elsewhere',
      { recipe: aRecipe({ imageUrl: 'https://tracker.example/pixel.png' }) },
      'recipe.imageUrl',
      'validation.invalid',
    ],
  ])('refuses %s with a French 422 and writes nothing', async (_label, change, path, key) => {
    const before = await countRows(t, plannedMeals);
    expectInvalid(
      await callApi(t, lea).post('/api/planning/meals', { ...aMeal, ...change }),
      path,
      key,
    );
    expect(await countRows(t, plannedMeals)).toBe(before);
  });

  it('another household sees none of it and cannot delete it (404, nothing changes)', async () => {
    const [meal] = (await callApi(t, lea).get('/api/planning/meals')).json().meals;
    expect((await callApi(t, marc).get('/api/planning/meals')).json().meals).toEqual([]);
    expectNotFound(await callApi(t, marc).delete(`/api/planning/meals/${meal.id}`));
    const still = await t.database.db
      .select()
      .from(plannedMeals)
      .where(eq(plannedMeals.id, meal.id));
    expect(still).toHaveLength(1);
  });

  it('a member of the same household sees the meals and may delete one', async () => {
    const zoe = await joinHousehold(
      t,
      await signUpSubscriber(t, 'zoe@example.ch'),
      lea.householdId,
    );
    const { meals } = (await callApi(t, zoe).get('/api/planning/meals')).json();
    expect(meals).toHaveLength(3);
    const response = await callApi(t, zoe).delete(`/api/planning/meals/${meals[0].id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await callApi(t, lea).get('/api/planning/meals')).json().meals).toHaveLength(2);
    expectNotFound(await callApi(t, lea).delete(`/api/planning/meals/${meals[0].id}`));
  });

  it('refuses an id that is not a UUID with a 422', async () => {
    expectInvalid(
      await callApi(t, lea).delete('/api/planning/meals/42'),
      'mealId',
      'validation.invalid',
    );
  });
});
