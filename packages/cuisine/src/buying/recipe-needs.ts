import { findIngredient } from '../ingredients/lookup';
import { parseIngredientText } from '../parser/parse-ingredient-text';
import type { AmountPrecision } from '../parser/types';
import { rescaleIngredientLines } from '../servings/rescale-ingredient-lines';
import type { RecipeUnit } from '../vocabulary';

// A recipe's lines at the servings the dialog shows, each read by the cuisine parser into what
// the recipe needs (spec section 5, « Shopping ingredient parsing »): a name, an amount in the
// recipe's own unit, the ingredient it names. « Ajouter à la liste » turns the needs into what to
// buy (the server's shopping/buying-rows.ts); « J'ai cuisiné » takes them out of the fridge; a
// household's own recipe is planned from them (own-recipes/household-recipe.ts). A line the
// parser cannot read is quantity 1, unit 'unité', the whole line as the name; 'sel et poivre' is
// two needs.

export type RecipeNeed = {
  name: string;
  /** For a range (« 2 à 3 oignons »), the upper bound: what one buys. */
  quantity: number;
  unit: RecipeUnit;
  ingredientId: string | null;
  precision?: AmountPrecision;
  /**
   * The amount says how much of the food (« 200 g », « 3 », « 1 botte »), so the fridge's stock
   * can be counted against it. A vague amount (« du sel », « quelques brins ») or an unreadable
   * line does not.
   */
  isMeasured: boolean;
};

export function readRecipeNeeds(
  ingredients: readonly string[],
  recipeServings: number,
  servings: number,
): RecipeNeed[] {
  const lines = rescaleIngredientLines(ingredients, recipeServings, servings);
  const needs: RecipeNeed[] = [];
  for (const parsed of parseIngredientText(lines.join('\n'))) {
    const name = parsed.name.trim();
    if (name === '') continue;
    const need: RecipeNeed = {
      name,
      quantity: parsed.quantityMax ?? parsed.quantity,
      unit: parsed.unit,
      ingredientId: parsed.ingredientId ?? findIngredient(name)?.id ?? null,
      isMeasured: parsed.matched && parsed.precision !== 'vague',
    };
    if (parsed.precision) need.precision = parsed.precision;
    needs.push(need);
  }
  return needs;
}
