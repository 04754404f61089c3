import {
  buyingLineKey,
  conversionOf,
  getIngredient,
  isShoppingUnit,
  type PantryCheck,
  parseIngredientLine,
  toBuyingLine,
} from '@mijote/cuisine';
import type { ShoppingItemRow } from './shopping-repo';

// A list row as the list's read needs it (decision 012): the row as written, or, for a row older
// than buying units (its buying columns are null), what it reads as now. Older rows are never
// rewritten: a row a recipe added (« gousses d’ail » 2 unité) reads through the cuisine parser
// as the recipe's need and what to buy for it (« Ail », 1 tête, need 2 gousses), and goes to the
// cupboard section when it is a staple; a row typed by hand keeps the words it was typed in.

export type ListRow = Omit<ShoppingItemRow, 'lineKey' | 'buyExact'> & {
  lineKey: string;
  buyExact: number;
};

/** '2', '1,5', '0.25': a quantity text as a number; anything else counts as 1. */
function amountOf(text: string): number {
  if (!/^\d{1,9}(?:[.,]\d{1,6})?$/.test(text)) return 1;
  const value = Number(text.replace(',', '.'));
  return value > 0 ? value : 1;
}

/** A unit typed by hand as the key's buying unit, and the amount in it: 1,5 kg → 1500 'g'. */
function typedAmount(quantity: number, unit: string): { exact: number; keyUnit: string } {
  const conversion = isShoppingUnit(unit) ? conversionOf(unit) : undefined;
  if (!conversion || conversion.family === 'spoon') return { exact: quantity, keyUnit: unit };
  const keyUnit = conversion.family === 'mass' ? 'g' : 'ml';
  return { exact: quantity * conversion.toBase, keyUnit };
}

/** Key and exact amount of a row typed by hand, as written: it merges only with its like. */
export function typedLine(
  name: string,
  quantity: string,
  unit: string,
  ingredientId: string | null,
): { lineKey: string; buyExact: number } {
  const { exact, keyUnit } = typedAmount(amountOf(quantity), unit);
  return { lineKey: buyingLineKey(ingredientId, name, keyUnit), buyExact: exact };
}

function aisleOf(ingredientId: string | null): string | null {
  return ingredientId ? (getIngredient(ingredientId)?.aisle ?? null) : null;
}

function legacyRow(row: ShoppingItemRow, isInPantry: PantryCheck): ListRow {
  const base = { ...row, aisle: aisleOf(row.ingredientId), inPantry: false };
  // Older rows are in the spec's units; the shape is the same.
  const typed = (): ListRow => ({
    ...base,
    ...typedLine(row.name, row.quantity, row.unit, row.ingredientId),
    needQuantity: null,
    needUnit: null,
  });
  if (row.recipeId === null) return typed();
  const written = row.unit === 'unité' ? row.name : `${row.unit} ${row.name}`;
  const parsed = parseIngredientLine(`${row.quantity} ${written}`);
  if (!parsed.matched) return typed();
  const ingredientId = parsed.ingredientId ?? row.ingredientId;
  const line = toBuyingLine({ ...parsed, ingredientId });
  // Tap water of an older recipe row: not to buy, so with the cupboard's uncounted rows.
  if (line === null) return { ...typed(), inPantry: true };
  return {
    ...row,
    name: line.name,
    quantity: line.quantity,
    unit: line.unit,
    packSize: line.packSize,
    ingredientId: line.ingredientId,
    aisle: line.aisle,
    lineKey: line.lineKey,
    buyExact: line.exact,
    needQuantity: line.need.quantity,
    needUnit: line.need.unit,
    inPantry: isInPantry(line.ingredientId),
  };
}

/** Rows typed by hand and rows written with buying units need no cupboard list to be read. */
export const NO_PANTRY: PantryCheck = () => false;

/** Whether a row is older than buying units, and so read through `toListRow`'s parser. */
export function isLegacyRow(row: Pick<ShoppingItemRow, 'buyExact' | 'lineKey'>): boolean {
  return row.buyExact === null || row.lineKey === null;
}

function isWrittenWithBuyingUnits(row: ShoppingItemRow): row is ListRow {
  return !isLegacyRow(row);
}

/**
 * The row as the list reads it; `isInPantry` is only asked for older rows. A row written with
 * buying units is read as it is, not copied (the list is read after every change of the list).
 */
export function toListRow(row: ShoppingItemRow, isInPantry: PantryCheck): ListRow {
  return isWrittenWithBuyingUnits(row) ? row : legacyRow(row, isInPantry);
}
