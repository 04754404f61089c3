import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aRecipe, type Member, signUpSubscriber } from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi } from './helpers/users';

// The loop: « Ajouter à la liste » from a recipe buys only what the fridge
// lacks, converting units exactly or through how the food is sold (decision 012: a head of garlic
// holds the cloves, a pack of butter the grams), and says « déjà au frigo : … ». What is left to
// buy is in buying units; cupboard staples are not counted against the fridge.

const NOW = new Date('2026-07-15T08:00:00Z');

type Line = { name: string; quantity: string; unit: string; inFridge: string | null };

describe('adding a recipe to the list counts what the fridge holds', () => {
  let t: TestApp;
  let lea: Member;
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => NOW });
    lea = await signUpSubscriber(t, 'lea@example.ch');
    for (const item of [
      { name: 'Tofu', quantity: 400, unit: 'g' },
      { name: 'Lait', quantity: 250, unit: 'ml' },
      { name: 'Œufs', quantity: 2, unit: 'unité' },
      { name: 'Beurre', quantity: 1, unit: 'plaquette' },
      { name: 'Crème', quantity: 1, unit: 'l', expirationDate: '2026-07-14' },
      { name: 'Ail', quantity: 1, unit: 'tête' },
      { name: 'Sel', quantity: 1, unit: 'paquet' },
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
      '200 g de tofu',
      '1 l de lait',
      '6 œufs',
      '50 g de beurre',
      '20 cl de crème',
      '3 gousses d’ail',
      '1 botte de menthe',
      '1 pincée de sel',
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
      // 1 l of milk, 250 ml in the fridge → 750 ml still needed: one bottle.
      ['Lait', '1', 'bouteille', '250 ml'],
      ['Œufs', '1', 'boîte', '2'],
      // The cream is expired: it does not count.
      ['Crème', '1', 'brique', null],
      ['Menthe', '1', 'botte', null],
      // A cupboard staple: not counted against the fridge, not to buy.
      ['Sel', '1', 'paquet', null],
    ]);
    expect(body.items.map((i: { inPantry: boolean }) => i.inPantry)).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
    // 400 g of tofu cover 200 g, a pack of butter 50 g, a head of garlic 3 cloves: no line,
    // named in the answer.
    expect(body.coveredByFridge).toEqual([
      { name: 'Tofu', inFridge: '200 g' },
      { name: 'Beurre', inFridge: '50 g' },
      { name: 'Ail', inFridge: '3 gousses' },
    ]);
    // The list shows the same lines, with what the recipe still needs.
    const list = (await callApi(t, lea).get('/api/shopping/items')).json();
    expect(list.items.find((i: Line) => i.name === 'Lait')).toMatchObject({
      inFridge: '250 ml',
      need: '750 ml',
    });
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
      ['Tofu', '1', 'paquet', null],
      ['Lait', '1', 'bouteille', null],
      ['Œufs', '1', 'boîte', null],
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
    expect(body.coveredByFridge).toEqual([]);
    expect(body.items[0]).toMatchObject({ name: 'Tofu', quantity: '1', unit: 'paquet' });
  });
});
