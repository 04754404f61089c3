import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shoppingItems } from '../src/db/schema';
import {
  aRecipe,
  expectInvalid,
  expectNotFound,
  type Member,
  signUpSubscriber,
} from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi } from './helpers/users';

// Decision 012: « Toujours à la maison ». What recipes need of the household's cupboard staples
// waits in « À vérifier dans le placard »: not in the aisles, not in the counts, not holding a
// recipe's purge back; « Il n’en reste plus » puts one on the list; the list is edited in
// Paramètres.

type Line = { name: string; itemIds: string[] };
type Item = { id: string; name: string; inPantry: boolean; recipeId: string | null };

const tarte = aRecipe({
  id: 'dessert-tarte-pantry',
  title: 'Tarte aux pommes',
  ingredients: ['4 pommes', '200 g de farine', '100 g de beurre', '1 pincée de sel'],
});

describe('the cupboard section of the list', () => {
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

  const list = async (member: Member) =>
    (await callApi(t, member).get('/api/shopping/items')).json();
  const toBuy = async (member: Member) =>
    (await callApi(t, member).get('/api/dashboard/stats')).json().shoppingItems;
  const lineNames = (aisles: Array<{ lines: Line[] }>) =>
    aisles.flatMap((aisle) => aisle.lines.map((line) => line.name)).sort();

  it('starts from Mijote’s list of staples', async () => {
    const pantry = (await callApi(t, lea).get('/api/household/pantry')).json();
    expect(pantry.isDefault).toBe(true);
    expect(pantry.foods).toEqual(expect.arrayContaining(['sel', 'poivre', 'farine', 'huile']));
  });

  it('keeps the staples a recipe needs apart, out of the aisles and the counts', async () => {
    const added = await callApi(t, lea).post('/api/shopping/items/from-recipe', {
      recipe: tarte,
    });
    expect(added.statusCode, added.body).toBe(201);
    const body = await list(lea);
    expect(lineNames(body.aisles)).toEqual(['Beurre', 'Pommes']);
    expect(body.pantry.map((line: Line) => line.name).sort()).toEqual(['Farine', 'Sel']);
    expect(await toBuy(lea)).toBe(2);
  });

  it('moves a staple the household is out of to the list, counted from then on', async () => {
    const { pantry } = await list(lea);
    const flour = pantry.find((line: Line) => line.name === 'Farine');
    expectNotFound(
      await callApi(t, marc).post('/api/shopping/pantry/to-list', { itemIds: flour.itemIds }),
    );
    const moved = await callApi(t, lea).post('/api/shopping/pantry/to-list', {
      itemIds: flour.itemIds,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().items).toMatchObject([{ name: 'Farine', inPantry: false }]);
    const body = await list(lea);
    expect(lineNames(body.aisles)).toEqual(['Beurre', 'Farine', 'Pommes']);
    expect(body.pantry.map((line: Line) => line.name)).toEqual(['Sel']);
    expect(await toBuy(lea)).toBe(3);
  });

  it('purges a recipe once what is to buy is checked, its cupboard rows with it', async () => {
    const { items } = await list(lea);
    const ofTarte = items.filter((item: Item) => item.recipeId === tarte.id);
    const toCheck = ofTarte.filter((item: Item) => !item.inPantry).map((item: Item) => item.id);
    const checked = await callApi(t, lea).patch('/api/shopping/items', {
      itemIds: toCheck,
      checked: true,
    });
    expect(checked.json().purgedIds.sort()).toEqual(ofTarte.map((item: Item) => item.id).sort());
    // What « Ranger au frigo » proposes for them leaves the salt out: it never left the cupboard.
    expect(
      checked
        .json()
        .purgedProposal.map((entry: { name: string }) => entry.name)
        .sort(),
    ).toEqual(['Beurre', 'Farine', 'Pommes']);
    expect((await list(lea)).pantry).toEqual([]);
  });

  it('saves an edited list; a food taken off it is to buy again, on the list too', async () => {
    await callApi(t, lea).post('/api/shopping/items/from-recipe', {
      recipe: { ...tarte, id: 'dessert-tarte-pantry-2' },
    });
    const saved = await callApi(t, lea).put('/api/household/pantry', {
      foods: ['  sel ', 'poivre', 'Sel', '', 'huile'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ foods: ['sel', 'poivre', 'huile'], isDefault: false });
    expect((await callApi(t, lea).get('/api/household/pantry')).json().foods).toEqual([
      'sel',
      'poivre',
      'huile',
    ]);
    // The flour of the recipe already on the list leaves the cupboard section.
    const body = await list(lea);
    expect(lineNames(body.aisles)).toEqual(['Beurre', 'Farine', 'Pommes']);
    expect(body.pantry.map((line: Line) => line.name)).toEqual(['Sel']);
    // Another household's list is its own.
    expect((await callApi(t, marc).get('/api/household/pantry')).json().isDefault).toBe(true);
  });

  it('refuses a list that is not one, with a French 422, changing nothing', async () => {
    expectInvalid(
      await callApi(t, lea).put('/api/household/pantry', { foods: 'sel' }),
      'foods',
      'validation.invalid',
    );
    expectInvalid(
      await callApi(t, lea).put('/api/household/pantry', { foods: ['x'.repeat(61)] }),
      'foods.0',
      'validation.tooLong',
    );
    expect((await callApi(t, lea).get('/api/household/pantry')).json().foods).toEqual([
      'sel',
      'poivre',
      'huile',
    ]);
  });

  it('reads a recipe row older than buying units into the cupboard when it is a staple', async () => {
    await t.database.db.insert(shoppingItems).values([
      {
        householdId: lea.householdId,
        userId: lea.id,
        name: 'sel',
        quantity: '1',
        unit: 'càc',
        recipeId: 'ancienne-recette',
        recipeTitle: 'Ancienne recette',
      },
      {
        householdId: lea.householdId,
        userId: lea.id,
        name: 'gousses d’ail',
        quantity: '2',
        unit: 'unité',
        recipeId: 'ancienne-recette',
        recipeTitle: 'Ancienne recette',
      },
    ]);
    const body = await list(lea);
    // One « Sel » line: the old row and the tart's, bought the same way.
    expect(body.pantry.map((line: Line) => [line.name, line.itemIds.length])).toEqual([['Sel', 2]]);
    const garlic = body.aisles
      .flatMap((aisle: { lines: Array<Line & { quantity: string; unit: string }> }) => aisle.lines)
      .find((line: Line) => line.name === 'Ail');
    expect(garlic).toMatchObject({ quantity: '1', unit: 'tête', need: { amount: '2 gousses' } });
  });
});
