import { monthOf } from '../assistant/dates';
import {
  displayLine,
  isSeasoningStaple,
  scaledIngredients,
} from '../assistant/recipes/recipe-lines';
import { type Recipe, recipesByType } from '../catalogue';
import { type FridgeFood, type FridgeItemFacts, fridgeCoverage, readFridge } from '../fridge';
import { type Ingredient, isIngredientOrDescendant, matchIngredient } from '../ingredients';
import { seasonalityScore } from '../seasons';
import type { MealType } from '../vocabulary';
import { type HouseholdRules, isRecipeAllowed } from './recipe-allowed';

// The catalogue engine of the suggestion screen (issue 9): no network, and only recipes that
// pass `checkCompliance` for the household. Ranking, strongest signal first:
// - fridge mode: how much of the recipe the fridge covers (pantry staples assumed), then whether
//   it uses the items that expire soonest; a recipe that uses nothing of the fridge is out;
// - the household's preferred foods (up to 3 count);
// - the season: seasonalityScore, the market's produce of the month and the seasons the recipe
//   is tagged with (a courgette gratin in July, a pot-au-feu in January);
// - a little randomness, so that equally good recipes take turns.
// Variety: none of the household's last 10 suggestions while another recipe qualifies; when
// every compliant recipe was suggested lately, the one suggested longest ago comes back.

/** How many past suggestions variety avoids. */
export const VARIETY_WINDOW = 10;

export type CatalogueRequest<T extends FridgeItemFacts> = {
  type: MealType;
  /** The union of the household members' restrictions and avoided foods (decision 13). */
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
  /** A number in [0, 1), as Math.random gives. */
  random: () => number;
};

export type CatalogueSuggestion<T extends FridgeItemFacts> = {
  recipe: Recipe;
  servings: number;
  /** The ingredient lines for `servings` portions, as a cook writes them. */
  ingredients: string[];
  /** Fridge mode: lines of what the fridge lacks (pantry staples and seasoning left out). */
  missingIngredients: string[];
  /** Fridge mode: the fridge items the recipe uses, soonest-expiring first. */
  usedFridgeItems: T[];
};

export type CatalogueFailure = 'fridge-empty' | 'no-compliant-recipe' | 'no-fridge-recipe';

export type CatalogueResult<T extends FridgeItemFacts> =
  | { ok: true; suggestion: CatalogueSuggestion<T> }
  | { ok: false; reason: CatalogueFailure };

export type Candidate<T extends FridgeItemFacts> = {
  recipe: Recipe;
  score: number;
  used: FridgeFood<T>[];
  missingIds: string[];
};

export function preferredIngredients(foods: readonly string[]): Ingredient[] {
  return foods.flatMap((food) => {
    const match = matchIngredient(food);
    return match ? [match.ingredient] : [];
  });
}

function likedCount(recipe: Recipe, preferred: readonly Ingredient[]): number {
  return preferred.filter((food) =>
    recipe.ingredients.some((line) => isIngredientOrDescendant(line.ingredientId, food.id)),
  ).length;
}

export type ScoreContext = {
  preferred: readonly Ingredient[];
  month: number;
  random: () => number;
};

/** The candidate's score; in fridge mode, undefined when the recipe uses nothing of the fridge. */
export function scoreOf<T extends FridgeItemFacts>(
  recipe: Recipe,
  context: ScoreContext,
  fridge: readonly FridgeFood<T>[] | undefined,
): Candidate<T> | undefined {
  const liked = Math.min(likedCount(recipe, context.preferred), 3);
  // 0 out of season, 1 in full season, 0.5 when the month says nothing about the recipe.
  const inSeason = seasonalityScore(recipe, context.month);
  if (!fridge) {
    // A preferred food (1 each) always outweighs the season and the draw together (< 0.9).
    const score = liked + inSeason * 0.5 + context.random() * 0.4;
    return { recipe, score, used: [], missingIds: [] };
  }
  const covered = fridgeCoverage(
    recipe.ingredients.map((line) => line.ingredientId),
    fridge,
  );
  if (!covered) return undefined;
  const score =
    covered.coverage * 4 +
    covered.urgency * 2 +
    liked * 0.3 +
    inSeason * 0.2 +
    context.random() * 0.1;
  return { recipe, score, used: covered.used, missingIds: covered.missingIds };
}

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
  let fridge: FridgeFood<T>[] | undefined;
  if (request.fridge) {
    fridge = readFridge(request.fridge, request.today).usable;
    if (fridge.length === 0) return { ok: false, reason: 'fridge-empty' };
  }
  const context = {
    preferred: preferredIngredients(request.preferredFoods),
    month: monthOf(request.today),
    random: request.random,
  };
  const candidates = recipesByType(request.type).flatMap(
    (recipe) => scoreOf(recipe, context, fridge) ?? [],
  );
  // Compliance is judged lazily, best first: most households find their recipe among the first.
  const chosen = inOfferOrder(candidates, request.recentRecipeIds).find((candidate) =>
    isRecipeAllowed(candidate.recipe, request.rules),
  );
  if (!chosen) return { ok: false, reason: fridge ? 'no-fridge-recipe' : 'no-compliant-recipe' };
  return { ok: true, suggestion: suggestionOf(chosen, request.servings) };
}

/** The chosen candidate scaled to `servings`, with what the fridge lacks. */
export function suggestionOf<T extends FridgeItemFacts>(
  chosen: Candidate<T>,
  servings: number,
): CatalogueSuggestion<T> {
  const lines = scaledIngredients(chosen.recipe, servings);
  const missing = lines.filter(
    (line) => chosen.missingIds.includes(line.ingredientId) && !isSeasoningStaple(line),
  );
  return {
    recipe: chosen.recipe,
    servings,
    ingredients: lines.map(displayLine),
    missingIngredients: missing.map(displayLine),
    usedFridgeItems: chosen.used.map((food) => food.item),
  };
}
