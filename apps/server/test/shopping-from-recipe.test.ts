import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shoppingItems } from '../src/db/schema';
import {
  aRecipe,
  countRows,
  expectInvalid,
  type Member,
  signUpSubscriber,
} from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi, signUpUser } from './helpers/users';

// POST /api/shopping/items/from-recipe: spec sections 5 (« Shopping ingredient
// parsing ») and 8 (23505 → 'Ces articles sont déjà dans votre liste de courses').

const recipe = aRecipe({
  id: 'plat-gratin-de-courgettes',
  ingredients: [
    '3 courgettes',
    '200 g de gruyère râpé',
    '20 cl de crème',
    'Sel et poivre',
    'Garniture au choix',
  ],
  servings: 4,
});

describe('adding a recipe to the shopping list', () => {
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

  const add = (member: Member, body: unknown) =>
    callApi(t, member).post('/api/shopping/items/from-recipe', body);

  it('answers 401 without a session and 402 without a subscription, writing nothing', async () => {
    expect((await callApi(t).post('/api/shopping/items/from-recipe', { recipe })).statusCode).toBe(
      401,
    );
    const visitor = await signUpUser(t, 'visiteur@example.ch');
    expect(
      (await callApi(t, visitor).post('/api/shopping/items/from-recipe', { recipe })).statusCode,
    ).toBe(402);
    expect(await countRows(t, shoppingItems)).toBe(0);
  });

  it('inserts every line at the chosen servings, parsed, with the recipe and the ingredient link', async () => {
    const response = await add(lea, { recipe, servings: 2 });
    expect(response.statusCode, response.body).toBe(201);
    const { items } = response.json();
    // Decision 012: what a shop sells, the recipe's need beside it when it says more; salt and
    // pepper in the cupboard.
    expect(
      items.map((i: Record<string, unknown>) => [
        i.name,
        i.quantity,
        i.unit,
        i.packSize,
        i.need,
        i.inPantry,
        i.ingredientId,
      ]),
    ).toEqual([
      ['Courgettes', '2', 'unité', null, '1,5', false, 'courgette'],
      ['Gruyère râpé', '1', 'sachet', '120 g', '100 g', false, 'gruyere-rape'],
      ['Crème', '1', 'brique', '20 cl', '100 ml', false, 'creme'],
      ['Sel', '1', 'paquet', '1 kg', null, true, 'sel'],
      ['Poivre', '1', 'pot', '50 g', null, true, 'poivre'],
      ['Garniture au choix', '1', 'unité', null, null, false, null],
    ]);
    for (const item of items) {
      expect(item).toMatchObject({
        recipeId: 'plat-gratin-de-courgettes',
        recipeTitle: 'Gratin de courgettes',
        checked: false,
        authorId: lea.id,
      });
    }
    const list = (await callApi(t, lea).get('/api/shopping/items')).json();
    expect(list.items).toHaveLength(6);
    expect(list.pantry.map((line: { name: string }) => line.name)).toEqual(['Poivre', 'Sel']);
    expect(list.aisles.flatMap((a: { lines: unknown[] }) => a.lines)).toHaveLength(4);
  });

  it('answers 409 « Ces articles sont déjà dans votre liste de courses » the second time, adding nothing', async () => {
    const before = await countRows(t, shoppingItems);
    const again = await add(lea, { recipe, servings: 6 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'SHOPPING_ALREADY_ADDED',
      message: 'Ces articles sont déjà dans votre liste de courses',
    });
    expect(await countRows(t, shoppingItems)).toBe(before);
  });

  it('lets another household add the same recipe', async () => {
    const response = await add(marc, { recipe });
    expect(response.statusCode).toBe(201);
    // At the recipe's own servings when none is chosen.
    expect(response.json().items[0]).toMatchObject({ name: 'Courgettes', quantity: '3' });
    const leas = await t.database.db
      .select()
      .from(shoppingItems)
      .where(eq(shoppingItems.householdId, lea.householdId));
    expect(leas.every((row) => row.userId === lea.id)).toBe(true);
  });

  it('adds the recipe again once the list has let it go (all checked, so purged)', async () => {
    const { items } = (await callApi(t, marc).get('/api/shopping/items')).json();
    const ids = items
      .filter((i: { recipeId: string | null }) => i.recipeId === recipe.id)
      .map((i: { id: string }) => i.id);
    const checked = await callApi(t, marc).patch('/api/shopping/items', {
      itemIds: ids,
      checked: true,
    });
    expect(checked.json().purgedIds).toHaveLength(ids.length);
    expect((await add(marc, { recipe })).statusCode).toBe(201);
  });

  it('does not mind a manual item of the same name', async () => {
    const other = aRecipe({ id: 'recipe_1_abcdef', ingredients: ['1 l de lait'] });
    expect(
      (
        await callApi(t, lea).post('/api/shopping/items', {
          name: 'lait',
          quantity: '1',
          unit: 'l',
        })
      ).statusCode,
    ).toBe(201);
    expect((await add(lea, { recipe: other })).statusCode).toBe(201);
  });

  it('refuses bad input with the schema’s keys and writes nothing', async () => {
    const before = await countRows(t, shoppingItems);
    expectInvalid(
      await add(lea, { recipe, servings: 0 }),
      'servings',
      'validation.servingsInvalid',
    );
    expectInvalid(
      await add(lea, { recipe: { ...recipe, ingredients: [] } }),
      'recipe.ingredients',
      'validation.invalid',
    );
    expectInvalid(
      await add(lea, { recipe: { ...recipe, id: '../x' } }),
      'recipe.id',
      'validation.invalid',
    );
    expect(await countRows(t, shoppingItems)).toBe(before);
  });
});
