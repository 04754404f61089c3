import { getIngredient } from '../ingredients';
import { deBefore, joinWithDe } from '../text/elision';
import type { RecipeUnit } from '../vocabulary';
import { type FormatQuantityOptions, formatQuantity } from './format-quantity';
import { ingredientNameAfter, isCountedByThePiece } from './ingredient-name-forms';
import { isApproximateUnit, RECIPE_UNIT_WORDS, unitLabel } from './recipe-unit-words';
import type { AmountPrecision } from './types';

// Writes a structured ingredient the way a French recipe does ('200 g de farine', '2 oignons',
// '1 gousse d’ail (écrasée)', '300 g de yaourt grec', 'environ 10 tomates cerises', 'un peu de
// sel'), for recipe cards and model prompts. parseIngredientLine reads every such line back to
// the same ingredient, unit, quantity, note and precision (tested on the catalogue and on the
// parser's case table).

export type FormattableIngredient = {
  ingredientId?: string;
  /** Used when there is no knowledge-base id, or the id is unknown. */
  name?: string;
  quantity: number;
  quantityMax?: number;
  unit: RecipeUnit;
  note?: string;
  precision?: AmountPrecision;
  /** False for a line the parser could not read: it is written back as its name alone. */
  matched?: boolean;
};

function nameAfter(line: FormattableIngredient, top: number): string {
  const ingredient = line.ingredientId !== undefined ? getIngredient(line.ingredientId) : undefined;
  if (ingredient) return ingredientNameAfter(ingredient, top, line.unit);
  return line.name ?? line.ingredientId?.replace(/-/g, ' ') ?? '';
}

// 'quelques radis', 'un peu de sel', 'quelques brins de persil': no number for a vague amount.
function vagueAmount(line: FormattableIngredient): string {
  if (line.unit !== 'unité') {
    return `quelques ${joinWithDe(RECIPE_UNIT_WORDS[line.unit].plural, nameAfter(line, 2))}`;
  }
  const ingredient = line.ingredientId !== undefined ? getIngredient(line.ingredientId) : undefined;
  if (ingredient && isCountedByThePiece(ingredient)) return `quelques ${ingredient.plural}`;
  return `un peu ${deBefore(nameAfter(line, 1))}`;
}

function statedAmount(line: FormattableIngredient, options: FormatQuantityOptions): string {
  const top = line.quantityMax ?? line.quantity;
  const quantity =
    line.quantityMax !== undefined && line.quantityMax > line.quantity
      ? `${formatQuantity(line.quantity, options)} à ${formatQuantity(line.quantityMax, options)}`
      : formatQuantity(line.quantity, options);
  const food = nameAfter(line, top);
  const text =
    line.unit === 'unité'
      ? `${quantity} ${food}`
      : `${quantity} ${joinWithDe(unitLabel(line.unit, top), food)}`;
  // A pinch is approximate by nature; 'environ' marks what the unit does not already say.
  const saysItself = isApproximateUnit(line.unit, line.ingredientId);
  return line.precision === 'approximate' && !saysItself ? `environ ${text}` : text;
}

/** '200 g de farine', '2 à 3 oignons', '1 gousse d’ail (écrasée)'. */
export function formatIngredientLine(
  line: FormattableIngredient,
  options: FormatQuantityOptions = {},
): string {
  if (line.matched === false) return line.name ?? nameAfter(line, 1);
  const text = line.precision === 'vague' ? vagueAmount(line) : statedAmount(line, options);
  return line.note ? `${text} (${line.note})` : text;
}
