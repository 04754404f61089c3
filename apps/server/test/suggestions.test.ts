import { addDays, localDateOf, type RecentSuggestion, type Suggestion } from '@mijote/contracts';
import {
  checkCompliance,
  type DietaryRestriction,
  findIngredientsIn,
  getIngredient,
  getRecipe,
  recipesByType,
} from '@mijote/cuisine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suggestionHistory } from '../src/db/schema';
import {
  expectInvalid,
  expectNotFound,
  joinHousehold,
  type Member,
  saveOwnRecipe,
  signUpSubscriber,
} from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi, signUpUser, type TestUser } from './helpers/users';

// POST /api/suggestions with the built-in catalogue engine (no model configured):
// spec sections 2, 4, 5 and 8.

const suggest = (t: TestApp, user: TestUser, body: unknown) =>
  callApi(t, user).post('/api/suggestions', body);

async function suggestion(t: TestApp, user: TestUser, body: unknown): Promise<Suggestion> {
  const response = await suggest(t, user, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function expectError(
  response: { statusCode: number; json(): unknown },
  status: number,
  code: string,
  message: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ code, message });
}

describe('suggestions from the catalogue', () => {
  let t: TestApp;
  let lea: Member;
  beforeAll(async () => {
    t = await createTestApp({ COMPLIMENTARY_EMAILS: 'chef@example.ch' });
    // VALID_PREFERENCES: 2 adults and 1 child, vegetarian, likes tomatoes and basil, avoids coriander.
    lea = await signUpSubscriber(t, 'lea@example.ch');
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 401 without a session and 402 without a subscription, generating nothing', async () => {
    expect((await callApi(t).post('/api/suggestions', { type: 'plat' })).statusCode).toBe(401);
    const visitor = await signUpUser(t, 'visiteur@example.ch');
    expect((await suggest(t, visitor, { type: 'plat' })).statusCode).toBe(402);
    expect(await t.database.db.select().from(suggestionHistory)).toEqual([]);
  });

  it('suggests a catalogue recipe of the type, for the household, in the spec’s shape', async () => {
    const answer = await suggestion(t, lea, { type: 'plat' });
    expect(answer).toMatchObject({
      engine: 'catalogue',
      fellBack: false,
      fallbackReason: null,
      fridgeMode: false,
      missingIngredients: [],
      usedFridgeItems: [],
      // What the card says the recipe respects.
      keeps: { restrictions: ['vegetarian'], avoidedFoods: ['coriandre'] },
    });
    const { recipe } = answer;
    const source = getRecipe(recipe.id);
    expect(source?.type).toBe('plat');
    expect(recipe).toMatchObject({
      title: source?.title,
      description: source?.description,
      type: 'plat',
      difficulty: source?.difficulty,
      // 2 adults and 1 child: a child eats half a portion, rounded up.
      servings: 3,
      preparationTime: (source?.preparationMinutes ?? 0) + (source?.cookingMinutes ?? 0),
      instructions: source?.instructions,
    });
    // Decision 032: no picture path; the web draws the recipe's own from its lines.
    expect(recipe.imageUrl).toBeNull();
    expect(recipe.ingredients).toHaveLength(source?.ingredients.length ?? -1);
    expect(
      checkCompliance(
        { ingredients: recipe.ingredients },
        { restrictions: ['vegetarian'], avoidedFoods: ['coriandre'] },
      ).ok,
    ).toBe(true);
  });

  it('scales the quantities to the household with cook-style rounding', async () => {
    const { recipe } = await suggestion(t, lea, { type: 'dessert' });
    const source = getRecipe(recipe.id)!;
    expect(source.servings).not.toBe(3);
    // Every amount is what a cook writes: no '0,333' nor '1,67'.
    for (const line of recipe.ingredients) expect(line).not.toMatch(/\d,\d{2,}/);
  });

  it('refuses a type the spec does not have, and a body that is not a request', async () => {
    expectInvalid(await suggest(t, lea, { type: 'goûter' }), 'type', 'validation.invalid');
    expectInvalid(await suggest(t, lea, {}), 'type', 'validation.invalid');
    expectInvalid(
      await suggest(t, lea, { type: 'plat', fridgeMode: 'oui' }),
      'fridgeMode',
      'validation.invalid',
    );
  });

  it('gives none of the household’s last 10 suggestions, and keeps only those 10', async () => {
    const seen: string[] = [];
    for (let round = 0; round < 10; round++) {
      const { recipe } = await suggestion(t, lea, { type: 'entrée', regenerate: round > 0 });
      expect(seen).not.toContain(recipe.id);
      seen.push(recipe.id);
    }
    const rows = await t.database.db
      .select()
      .from(suggestionHistory)
      .where(eq(suggestionHistory.householdId, lea.householdId));
    expect(rows).toHaveLength(10);
    expect(rows.map((row) => row.recipeId).sort()).toEqual([...seen].sort());
    expect(new Set(rows.map((row) => row.engine))).toEqual(new Set(['catalogue']));
  });

  it('keeps the rules of every member of the household (decision 026)', async () => {
    const marc = await signUpSubscriber(t, 'marc@example.ch');
    const patched = await callApi(t, marc).patch('/api/preferences', {
      restrictions: ['glutenFree'],
      avoidedFoods: ['tomate', 'champignons'],
    });
    expect(patched.statusCode).toBe(200);
    const family = await signUpSubscriber(t, 'famille@example.ch');
    await joinHousehold(t, marc, family.householdId);
    const rules = {
      restrictions: ['vegetarian', 'glutenFree'] as DietaryRestriction[],
      avoidedFoods: ['coriandre', 'tomate', 'champignons'],
    };
    for (const type of ['plat', 'entrée', 'apéro', 'plat', 'entrée', 'apéro'] as const) {
      const { recipe, keeps } = await suggestion(t, family, { type });
      // The card names every member's rules, whoever asks.
      expect(keeps.restrictions.toSorted()).toEqual(rules.restrictions.toSorted());
      expect(keeps.avoidedFoods.toSorted()).toEqual(rules.avoidedFoods.toSorted());
      const source = getRecipe(recipe.id)!;
      const report = checkCompliance(source, rules);
      expect(report.violations, recipe.title).toEqual([]);
      expect(report.ok).toBe(true);
    }
  });

  it('says « Préférences non définies » to a user who has not answered the questionnaire', async () => {
    const chef = await signUpUser(t, 'chef@example.ch');
    expectError(
      await suggest(t, chef, { type: 'plat' }),
      409,
      'PREFERENCES_NOT_SET',
      'Préférences non définies',
    );
  });

  it('says so when no recipe of the type keeps the household’s rules', async () => {
    const picky = await signUpSubscriber(t, 'difficile@example.ch');
    // Avoid, recipe after recipe, a food of each drink the catalogue has: none is left.
    const avoided: string[] = [];
    for (const recipe of recipesByType('boisson')) {
      const names = recipe.ingredients.map((line) => getIngredient(line.ingredientId)!.name);
      if (!names.some((name) => avoided.includes(name))) avoided.push(names[0]!);
    }
    expect(avoided.length).toBeLessThanOrEqual(50);
    expect(
      (await callApi(t, picky).patch('/api/preferences', { avoidedFoods: avoided })).statusCode,
    ).toBe(200);
    expectError(
      await suggest(t, picky, { type: 'boisson' }),
      422,
      'NO_COMPLIANT_RECIPE',
      'Impossible de générer une recette: aucune recette de ce type ne respecte vos préférences',
    );
  });

  describe('fridge mode', () => {
    let cook: Member;
    beforeAll(async () => {
      cook = await signUpSubscriber(t, 'frigo@example.ch');
    });

    it('says « Aucun ingrédient disponible dans le frigo » when the fridge is empty', async () => {
      expectError(
        await suggest(t, cook, { type: 'plat', fridgeMode: true }),
        422,
        'FRIDGE_EMPTY',
        'Aucun ingrédient disponible dans le frigo',
      );
    });

    it('says the same when everything in it has expired', async () => {
      await callApi(t, cook).post('/api/fridge/items', {
        name: 'Yaourt',
        expirationDate: '2020-01-01',
      });
      expectError(
        await suggest(t, cook, { type: 'plat', fridgeMode: true }),
        422,
        'FRIDGE_EMPTY',
        'Aucun ingrédient disponible dans le frigo',
      );
    });

    it('cooks from the fridge, the soonest-expiring first, and lists what is missing', async () => {
      const soon = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      const later = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
      for (const item of [
        { name: 'Poivrons', expirationDate: later },
        { name: 'Courgettes', expirationDate: soon },
        { name: 'Aubergine' },
      ]) {
        expect((await callApi(t, cook).post('/api/fridge/items', item)).statusCode).toBe(201);
      }
      const answer = await suggestion(t, cook, { type: 'plat', fridgeMode: true });
      expect(answer.fridgeMode).toBe(true);
      const ids = getRecipe(answer.recipe.id)!.ingredients.map((line) => line.ingredientId);
      expect(ids).toContain('courgette');
      expect(answer.usedFridgeItems[0]).toBe('Courgettes');
      expect(answer.usedFridgeItems).not.toContain('Yaourt');
      for (const line of answer.missingIngredients) {
        expect(answer.recipe.ingredients).toContain(line);
        expect(line).not.toMatch(/courgette|poivron|aubergine/i);
      }
    });

    it('reads only the caller’s household fridge', async () => {
      // Léa's household has no fridge item, whatever the others hold.
      expectError(
        await suggest(t, lea, { type: 'plat', fridgeMode: true }),
        422,
        'FRIDGE_EMPTY',
        'Aucun ingrédient disponible dans le frigo',
      );
    });
  });

  it('keeps each household’s history to itself', async () => {
    const other = await signUpSubscriber(t, 'autre@example.ch');
    const before = await t.database.db
      .select()
      .from(suggestionHistory)
      .where(eq(suggestionHistory.householdId, lea.householdId));
    await suggestion(t, other, { type: 'entrée' });
    const after = await t.database.db
      .select()
      .from(suggestionHistory)
      .where(eq(suggestionHistory.householdId, lea.householdId));
    expect(after).toEqual(before);
  });

  describe('« Suggestions récentes » (GET /api/suggestions/recent)', () => {
    const recent = async (user: TestUser): Promise<RecentSuggestion[]> => {
      const response = await callApi(t, user).get('/api/suggestions/recent');
      expect(response.statusCode, response.body).toBe(200);
      return response.json().suggestions;
    };
    let ana: Member;
    const asked: Suggestion[] = [];
    beforeAll(async () => {
      ana = await signUpSubscriber(t, 'ana-recentes@example.ch');
      for (const type of ['plat', 'dessert', 'entrée'] as const) {
        asked.push(await suggestion(t, ana, { type }));
      }
    });

    it('is for subscribers, like the suggestions', async () => {
      expect((await callApi(t).get('/api/suggestions/recent')).statusCode).toBe(401);
      const visitor = await signUpUser(t, 'curieux-recentes@example.ch');
      expect((await callApi(t, visitor).get('/api/suggestions/recent')).statusCode).toBe(402);
    });

    it('lists the household’s suggestions newest first, each recipe whole, as it was suggested', async () => {
      const list = await recent(ana);
      expect(list.map((entry) => entry.suggestion.recipe)).toEqual(
        asked.map((answer) => answer.recipe).reverse(),
      );
      const [newest] = list;
      expect(newest?.suggestedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      // A plain recipe, under the rules it was judged against today.
      expect(newest?.suggestion).toMatchObject({
        engine: 'catalogue',
        fridgeMode: false,
        missingIngredients: [],
        fitsFridge: null,
        keeps: { restrictions: ['vegetarian'], avoidedFoods: ['coriandre'] },
      });
    });

    it('is the whole household’s, and no other household’s', async () => {
      const zoe = await joinHousehold(
        t,
        await signUpSubscriber(t, 'zoe-recentes@example.ch'),
        ana.householdId,
      );
      const answer = await suggestion(t, zoe, { type: 'apéro' });
      const shared = await recent(ana);
      expect(shared[0]?.suggestion.recipe).toEqual(answer.recipe);
      expect(await recent(zoe)).toEqual(shared);
      const stranger = await signUpSubscriber(t, 'inconnu-recentes@example.ch');
      expect(await recent(stranger)).toEqual([]);
    });

    it('keeps only the household’s last 10, each recipe once', async () => {
      const list = await recent(lea);
      expect(list.length).toBeGreaterThan(0);
      expect(list.length).toBeLessThanOrEqual(10);
      const ids = list.map((entry) => entry.suggestion.recipe.id);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('leaves out a recipe today’s rules forbid: a food a member now avoids (decision 024)', async () => {
      const before = await recent(ana);
      const target = before.at(-1)!.suggestion.recipe;
      const food = target.ingredients.flatMap((line) => findIngredientsIn(line))[0]!;
      const patched = await callApi(t, ana).patch('/api/preferences', {
        avoidedFoods: ['coriandre', food.name],
      });
      expect(patched.statusCode, patched.body).toBe(200);
      const after = await recent(ana);
      expect(after.map((entry) => entry.suggestion.recipe.id)).not.toContain(target.id);
      expect(after.length).toBeLessThan(before.length);
      for (const entry of after) {
        expect(entry.suggestion.keeps.avoidedFoods).toContain(food.name);
      }
      // The history itself is kept: lifting the rule brings it back.
      await callApi(t, ana).patch('/api/preferences', { avoidedFoods: ['coriandre'] });
      expect((await recent(ana)).map((entry) => entry.id)).toEqual(before.map((e) => e.id));
    });

    it('keeps a catalogue dish it suggested to a vegetarian household, though its steps say « le fromage »', async () => {
      // As the catalogue engine suggests it (catalogue-engine.ts). Its mozzarella is « le
      // fromage » in the last step: judged like a model's recipe, that word alone was taken for a
      // cheese that may hold animal rennet, and the dish left the list (CI, 29 Nov).
      const catalogue = getRecipe('plat-gnocchis-gratines-a-la-tomate-et-a-la-mozzarella');
      if (!catalogue) throw new Error('the gnocchi left the catalogue');
      const gnocchi: Suggestion['recipe'] = {
        id: catalogue.id,
        title: catalogue.title,
        description: catalogue.description,
        imageUrl: null,
        preparationTime: catalogue.preparationMinutes + catalogue.cookingMinutes,
        servings: 3,
        difficulty: catalogue.difficulty,
        ingredients: [
          '600 g de gnocchi',
          '600 g de tomates pelées',
          '190 g de mozzarella',
          '1 gousse d’ail',
          '1 càc d’origan',
          '1 ½ càs d’huile d’olive',
          '1 pincée de sel',
          '1 pincée de poivre',
        ],
        instructions: [...catalogue.instructions],
        type: catalogue.type,
      };
      expect(gnocchi.instructions.join(' ')).toMatch(/le fromage/);
      const cook = await signUpSubscriber(t, 'gnocchis-recentes@example.ch');
      await t.database.db.insert(suggestionHistory).values({
        householdId: cook.householdId,
        recipeId: gnocchi.id,
        recipeTitle: gnocchi.title,
        engine: 'catalogue',
        recipe: gnocchi,
      });
      const [shown] = await recent(cook);
      expect(shown?.suggestion.recipe).toEqual(gnocchi);
      expect(shown?.suggestion.keeps.restrictions).toEqual(['vegetarian']);
    });

    it('leaves out a row recorded before recipes were kept', async () => {
      const before = await recent(ana);
      await t.database.db.insert(suggestionHistory).values({
        householdId: ana.householdId,
        recipeId: 'plat-ancien',
        recipeTitle: 'Un plat d’avant',
        engine: 'catalogue',
      });
      expect(await recent(ana)).toEqual(before);
    });
  });

  it('has no other suggestion route', async () => {
    expectNotFound(await callApi(t, lea).get('/api/suggestions'));
    expectNotFound(await callApi(t, lea).post('/api/suggestions/plat', {}));
  });
});

// Mon Frigo's « Générer une recette » (the suggestion screen's fridge mode) without a model: the
// one fridge ranking of packages/cuisine, fed with the household's fridge, cupboard and planning.
describe('« Générer une recette » from the fridge, without a model', () => {
  let t: TestApp;
  const today = localDateOf(new Date());
  const inDays = (days: number) => addDays(today, days);
  const issueFridge = () => [
    { name: 'Tofu', expirationDate: inDays(1) },
    { name: 'Épinards', expirationDate: inDays(2) },
    { name: 'Crème fraîche', expirationDate: inDays(2) },
    { name: 'Courgettes', expirationDate: inDays(7) },
    { name: 'Poivrons', expirationDate: inDays(9) },
  ];
  const stocked = () => [
    ...issueFridge(),
    ...['Oignons', 'Ail', 'Riz', 'Pâtes', 'Œufs', 'Gruyère', 'Citron', 'Pois chiches'].map(
      (name) => ({ name }),
    ),
  ];
  async function fill(user: TestUser, items: readonly object[]) {
    for (const item of items) {
      expect((await callApi(t, user).post('/api/fridge/items', item)).statusCode).toBe(201);
    }
  }
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('cooks what expires first, keeps the rules, and lacks at most two foods, named', async () => {
    const family = await signUpSubscriber(t, 'famille@example.ch');
    await fill(family, stocked());
    const answer = await suggestion(t, family, { type: 'plat', fridgeMode: true });
    expect(answer).toMatchObject({ engine: 'catalogue', fridgeMode: true, fitsFridge: true });
    // No fitting main dish takes the tofu; the spinach and the cream are due next.
    expect(answer.usedFridgeItems).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(Épinards|Crème fraîche)$/)]),
    );
    expect(answer.missingIngredients.length).toBeLessThanOrEqual(2);
    for (const line of answer.missingIngredients) expect(answer.recipe.ingredients).toContain(line);
    // VALID_PREFERENCES: vegetarian, no coriander.
    const recipe = getRecipe(answer.recipe.id)!;
    expect(
      checkCompliance(recipe, { restrictions: ['vegetarian'], avoidedFoods: ['coriandre'] }).ok,
    ).toBe(true);

    // Planned for tomorrow: another dish that fits, even when asked again without « Réessayer ».
    const planned = await callApi(t, family).post('/api/planning/meals', {
      recipeTitle: answer.recipe.title,
      recipeId: answer.recipe.id,
      date: inDays(1),
      time: '19:00',
      servings: 3,
      type: 'plat',
    });
    expect(planned.statusCode, planned.body).toBe(201);
    const next = await suggestion(t, family, { type: 'plat', fridgeMode: true });
    expect(next.recipe.id).not.toBe(answer.recipe.id);
    expect(next.fitsFridge).toBe(true);
  });

  it('says no recipe fits and offers the closest with all it lacks', async () => {
    const family = await signUpSubscriber(t, 'tofu@example.ch');
    await fill(family, issueFridge());
    const answer = await suggestion(t, family, { type: 'plat', fridgeMode: true });
    expect(answer.fitsFridge).toBe(false);
    expect(answer.usedFridgeItems.length).toBeGreaterThan(0);
    expect(answer.missingIngredients.length).toBeGreaterThan(2);
  });

  it('counts the household’s own cupboard', async () => {
    const family = await signUpSubscriber(t, 'placard@example.ch');
    await fill(family, [{ name: 'Œufs', expirationDate: inDays(1) }, { name: 'Lait' }]);
    const withDefault = await suggestion(t, family, { type: 'dessert', fridgeMode: true });
    expect(withDefault.missingIngredients.join(' ')).not.toMatch(/farine|sucre/);
    const saved = await callApi(t, family).put('/api/household/pantry', { foods: ['sel'] });
    expect(saved.statusCode, saved.body).toBe(200);
    const sparse = await suggestion(t, family, {
      type: 'dessert',
      fridgeMode: true,
      regenerate: true,
    });
    const recipe = getRecipe(sparse.recipe.id)!;
    const usesFlourOrSugar = recipe.ingredients.some((line) =>
      ['farine', 'sucre'].includes(line.ingredientId),
    );
    // Every dessert of eggs and milk takes flour or sugar: now to buy, and said so.
    expect(usesFlourOrSugar).toBe(true);
    expect(sparse.missingIngredients.join(' ')).toMatch(/farine|sucre/);
  });
});

describe('the suggestions rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SUGGESTIONS_RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('stops a user after SUGGESTIONS_RATE_LIMIT_MAX a minute, in French, and only that user', async () => {
    const lea = await signUpSubscriber(t, 'lea@example.ch');
    const marc = await signUpSubscriber(t, 'marc@example.ch');
    for (let round = 0; round < 3; round++) {
      expect((await suggest(t, lea, { type: 'boisson' })).statusCode).toBe(200);
    }
    const refused = await suggest(t, lea, { type: 'boisson' });
    expectError(
      refused,
      429,
      'SUGGESTIONS_RATE_LIMITED',
      'Vous avez demandé beaucoup de recettes en peu de temps. Patientez une minute avant d’en demander une nouvelle.',
    );
    expect(refused.headers['retry-after']).toBeDefined();
    // Marc calls from the same address: his own count.
    expect((await suggest(t, marc, { type: 'boisson' })).statusCode).toBe(200);
  });
});

describe('the household’s own recipes among the suggestions (decision 040)', () => {
  let t: TestApp;
  let lea: Member;
  let other: Member;
  // In May, for households that like rhubarb tarts: the grandmother's is the best dessert.
  const NOW = new Date('2026-05-15T08:00:00Z');
  const likesRhubarb = (member: Member) =>
    callApi(t, member).patch('/api/preferences', {
      preferredFoods: ['rhubarbe', 'pâte brisée', 'sucre'],
    });
  const saveOwn = (member: Member, fields: Record<string, unknown>) =>
    saveOwnRecipe(t, member, fields);
  const TART = {
    title: 'Tarte à la rhubarbe de mamie',
    type: 'dessert',
    servings: 6,
    ingredients: ['1 pâte brisée', '600 g de rhubarbe', '120 g de sucre'],
    instructions: ['Garnir la pâte de rhubarbe.', 'Cuire 35 minutes.'],
  };
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => NOW });
    lea = await signUpSubscriber(t, 'lea-maison@example.ch');
    other = await signUpSubscriber(t, 'autre-maison@example.ch');
    for (const member of [lea, other]) expect((await likesRhubarb(member)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('suggests the household’s recipe that keeps its rules, says so, and plans it or lists it like any other', async () => {
    const tart = await saveOwn(lea, TART);
    const answer = await suggestion(t, lea, { type: 'dessert' });
    expect(answer).toMatchObject({
      engine: 'catalogue',
      isOwnRecipe: true,
      recipe: { id: tart, title: 'Tarte à la rhubarbe de mamie', type: 'dessert', servings: 3 },
    });
    // The household's own lines, for its 3 portions.
    expect(answer.recipe.ingredients).toEqual([
      '1 pâte brisée',
      '300 g de rhubarbe',
      '60 g de sucre',
    ]);

    // Another household never gets it.
    const elsewhere = await suggestion(t, other, { type: 'dessert' });
    expect(elsewhere.recipe.id).not.toBe(tart);
    expect(elsewhere.isOwnRecipe).toBe(false);

    // Reopened from « Suggestions récentes », still the household's.
    const recent = (await callApi(t, lea).get('/api/suggestions/recent')).json() as {
      suggestions: RecentSuggestion[];
    };
    expect(recent.suggestions[0]?.suggestion).toMatchObject({
      isOwnRecipe: true,
      recipe: { id: tart },
    });

    const listed = await callApi(t, lea).post('/api/shopping/items/from-recipe', {
      recipe: answer.recipe,
    });
    expect(listed.statusCode, listed.body).toBe(201);
    expect(
      listed.json().items.map((item: { ingredientId: string | null }) => item.ingredientId),
    ).toEqual(expect.arrayContaining(['pate-brisee', 'rhubarbe']));
    const planned = await callApi(t, lea).post('/api/planning/meals', {
      recipeTitle: answer.recipe.title,
      date: '2026-05-17',
      time: '12:00',
      servings: answer.recipe.servings,
      type: answer.recipe.type,
      recipeId: answer.recipe.id,
      recipe: answer.recipe,
    });
    expect(planned.statusCode, planned.body).toBe(201);
    expect(planned.json()).toMatchObject({ recipeId: tart, recipe: { id: tart } });
  });

  it('never suggests one kept despite the rules, nor one today’s rules forbid', async () => {
    const ask = () => suggestion(t, other, { type: 'dessert', regenerate: true });
    // Rhubarb, pastry and sugar, all three liked: it would come first, were it offered.
    const kept = await saveOwn(other, {
      ...TART,
      title: 'Tarte à la rhubarbe et au lard',
      ingredients: [...TART.ingredients, '100 g de lardons'],
      keptDespiteRules: true,
    });
    for (let round = 0; round < 2; round++) expect((await ask()).recipe.id).not.toBe(kept);

    const tart = await saveOwn(other, TART);
    expect((await ask()).recipe.id).toBe(tart);
    const avoided = await callApi(t, other).patch('/api/preferences', {
      avoidedFoods: ['coriandre', 'rhubarbe'],
    });
    expect(avoided.statusCode).toBe(200);
    for (let round = 0; round < 2; round++) {
      const answer = await ask();
      expect([kept, tart]).not.toContain(answer.recipe.id);
      expect(answer.isOwnRecipe).toBe(false);
    }
  });
});
