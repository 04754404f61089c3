import { readRecipeNeeds } from '../buying/recipe-needs';
import type { Recipe, RecipeIngredient } from '../catalogue';
import type { HouseholdRules } from '../household';
import { rescaleIngredientLines } from '../servings/rescale-ingredient-lines';
import { SEASONS } from '../vocabulary';
import type { HouseholdRecipeFacts } from './household-recipe-facts';
import { reviewRecipe } from './review-recipe';

// A household's own recipe (decision 040) offered beside the catalogue's: by « Planifier la
// semaine », the suggestions and the assistant. It is offered only when it keeps the household's
// rules as they are today — checked again, since members and their rules change — and never when
// the household kept it despite them: a dish saved knowing it breaks a rule is cooked on purpose,
// not proposed. Its text lines are read as the shopping list reads them (readRecipeNeeds), so the
// week's basket and the fridge count the foods they name; a line naming no known food is left
// out of those counts, as it is left unchecked (« non vérifié »).

/** True when the recipe may be offered to the household: it keeps today's rules, not kept despite them. */
export function isHouseholdRecipeOffered(
  recipe: HouseholdRecipeFacts,
  rules: HouseholdRules,
): boolean {
  return !recipe.keptDespiteRules && reviewRecipe(recipe, rules).flags.length === 0;
}

// The catalogue-shaped recipe remembers the household's recipe it was made from, so that what
// shows it (a suggestion's lines) shows the household's own words, not the parser's reading.
const madeFrom = new WeakMap<Recipe, HouseholdRecipeFacts>();

/** The household's recipe a catalogue-shaped recipe was made from; undefined for the catalogue's. */
export function householdRecipeOf(recipe: Recipe): HouseholdRecipeFacts | undefined {
  return madeFrom.get(recipe);
}

/**
 * The recipe in the catalogue's shape, its lines read into foods and amounts. Made all year: the
 * produce it names says whether it is in season, as for a catalogue recipe tagged all year.
 */
export function householdRecipeAsCatalogue(recipe: HouseholdRecipeFacts): Recipe {
  const ingredients: RecipeIngredient[] = readRecipeNeeds(
    recipe.ingredients,
    recipe.servings,
    recipe.servings,
  ).flatMap((need) =>
    need.ingredientId && need.quantity > 0
      ? [{ ingredientId: need.ingredientId, quantity: need.quantity, unit: need.unit }]
      : [],
  );
  const shaped: Recipe = {
    id: recipe.id,
    type: recipe.type,
    title: recipe.title,
    description: recipe.description,
    preparationMinutes: recipe.preparationTime ?? 0,
    cookingMinutes: recipe.cookingTime ?? 0,
    servings: recipe.servings,
    difficulty: recipe.difficulty,
    seasons: [...SEASONS],
    // Nothing is declared: the rules are checked on its lines (isHouseholdRecipeOffered).
    diets: [],
    ingredients,
    instructions: [...recipe.instructions],
  };
  madeFrom.set(shaped, recipe);
  return shaped;
}

/**
 * The household's lines for `servings` (rescaled as the recipe dialog's stepper does), and those
 * naming a food of `missingIds` (fridge mode's « Il vous manque »).
 */
export function householdRecipeLines(
  recipe: HouseholdRecipeFacts,
  servings: number,
  missingIds: readonly string[] = [],
): { lines: string[]; missing: string[] } {
  const lines = rescaleIngredientLines(recipe.ingredients, recipe.servings, servings);
  const missing = lines.filter((line) =>
    readRecipeNeeds([line], servings, servings).some(
      (need) => need.ingredientId !== null && missingIds.includes(need.ingredientId),
    ),
  );
  return { lines, missing };
}

/** The household's recipes it may be offered, in the catalogue's shape. */
export function offeredHouseholdRecipes(
  recipes: readonly HouseholdRecipeFacts[],
  rules: HouseholdRules,
): Recipe[] {
  return recipes
    .filter((recipe) => isHouseholdRecipeOffered(recipe, rules))
    .map(householdRecipeAsCatalogue);
}

export type { HouseholdRecipeFacts };
