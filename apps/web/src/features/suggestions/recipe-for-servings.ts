import type { Recipe } from '@mijote/contracts';
import { rescaleIngredientLines } from '@mijote/cuisine/servings';

// The servings stepper: the recipe for another number of people, with the cook-style
// rounding the server applies when it adds the lines to the shopping list (decision 009: one
// shared function, so the dialog and the list agree to the gram). Always from the recipe as it
// was written, never from an already rescaled one, so that rounding does not drift.

export function recipeForServings(recipe: Recipe, servings: number): Recipe {
  if (servings === recipe.servings) return recipe;
  return {
    ...recipe,
    servings,
    ingredients: rescaleIngredientLines(recipe.ingredients, recipe.servings, servings),
  };
}

/** Lines written for `recipe` (the fridge's missing ingredients), for `servings` people. */
export function linesForServings(lines: string[], recipe: Recipe, servings: number): string[] {
  return rescaleIngredientLines(lines, recipe.servings, servings);
}
