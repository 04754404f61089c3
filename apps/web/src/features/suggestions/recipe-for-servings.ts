import type { Recipe } from '@mijote/contracts';

// The servings stepper: the recipe for another number of people, with the cook-style
// rounding the server applies when it adds the lines to the shopping list (decision 009: one
// shared function, so the dialog and the list agree to the gram). Always from the recipe as it
// was written, never from an already rescaled one, so that rounding does not drift.
//
// That function reads each line with the ingredients' knowledge base, the heaviest part of the
// Suggestions page (about 200 kB of source, 0.2 s to build on a phone): it loads the first time
// the servings change (`withServings`), not with the page, which shows a recipe as written.

type Rescale = typeof import('@mijote/cuisine/servings/rescale').rescaleIngredientLines;

let rescale: Rescale | undefined;

/**
 * Runs `then` once the servings arithmetic has loaded: at once when it already has, so that two
 * quick taps on the stepper each count.
 */
export function withServings(then: () => void = () => {}): void {
  if (rescale) {
    then();
    return;
  }
  void import('@mijote/cuisine/servings/rescale').then((servings) => {
    rescale = servings.rescaleIngredientLines;
    then();
  });
}

function linesFor(lines: string[], from: number, to: number): string[] {
  if (from === to) return lines;
  if (!rescale) throw new Error('withServings() must run before the servings change');
  return rescale(lines, from, to);
}

export function recipeForServings(recipe: Recipe, servings: number): Recipe {
  if (servings === recipe.servings) return recipe;
  return {
    ...recipe,
    servings,
    ingredients: linesFor(recipe.ingredients, recipe.servings, servings),
  };
}

/** Lines written for `recipe` (the fridge's missing ingredients), for `servings` people. */
export function linesForServings(lines: string[], recipe: Recipe, servings: number): string[] {
  return linesFor(lines, recipe.servings, servings);
}
