import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favoriteRecipes } from '../src/db/schema';
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

// Spec « Favoris » (favorite_recipes, sections 3, 4, 7): personal.

describe('favourites', () => {
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

  const add = (member: Member, recipe: unknown) =>
    callApi(t, member).post('/api/favorites', { recipe });
  const list = async (member: Member) => (await callApi(t, member).get('/api/favorites')).json();

  it('answers 401 without a session and 402 without a subscription', async () => {
    expect((await callApi(t).get('/api/favorites')).statusCode).toBe(401);
    const visitor = await signUpUser(t, 'visiteur@example.ch');
    expect(
      (await callApi(t, visitor).post('/api/favorites', { recipe: aRecipe() })).statusCode,
    ).toBe(402);
    expect(await countRows(t, favoriteRecipes)).toBe(0);
  });

  it('keeps the whole recipe, and adding it twice answers the same favourite', async () => {
    const recipe = aRecipe();
    const first = await add(lea, recipe);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ recipe });
    const again = await add(lea, { ...recipe, title: 'Autre titre' });
    expect(again.json()).toEqual(first.json());
    expect(await countRows(t, favoriteRecipes)).toBe(1);
  });

  it('lists the caller’s favourites newest first', async () => {
    await add(
      lea,
      aRecipe({ id: 'dessert-tarte-aux-pommes', title: 'Tarte aux pommes', type: 'dessert' }),
    );
    const { favorites } = await list(lea);
    expect(favorites.map((f: { recipe: { title: string } }) => f.recipe.title)).toEqual([
      'Tarte aux pommes',
      'Gratin de courgettes',
    ]);
  });

  it('gives a catalogue main dish its family facts, and a model’s recipe none', async () => {
    const potee = aRecipe({
      id: 'plat-potee-de-chou-aux-haricots-blancs',
      title: 'Potée de chou aux haricots blancs',
    });
    const model = aRecipe({ id: 'recipe_1767225600000_abcdef', title: 'Plat du modèle' });
    expect((await add(marc, potee)).json().recipe.family).toEqual({
      suitsChildren: true,
      keepsDays: 3,
      onePot: true,
    });
    expect((await add(marc, model)).json().recipe).not.toHaveProperty('family');
    await callApi(t, marc).delete(`/api/favorites/by-recipe/${potee.id}`);
    await callApi(t, marc).delete(`/api/favorites/by-recipe/${model.id}`);
  });

  it('says whether a recipe is a favourite (the suggestion screen’s toggle)', async () => {
    const yes = await callApi(t, lea).get('/api/favorites/by-recipe/dessert-tarte-aux-pommes');
    expect(yes.json().favorite.recipe.title).toBe('Tarte aux pommes');
    const no = await callApi(t, lea).get('/api/favorites/by-recipe/recipe_1_inconnue');
    expect(no.json()).toEqual({ favorite: null });
  });

  it.each([
    ['no recipe', undefined, 'recipe', undefined],
    ['a recipe without ingredients', aRecipe({ ingredients: [] }), 'recipe.ingredients', undefined],
    ['an unknown type', aRecipe({ type: 'brunch' as never }), 'recipe.type', undefined],
    ['a recipe id with spaces', aRecipe({ id: 'ma recette' }), 'recipe.id', 'validation.invalid'],
    [
      'a picture from elsewhere',
      aRecipe({ imageUrl: '//evil.example/x.png' }),
      'recipe.imageUrl',
      'validation.invalid',
    ],
    [
      'a title past 120 characters',
      aRecipe({ title: 't'.repeat(121) }),
      'recipe.title',
      'validation.tooLong',
    ],
  ])('refuses %s with a 422 and writes nothing', async (_label, recipe, path, key) => {
    const before = await countRows(t, favoriteRecipes);
    const response = await callApi(t, lea).post(
      '/api/favorites',
      recipe === undefined ? {} : { recipe },
    );
    if (key) expectInvalid(response, path, key);
    else {
      expect(response.statusCode).toBe(422);
      expect(response.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    expect(await countRows(t, favoriteRecipes)).toBe(before);
  });

  it('is personal: another user, even of the same household, neither sees nor deletes it', async () => {
    const zoe = await joinHousehold(
      t,
      await signUpSubscriber(t, 'zoe@example.ch'),
      lea.householdId,
    );
    const [favorite] = (await list(lea)).favorites;
    for (const other of [marc, zoe]) {
      expect((await list(other)).favorites).toEqual([]);
      expect(
        (await callApi(t, other).get(`/api/favorites/by-recipe/${favorite.recipe.id}`)).json(),
      ).toEqual({ favorite: null });
      expectNotFound(await callApi(t, other).delete(`/api/favorites/${favorite.id}`));
      expectNotFound(
        await callApi(t, other).delete(`/api/favorites/by-recipe/${favorite.recipe.id}`),
      );
    }
    const rows = await t.database.db
      .select()
      .from(favoriteRecipes)
      .where(eq(favoriteRecipes.id, favorite.id));
    expect(rows).toHaveLength(1);
  });

  it('deletes by id and by recipe id', async () => {
    const [newest, oldest] = (await list(lea)).favorites;
    expect((await callApi(t, lea).delete(`/api/favorites/${newest.id}`)).statusCode).toBe(204);
    expect(
      (await callApi(t, lea).delete(`/api/favorites/by-recipe/${oldest.recipe.id}`)).statusCode,
    ).toBe(204);
    expect((await list(lea)).favorites).toEqual([]);
    expectNotFound(await callApi(t, lea).delete(`/api/favorites/${newest.id}`));
  });
});
