import { monthOf } from '../assistant/dates';
import { recipesByType } from '../catalogue';
import { type FridgeItemFacts, readFridge } from '../fridge';
import type { MealType } from '../vocabulary';
import { type HouseholdRules, isRecipeAllowed } from './recipe-allowed';
import {
  type CatalogueSuggestion,
  inOfferOrder,
  preferredIngredients,
  scoreOf,
  suggestionOf,
} from './suggest-from-catalogue';

// The home's « À consommer en priorité » (issue 12, the loop): a few catalogue recipes that use
// the fridge items expiring first. The suggestion screen's fridge-mode score ranks them (the
// whole fridge counts for coverage); only recipes that use at least one priority item qualify.
// No draw and no variety: the home shows the same recipes until the fridge or the rules change.

export type PriorityRecipesRequest<T extends FridgeItemFacts> = {
  types: readonly MealType[];
  /** The union of the household members' restrictions and avoided foods (decision 13). */
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
  if (!fridge.some((food) => request.isPriority(food.item))) return [];
  const context = {
    preferred: preferredIngredients(request.preferredFoods),
    month: monthOf(request.today),
    random: () => 0,
  };
  const candidates = request.types
    .flatMap((type) => recipesByType(type))
    .flatMap((recipe) => scoreOf(recipe, context, fridge) ?? [])
    .filter((candidate) => candidate.used.some((food) => request.isPriority(food.item)));
  const chosen: PriorityRecipe<T>[] = [];
  for (const candidate of inOfferOrder(candidates, [])) {
    if (chosen.length >= request.count) break;
    if (!isRecipeAllowed(candidate.recipe, request.rules)) continue;
    chosen.push({
      ...suggestionOf(candidate, request.servings),
      priorityItems: candidate.used.map((food) => food.item).filter(request.isPriority),
    });
  }
  return chosen;
}
