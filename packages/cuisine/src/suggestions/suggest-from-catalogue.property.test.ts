import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECIPES, type Recipe, recipesByType } from '../catalogue';
import { avoidedFood, oracleFaults } from '../compliance/test/compliance-oracle';
import { fridgeCoverage, readFridge, USE_FIRST_DAYS } from '../fridge';
import { getIngredient, INGREDIENTS } from '../ingredients/lookup';
import { DIETARY_RESTRICTIONS, MEAL_TYPES } from '../vocabulary';
import { isRecipeAllowed } from './recipe-allowed';
import { suggestFromCatalogue } from './suggest-from-catalogue';

// Over thousands of random preference sets, no catalogue suggestion breaks a restriction
// or holds an avoided food. Two judges the engine does not consult: the diets each recipe
// declares by hand (a catalogue test keeps them true), and the knowledge-base oracle.

const names = INGREDIENTS.map((i) => i.name);

const household = fc.record({
  type: fc.constantFrom(...MEAL_TYPES),
  restrictions: fc.subarray([...DIETARY_RESTRICTIONS]),
  avoided: fc.array(avoidedFood, { maxLength: 4 }),
  preferredFoods: fc.array(fc.constantFrom(...names), { maxLength: 3 }),
  servings: fc.integer({ min: 1, max: 12 }),
  month: fc.integer({ min: 1, max: 12 }),
  recent: fc.array(
    fc.constantFrom('plat-pot-au-feu', 'dessert-crepes', 'boisson-citronnade-a-la-menthe'),
    { maxLength: 3 },
  ),
  fridge: fc.option(
    fc.array(
      fc.record({
        name: fc.constantFrom(...names),
        expirationDate: fc.option(fc.constantFrom('2026-01-01', '2026-12-31'), { nil: null }),
      }),
      { maxLength: 6 },
    ),
    { nil: undefined },
  ),
  seed: fc.integer(),
});

describe('catalogue suggestions over random households (property)', () => {
  it('never suggest a recipe that breaks a restriction or holds an avoided food', () => {
    let suggestions = 0;
    const wrong: string[] = [];
    fc.assert(
      fc.property(household, (h) => {
        let state = h.seed >>> 0 || 1;
        const random = () => {
          state = (state * 16807) % 2147483647;
          return state / 2147483647;
        };
        const result = suggestFromCatalogue({
          type: h.type,
          rules: { restrictions: h.restrictions, avoidedFoods: h.avoided.map((a) => a.text) },
          preferredFoods: h.preferredFoods,
          servings: h.servings,
          recentRecipeIds: h.recent,
          today: `2026-${String(h.month).padStart(2, '0')}-15`,
          random,
          ...(h.fridge ? { fridge: h.fridge } : {}),
        });
        if (!result.ok) return true;
        suggestions++;
        const { recipe } = result.suggestion;
        expect(recipe.type).toBe(h.type);
        const ids = recipe.ingredients.map((i) => i.ingredientId);
        const faults = [
          ...h.restrictions
            .filter((r) => r !== 'none' && !recipe.diets.includes(r))
            .map((r) => `is not ${r}`),
          ...oracleFaults(ids, h.restrictions, h.avoided),
        ];
        for (const fault of faults) wrong.push(`${recipe.id}: ${fault}`);
        return faults.length === 0;
      }),
      { numRuns: 3000, seed: 9 },
    );
    expect(wrong).toEqual([]);
    // Not vacuous: many random households get a recipe (strict ones and odd fridges do not).
    expect(suggestions).toBeGreaterThan(600);
  }, 120_000);
});

// Fridge mode's promise over random fridges of the catalogue's own foods: a suggestion said to
// fit lacks at most two foods, one said not to fit is offered only when no allowed recipe of the
// type fits, and the items due soonest are cooked whenever an allowed fitting recipe uses them.
describe('fridge mode over random fridges (property)', () => {
  const foods = [...new Set(RECIPES.flatMap((r) => r.ingredients.map((i) => i.ingredientId)))]
    .map((id) => getIngredient(id)?.name)
    .filter((name): name is string => name !== undefined);
  const today = '2026-11-27';
  const dates = ['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-10', null];

  it('keeps to two missing foods and uses what expires first when it can', () => {
    let fitting = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...MEAL_TYPES),
        fc.subarray([...DIETARY_RESTRICTIONS], { maxLength: 1 }),
        fc.array(
          fc.record({ name: fc.constantFrom(...foods), expirationDate: fc.constantFrom(...dates) }),
          { minLength: 1, maxLength: 10 },
        ),
        (type, restrictions, items) => {
          const rules = { restrictions, avoidedFoods: [] };
          const result = suggestFromCatalogue({
            type,
            rules,
            preferredFoods: [],
            servings: 4,
            recentRecipeIds: [],
            today,
            random: () => 0,
            fridge: items,
          });
          if (!result.ok) return;
          const usable = readFridge(items, today).usable;
          const coverageOf = (recipe: Recipe) =>
            fridgeCoverage(
              recipe.ingredients.map((line) => line.ingredientId),
              usable,
            );
          const { suggestion } = result;
          const chosen = coverageOf(suggestion.recipe);
          const allowedFits = recipesByType(type).filter(
            (recipe) => isRecipeAllowed(recipe, rules) && coverageOf(recipe)?.fits,
          );
          expect(chosen?.fits).toBe(suggestion.fitsFridge);
          if (!suggestion.fitsFridge) {
            expect(allowedFits).toEqual([]);
            return;
          }
          fitting++;
          expect(chosen?.missingIds.length).toBeLessThanOrEqual(2);
          const soonest = usable[0]?.daysLeft;
          if (soonest === null || soonest === undefined || soonest > USE_FIRST_DAYS) return;
          const dueFirst = (recipe: Recipe) =>
            coverageOf(recipe)?.used.some((food) => food.daysLeft === soonest) ?? false;
          if (allowedFits.some(dueFirst)) expect(dueFirst(suggestion.recipe)).toBe(true);
        },
      ),
      { numRuns: 400, seed: 25 },
    );
    expect(fitting).toBeGreaterThan(50);
  }, 120_000);
});
