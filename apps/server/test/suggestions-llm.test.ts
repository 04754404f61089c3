import { addDays, localDateOf, type Suggestion } from '@mijote/contracts';
import { getIngredient, getRecipe, recipesByType } from '@mijote/cuisine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { suggestionHistory } from '../src/db/schema';
import {
  FAKE_LLM_KEY,
  FAKE_LLM_MODEL,
  type FakeOpenAi,
  recipeReply,
  startFakeOpenAi,
} from './helpers/fake-openai';
import { type Member, signUpSubscriber } from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi, type TestUser } from './helpers/users';

// The LLM engine of POST /api/suggestions, through the real `openai` SDK against a
// fake OpenAI-compatible server on 127.0.0.1: the spec's payload, the reply's format checks with
// their exact texts, retries on 5xx and timeouts (waits of 2 s × 2^attempt, recorded, not
// slept), a restriction-breaking reply regenerated, the 5-minute cache, and the fallback to the
// catalogue that says why.

const VALID = recipeReply({});
const WAITS = [2000, 4000];

describe('suggestions written by a model', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let lea: Member;
  const waits: number[] = [];
  let clockOffset = 0;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp(
      { ...fake.env(), LLM_TIMEOUT_MS: '1000', SUGGESTIONS_RATE_LIMIT_MAX: '1000' },
      {
        sleep: async (ms) => {
          waits.push(ms);
        },
        now: () => new Date(Date.now() + clockOffset),
      },
    );
    // 2 adults and 1 child (3 portions), vegetarian, likes tomatoes and basil, avoids coriander.
    lea = await signUpSubscriber(t, 'lea@example.ch');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.script.length = 0;
    fake.fallback = { status: 500, message: 'no scripted answer' };
    waits.length = 0;
  });

  async function suggestion(user: TestUser, body: unknown): Promise<Suggestion> {
    const response = await callApi(t, user).post('/api/suggestions', body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(FAKE_LLM_KEY);
    return response.json();
  }

  function expectFallback(answer: Suggestion, code: string, message: string) {
    expect(answer).toMatchObject({
      engine: 'catalogue',
      fellBack: true,
      fallbackReason: { code, message },
    });
    expect(getRecipe(answer.recipe.id)?.type).toBe(answer.recipe.type);
  }

  it('asks with the spec’s payload and prompt, and shows the recipe it wrote, for the household', async () => {
    fake.script.push({ reply: VALID });
    const answer = await suggestion(lea, { type: 'plat', regenerate: true });
    expect(answer).toMatchObject({ engine: 'llm', fellBack: false, fallbackReason: null });
    expect(answer.recipe).toMatchObject({
      title: 'Gratin de courgettes à la mozzarella',
      description: 'Un gratin fondant pour les soirs d’été.',
      // Written for 4, shown for the household's 3.
      servings: 3,
      ingredients: [
        '3 courgettes',
        '150 g de mozzarella',
        '1 ½ càs d’huile d’olive',
        '1 pincée de sel',
      ],
      instructions: [
        'Préchauffer le four à 200 °C.',
        'Couper les courgettes en rondelles et les disposer dans un plat.',
        'Ajouter la mozzarella et l’huile, puis gratiner 30 minutes.',
      ],
      // Decision 021: the time and difficulty the reply states.
      preparationTime: 45,
      difficulty: 'facile',
      type: 'plat',
    });
    expect(answer.recipe.id).toMatch(/^recipe_\d{13}_[0-9a-z]{6}$/);
    // Decision 032: a model's reply carries no picture; the web draws one from its lines.
    expect(answer.recipe.imageUrl).toBeNull();

    expect(fake.requests).toHaveLength(1);
    const [call] = fake.requests;
    expect(call?.authorization).toBe(`Bearer ${FAKE_LLM_KEY}`);
    expect(call?.body).toMatchObject({
      model: FAKE_LLM_MODEL,
      temperature: 0.9,
      max_tokens: 1000,
      top_p: 0.95,
    });
    const [system, user] = call?.body.messages ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Tu écris toujours en français');
    expect(system?.content).toContain('## Ingrédients');
    expect(system?.content).toContain('## Instructions');
    expect(user?.role).toBe('user');
    expect(user?.content).toContain(
      'Propose-moi une recette de type « Plat principal » pour 3 personnes.',
    );
    expect(user?.content).toContain(
      'Restrictions alimentaires à respecter strictement : végétarien.',
    );
    expect(user?.content).toContain('Aliments à ne jamais utiliser : coriandre.');
    expect(user?.content).toContain('Aliments que nous aimons : tomates, basilic.');
    expect(waits).toEqual([]);

    const [row] = await t.database.db
      .select()
      .from(suggestionHistory)
      .where(eq(suggestionHistory.recipeId, answer.recipe.id));
    expect(row).toMatchObject({
      engine: 'llm',
      recipeTitle: 'Gratin de courgettes à la mozzarella',
      // The model's recipe exists nowhere else: kept whole for « Suggestions récentes ».
      recipe: answer.recipe,
    });
    const recent = await callApi(t, lea).get('/api/suggestions/recent');
    expect(recent.json().suggestions[0].suggestion).toMatchObject({
      engine: 'llm',
      recipe: answer.recipe,
    });
  });

  it('draws a preparation time in the spec’s range for the type when the reply states none', async () => {
    fake.script.push({ reply: recipeReply({ facts: ['Pour 3 personnes'] }) });
    const answer = await suggestion(lea, { type: 'dessert', regenerate: true });
    expect(answer.engine).toBe('llm');
    expect(answer.recipe.preparationTime).toBeGreaterThanOrEqual(20);
    expect(answer.recipe.preparationTime).toBeLessThanOrEqual(44);
    expect(answer.recipe.ingredients[0]).toBe('4 courgettes');
  });

  it.each([
    ['an empty reply', '', 'RECIPE_REPLY_INVALID', 'Format de réponse invalide'],
    ['no content at all', null, 'RECIPE_REPLY_INVALID', 'Format de réponse invalide'],
    [
      'no title',
      VALID.replace(/^# .*$/m, 'Gratin de courgettes'),
      'RECIPE_TITLE_MISSING',
      'Format de recette invalide: titre manquant',
    ],
    [
      'no description',
      recipeReply({ description: '', facts: [] }),
      'RECIPE_DESCRIPTION_MISSING',
      'Format de recette invalide: description manquante',
    ],
    [
      'no ingredients',
      VALID.replace(/^- .*$/gm, ''),
      'RECIPE_INGREDIENTS_MISSING',
      'Format de recette invalide: ingrédients manquants',
    ],
    [
      'no numbered instructions',
      VALID.replace(/^\d\. /gm, ''),
      'RECIPE_INSTRUCTIONS_MISSING',
      'Format de recette invalide: instructions manquantes',
    ],
  ])(
    'retries a reply with %s, then falls back to the catalogue saying why',
    async (_, reply, code, message) => {
      fake.fallback = { reply };
      const answer = await suggestion(lea, { type: 'plat', regenerate: true });
      expect(fake.requests).toHaveLength(3);
      expect(waits).toEqual(WAITS);
      expectFallback(answer, code, message);
    },
  );

  it('retries a 5xx answer and uses the next good reply', async () => {
    fake.script.push({ status: 500 }, { status: 503 }, { reply: VALID });
    const answer = await suggestion(lea, { type: 'plat', regenerate: true });
    expect(answer.engine).toBe('llm');
    expect(fake.requests).toHaveLength(3);
    expect(waits).toEqual(WAITS);
  });

  it('falls back to the catalogue when the model keeps failing with 5xx', async () => {
    fake.fallback = { status: 502 };
    const answer = await suggestion(lea, { type: 'plat', regenerate: true });
    expect(fake.requests).toHaveLength(3);
    expectFallback(
      answer,
      'RECIPE_GENERATOR_UNAVAILABLE',
      'Impossible de générer une recette: le service de génération ne répond pas',
    );
  });

  it('counts a reply slower than LLM_TIMEOUT_MS as a failure and tries again', async () => {
    fake.script.push({ reply: VALID, delayMs: 1500 }, { reply: VALID });
    const answer = await suggestion(lea, { type: 'plat', regenerate: true });
    expect(answer.engine).toBe('llm');
    expect(fake.requests).toHaveLength(2);
    expect(waits).toEqual([2000]);
  });

  it('regenerates a reply that breaks a restriction, and shows the next one that keeps it', async () => {
    fake.script.push(
      {
        reply: recipeReply({
          title: 'Gratin aux lardons',
          ingredients: ['4 courgettes', '150 g de lardons'],
        }),
      },
      { reply: VALID },
    );
    const answer = await suggestion(lea, { type: 'plat', regenerate: true });
    expect(fake.requests).toHaveLength(2);
    expect(answer).toMatchObject({
      engine: 'llm',
      recipe: { title: 'Gratin de courgettes à la mozzarella' },
    });
  });

  it('regenerates a reply holding an avoided food, one whose steps add meat, or one naming an unknown food', async () => {
    fake.script.push(
      { reply: recipeReply({ ingredients: ['4 courgettes', '1 bouquet de coriandre'] }) },
      {
        reply: recipeReply({
          instructions: ['Couper les courgettes.', 'Parsemer de lardons grillés et servir.'],
        }),
      },
      { reply: recipeReply({ ingredients: ['4 courgettes', '1 sachet de poudre magique'] }) },
    );
    const answer = await suggestion(lea, { type: 'plat', regenerate: true });
    expect(fake.requests).toHaveLength(3);
    // The last reason: nothing can be promised about a food the knowledge base does not know.
    expectFallback(
      answer,
      'RECIPE_UNVERIFIABLE',
      'Impossible de générer une recette: un ingrédient de la recette proposée n’a pas pu être vérifié',
    );
  });

  it('falls back saying the model’s recipes kept breaking the restrictions', async () => {
    fake.fallback = { reply: recipeReply({ ingredients: ['4 courgettes', '150 g de lardons'] }) };
    const answer = await suggestion(lea, { type: 'plat', regenerate: true });
    expect(fake.requests).toHaveLength(3);
    expectFallback(
      answer,
      'RECIPE_NOT_COMPLIANT',
      'Impossible de générer une recette: la recette proposée ne respecte pas vos restrictions',
    );
  });

  it('keeps a recipe 5 minutes for the same preferences, type and fridge flag', async () => {
    fake.fallback = { reply: VALID };
    const first = await suggestion(lea, { type: 'amuse-bouche' });
    const second = await suggestion(lea, { type: 'amuse-bouche' });
    expect(fake.requests).toHaveLength(1);
    expect(second.recipe).toEqual(first.recipe);
    // Another type is another key; « Réessayer » skips the cache.
    await suggestion(lea, { type: 'apéro' });
    expect(fake.requests).toHaveLength(2);
    const again = await suggestion(lea, { type: 'amuse-bouche', regenerate: true });
    expect(fake.requests).toHaveLength(3);
    expect(again.recipe.id).not.toBe(first.recipe.id);
    // A regeneration asks for something else than what was just shown.
    expect(fake.requests[2]?.body.messages[1]?.content).toContain(
      'Propose une autre recette que : « Gratin de courgettes à la mozzarella »',
    );
    // Within 5 minutes the regenerated recipe is the one kept; after them, the model is asked.
    clockOffset = 4 * 60 * 1000;
    expect((await suggestion(lea, { type: 'amuse-bouche' })).recipe.id).toBe(again.recipe.id);
    clockOffset = 5 * 60 * 1000 + 1000;
    await suggestion(lea, { type: 'amuse-bouche' });
    expect(fake.requests).toHaveLength(4);
    clockOffset = 0;
  });

  it('answers the catalogue’s final error when neither engine has a recipe', async () => {
    const picky = await signUpSubscriber(t, 'difficile@example.ch');
    const avoided: string[] = [];
    for (const recipe of recipesByType('boisson')) {
      const names = recipe.ingredients.map((line) => getIngredient(line.ingredientId)!.name);
      if (!names.some((name) => avoided.includes(name))) avoided.push(names[0]!);
    }
    await callApi(t, picky).patch('/api/preferences', { avoidedFoods: avoided });
    fake.fallback = { status: 500 };
    const response = await callApi(t, picky).post('/api/suggestions', { type: 'boisson' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'NO_COMPLIANT_RECIPE',
      message:
        'Impossible de générer une recette: aucune recette de ce type ne respecte vos préférences',
    });
  });

  describe('fridge mode', () => {
    let cook: Member;
    // The household's day, in Zurich (decision 029).
    const today = () => localDateOf(new Date());
    beforeAll(async () => {
      cook = await signUpSubscriber(t, 'frigo@example.ch');
      await callApi(t, cook).post('/api/fridge/items', {
        name: 'Courgettes',
        quantity: 2,
        // Dated today: still good today (decision 029), so offered to the model as such.
        expirationDate: today(),
      });
      await callApi(t, cook).post('/api/fridge/items', { name: 'Beurre' });
      await callApi(t, cook).post('/api/fridge/items', {
        name: 'Yaourt',
        expirationDate: '2020-01-01',
      });
      await callApi(t, cook).post('/api/planning/meals', {
        recipeTitle: 'Gratin dauphinois',
        date: addDays(today(), 1),
        time: '19:00',
        servings: 3,
        type: 'plat',
      });
    });

    it('lists the fridge with its dates, the cupboard, the rule and the planned dishes in the prompt, at temperature 0.7, and says what is missing', async () => {
      fake.script.push({ reply: VALID });
      const answer = await suggestion(cook, { type: 'plat', fridgeMode: true, regenerate: true });
      expect(fake.requests[0]?.body.temperature).toBe(0.7);
      const prompt = fake.requests[0]?.body.messages[1]?.content ?? '';
      expect(prompt).toContain(
        'Cuisine avec les ingrédients de mon frigo, en commençant par ceux qui expirent le plus tôt :',
      );
      expect(prompt).not.toContain('uniquement');
      expect(prompt).toContain(
        'J’ai toujours au placard : sel, poivre, huile, vinaigre, sucre, farine, épices et herbes sèches, bouillon, moutarde.',
      );
      expect(prompt).toContain('Il peut manquer au plus 2 ingrédients');
      expect(prompt).toContain(
        'Déjà prévu ces prochains jours, propose autre chose : « Gratin dauphinois ».',
      );
      expect(prompt).toContain('- Courgettes (2 unité, expire aujourd’hui)');
      expect(prompt).toContain('- Beurre (1 unité)');
      // Expired: not offered to the model.
      expect(prompt).not.toContain('Yaourt');
      expect(answer).toMatchObject({
        engine: 'llm',
        fridgeMode: true,
        usedFridgeItems: ['Courgettes'],
        missingIngredients: ['150 g de mozzarella'],
        fitsFridge: true,
      });
    });

    it('regenerates a recipe that lacks more than two foods, then falls back to the catalogue’s ranking', async () => {
      // The spec's « uniquement avec les produits de votre frigo » once came back as stuffed
      // peppers with six things to buy.
      fake.fallback = {
        reply: recipeReply({
          title: 'Poivrons farcis',
          ingredients: [
            '2 courgettes',
            '4 poivrons',
            '150 g de riz',
            '3 tomates',
            '100 g de feta',
            '1 pincée de sel',
          ],
        }),
      };
      const answer = await suggestion(cook, { type: 'plat', fridgeMode: true, regenerate: true });
      expect(fake.requests).toHaveLength(3);
      expectFallback(
        answer,
        'RECIPE_MISSES_TOO_MUCH',
        'Impossible de générer une recette : la recette proposée demandait plus de deux ingrédients absents de votre frigo',
      );
      expect(answer.recipe.title).not.toBe('Poivrons farcis');
      expect(typeof answer.fitsFridge).toBe('boolean');
      expect(answer.usedFridgeItems.length).toBeGreaterThan(0);
    });

    it('regenerates a recipe that leaves aside what expires first', async () => {
      // Butter from the fridge, the rest from the cupboard: but the courgettes are due first.
      fake.fallback = {
        reply: recipeReply({
          title: 'Sablés au beurre',
          ingredients: ['100 g de beurre', '200 g de farine', '80 g de sucre'],
          instructions: ['Sabler le beurre et la farine.', 'Ajouter le sucre et cuire.'],
        }),
      };
      const answer = await suggestion(cook, { type: 'plat', fridgeMode: true, regenerate: true });
      expect(fake.requests).toHaveLength(3);
      expectFallback(
        answer,
        'RECIPE_SKIPS_EXPIRING',
        'Impossible de générer une recette : la recette proposée laissait de côté ce qui expire le plus tôt dans votre frigo',
      );
    });

    it('regenerates a recipe that uses nothing of the fridge', async () => {
      fake.fallback = { reply: recipeReply({ ingredients: ['2 poireaux', '1 pincée de sel'] }) };
      const answer = await suggestion(cook, { type: 'plat', fridgeMode: true, regenerate: true });
      expect(fake.requests).toHaveLength(3);
      expectFallback(
        answer,
        'NO_FRIDGE_RECIPE',
        'Impossible de générer une recette: aucune recette ne correspond au contenu de votre frigo',
      );
      expect(answer.usedFridgeItems.length).toBeGreaterThan(0);
    });
  });
});

describe('a model that cannot be reached', () => {
  let t: TestApp;
  const waits: number[] = [];
  beforeAll(async () => {
    // A port nothing listens on: every call is a connection error.
    const fake = await startFakeOpenAi();
    const env = fake.env();
    await fake.close();
    t = await createTestApp(env, {
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('falls back to the catalogue after three attempts, and says so', async () => {
    const lea = await signUpSubscriber(t, 'lea@example.ch');
    const response = await callApi(t, lea).post('/api/suggestions', { type: 'entrée' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      engine: 'catalogue',
      fellBack: true,
      fallbackReason: {
        code: 'RECIPE_GENERATOR_UNAVAILABLE',
        message: 'Impossible de générer une recette: le service de génération ne répond pas',
      },
      recipe: { type: 'entrée' },
    });
    expect(waits).toEqual(WAITS);
  });
});
