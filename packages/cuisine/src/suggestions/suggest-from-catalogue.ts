import { monthOf } from '../assistant/dates';
import { displayLine, scaledIngredients } from '../assistant/recipes/recipe-lines';
import { pantryCheck } from '../buying/pantry';
import { type Recipe, recipesByType } from '../catalogue';
import { type FridgeItemFacts, readFridge } from '../fridge';
import type { HouseholdRules } from '../household';
import {
  type HouseholdRecipeFacts,
  householdRecipeLines,
  householdRecipeOf,
  offeredHouseholdRecipes,
} from '../own-recipes/household-recipe';
import type { MealType } from '../vocabulary';
import { rankForFridge } from './fridge-ranking';
import { isRecipeAllowed } from './recipe-allowed';
import { type Candidate, preferredIngredients, tasteScore } from './taste-score';

// The catalogue engine of the suggestion screen: no network, and only recipes that
// pass `checkCompliance` for the household. The household's own recipes of the type asked for
// that keep its rules of today (own-recipes/household-recipe.ts) are candidates beside the
// catalogue's, ranked the same way.
// - Fridge mode ranks with suggestions/fridge-ranking.ts, the one fridge ranking: recipes that
//   fit the fridge (at most two foods to buy) using what expires first; when none fits, the
//   closest, said as such. A recipe that uses nothing of the fridge is out.
// - Otherwise: the household's preferred foods, the season (a courgette gratin in July, a
//   pot-au-feu in January) and a little randomness, so that equally good recipes take turns
//   (`tasteScore`).
// Variety: none of the household's last 10 suggestions while another recipe qualifies; when
// every compliant recipe was suggested lately, the one suggested longest ago comes back.

/** How many past suggestions variety avoids. */
export const VARIETY_WINDOW = 10;

export type CatalogueRequest<T extends FridgeItemFacts> = {
  type: MealType;
  /** The union of the household members' restrictions and avoided foods (decision 026). */
  rules: HouseholdRules;
  preferredFoods: readonly string[];
  /** Portions to scale the recipe to. */
  servings: number;
  /** Recipe ids suggested to the household, most recent first. */
  recentRecipeIds: readonly string[];
  /** 'YYYY-MM-DD': the season, and which fridge items have expired. */
  today: string;
  /** Present in fridge mode: the household's fridge items. */
  fridge?: readonly T[];
  /** Fridge mode: the household's « Toujours à la maison »; the default list when absent. */
  pantry?: readonly string[];
  /** Fridge mode: recipes planned in the coming days, offered only when nothing else fits. */
  plannedRecipeIds?: readonly string[];
  /** « Une autre recette »: in fridge mode, variety comes before the use-first order. */
  isAnotherAsked?: boolean;
  /** A number in [0, 1), as Math.random gives. */
  random: () => number;
  /** The household counts children: a dish unsuited to them comes after those that suit them. */
  hasChildren?: boolean;
  /** The household's own recipes (decision 040). */
  ownRecipes?: readonly HouseholdRecipeFacts[];
};

export type CatalogueSuggestion<T extends FridgeItemFacts> = {
  recipe: Recipe;
  /** One of the household's own recipes: its lines are the household's, rescaled. */
  isOwnRecipe: boolean;
  servings: number;
  /** The ingredient lines for `servings` portions, as a cook writes them. */
  ingredients: string[];
  /** Fridge mode: the lines of the foods the fridge lacks (cupboard staples left out). */
  missingIngredients: string[];
  /** Fridge mode: the fridge items the recipe uses, soonest-expiring first. */
  usedFridgeItems: T[];
  /**
   * Fridge mode: false when no recipe lacks at most two foods and this is the closest one;
   * null outside fridge mode.
   */
  fitsFridge: boolean | null;
};

export type CatalogueFailure = 'fridge-empty' | 'no-compliant-recipe' | 'no-fridge-recipe';

export type CatalogueResult<T extends FridgeItemFacts> =
  | { ok: true; suggestion: CatalogueSuggestion<T> }
  | { ok: false; reason: CatalogueFailure };

/**
 * Candidates in the order they are offered: those not suggested lately, best score first, then
 * the recent ones, the one suggested longest ago first.
 */
export function inOfferOrder<C extends { recipe: { id: string }; score: number }>(
  candidates: readonly C[],
  recentRecipeIds: readonly string[],
): C[] {
  const recent = recentRecipeIds.slice(0, VARIETY_WINDOW);
  const fresh = candidates.filter((c) => !recent.includes(c.recipe.id));
  const stale = candidates.filter((c) => recent.includes(c.recipe.id));
  fresh.sort((a, b) => b.score - a.score);
  stale.sort((a, b) => recent.indexOf(b.recipe.id) - recent.indexOf(a.recipe.id));
  return [...fresh, ...stale];
}

/** A catalogue recipe for the household, or why there is none. */
export function suggestFromCatalogue<T extends FridgeItemFacts>(
  request: CatalogueRequest<T>,
): CatalogueResult<T> {
  const taste = {
    preferred: preferredIngredients(request.preferredFoods),
    month: monthOf(request.today),
    random: request.random,
    hasChildren: request.hasChildren ?? false,
  };
  // Already checked against today's rules, line by line (the catalogue's verdicts are kept by id).
  const own = offeredHouseholdRecipes(
    (request.ownRecipes ?? []).filter((recipe) => recipe.type === request.type),
    request.rules,
  );
  const recipes = [...recipesByType(request.type), ...own];
  let offered: Candidate<T>[];
  if (request.fridge) {
    const fridge = readFridge(request.fridge, request.today).usable;
    if (fridge.length === 0) return { ok: false, reason: 'fridge-empty' };
    offered = rankForFridge({
      recipes,
      fridge,
      taste,
      ...(request.pantry ? { isInPantry: pantryCheck(request.pantry) } : {}),
      plannedRecipeIds: request.plannedRecipeIds ?? [],
      recentRecipeIds: request.recentRecipeIds.slice(0, VARIETY_WINDOW),
      isAnotherAsked: request.isAnotherAsked ?? false,
    });
  } else {
    const candidates = recipes.map(
      (recipe): Candidate<T> => ({
        recipe,
        score: tasteScore(recipe, taste),
        used: [],
        missingIds: [],
      }),
    );
    offered = inOfferOrder(candidates, request.recentRecipeIds);
  }
  // Compliance is judged lazily, best first: most households find their recipe among the first.
  const chosen = offered.find(
    (candidate) =>
      own.includes(candidate.recipe) || isRecipeAllowed(candidate.recipe, request.rules),
  );
  if (!chosen) {
    return { ok: false, reason: request.fridge ? 'no-fridge-recipe' : 'no-compliant-recipe' };
  }
  return { ok: true, suggestion: suggestionOf(chosen, request.servings) };
}

/** The chosen candidate scaled to `servings`, with what the fridge lacks. */
export function suggestionOf<T extends FridgeItemFacts>(
  chosen: Candidate<T>,
  servings: number,
): CatalogueSuggestion<T> {
  const common = {
    recipe: chosen.recipe,
    servings,
    usedFridgeItems: chosen.used.map((food) => food.item),
    fitsFridge: chosen.fits ?? null,
  };
  const household = householdRecipeOf(chosen.recipe);
  if (household) {
    const { lines, missing } = householdRecipeLines(household, servings, chosen.missingIds);
    return { ...common, isOwnRecipe: true, ingredients: lines, missingIngredients: missing };
  }
  const lines = scaledIngredients(chosen.recipe, servings);
  // Every line of a missing food: the count of missing foods and the lines shown agree.
  const missing = lines.filter((line) => chosen.missingIds.includes(line.ingredientId));
  return {
    ...common,
    isOwnRecipe: false,
    ingredients: lines.map(displayLine),
    missingIngredients: missing.map(displayLine),
  };
}
