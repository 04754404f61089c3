import { describe, expect, it } from 'vitest';
import { pantryCheck } from '../buying/pantry';
import type { Recipe } from '../catalogue';
import { readFridge } from '../fridge';
import type { MealType } from '../vocabulary';
import { type FridgeRankingRequest, plannedRecipeIdsAhead, rankForFridge } from './fridge-ranking';

// The one fridge ranking, on small hand-made recipes so that each rule shows on its own.

type Item = { name: string; expirationDate: string | null };

const TODAY = '2026-11-27';
const TOMORROW = '2026-11-28';
const IN_2_DAYS = '2026-11-29';
const NEXT_WEEK = '2026-12-04';

function recipe(id: string, foods: readonly string[], type: MealType = 'plat'): Recipe {
  return {
    id: `${type === 'plat' ? 'plat' : 'dessert'}-${id}`,
    type,
    title: id,
    description: id,
    preparationMinutes: 10,
    cookingMinutes: 10,
    servings: 4,
    difficulty: 'facile',
    seasons: ['automne'],
    diets: [],
    ingredients: foods.map((ingredientId) => ({ ingredientId, quantity: 1, unit: 'unité' })),
    instructions: ['Préparer.', 'Servir.'],
  };
}

const GRATIN = recipe('gratin', ['courgette', 'oeuf', 'gruyere', 'creme-fraiche', 'sel']);
const TOFU_RICE = recipe('tofu-riz', ['tofu', 'riz', 'ail', 'huile-de-tournesol', 'sel']);
const TOFU_FEAST = recipe('tofu-festin', ['tofu', 'riz', 'ail', 'gingembre', 'sel']);
const SPINACH_CREAM = recipe('epinards-creme', ['epinard', 'creme-fraiche', 'pates']);
const SPINACH = recipe('epinards', ['epinard', 'pates', 'ail']);

const FRIDGE: Item[] = [
  { name: 'Courgettes', expirationDate: NEXT_WEEK },
  { name: 'Œufs', expirationDate: null },
  { name: 'Gruyère', expirationDate: null },
  { name: 'Crème fraîche', expirationDate: IN_2_DAYS },
  { name: 'Tofu', expirationDate: TOMORROW },
  { name: 'Épinards', expirationDate: IN_2_DAYS },
];

function ranked(
  recipes: readonly Recipe[],
  fields: Partial<FridgeRankingRequest<Item>> = {},
  items: readonly Item[] = FRIDGE,
) {
  return rankForFridge<Item>({
    recipes,
    fridge: readFridge(items, TODAY).usable,
    taste: { preferred: [], month: 11, random: () => 0 },
    ...fields,
  });
}

const ids = (candidates: ReadonlyArray<{ recipe: Recipe }>) => candidates.map((c) => c.recipe.id);

describe('rankForFridge', () => {
  it('cooks the item that expires first when a fitting recipe uses it, before a better-covered one', () => {
    // The gratin needs nothing; the tofu rice lacks rice and garlic, two foods: it fits.
    const [best, next] = ranked([GRATIN, TOFU_RICE]);
    expect(best?.recipe).toBe(TOFU_RICE);
    expect(best).toMatchObject({ fits: true, missingIds: ['riz', 'ail'] });
    expect(best?.used.map((food) => food.item.name)).toEqual(['Tofu']);
    expect(next).toMatchObject({ recipe: GRATIN, fits: true, missingIds: [] });
  });

  it('never lets a recipe lacking three foods pass one that fits, expiring item or not', () => {
    const [best, next] = ranked([TOFU_FEAST, GRATIN]);
    expect(best?.recipe).toBe(GRATIN);
    expect(next).toMatchObject({ recipe: TOFU_FEAST, fits: false });
    expect(next?.missingIds).toEqual(['riz', 'ail', 'gingembre']);
  });

  it('counts the soonest day first, then how many of the next day’s items a recipe uses', () => {
    const order = ranked(
      [SPINACH, GRATIN, SPINACH_CREAM],
      {},
      FRIDGE.slice(0, 4).concat(FRIDGE[5]!),
    );
    // No tofu here: spinach and cream (in 2 days) are the soonest; both dishes use spinach, one
    // uses the cream too.
    expect(ids(order)).toEqual([SPINACH_CREAM.id, GRATIN.id, SPINACH.id]);
  });

  it('offers a dish planned in the coming days only when nothing else fits', () => {
    expect(ids(ranked([GRATIN, TOFU_RICE], { plannedRecipeIds: [TOFU_RICE.id] }))).toEqual([
      GRATIN.id,
      TOFU_RICE.id,
    ]);
    // The planned one fits and the other does not: the planned one still comes first.
    expect(ids(ranked([TOFU_FEAST, TOFU_RICE], { plannedRecipeIds: [TOFU_RICE.id] }))).toEqual([
      TOFU_RICE.id,
      TOFU_FEAST.id,
    ]);
  });

  it('puts the closest first when none fits: the fewest foods to buy', () => {
    const far = recipe('loin', ['tofu', 'riz', 'ail', 'gingembre', 'citron', 'coriandre']);
    const order = ranked([far, TOFU_FEAST]);
    expect(ids(order)).toEqual([TOFU_FEAST.id, far.id]);
    expect(order.every((candidate) => !candidate.fits)).toBe(true);
  });

  it('assumes the household’s cupboard staples at hand, and only those', () => {
    const crepes = recipe(
      'crepes',
      ['farine', 'oeuf', 'lait', 'sucre', 'huile-de-tournesol'],
      'dessert',
    );
    const items = [{ name: 'Œufs', expirationDate: null }];
    // The default list holds flour, sugar and oils: only the milk is missing.
    expect(ranked([crepes], {}, items)[0]?.missingIds).toEqual(['lait']);
    // A household that keeps no flour or sugar lacks them too: three foods, it no longer fits.
    const sparse = ranked([crepes], { isInPantry: pantryCheck(['sel', 'huile']) }, items)[0];
    expect(sparse).toMatchObject({ missingIds: ['farine', 'lait', 'sucre'], fits: false });
  });

  it('leaves out what uses nothing of the fridge', () => {
    expect(ranked([recipe('rien', ['boeuf', 'carotte'])])).toEqual([]);
  });

  it('keeps the use-first order over variety, unless another recipe is asked for', () => {
    const recent = { recentRecipeIds: [TOFU_RICE.id] };
    expect(ids(ranked([GRATIN, TOFU_RICE], recent))[0]).toBe(TOFU_RICE.id);
    expect(ids(ranked([GRATIN, TOFU_RICE], { ...recent, isAnotherAsked: true }))[0]).toBe(
      GRATIN.id,
    );
  });

  it('prefers the meal type asked first, after the use-first order', () => {
    const mousse = recipe('mousse', ['oeuf', 'gruyere'], 'dessert');
    expect(ids(ranked([mousse, GRATIN], { typeOrder: ['plat', 'dessert'] }))).toEqual([
      GRATIN.id,
      mousse.id,
    ]);
  });
});

describe('plannedRecipeIdsAhead', () => {
  const meal = (date: string, recipeId: string, recipeTitle = recipeId) => ({
    date,
    recipeId,
    recipeTitle,
  });

  it('keeps the meals from today through the next six days', () => {
    expect(
      plannedRecipeIdsAhead(
        [
          meal('2026-11-26', 'hier'),
          meal(TODAY, 'ce-soir'),
          meal('2026-12-03', 'jeudi-prochain'),
          meal('2026-12-04', 'trop-loin'),
        ],
        TODAY,
      ),
    ).toEqual(['ce-soir', 'jeudi-prochain']);
  });

  it('knows a meal typed by hand by its catalogue title', () => {
    expect(plannedRecipeIdsAhead([meal(TODAY, 'uuid-1', ' gratin  Dauphinois ')], TODAY)).toEqual([
      'uuid-1',
      'plat-gratin-dauphinois',
    ]);
  });
});
