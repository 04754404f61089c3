import type { Recipe } from '../../catalogue';
import type { Ingredient } from '../../ingredients';
import { isIngredientOrDescendant, matchIngredient } from '../../ingredients';
import { IN_SEASON_BONUS, isInSeason, isMonth } from '../../seasons';
import type { MealType } from '../../vocabulary';
import { foodsNamedInTitle, titleHits } from './title-index';

/** What a recipe must be; empty lists mean « any ». */
export type RecipeSearch = {
  types: readonly MealType[];
  /** Foods asked for: recipes using more of them rank first. */
  ingredients: readonly Ingredient[];
  /** Dish words (« quiche », « soupe »): when some recipe's title holds one, only those count. */
  dishWords: readonly string[];
  maxMinutes?: number | undefined;
  isEasy?: boolean;
  isNoCook?: boolean;
  excludeIds?: ReadonlySet<string>;
  /** « la recette de X »: X is a dish, so only titles that name it count, not any use of it. */
  foodsInTitle?: boolean;
};

export type RankingContext = {
  preferredFoods: readonly string[];
  /** The household's month: a dish in season ranks before any out of season (decision 034). */
  month: number;
  random: () => number;
};

// When the question names no type, a main course is the likelier wish than a drink.
const TYPE_PREFERENCE: Readonly<Record<MealType, number>> = {
  plat: 2,
  entrée: 1.2,
  dessert: 1,
  apéro: 0.6,
  'amuse-bouche': 0.4,
  boisson: 0,
};

export type RankedRecipe = {
  recipe: Recipe;
  score: number;
  /** The asked foods the recipe uses. */
  matched: Ingredient[];
  titleHits: number;
};

/**
 * True when the recipe uses the food itself or a kind of it: « poulet » finds a recipe with
 * chicken thighs, but « lasagnes » does not find any pasta dish. Fresh produce is the exception
 * upwards: a recipe that takes any « courge » takes a potiron.
 */
function recipeUses(recipe: Recipe, food: Ingredient): boolean {
  const parents = food.aisle === 'fruits et légumes' ? (food.parents ?? []) : [];
  return recipe.ingredients.some(
    (line) =>
      isIngredientOrDescendant(line.ingredientId, food.id) || parents.includes(line.ingredientId),
  );
}

/** True when the title names the food or a kind of it. */
function titleNames(recipe: Recipe, food: Ingredient): boolean {
  return foodsNamedInTitle(recipe).some((id) => isIngredientOrDescendant(id, food.id));
}

/** Uses the food, or is named after it (« Curry de pois chiches » for « un curry »). */
function answersFood(recipe: Recipe, food: Ingredient): boolean {
  return recipeUses(recipe, food) || titleNames(recipe, food);
}

export function totalMinutes(recipe: Recipe): number {
  return recipe.preparationMinutes + recipe.cookingMinutes;
}

export function fitsSearch(recipe: Recipe, search: RecipeSearch): boolean {
  if (search.types.length > 0 && !search.types.includes(recipe.type)) return false;
  if (search.maxMinutes !== undefined && totalMinutes(recipe) > search.maxMinutes) return false;
  if (search.isEasy && recipe.difficulty !== 'facile') return false;
  if (search.isNoCook && recipe.cookingMinutes > 0) return false;
  return !search.excludeIds?.has(recipe.id);
}

/**
 * Ranks the recipes that fit: title words first (someone who asks for a quiche wants a quiche),
 * then how many asked foods the recipe uses, then the household's preferred foods and the
 * season, with a little randomness so that asking twice does not always give the same dish.
 * Asked dishes and foods are requirements when at least one recipe meets them.
 */
export function rankRecipes(
  candidates: readonly Recipe[],
  search: RecipeSearch,
  context: RankingContext,
): RankedRecipe[] {
  const preferred = context.preferredFoods.flatMap((food) => {
    const match = matchIngredient(food);
    return match ? [match.ingredient] : [];
  });
  let ranked = candidates
    .filter((recipe) => fitsSearch(recipe, search))
    .map((recipe) => {
      const matched = search.ingredients.filter((food) =>
        search.foodsInTitle ? titleNames(recipe, food) : answersFood(recipe, food),
      );
      const hits = titleHits(recipe, search.dishWords);
      const liked = preferred.filter((food) => recipeUses(recipe, food)).length;
      const inSeason =
        isMonth(context.month) && isInSeason(recipe, context.month) ? IN_SEASON_BONUS : 0;
      // A food in the title is the heart of the dish (« Œufs mimosa » for « des œufs »).
      const named = matched.filter((food) => titleNames(recipe, food)).length;
      const score =
        hits * 10 +
        matched.length * 5 +
        named * 2 +
        Math.min(liked, 3) +
        inSeason +
        (search.types.length === 0 ? TYPE_PREFERENCE[recipe.type] : 0) +
        context.random() * 0.4;
      return { recipe, score, matched, titleHits: hits };
    });
  if (search.dishWords.length > 0 && ranked.some((r) => r.titleHits > 0)) {
    ranked = ranked.filter((r) => r.titleHits > 0);
  }
  if (search.ingredients.length > 0) ranked = ranked.filter((r) => r.matched.length > 0);
  return ranked.sort((a, b) => b.score - a.score);
}
