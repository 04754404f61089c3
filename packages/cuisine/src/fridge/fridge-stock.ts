import { isPackRule } from '../buying/buying-rule';
import { needInBuyingUnits } from '../buying/to-buying';
import { isExpired } from '../expiry';
import { getIngredient, isIngredientOrDescendant, matchIngredient } from '../ingredients';
import { portionWordOf } from '../parser/ingredient-link';
import { unitKindOf } from '../parser/recipe-unit-words';
import { presentTotal } from '../quantities/aggregate-shopping-lines';
import { conversionOf, fromBaseQuantity, toBaseQuantity } from '../quantities/unit-families';
import type { RecipeUnit, ShoppingUnit } from '../vocabulary';

// The fridge ↔ list ↔ planning loop: what a recipe line can take from the
// household's fridge. « Ajouter à la liste » buys only the shortfall; « J'ai cuisiné » takes the
// amounts out. Both read the fridge the same way:
// - a fridge item counts for a line when it is the same food or a kind of it (« spaghetti » for
//   « pâtes »), never the other way (a recipe's « comté » is not any « fromage »);
// - amounts are compared exactly where the conversion is exact (g/kg, ml/cl/l, càc/càs) or the
//   units are the same, and otherwise through how the food is sold (decision 012): a head of
//   garlic holds 3 cloves, a brick of cream 2 càs, 500 g of carrots 4 carrots. A food the
//   knowledge base does not know compares only exactly;
// - an expired item is not available (decision 029: dated before today), the soonest-
//   expiring items are used first;
// - a fridge quantity is a whole number ≥ 1 (spec section 9): what is left is written in the
//   item's unit when whole, else in the base unit (1 l − 250 ml → 750 ml); a started piece is
//   used up (3 oignons − ½ → 2), a started pack is kept (1 brique − 2 càs → 1 brique).

export type StockItemFacts = {
  id: string;
  name: string;
  quantity: number;
  unit: ShoppingUnit;
  /** 'YYYY-MM-DD', or null. */
  expirationDate: string | null;
};

export type StockNeed = {
  ingredientId: string | null | undefined;
  name: string;
  quantity: number;
  unit: RecipeUnit;
};

type StockRow<T extends StockItemFacts> = { item: T; ingredientId: string; left: number };

/** The usable part of a fridge, drawn from line after line. */
export type FridgeStock<T extends StockItemFacts = StockItemFacts> = {
  rows: StockRow<T>[];
};

export type StockDraw = {
  /** How much of the need the fridge covers, in the need's unit (0 when nothing). */
  covered: number;
  /** What is still to buy, in the need's unit: need − covered, never negative. */
  shortfall: number;
  /** The amounts taken, per fridge item, in the item's own unit. */
  takes: Array<{ itemId: string; amount: number }>;
};

const EPSILON = 1e-9;

export function openFridgeStock<T extends StockItemFacts>(
  items: readonly T[],
  today: string,
): FridgeStock<T> {
  const rows: StockRow<T>[] = [];
  for (const item of items) {
    if (isExpired(item.expirationDate, today)) continue;
    if (!(item.quantity > 0)) continue;
    // A portion word makes a count something else (« 2 bouteilles de lait » are not 2 milks).
    if (item.unit === 'unité' && portionWordOf(item.name) !== undefined) continue;
    const match = matchIngredient(item.name);
    if (!match) continue;
    rows.push({ item, ingredientId: match.ingredient.id, left: item.quantity });
  }
  // Soonest-expiring first; items without a date last, in their order (the sort is stable).
  rows.sort((a, b) =>
    (a.item.expirationDate ?? '9999-12-31').localeCompare(b.item.expirationDate ?? '9999-12-31'),
  );
  return { rows };
}

/**
 * How many need units one unit of the item is; undefined when the units do not convert. Exact
 * conversions first; else, for a known food, through its buying rule (1 tête = 10 gousses).
 */
export function unitRatio(
  itemUnit: RecipeUnit,
  needUnit: RecipeUnit,
  ingredientId?: string | null,
): number | undefined {
  if (itemUnit === needUnit) return 1;
  const from = conversionOf(itemUnit);
  const to = conversionOf(needUnit);
  if (from && to && from.family === to.family) return from.toBase / to.toBase;
  const ingredient = ingredientId ? getIngredient(ingredientId) : undefined;
  if (!ingredient) return undefined;
  const item = needInBuyingUnits(ingredient, 1, itemUnit);
  const need = needInBuyingUnits(ingredient, 1, needUnit);
  return item !== undefined && need !== undefined ? item / need : undefined;
}

function needIdOf(need: StockNeed): string | undefined {
  return need.ingredientId ?? matchIngredient(need.name)?.ingredient.id;
}

function isFoodFor(row: StockRow<StockItemFacts>, need: StockNeed, needId: string): boolean {
  if (need.unit === 'unité' && portionWordOf(need.name) !== undefined) return false;
  return isIngredientOrDescendant(row.ingredientId, needId);
}

/**
 * Takes what the fridge holds of `need` out of `stock` (which is changed: a second line of the
 * same food finds what the first left). Quantities that cannot be compared are left alone.
 */
export function drawFromStock<T extends StockItemFacts>(
  stock: FridgeStock<T>,
  need: StockNeed,
): StockDraw {
  const wanted = Number.isFinite(need.quantity) && need.quantity > 0 ? need.quantity : 0;
  let missing = wanted;
  const takes: StockDraw['takes'] = [];
  const needId = needIdOf(need);
  for (const row of stock.rows) {
    if (missing <= EPSILON || needId === undefined) break;
    if (row.left <= EPSILON || !isFoodFor(row, need, needId)) continue;
    const ratio = unitRatio(row.item.unit, need.unit, needId);
    if (ratio === undefined) continue;
    const available = row.left * ratio;
    const taken = Math.min(available, missing);
    const amount = taken / ratio;
    row.left = Math.max(0, row.left - amount);
    missing -= taken;
    takes.push({ itemId: row.item.id, amount });
  }
  if (missing <= EPSILON) missing = 0;
  return { covered: wanted - missing, shortfall: missing, takes };
}

/**
 * What a fridge item holds once `taken` (in its unit) is used: a whole quantity, in its unit or
 * its base unit; null when nothing is left (the item is removed).
 */
export function quantityLeft(
  item: { quantity: number; unit: ShoppingUnit; name?: string },
  taken: number,
): { quantity: number; unit: ShoppingUnit } | null {
  const left = item.quantity - taken;
  const rounded = Math.round(left);
  if (Math.abs(left - rounded) < 1e-6)
    return rounded >= 1 ? { quantity: rounded, unit: item.unit } : null;
  const base = toBaseQuantity(left, item.unit);
  if (base === undefined) {
    // A started pack stays in the fridge (a brick of cream with 2 càs taken is still there); a
    // started piece (or pinch) is used up.
    const whole = isPack(item) ? Math.ceil(left - 1e-6) : Math.floor(left + 1e-6);
    return whole >= 1 ? { quantity: whole, unit: item.unit } : null;
  }
  const baseUnit = BASE_UNITS[conversionOf(item.unit)!.family];
  const inBase = Math.round(fromBaseQuantity(base, baseUnit));
  return inBase >= 1 ? { quantity: inBase, unit: baseUnit } : null;
}

/** A pack word, or a count of a food sold in packs (« 2 » butters are two plaquettes). */
function isPack(item: { unit: ShoppingUnit; name?: string }): boolean {
  if (unitKindOf(item.unit) === 'pack') return true;
  if (item.unit !== 'unité' || item.name === undefined) return false;
  const rule = matchIngredient(item.name)?.ingredient.buying;
  return rule !== undefined && isPackRule(rule);
}

const BASE_UNITS = { mass: 'g', volume: 'ml', spoon: 'càc' } as const satisfies Record<
  string,
  ShoppingUnit
>;

/** An amount in a readable unit: 0,3 kg → 300 g, 1500 ml → 1,5 l; other units unchanged. */
export function readableAmount(
  quantity: number,
  unit: ShoppingUnit,
): { quantity: number; unit: ShoppingUnit } {
  const conversion = conversionOf(unit);
  if (!conversion) return { quantity, unit };
  const presented = presentTotal(quantity * conversion.toBase, conversion.family);
  return { quantity: presented.quantity, unit: presented.unit as ShoppingUnit };
}
