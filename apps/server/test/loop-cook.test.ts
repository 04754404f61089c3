import { COOKED_UNDO_ACCEPTED_MS } from '@mijote/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aRecipe, expectNotFound, type Member, signUpSubscriber } from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi } from './helpers/users';

// The loop: « J'ai cuisiné » takes the recipe's quantities out of the fridge
// (converted units, items at zero removed, a started pack kept); « Annuler » puts back exactly
// what was taken.

const NOW = new Date('2026-07-15T08:00:00Z');
/** The app's clock: NOW unless a test moves it. */
let clock = NOW;

type Row = { id: string; name: string; quantity: number; unit: string };

describe('« J’ai cuisiné »', () => {
  let t: TestApp;
  let lea: Member;
  let marc: Member;
  let mealId: string;
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    lea = await signUpSubscriber(t, 'lea@example.ch');
    marc = await signUpSubscriber(t, 'marc@example.ch');
    for (const item of [
      { name: 'Lait', quantity: 1, unit: 'l' },
      { name: 'Œufs', quantity: 2, unit: 'unité', expirationDate: '2026-07-20' },
      { name: 'Farine', quantity: 1, unit: 'kg' },
      { name: 'Beurre', quantity: 2, unit: 'unité' },
    ]) {
      expect((await callApi(t, lea).post('/api/fridge/items', item)).statusCode).toBe(201);
    }
    const meal = await callApi(t, lea).post('/api/planning/meals', {
      recipeTitle: 'Crêpes',
      date: '2026-07-15',
      time: '19:00',
      servings: 2,
      recipe: aRecipe({
        id: 'dessert-crepes',
        title: 'Crêpes',
        servings: 4,
        type: 'dessert',
        // At 2 servings: 250 g of flour, 25 cl of milk, 3 eggs, 25 g of butter.
        ingredients: ['500 g de farine', '50 cl de lait', '6 œufs', '50 g de beurre'],
      }),
    });
    mealId = meal.json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  const fridge = async (member: Member): Promise<Row[]> =>
    (await callApi(t, member).get('/api/fridge/items')).json().items;
  const amounts = (rows: Row[]) =>
    rows
      .map((r) => [r.name, r.quantity, r.unit])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));

  it('refuses another household’s meal (404), changing nothing', async () => {
    const before = await fridge(lea);
    expectNotFound(await callApi(t, marc).post(`/api/planning/meals/${mealId}/cooked`));
    expectNotFound(await callApi(t, marc).delete(`/api/planning/meals/${mealId}/cooked`));
    expect(await fridge(lea)).toEqual(before);
  });

  it('takes the quantities at the meal’s servings, converting units, removing items at zero', async () => {
    const before = await fridge(lea);
    const response = await callApi(t, lea).post(`/api/planning/meals/${mealId}/cooked`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.meal.cookedAt).toBe(NOW.toISOString());
    expect(amounts(await fridge(lea))).toEqual([
      // Two plaquettes of butter, 25 g taken: the started one is still in the fridge.
      ['Beurre', 2, 'unité'],
      ['Farine', 750, 'g'],
      ['Lait', 750, 'ml'],
      // 2 eggs for the 3 needed: gone.
    ]);
    expect(body.takes.map((take: { name: string }) => take.name).sort()).toEqual([
      'Farine',
      'Lait',
      'Œufs',
    ]);
    expect(body.takes.find((take: { name: string }) => take.name === 'Œufs').after).toBeNull();
    // Cooked twice is refused.
    const again = await callApi(t, lea).post(`/api/planning/meals/${mealId}/cooked`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'MEAL_ALREADY_COOKED' });
    expect((await fridge(lea)).length).toBe(before.length - 1);
  });

  it('« Annuler » puts back exactly what was taken, the removed item with its id and date', async () => {
    const response = await callApi(t, lea).delete(`/api/planning/meals/${mealId}/cooked`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().meal.cookedAt).toBeNull();
    const rows = await fridge(lea);
    expect(amounts(rows)).toEqual([
      ['Beurre', 2, 'unité'],
      ['Farine', 1, 'kg'],
      ['Lait', 1, 'l'],
      ['Œufs', 2, 'unité'],
    ]);
    expect(rows.find((r) => r.name === 'Œufs')).toMatchObject({ expirationDate: '2026-07-20' });
    const twice = await callApi(t, lea).delete(`/api/planning/meals/${mealId}/cooked`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'MEAL_NOT_COOKED' });
  });

  it('refuses « Annuler » once its time is over, leaving the fridge and the meal as they are', async () => {
    clock = NOW;
    expect((await callApi(t, lea).post(`/api/planning/meals/${mealId}/cooked`)).statusCode).toBe(
      200,
    );
    const cooked = await fridge(lea);
    clock = new Date(NOW.getTime() + COOKED_UNDO_ACCEPTED_MS + 1000);
    const late = await callApi(t, lea).delete(`/api/planning/meals/${mealId}/cooked`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'MEAL_COOK_UNDO_TOO_LATE' });
    expect(late.json().message).toMatch(/trop tard/);
    expect(await fridge(lea)).toEqual(cooked);
    const meals: { id: string; cookedAt: string | null }[] = (
      await callApi(t, lea).get('/api/planning/meals')
    ).json().meals;
    expect(meals.find((meal) => meal.id === mealId)?.cookedAt).toBe(NOW.toISOString());
    clock = NOW;
  });

  it('marks a meal typed by hand cooked, taking nothing', async () => {
    const meal = await callApi(t, lea).post('/api/planning/meals', {
      recipeTitle: 'Restes',
      date: '2026-07-15',
      time: '12:00',
    });
    const before = await fridge(lea);
    const response = await callApi(t, lea).post(`/api/planning/meals/${meal.json().id}/cooked`);
    expect(response.statusCode).toBe(200);
    expect(response.json().takes).toEqual([]);
    expect(await fridge(lea)).toEqual(before);
  });
});
