import { formatQuantity } from '../parser/format-quantity';
import { readQuantity } from '../parser/read-quantity';
import { isApproximateUnit, unitKindOf, unitLabel } from '../parser/recipe-unit-words';
import type { AmountPrecision } from '../parser/types';
import { readUnit } from '../parser/unit-words';
import { joinWithDe } from '../text/elision';
import type { RecipeUnit, ShoppingUnit } from '../vocabulary';
import { SHOPPING_UNITS } from '../vocabulary';

// A shopping item carries one of the 8 SHOPPING_UNITS and a text quantity (spec section 3) that
// the spec's line parser reads back (section 5: a number with a dot or comma decimal). Recipe
// units map onto them by what a shopper does with them:
// - unité, g, kg, ml, l, càs, càc, pincée: unchanged;
// - cl → ml (×10, exact);
// - what a shop sells whole (botte, sachet, boîte, pot, paquet…) and pieces bought as such
//   (gousse, tranche, pavé…): 'unité', the unit word moving into the name, the count rounded
//   up — half a bunch is still one bunch to buy: 0,5 botte 'basilic' → 1 'botte de basilic';
// - a zest is taken from the fruit you buy: 2 zestes 'citron' → 2 'citron';
// - a dash taken from a pack (filet d’huile, noix de beurre, trait, goutte, pointe): 1 'unité'
//   of the food itself, the amount being too small to write;
// - kitchen measures (tasse, verre, bol, louche, poignée, morceau): 'unité', the measure word
//   in the name, the quantity as written ('1,5 tasse de riz');
// - a vague amount ('quelques brins de persil'): 1 'unité' of the food.

export type ShoppingListLine = {
  name: string;
  /** Text, as shopping_items.quantity is: '1,5'. */
  quantity: string;
  unit: ShoppingUnit;
  ingredientId?: string;
};

const SHOPPING_UNIT_SET = new Set<string>(SHOPPING_UNITS);
// Measures taken from a pack already bought for other uses.
const DASHES = new Set<RecipeUnit>(['filet', 'noix', 'noisette', 'trait', 'goutte', 'pointe']);
// Pieces cut from the food itself: what you buy is the food.
const TAKEN_FROM_THE_FOOD = new Set<RecipeUnit>(['zeste']);

function isShoppingUnit(unit: RecipeUnit): unit is ShoppingUnit {
  return SHOPPING_UNIT_SET.has(unit);
}

/** A whole count, rounded up: what you put in the basket. Float dust (2.0000001) is not a 3rd. */
function wholeCount(quantity: number): number {
  return Math.max(1, Math.ceil(quantity - 1e-9));
}

function shoppingAmount(line: {
  name: string;
  quantity: number;
  unit: RecipeUnit;
  ingredientId?: string;
  precision?: AmountPrecision;
}): Omit<ShoppingListLine, 'ingredientId'> {
  const { name, quantity, unit } = line;
  if (line.precision === 'vague' && unit !== 'pincée') {
    return { name, quantity: '1', unit: 'unité' };
  }
  if (isShoppingUnit(unit)) return { name, quantity: formatQuantity(quantity), unit };
  if (unit === 'cl') return { name, quantity: formatQuantity(quantity * 10), unit: 'ml' };
  if (TAKEN_FROM_THE_FOOD.has(unit)) {
    return { name, quantity: formatQuantity(wholeCount(quantity)), unit: 'unité' };
  }
  // A fillet of fish is bought; a drizzle of oil comes from the bottle.
  if (DASHES.has(unit) && (unit !== 'filet' || isApproximateUnit(unit, line.ingredientId))) {
    return { name, quantity: '1', unit: 'unité' };
  }
  const kind = unitKindOf(unit);
  const count = kind === 'measure' ? quantity : wholeCount(quantity);
  return {
    name: joinWithDe(unitLabel(unit, count), name),
    quantity: formatQuantity(count),
    unit: 'unité',
  };
}

export function toShoppingLine(line: {
  name: string;
  quantity: number;
  unit: RecipeUnit;
  ingredientId?: string;
  precision?: AmountPrecision;
}): ShoppingListLine {
  const result: ShoppingListLine = shoppingAmount(line);
  if (line.ingredientId !== undefined) result.ingredientId = line.ingredientId;
  return result;
}

/**
 * A quantity typed with its unit in the list's quantity field (« 500 g », « 1,5 kg », « 25 cl »,
 * « 2 cuillères à soupe »), as a shopping amount: '500' and 'g'. Anything else, a range, a count
 * of packs (« 2 sachets ») or words after the unit, is not an amount with a unit: undefined.
 */
export function readShoppingAmount(
  text: string,
): { quantity: string; unit: ShoppingUnit } | undefined {
  const amount = readQuantity(text.trim());
  if (!amount || amount.quantityMax !== undefined || amount.approximate) return undefined;
  const unit = readUnit(amount.rest);
  if (unit?.rest.trim() !== '') return undefined;
  const quantity = amount.quantity * unit.factor;
  if (isShoppingUnit(unit.unit)) return { quantity: formatQuantity(quantity), unit: unit.unit };
  if (unit.unit === 'cl') return { quantity: formatQuantity(quantity * 10), unit: 'ml' };
  return undefined;
}
