import type { Recipe } from '../catalogue';
import type { FridgeFood, FridgeItemFacts } from '../fridge';
import { type Ingredient, isIngredientOrDescendant, matchIngredient } from '../ingredients';
import { IN_SEASON_BONUS, isInSeason, isMonth, seasonalityScore } from '../seasons';

// What the household likes and what the season offers: the whole ranking outside fridge mode,
// the last word in it (suggestions/fridge-ranking.ts).

export type Candidate<T extends FridgeItemFacts> = {
  recipe: Recipe;
  score: number;
  /** Fridge mode: the fridge foods the recipe uses, soonest-expiring first. */
  used: FridgeFood<T>[];
  /** Fridge mode: the foods the fridge lacks, cupboard staples left out. */
  missingIds: string[];
  /** Fridge mode: whether the recipe lacks at most MAX_MISSING_FOODS; undefined otherwise. */
  fits?: boolean;
};

export type ScoreContext = {
  preferred: readonly Ingredient[];
  month: number;
  random: () => number;
  /** The household counts children (decision 034): a dish unsuited to them comes later. */
  hasChildren?: boolean;
};

/**
 * What a dish unsuited to children loses for a household that has some (decision 034): more
 * than two liked foods and the month's fit together, less than being in season.
 */
export const UNSUITED_FOR_CHILDREN_PENALTY = 3.5;

/** The penalty above, when it applies. */
export function childrenPenalty(recipe: Recipe, hasChildren: boolean | undefined): number {
  return hasChildren && recipe.family?.suitsChildren === false ? UNSUITED_FOR_CHILDREN_PENALTY : 0;
}

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

/**
 * First whether the dish is in season this month (isInSeason, IN_SEASON_BONUS: it outweighs all
 * the rest, decision 034), then, for a household with children, whether they eat it
 * (childrenPenalty), then the household's preferred foods (up to 3 count, 1 each), then how
 * well it fits the month (seasonalityScore: 0 out of season, 1 in full season, 0.5 when the month
 * says nothing), then a draw. A preferred food outweighs the fit and the draw together (< 0.9).
 */
export function tasteScore(recipe: Recipe, context: ScoreContext): number {
  const liked = Math.min(likedCount(recipe, context.preferred), 3);
  const fit = seasonalityScore(recipe, context.month);
  const inSeason = isMonth(context.month) && isInSeason(recipe, context.month);
  return (
    (inSeason ? IN_SEASON_BONUS : 0) -
    childrenPenalty(recipe, context.hasChildren) +
    liked +
    fit * 0.5 +
    context.random() * 0.4
  );
}
