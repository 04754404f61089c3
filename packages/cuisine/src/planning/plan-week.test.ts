import { describe, expect, it } from 'vitest';
import { addDays } from '../assistant/dates';
import { seededRandom } from '../assistant/random';
import { RECIPES, type Recipe } from '../catalogue';
import { checkCompliance } from '../compliance';
import { readFridge } from '../fridge';
import { getIngredient } from '../ingredients';
import { isInSeason } from '../seasons';
import { mainFamily, nextEvenings, planWeek } from './plan-week';
import { restGoesOff, weekBasket } from './week-basket';

const TODAY = '2026-11-30';

/** A main dish of the catalogue's shape, made of the given lines. */
function dish(
  id: string,
  lines: Array<[string, number, Recipe['ingredients'][number]['unit']]>,
): Recipe {
  return {
    id: `plat-${id}`,
    type: 'plat',
    title: id,
    description: id,
    preparationMinutes: 10,
    cookingMinutes: 20,
    servings: 4,
    difficulty: 'facile',
    seasons: ['hiver'],
    diets: [],
    ingredients: lines.map(([ingredientId, quantity, unit]) => ({ ingredientId, quantity, unit })),
    instructions: ['Préparer.', 'Cuire.'],
    family: { suitsChildren: true, keepsDays: 2, onePot: false },
  };
}

const taste = (random = seededRandom(String(1))) => ({ preferred: [], month: 11, random });

describe('weekBasket', () => {
  it('buys a bunch of parsley once for two dishes, and counts the rest of it as unused', () => {
    const soup = dish('soupe', [
      ['persil', 2, 'càs'],
      ['courgette', 2, 'unité'],
    ]);
    const tart = dish('tarte', [
      ['persil', 2, 'càs'],
      ['creme-fraiche', 10, 'cl'],
    ]);
    const one = weekBasket([{ recipe: soup, servings: 4 }]);
    const both = weekBasket([
      { recipe: soup, servings: 4 },
      { recipe: tart, servings: 4 },
    ]);
    // Parsley, courgettes; then cream: the parsley is not a second item.
    expect(one.items).toBe(2);
    expect(both.items).toBe(3);
    // 8 g of a 40 g bunch used by one dish, 16 g by two: less of it left to go off.
    const parsleyUnused = (grams: number) => 1 - grams / 40;
    expect(one.unusedPacks).toBeCloseTo(parsleyUnused(8), 5);
    expect(both.unusedPacks).toBeCloseTo(parsleyUnused(16) + 0.5, 5);
  });

  it('leaves out what the pantry or the fridge holds, and the rest of dry goods', () => {
    const pasta = dish('pates', [
      ['pates', 250, 'g'],
      ['courgette', 1, 'unité'],
    ]);
    const basket = weekBasket([{ recipe: pasta, servings: 4 }], { inFridge: ['courgette'] });
    expect(basket.items).toBe(1);
    // Half a packet of pasta keeps: nothing goes off.
    expect(basket.unusedPacks).toBe(0);
    expect(restGoesOff(getIngredient('pates')!)).toBe(false);
    // A tin once opened does not keep.
    expect(restGoesOff(getIngredient('lait-de-coco')!)).toBe(true);
  });

  it('scales the needs to the servings', () => {
    const soup = dish('soupe', [['courgette', 2, 'unité']]);
    expect(weekBasket([{ recipe: soup, servings: 4 }]).packs).toBe(2);
    expect(weekBasket([{ recipe: soup, servings: 6 }]).packs).toBe(3);
  });
});

describe('planWeek', () => {
  const mains = RECIPES.filter((recipe) => recipe.type === 'plat');
  const vegetarian = mains.filter(
    (recipe) => checkCompliance(recipe, { restrictions: ['vegetarian'], avoidedFoods: [] }).ok,
  );

  it('fills every evening with an allowed dish, none twice, never the same kind two evenings running', () => {
    for (const candidates of [mains, vegetarian]) {
      const plan = planWeek({
        dates: nextEvenings(TODAY),
        candidates,
        servings: 4,
        today: TODAY,
        taste: taste(),
      });
      expect(plan.picks.map((p) => p.date)).toEqual(nextEvenings(TODAY));
      const ids = plan.picks.map((p) => p.recipe.id);
      expect(new Set(ids).size).toBe(7);
      for (const id of ids) expect(candidates.some((recipe) => recipe.id === id)).toBe(true);
      if (candidates === mains) {
        plan.picks.slice(1).forEach((p, index) => {
          expect(mainFamily(p.recipe)).not.toBe(mainFamily(plan.picks[index]!.recipe));
        });
        const families = plan.picks
          .map((p) => mainFamily(p.recipe))
          .filter((f) => f !== 'végétarien');
        for (const family of new Set(families)) {
          expect(families.filter((f) => f === family).length).toBeLessThanOrEqual(2);
        }
      }
    }
  });

  it('cooks what the fridge must use first before its date, and says so', () => {
    const fridge = readFridge(
      [
        { name: 'épinards', expirationDate: addDays(TODAY, 1) },
        { name: 'lardons', expirationDate: addDays(TODAY, 2) },
      ],
      TODAY,
    ).usable;
    const plan = planWeek({
      dates: nextEvenings(TODAY),
      candidates: mains,
      servings: 4,
      today: TODAY,
      taste: taste(),
      fridge,
    });
    for (const food of ['épinards', 'lardons']) {
      const pick = plan.picks.find((p) => p.fridgeFoods.includes(food));
      expect(pick, food).toBeDefined();
      const lastDate = addDays(TODAY, food === 'épinards' ? 1 : 2);
      expect(pick!.date <= lastDate).toBe(true);
    }
  });

  it('favours the household’s favourites, and its own recipes as much', () => {
    // Three dishes of the season, of three kinds (a summer favourite waits for summer; a week
    // holds two meat dinners at most), none of them among the week chosen without favourites.
    const without = planWeek({
      dates: nextEvenings(TODAY),
      candidates: mains,
      servings: 4,
      today: TODAY,
      taste: taste(),
    }).picks.map((p) => p.recipe.id);
    const favoriteIds = ['viande', 'volaille', 'poisson'].map(
      (family) =>
        mains.find(
          (recipe) =>
            isInSeason(recipe, 11) && mainFamily(recipe) === family && !without.includes(recipe.id),
        )!.id,
    );
    const plan = planWeek({
      dates: nextEvenings(TODAY),
      candidates: mains,
      servings: 4,
      today: TODAY,
      taste: taste(),
      favoriteIds,
    });
    expect(plan.picks.filter((p) => p.isFavorite).length).toBeGreaterThanOrEqual(2);
    // The same dishes as the household's own recipes (it wrote or saved them): the same weight.
    const own = planWeek({
      dates: nextEvenings(TODAY),
      candidates: mains,
      servings: 4,
      today: TODAY,
      taste: taste(),
      ownRecipeIds: favoriteIds,
    });
    expect(own.picks.map((p) => p.recipe.id)).toEqual(plan.picks.map((p) => p.recipe.id));
    expect(own.picks.filter((p) => p.isOwnRecipe).length).toBeGreaterThanOrEqual(2);
    expect(own.picks.some((p) => p.isFavorite)).toBe(false);
  });

  it('serves a dish again only when the rules leave fewer dishes than evenings, never two days running', () => {
    const few = vegetarian.slice(0, 4);
    const plan = planWeek({
      dates: nextEvenings(TODAY),
      candidates: few,
      servings: 2,
      today: TODAY,
      taste: taste(),
    });
    expect(plan.picks).toHaveLength(7);
    expect(plan.picks.filter((p) => p.isRepeat).length).toBe(3);
    plan.picks.slice(1).forEach((p, index) => {
      expect(p.recipe.id).not.toBe(plan.picks[index]!.recipe.id);
    });
  });

  it('buys fewer foods and leaves less unused than weeks chosen without the basket, and than random weeks', () => {
    const random = seededRandom(String(7));
    let planned = { items: 0, unused: 0 };
    let blind = { items: 0, unused: 0 };
    let drawn = { items: 0, unused: 0 };
    const add = (sum: typeof planned, basket: { items: number; unusedShare: number }) => ({
      items: sum.items + basket.items,
      unused: sum.unused + basket.unusedShare,
    });
    for (let n = 0; n < 12; n++) {
      const candidates = n % 2 === 0 ? mains : vegetarian;
      const request = {
        dates: nextEvenings(TODAY),
        candidates,
        servings: 2 + (n % 4),
        today: TODAY,
        taste: taste(seededRandom(String(n + 1))),
      };
      planned = add(planned, planWeek(request).basket);
      blind = add(blind, planWeek({ ...request, ignoreBasket: true }).basket);
      const week = [...candidates]
        .sort(() => random() - 0.5)
        .slice(0, 7)
        .map((recipe) => ({ recipe, servings: request.servings }));
      drawn = add(drawn, weekBasket(week));
    }
    expect(planned.items).toBeLessThan(blind.items * 0.85);
    expect(planned.unused).toBeLessThan(blind.unused * 0.7);
    expect(planned.items).toBeLessThan(drawn.items * 0.8);
    expect(planned.unused).toBeLessThan(drawn.unused * 0.6);
  });
});
