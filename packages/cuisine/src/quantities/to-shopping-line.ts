import { formatQuantity } from '../parser/format-quantity';
import { joinWithDe } from '../text/elision';
import type { RecipeUnit, ShoppingUnit } from '../vocabulary';
import { SHOPPING_UNITS } from '../vocabulary';

// A shopping item carries one of the 8 SHOPPING_UNITS and a text quantity (spec section 3).
// Recipe units map onto them this way:
// - unité, g, kg, ml, l, càs, càc, pincée: unchanged;
// - cl → ml (×10, exact);
// - tasse, gousse, tranche, botte, sachet, boîte, brin, feuille → unité, the unit word moving
//   into the name so nothing is lost: 2 gousse 'ail' → 2 unité 'gousses d’ail'.
// The quantity is written by formatQuantity (comma decimal, at most 2 decimals), which the
// spec's line parser reads back.

export type ShoppingListLine = {
  name: string;
  /** Text, as shopping_items.quantity is: '1,5'. */
  quantity: string;
  unit: ShoppingUnit;
  ingredientId?: string;
};

const SHOPPING_UNIT_SET = new Set<string>(SHOPPING_UNITS);

function isShoppingUnit(unit: RecipeUnit): unit is ShoppingUnit {
  return SHOPPING_UNIT_SET.has(unit);
}

/** French plural of a unit word: 'gousse' → 'gousses' (all of them take an s). */
function unitWord(unit: RecipeUnit, quantity: number): string {
  return quantity >= 2 ? `${unit}s` : unit;
}

export function toShoppingLine(line: {
  name: string;
  quantity: number;
  unit: RecipeUnit;
  ingredientId?: string;
}): ShoppingListLine {
  let result: ShoppingListLine;
  if (isShoppingUnit(line.unit)) {
    result = { name: line.name, quantity: formatQuantity(line.quantity), unit: line.unit };
  } else if (line.unit === 'cl') {
    result = { name: line.name, quantity: formatQuantity(line.quantity * 10), unit: 'ml' };
  } else {
    result = {
      name: joinWithDe(unitWord(line.unit, line.quantity), line.name),
      quantity: formatQuantity(line.quantity),
      unit: 'unité',
    };
  }
  if (line.ingredientId !== undefined) result.ingredientId = line.ingredientId;
  return result;
}
