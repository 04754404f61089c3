import { addDays } from '../assistant/dates';
import type { PantryCheck } from '../buying/pantry';
import { RECIPES, type Recipe } from '../catalogue';
import {
  type FridgeFood,
  type FridgeItemFacts,
  fridgeCoverage,
  MAX_MISSING_FOODS,
  USE_FIRST_DAYS,
} from '../fridge';
import { foldAccents } from '../text/normalize';
import type { MealType } from '../vocabulary';
import { type Candidate, type ScoreContext, tasteScore } from './taste-score';

// The one ranking of recipes for a fridge: the suggestion screen's fridge mode (Mon Frigo's
// « Générer une recette » included), the home's « À consommer en priorité » and the offline
// assistant's « que faire avec mon frigo ». Strongest signal first:
// 1. it fits: at most MAX_MISSING_FOODS foods to buy, cupboard staples assumed; past that, the
//    fewer missing the closer;
// 2. it is not a dish planned in the coming days (one that is comes only when nothing else fits);
// 3. it uses the items that expire first: the soonest day's items, then the next day's… among
//    the items due within USE_FIRST_DAYS. The tofu due tomorrow is cooked when any fitting recipe
//    uses it, even if a courgette gratin covers the fridge better;
// 4. not suggested lately (variety); asked for « une autre recette », this comes before 3;
// 5. the meal type the asker prefers (the chat's « ce soir » wants a main dish);
// 6. how much of its non-staple foods the fridge covers, then how many fridge items it uses;
// 7. the household's tastes and the season, and a little randomness (`tasteScore`).

/** « The coming days » of rule 2: today and the six days after it. */
export const PLANNED_AHEAD_DAYS = 7;

const titleKey = (title: string) => foldAccents(title).toLowerCase().replace(/\s+/g, ' ').trim();
let recipeIdsByTitle: Map<string, string> | undefined;

/**
 * The recipes of the meals planned from today through the coming days: a meal's recipe id, and
 * the catalogue recipe of the same title for a meal typed by hand (« Gratin dauphinois »).
 */
export function plannedRecipeIdsAhead(
  planning: ReadonlyArray<{ date: string; recipeId: string; recipeTitle: string }>,
  today: string,
): string[] {
  recipeIdsByTitle ??= new Map(RECIPES.map((recipe) => [titleKey(recipe.title), recipe.id]));
  const end = addDays(today, PLANNED_AHEAD_DAYS);
  return planning
    .filter((meal) => meal.date >= today && meal.date < end)
    .flatMap((meal) => {
      const byTitle = recipeIdsByTitle?.get(titleKey(meal.recipeTitle));
      return byTitle && byTitle !== meal.recipeId ? [meal.recipeId, byTitle] : [meal.recipeId];
    });
}

export type FridgeRankingRequest<T extends FridgeItemFacts> = {
  recipes: Iterable<Recipe>;
  /** The usable fridge (readFridge's `usable`), soonest-expiring first. */
  fridge: readonly FridgeFood<T>[];
  taste: ScoreContext;
  /** The household's « Toujours à la maison »; the default list when absent. */
  isInPantry?: PantryCheck;
  /** Recipes planned in the coming days. */
  plannedRecipeIds?: readonly string[];
  /** Recipes suggested lately, most recent first. */
  recentRecipeIds?: readonly string[];
  /** « Une autre recette »: what was not suggested lately comes before the use-first order. */
  isAnotherAsked?: boolean;
  /** Meal types in the order the asker prefers them; others after. */
  typeOrder?: readonly MealType[];
};

export type FridgeCandidate<T extends FridgeItemFacts> = Candidate<T> & {
  fits: boolean;
  coverage: number;
  isPlanned: boolean;
};

/** Every recipe that uses something of the fridge, best first (compliance is the caller's). */
export function rankForFridge<T extends FridgeItemFacts>(
  request: FridgeRankingRequest<T>,
): FridgeCandidate<T>[] {
  const planned = new Set(request.plannedRecipeIds ?? []);
  const recent = new Set(request.recentRecipeIds ?? []);
  const typeOrder = request.typeOrder ?? [];
  // The days (from today) on which use-first items expire, soonest first.
  const useFirstDays = [
    ...new Set(
      request.fridge.flatMap((food) =>
        food.daysLeft !== null && food.daysLeft <= USE_FIRST_DAYS ? [food.daysLeft] : [],
      ),
    ),
  ].sort((a, b) => a - b);

  const ranked: Array<{ candidate: FridgeCandidate<T>; keys: number[] }> = [];
  for (const recipe of request.recipes) {
    const covered = fridgeCoverage(
      recipe.ingredients.map((line) => line.ingredientId),
      request.fridge,
      request.isInPantry,
    );
    if (!covered) continue;
    const candidate: FridgeCandidate<T> = {
      recipe,
      score: tasteScore(recipe, request.taste),
      used: covered.used,
      missingIds: covered.missingIds,
      fits: covered.fits,
      coverage: covered.coverage,
      isPlanned: planned.has(recipe.id),
    };
    const isFresh = recent.has(recipe.id) ? 0 : 1;
    const typeRank = typeOrder.indexOf(recipe.type);
    // Higher is better, compared left to right.
    const keys = [
      -Math.max(0, covered.missingIds.length - MAX_MISSING_FOODS),
      candidate.isPlanned ? 0 : 1,
      ...(request.isAnotherAsked ? [isFresh] : []),
      ...useFirstDays.map((day) => covered.used.filter((food) => food.daysLeft === day).length),
      ...(request.isAnotherAsked ? [] : [isFresh]),
      typeRank === -1 ? -typeOrder.length : -typeRank,
      covered.coverage,
      covered.used.length,
      candidate.score,
    ];
    ranked.push({ candidate, keys });
  }
  ranked.sort((a, b) => compareKeys(b.keys, a.keys));
  return ranked.map(({ candidate }) => candidate);
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
