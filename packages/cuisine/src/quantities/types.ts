import type { RecipeUnit } from '../vocabulary';

/** An ingredient with an amount: a catalogue line, a parsed free-text line, a shopping line. */
export type QuantifiedIngredient = {
  ingredientId?: string;
  name?: string;
  quantity: number;
  /** Upper bound of a range ('2 à 3 oignons'). */
  quantityMax?: number;
  unit: RecipeUnit;
  note?: string;
};
