import { addDays, localDateOf } from '@mijote/contracts';
import {
  checkCompliance,
  type DietaryRestriction,
  getRecipe,
  type HouseholdRules,
} from '@mijote/cuisine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannedMeals } from '../src/db/schema';
import {
  countRows,
  expectInvalid,
  joinHousehold,
  type Member,
  saveOwnRecipe,
  signUpSubscriber,
} from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi, signUpUser, VALID_PREFERENCES } from './helpers/users';

// « Planifier la semaine » (docs/product.md « Planning »): dinners proposed for the week's free
// evenings from the household's rules, favourites and fridge; saved together, or not at all.

const NOW = new Date('2026-11-30T08:00:00Z');
const TODAY = localDateOf(NOW);
const RULES: HouseholdRules = {
  restrictions: VALID_PREFERENCES.restrictions as DietaryRestriction[],
  avoidedFoods: VALID_PREFERENCES.avoidedFoods,
};

type Dinner = {
  date: string;
  time: string;
  servings: number;
  recipe: { id: string; title: string; ingredients: string[] };
  isFavorite: boolean;
  isOwnRecipe: boolean;
  fridgeFoods: string[];
  sharedFoods: string[];
  alternatives: Array<{ id: string }>;
};

describe('« Planifier la semaine »', () => {
  let t: TestApp;
  let lea: Member;
  let marc: Member;
  let other: Member;
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => NOW });
    lea = await signUpSubscriber(t, 'lea-semaine@example.ch');
    marc = await joinHousehold(
      t,
      await signUpSubscriber(t, 'marc-semaine@example.ch'),
      lea.householdId,
    );
    other = await signUpSubscriber(t, 'autre-semaine@example.ch');
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 401 without a session and 402 without a subscription', async () => {
    expect((await callApi(t).post('/api/planning/week-proposal', {})).statusCode).toBe(401);
    const visitor = await signUpUser(t, 'visiteur-semaine@example.ch');
    const refused = await callApi(t, visitor).post('/api/planning/week-proposal', {});
    expect(refused.statusCode).toBe(402);
  });

  it('proposes seven dinners the household’s rules allow, using the fridge before its dates', async () => {
    await callApi(t, lea).post('/api/fridge/items', {
      name: 'Épinards',
      quantity: 1,
      expirationDate: addDays(TODAY, 1),
    });
    const response = await callApi(t, marc).post('/api/planning/week-proposal', {});
    expect(response.statusCode, response.body).toBe(200);
    const { dinners, plannedDates, basket } = response.json() as {
      dinners: Dinner[];
      plannedDates: string[];
      basket: { items: number; unusedShare: number };
    };
    expect(plannedDates).toEqual([]);
    expect(dinners.map((dinner) => dinner.date)).toEqual(
      Array.from({ length: 7 }, (_, index) => addDays(TODAY, index)),
    );
    for (const dinner of dinners) {
      const recipe = getRecipe(dinner.recipe.id);
      expect(recipe, dinner.recipe.title).toBeDefined();
      expect(checkCompliance(recipe!, RULES).ok, dinner.recipe.title).toBe(true);
      expect(dinner.time).toBe('19:00');
      // 2 adults and a child: 2.5 portions, rounded up.
      expect(dinner.servings).toBe(3);
      expect(dinner.alternatives).toHaveLength(3);
    }
    expect(new Set(dinners.map((dinner) => dinner.recipe.id)).size).toBe(7);
    const spinach = dinners.find((dinner) => dinner.fridgeFoods.includes('épinards'));
    expect(spinach).toBeDefined();
    expect(spinach!.date <= addDays(TODAY, 1)).toBe(true);
    expect(basket.items).toBeGreaterThan(0);
    // Nothing is saved by a proposal.
    expect(await countRows(t, plannedMeals)).toBe(0);
  });

  it('leaves the evenings that already have a dinner, and a favourite comes first', async () => {
    const planned = await callApi(t, lea).post('/api/planning/meals', {
      recipeTitle: 'Raclette',
      date: addDays(TODAY, 2),
      time: '19:30',
    });
    expect(planned.statusCode).toBe(201);
    const first = (await callApi(t, lea).post('/api/planning/week-proposal', {})).json() as {
      dinners: Dinner[];
    };
    const favorite = getRecipe(first.dinners[0]!.alternatives[2]!.id)!;
    const saved = await callApi(t, lea).post('/api/favorites', {
      recipe: {
        id: favorite.id,
        title: favorite.title,
        description: favorite.description,
        imageUrl: null,
        preparationTime: favorite.preparationMinutes + favorite.cookingMinutes,
        servings: favorite.servings,
        difficulty: favorite.difficulty,
        ingredients: ['1 ingrédient'],
        instructions: ['Cuire.'],
        type: favorite.type,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await callApi(t, lea).post('/api/planning/week-proposal', {});
    const { dinners, plannedDates } = response.json() as {
      dinners: Dinner[];
      plannedDates: string[];
    };
    expect(plannedDates).toEqual([addDays(TODAY, 2)]);
    expect(dinners.map((dinner) => dinner.date)).not.toContain(addDays(TODAY, 2));
    expect(dinners).toHaveLength(6);
    expect(dinners.find((dinner) => dinner.recipe.id === favorite.id)?.isFavorite).toBe(true);
  });

  it('saves the kept dinners together, in the caller’s household only', async () => {
    const { dinners } = (await callApi(t, lea).post('/api/planning/week-proposal', {})).json() as {
      dinners: Dinner[];
    };
    const before = await countRows(t, plannedMeals);
    const meals = dinners.slice(0, 3).map((dinner) => ({
      recipeTitle: dinner.recipe.title,
      date: dinner.date,
      time: dinner.time,
      servings: dinner.servings,
      type: 'plat',
      recipeId: dinner.recipe.id,
      recipe: dinner.recipe,
    }));
    const response = await callApi(t, lea).post('/api/planning/meals/batch', { meals });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().meals).toHaveLength(3);
    expect(await countRows(t, plannedMeals)).toBe(before + 3);
    const seen = await callApi(t, marc).get(`/api/planning/meals?from=${TODAY}`);
    expect(seen.json().meals.map((meal: { recipeId: string }) => meal.recipeId)).toEqual(
      expect.arrayContaining(meals.map((meal) => meal.recipeId)),
    );
    const outside = await callApi(t, other).get(`/api/planning/meals?from=${TODAY}`);
    expect(outside.json().meals).toEqual([]);
  });

  it('refuses a batch with one bad meal whole, and saves nothing of it', async () => {
    const before = await countRows(t, plannedMeals);
    const response = await callApi(t, lea).post('/api/planning/meals/batch', {
      meals: [
        { recipeTitle: 'Soupe', date: TODAY, time: '19:00' },
        { recipeTitle: 'Tarte', date: 'demain', time: '19:00' },
      ],
    });
    expectInvalid(response, 'meals.1.date', 'validation.dateInvalid');
    const empty = await callApi(t, lea).post('/api/planning/meals/batch', { meals: [] });
    expectInvalid(empty, 'meals', 'validation.invalid');
    const badFrom = await callApi(t, lea).post('/api/planning/week-proposal', { from: '30.11' });
    expectInvalid(badFrom, 'from', 'validation.dateInvalid');
    expect(await countRows(t, plannedMeals)).toBe(before);
  });

  it('proposes the household’s own main dishes that keep today’s rules, at its servings, and plans them', async () => {
    const save = (member: Member, fields: Record<string, unknown>) =>
      saveOwnRecipe(t, member, fields);
    const gratinLines = ['1,2 kg de pommes de terre', '40 cl de crème', '2 boules de mozzarella'];
    const gratin = await save(marc, {
      title: 'Gratin de mamie',
      type: 'plat',
      servings: 6,
      preparationTime: 20,
      cookingTime: 50,
      ingredients: gratinLines,
      instructions: ['Trancher les pommes de terre.', 'Cuire au four avec la crème.'],
    });
    const kept = await save(lea, {
      title: 'Quiche aux lardons',
      type: 'plat',
      ingredients: ['1 pâte brisée', '200 g de lardons', '3 œufs'],
      keptDespiteRules: true,
    });
    const elsewhere = await save(other, { title: 'Gratin de l’autre foyer', type: 'plat' });

    const propose = async () => {
      const response = await callApi(t, lea).post('/api/planning/week-proposal', {});
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { dinners: Dinner[] }).dinners;
    };
    const offered = (dinners: Dinner[]) =>
      dinners.flatMap((dinner) => [dinner.recipe.id, ...dinner.alternatives.map((r) => r.id)]);
    const dinners = await propose();
    const own = dinners.find((dinner) => dinner.recipe.id === gratin);
    expect(own, JSON.stringify(dinners.map((dinner) => dinner.recipe.title))).toBeDefined();
    expect(own!.isOwnRecipe).toBe(true);
    // The household's 3 portions, its lines rescaled from 6.
    expect(own!.servings).toBe(3);
    expect(own!.recipe).toMatchObject({ title: 'Gratin de mamie', servings: 3 });
    expect(own!.recipe.ingredients).toEqual([
      '0,6 kg de pommes de terre',
      '20 cl de crème',
      '1 boule de mozzarella',
    ]);
    for (const dinner of dinners) {
      if (dinner !== own) expect(dinner.isOwnRecipe).toBe(false);
    }
    expect(offered(dinners)).not.toContain(kept);
    expect(offered(dinners)).not.toContain(elsewhere);

    // A member now avoids mozzarella: today's rules leave the gratin out.
    const avoid = (avoidedFoods: string[]) =>
      callApi(t, marc).patch('/api/preferences', { avoidedFoods });
    expect((await avoid(['coriandre', 'mozzarella'])).statusCode).toBe(200);
    expect(offered(await propose())).not.toContain(gratin);
    expect((await avoid(['coriandre'])).statusCode).toBe(200);

    const planned = await callApi(t, lea).post('/api/planning/meals/batch', {
      meals: [
        {
          recipeTitle: own!.recipe.title,
          date: own!.date,
          time: own!.time,
          servings: own!.servings,
          type: 'plat',
          recipeId: own!.recipe.id,
          recipe: own!.recipe,
        },
      ],
    });
    expect(planned.statusCode, planned.body).toBe(201);
    expect(planned.json().meals[0]).toMatchObject({
      recipeId: gratin,
      recipe: { id: gratin, servings: 3 },
    });
  });
});
