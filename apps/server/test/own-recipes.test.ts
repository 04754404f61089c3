import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownRecipes } from '../src/db/schema';
import { isPublicAddress } from '../src/lib/public-address';
import { createSafeFetch } from '../src/lib/safe-fetch';
import { recipePage, serveFixturePages } from './helpers/fixture-pages';
import {
  anOwnRecipe,
  countRows,
  expectInvalid,
  expectNotFound,
  joinHousehold,
  type Member,
  signUpSubscriber,
} from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi, signUpUser } from './helpers/users';

// The household's own recipes (« Mes recettes »): read from a text or a link, checked against the
// household's rules (decision 024), kept despite them only when asked, shared by its members.
// Every subscriber here is vegetarian and avoids coriandre (VALID_PREFERENCES).

const QUICHE_TEXT = `Quiche aux lardons
Pour 4 personnes
Préparation : 15 min
Cuisson : 35 min

Ingrédients
- 1 pâte brisée
- 200 g de lardons
- 3 œufs

Préparation
1. Faire revenir les lardons.
2. Tout verser sur la pâte et cuire.`;

const aQuiche = (fields: Record<string, unknown> = {}) =>
  anOwnRecipe({
    title: 'Quiche aux lardons',
    servings: 4,
    preparationTime: 15,
    cookingTime: 35,
    type: 'plat',
    ingredients: ['1 pâte brisée', '200 g de lardons', '3 œufs'],
    instructions: ['Faire revenir les lardons.', 'Tout verser sur la pâte et cuire.'],
    source: 'text',
    ...fields,
  });

describe('own recipes', () => {
  let t: TestApp;
  let site: Awaited<ReturnType<typeof serveFixturePages>>;
  let lea: Member;
  let paul: Member;
  let marc: Member;
  beforeAll(async () => {
    site = await serveFixturePages({
      '/quiche': recipePage('quiche-json-ld.html'),
      '/gratin': recipePage('gratin-microdata.html'),
      '/actualites': recipePage('no-recipe.html'),
    });
    t = await createTestApp(
      { RECIPE_IMPORT_RATE_LIMIT_MAX: '10' },
      {
        // The fixture site's loopback, and otherwise the real check (decision 038).
        readPage: createSafeFetch({
          isAllowedAddress: (address) => address === '127.0.0.1' || isPublicAddress(address),
        }),
      },
    );
    lea = await signUpSubscriber(t, 'lea@example.ch');
    paul = await joinHousehold(t, await signUpSubscriber(t, 'paul@example.ch'), lea.householdId);
    marc = await signUpSubscriber(t, 'marc@example.ch');
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  const importText = (member: Member, text: string) =>
    callApi(t, member).post('/api/own-recipes/import', { source: 'text', text });
  const importLink = (member: Member, link: string) =>
    callApi(t, member).post('/api/own-recipes/import', { source: 'link', link });
  const list = async (member: Member) =>
    (await callApi(t, member).get('/api/own-recipes')).json().recipes as {
      id: string;
      recipe: { id: string; title: string; preparationTime: number };
      keptDespiteRules: boolean;
      review: { flags: { text: string }[] };
    }[];

  it('answers 401 without a session and 402 without a subscription', async () => {
    expect((await callApi(t).get('/api/own-recipes')).statusCode).toBe(401);
    const visitor = await signUpUser(t, 'visiteur@example.ch');
    expect((await callApi(t, visitor).post('/api/own-recipes', aQuiche())).statusCode).toBe(402);
    expect(await countRows(t, ownRecipes)).toBe(0);
  });

  it('reads a pasted text and flags the lardons for a vegetarian household', async () => {
    const response = await importText(lea, QUICHE_TEXT);
    expect(response.statusCode, response.body).toBe(200);
    const { draft, review, link } = response.json();
    expect(link).toBeNull();
    expect(draft).toEqual({
      title: 'Quiche aux lardons',
      description: '',
      servings: 4,
      preparationTime: 15,
      cookingTime: 35,
      ingredients: ['1 pâte brisée', '200 g de lardons', '3 œufs'],
      instructions: ['Faire revenir les lardons.', 'Tout verser sur la pâte et cuire.'],
    });
    expect(review.flags).toMatchObject([
      {
        line: 1,
        text: 'lardons\u00a0: ne respecte pas végétarien',
        adaptation: '200 g de tofu fumé en dés, poêlé',
      },
    ]);
    expect(await countRows(t, ownRecipes)).toBe(0);
  });

  it('refuses a text without ingredients in French', async () => {
    const response = await importText(lea, 'Bonjour,\nà demain pour le dîner !');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'RECIPE_TEXT_WITHOUT_INGREDIENTS',
      message: expect.stringMatching(/^Aucun ingrédient/),
    });
    expectInvalid(await importText(lea, '   '), 'text', 'validation.recipeTextRequired');
  });

  it('saves a recipe that breaks the rules only when kept, and marks it', async () => {
    const refused = await callApi(t, lea).post('/api/own-recipes', aQuiche());
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'OWN_RECIPE_BREAKS_RULES',
      message: expect.stringContaining('Garder quand même'),
    });
    expect(await countRows(t, ownRecipes)).toBe(0);

    const kept = await callApi(t, lea).post(
      '/api/own-recipes',
      aQuiche({ keptDespiteRules: true }),
    );
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json()).toMatchObject({
      keptDespiteRules: true,
      authorId: lea.id,
      recipe: { title: 'Quiche aux lardons', preparationTime: 50, servings: 4, type: 'plat' },
      review: { flags: [{ text: 'lardons\u00a0: ne respecte pas végétarien' }] },
    });
    expect(kept.json().recipe.id).toBe(`maison_${kept.json().id}`);
  });

  it('saves an adapted recipe unmarked, even when asked to keep it', async () => {
    const adapted = await callApi(t, lea).post(
      '/api/own-recipes',
      aQuiche({
        title: 'Quiche au tofu fumé',
        ingredients: ['1 pâte brisée', '200 g de tofu fumé en dés, poêlé', '3 œufs'],
        instructions: ['Tout verser sur la pâte et cuire.'],
        keptDespiteRules: true,
      }),
    );
    expect(adapted.statusCode, adapted.body).toBe(201);
    expect(adapted.json()).toMatchObject({ keptDespiteRules: false, review: { flags: [] } });
  });

  it('shares the recipes with the household, and with no one else', async () => {
    expect((await list(lea)).map((r) => r.recipe.title)).toEqual([
      'Quiche au tofu fumé',
      'Quiche aux lardons',
    ]);
    expect((await list(paul)).map((r) => r.recipe.title)).toEqual([
      'Quiche au tofu fumé',
      'Quiche aux lardons',
    ]);
    expect(await list(marc)).toEqual([]);

    const quiche = (await list(lea)).find((r) => r.recipe.title === 'Quiche aux lardons')!;
    expectNotFound(
      await callApi(t, marc).put(
        `/api/own-recipes/${quiche.id}`,
        aQuiche({ keptDespiteRules: true, title: 'Volée' }),
      ),
    );
    expectNotFound(await callApi(t, marc).delete(`/api/own-recipes/${quiche.id}`));
    expect((await list(lea)).find((r) => r.id === quiche.id)?.recipe.title).toBe(
      'Quiche aux lardons',
    );
  });

  it('changes a recipe, refuses bad input in French without changing it, deletes it', async () => {
    const quiche = (await list(lea)).find((r) => r.recipe.title === 'Quiche aux lardons')!;
    const changed = await callApi(t, paul).put(
      `/api/own-recipes/${quiche.id}`,
      aQuiche({ title: 'Quiche de Paul', servings: 6, keptDespiteRules: true }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ recipe: { title: 'Quiche de Paul', servings: 6 } });

    expectInvalid(
      await callApi(t, lea).put(`/api/own-recipes/${quiche.id}`, aQuiche({ title: ' ' })),
      'title',
      'validation.recipeTitleRequired',
    );
    expectInvalid(
      await callApi(t, lea).put(`/api/own-recipes/${quiche.id}`, aQuiche({ ingredients: [] })),
      'ingredients',
      'validation.ingredientsRequired',
    );
    expectInvalid(
      await callApi(t, lea).post('/api/own-recipes', aQuiche({ link: 'javascript:alert(1)' })),
      'link',
      'validation.invalid',
    );
    expect((await list(lea)).find((r) => r.id === quiche.id)?.recipe.title).toBe('Quiche de Paul');
    expect(await countRows(t, ownRecipes)).toBe(2);

    expect((await callApi(t, lea).delete(`/api/own-recipes/${quiche.id}`)).statusCode).toBe(204);
    expectNotFound(await callApi(t, lea).delete(`/api/own-recipes/${quiche.id}`));
    expect(await countRows(t, ownRecipes)).toBe(1);
  });

  it('checks corrected lines again', async () => {
    const response = await callApi(t, lea).post('/api/own-recipes/check', {
      ingredients: ['4 tomates', '1 botte de coriandre', ''],
      instructions: ['Couper.'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().flags).toMatchObject([
      { line: 1, rule: 'avoidedFood', text: 'coriandre\u00a0: vous évitez coriandre' },
    ]);
  });

  it('imports a page’s JSON-LD recipe from a link', async () => {
    const response = await importLink(lea, `${site.base}/quiche`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      link: `${site.base}/quiche`,
      draft: {
        title: 'Quiche lorraine de Mamie',
        description: 'La quiche de ma grand-mère, sans crème fraîche.',
        servings: 6,
        preparationTime: 20,
        cookingTime: 40,
        ingredients: ['1 pâte brisée', '200 g de lardons', '3 œufs', '25 cl de lait'],
        instructions: [
          'Faire revenir les lardons à sec.',
          'Battre les œufs avec le lait.',
          'Verser sur la pâte et cuire 40 min à 180 °C.',
        ],
      },
      review: { flags: [{ line: 1, rule: 'vegetarian' }] },
    });
  });

  it('imports microdata, and says so in French when a page holds no recipe', async () => {
    const gratin = await importLink(lea, `${site.base}/gratin`);
    expect(gratin.statusCode, gratin.body).toBe(200);
    expect(gratin.json()).toMatchObject({
      draft: { title: 'Gratin dauphinois', servings: 4, preparationTime: 15, cookingTime: 60 },
      review: { flags: [] },
    });
    const none = await importLink(lea, `${site.base}/actualites`);
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({
      code: 'RECIPE_NOT_IN_PAGE',
      message: expect.stringMatching(/^Aucune recette/),
    });
  });

  it('answers the link errors of decision 038', async () => {
    const missing = await importLink(lea, `${site.base}/absente`);
    expect(missing.statusCode).toBe(502);
    expect(missing.json().code).toBe('LINK_UNREACHABLE');
    const private_ = await importLink(lea, 'http://10.0.0.1/recette');
    expect(private_.statusCode).toBe(422);
    expect(private_.json().code).toBe('LINK_NOT_PUBLIC');
    expect((await importLink(lea, 'ftp://example.ch/x')).json().code).toBe('LINK_INVALID');
  });

  it('limits imports per user, in French', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await importText(marc, QUICHE_TEXT)).statusCode);
    expect(codes).toEqual([...Array(10).fill(200), 429]);
    const limited = await importText(marc, QUICHE_TEXT);
    expect(limited.json()).toMatchObject({
      code: 'RECIPE_IMPORT_LIMITED',
      message: expect.stringMatching(/^Trop de recettes importées/),
    });
    expect((await importText(paul, QUICHE_TEXT)).statusCode).toBe(200);
  });
});
