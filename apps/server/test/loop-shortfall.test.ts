import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aRecipe, type Member, signUpSubscriber } from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi } from './helpers/users';

// Issue 12 point 4, the loop: « Ajouter à la liste » from a recipe buys only what the fridge
// lacks, converting units where the conversion is exact, and says « déjà au frigo : … ».

const NOW = new Date('2026-07-15T08:00:00Z');

type Line = { name: string; quantity: string; unit: string; inFridge: string | null };

describe('adding a recipe to the list counts what the fridge holds', () => {
  let t: TestApp;
  let lea: Member;
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => NOW });
    lea = await signUpSubscriber(t, 'lea@example.ch');
    for (const item of [
      { name: 'Farine', quantity: 1, unit: 'kg' },
      { name: 'Lait', quantity: 250, unit: 'ml' },
      { name: 'Œufs', quantity: 2, unit: 'unité' },
      { name: 'Beurre', quantity: 2, unit: 'unité' },
      { name: 'Crème', quantity: 1, unit: 'l', expirationDate: '2026-07-14' },
      { name: 'Sucre', quantity: 50, unit: 'g' },
    ]) {
      const added = await callApi(t, lea).post('/api/fridge/items', item);
      expect(added.statusCode, added.body).toBe(201);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const crepes = aRecipe({
    id: 'dessert-crepes',
    title: 'Crêpes',
    servings: 4,
    ingredients: [
      '500 g de farine',
      '1 l de lait',
      '6 œufs',
      '50 g de beurre',
      '20 cl de crème',
      '0,1 kg de sucre',
      '1 botte de menthe',
    ],
  });

  const lines = (items: Line[]) => items.map((i) => [i.name, i.quantity, i.unit, i.inFridge]);

  it('adds only the shortfall, converting g/kg and ml/cl/l, and says what the fridge holds', async () => {
    const response = await callApi(t, lea).post('/api/shopping/items/from-recipe', {
      recipe: crepes,
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(lines(body.items)).toEqual([
      // 1 l of milk, 250 ml in the fridge → 0,75 l to buy.
      ['lait', '0,75', 'l', '250 ml'],
      ['œufs', '4', 'unité', '2'],
      // Butter in pieces cannot be weighed: added whole, saying nothing of the fridge.
      ['beurre', '50', 'g', null],
      // The cream is expired: it does not count.
      ['crème', '200', 'ml', null],
      // 0,1 kg of sugar, 50 g held → 0,05 kg.
      ['sucre', '0,05', 'kg', '50 g'],
      ['botte de menthe', '1', 'unité', null],
    ]);
    // 1 kg of flour covers the 500 g: no line, named in the answer.
    expect(body.coveredByFridge).toEqual([{ name: 'farine', inFridge: '500 g' }]);
    // The list shows the same lines.
    const list = (await callApi(t, lea).get('/api/shopping/items')).json();
    expect(list.items.find((i: Line) => i.name === 'lait')).toMatchObject({ inFridge: '250 ml' });
  });

  it('adds the full quantities when asked to, the fridge untouched', async () => {
    const fridgeBefore = (await callApi(t, lea).get('/api/fridge/items')).json();
    const response = await callApi(t, lea).post('/api/shopping/items/from-recipe', {
      recipe: { ...crepes, id: 'dessert-crepes-2' },
      ignoreFridge: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(lines(body.items).slice(0, 3)).toEqual([
      ['farine', '500', 'g', null],
      ['lait', '1', 'l', null],
      ['œufs', '6', 'unité', null],
    ]);
    expect(body.coveredByFridge).toEqual([]);
    expect((await callApi(t, lea).get('/api/fridge/items')).json()).toEqual(fridgeBefore);
  });

  it('refuses an option that is not a boolean, adding nothing', async () => {
    const response = await callApi(t, lea).post('/api/shopping/items/from-recipe', {
      recipe: { ...crepes, id: 'dessert-crepes-3' },
      ignoreFridge: 'oui',
    });
    expect(response.statusCode).toBe(422);
  });

  it('never counts another household’s fridge', async () => {
    const marc = await signUpSubscriber(t, 'marc@example.ch');
    const response = await callApi(t, marc).post('/api/shopping/items/from-recipe', {
      recipe: crepes,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.items.every((i: Line) => i.inFridge === null)).toBe(true);
    expect(body.items[0]).toMatchObject({ name: 'farine', quantity: '500', unit: 'g' });
  });
});
