import { monthOf } from '../assistant/dates';
import { isSameFood } from '../assistant/recipes/recipe-lines';
import { type Recipe, recipesByType } from '../catalogue';
import { type FridgeItemFacts, readFridge } from '../fridge';
import type { HouseholdRules } from '../household';
import type { MealType } from '../vocabulary';
import { rankForFridge } from './fridge-ranking';
import { isRecipeAllowed } from './recipe-allowed';
import { type CatalogueSuggestion, suggestionOf } from './suggest-from-catalogue';
import { preferredIngredients } from './taste-score';

// The home's « À consommer en priorité » (the loop): a few catalogue recipes that use
// the fridge items expiring first. Only recipes that use at least one priority item qualify, and
// the one fridge ranking (fridge-ranking.ts) orders them (the whole fridge counts for coverage).
// The choice goes by urgency: the best recipe for the soonest item, then for the next item no
// chosen recipe uses yet, and so on; spare places go to the best of the rest. A milk pudding
// that the fridge covers well does not push aside the courgettes due tomorrow.
// No draw and no variety: the home shows the same recipes until the fridge or the rules change.

export type PriorityRecipesRequest<T extends FridgeItemFacts> = {
  types: readonly MealType[];
  /** The union of the household members' restrictions and avoided foods (decision 026). */
  rules: HouseholdRules;
  preferredFoods: readonly string[];
  servings: number;
  /** 'YYYY-MM-DD': the season, and which items have expired (those are never cooked). */
  today: string;
  /** The household's whole fridge. */
  fridge: readonly T[];
  /** The items to use first (those the home lists). */
  isPriority: (item: T) => boolean;
  count: number;
};

export type PriorityRecipe<T extends FridgeItemFacts> = CatalogueSuggestion<T> & {
  /** The priority items the recipe uses, soonest-expiring first. */
  priorityItems: T[];
};

/** Up to `count` compliant catalogue recipes that use the priority items, best first. */
export function priorityRecipes<T extends FridgeItemFacts>(
  request: PriorityRecipesRequest<T>,
): PriorityRecipe<T>[] {
  const fridge = readFridge(request.fridge, request.today).usable;
  const priorityIds = fridge
    .filter((food) => request.isPriority(food.item))
    .map((food) => food.ingredient.id);
  if (priorityIds.length === 0) return [];
  // Scoring weighs every recipe line against the whole fridge; most recipes use none of the few
  // priority foods, and a cheap look first spares them (40 → 20 ms for a 60-item fridge here).
  const usesPriorityFood = (recipe: Recipe) =>
    recipe.ingredients.some((line) => priorityIds.some((id) => isSameFood(id, line.ingredientId)));
  const ranked = rankForFridge({
    recipes: request.types.flatMap((type) => recipesByType(type)).filter(usesPriorityFood),
    fridge,
    taste: {
      preferred: preferredIngredients(request.preferredFoods),
      month: monthOf(request.today),
      random: () => 0,
    },
  }).filter((candidate) => candidate.used.some((food) => request.isPriority(food.item)));
  const chosen: typeof ranked = [];
  const isFree = (candidate: (typeof ranked)[number]) =>
    !chosen.includes(candidate) && isRecipeAllowed(candidate.recipe, request.rules);
  const uses = (candidate: (typeof ranked)[number], item: T) =>
    candidate.used.some((food) => food.item === item);
  // `fridge` is soonest-expiring first.
  for (const { item } of fridge) {
    if (chosen.length >= request.count) break;
    if (!request.isPriority(item) || chosen.some((candidate) => uses(candidate, item))) continue;
    const best = ranked.find((candidate) => uses(candidate, item) && isFree(candidate));
    if (best) chosen.push(best);
  }
  for (const candidate of ranked) {
    if (chosen.length >= request.count) break;
    if (isFree(candidate)) chosen.push(candidate);
  }
  return chosen.map((candidate) => ({
    ...suggestionOf(candidate, request.servings),
    priorityItems: candidate.used.map((food) => food.item).filter(request.isPriority),
  }));
}
