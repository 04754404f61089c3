import { foodNameKey } from '../text/normalize';
import type { RecipeUnit } from '../vocabulary';
import { roundScaledQuantity } from './round-quantity';
import type { QuantifiedIngredient } from './types';

// Portion scaling (item 5): quantities are multiplied by toServings / fromServings and
// rounded with the rules of round-quantity.ts, so 3 eggs for 4 become 1 egg for 1, never
// '0.75 œuf', and a pinch stays a pinch.

const EGG_KEYS = new Set(['oeuf', 'jaune d oeuf', 'blanc d oeuf', 'oeuf de caille']);

/** Eggs are counted whole: half an egg is not something a cook writes. */
export function isCountedWhole(
  ingredient: Pick<QuantifiedIngredient, 'ingredientId' | 'name'> & { unit?: RecipeUnit },
): boolean {
  if (ingredient.unit !== undefined && ingredient.unit !== 'unité') return false;
  const id = ingredient.ingredientId;
  if (id !== undefined && /(^|-)oeufs?(-|$)/u.test(id)) return true;
  return ingredient.name !== undefined && EGG_KEYS.has(foodNameKey(ingredient.name));
}

function assertServings(value: number, label: string): void {
  if (!Number.isFinite(value) || value <= 0) {
    throw new RangeError(`${label} must be a positive number, got ${value}`);
  }
}

/** The lines for `toServings` people, from lines written for `fromServings`. */
export function scaleIngredients<T extends QuantifiedIngredient>(
  ingredients: readonly T[],
  fromServings: number,
  toServings: number,
): T[] {
  assertServings(fromServings, 'fromServings');
  assertServings(toServings, 'toServings');
  // Same servings: the recipe as written, not re-rounded.
  if (fromServings === toServings) return ingredients.map((line) => ({ ...line }));
  const factor = toServings / fromServings;
  return ingredients.map((line) => {
    const context = { original: line.quantity, isWholeOnly: isCountedWhole(line) };
    const scaled: T = {
      ...line,
      quantity: roundScaledQuantity(line.quantity * factor, line.unit, context),
    };
    if (line.quantityMax !== undefined) {
      const max = roundScaledQuantity(line.quantityMax * factor, line.unit, {
        ...context,
        original: line.quantityMax,
      });
      if (max > scaled.quantity) scaled.quantityMax = max;
      else delete scaled.quantityMax;
    }
    return scaled;
  });
}
