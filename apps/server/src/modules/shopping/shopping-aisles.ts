import type { ShoppingAisle, ShoppingLine } from '@mijote/contracts';
import {
  AISLES,
  aggregateShoppingLines,
  compareFrench,
  formatQuantity,
  getIngredient,
  type ShoppingSourceLine,
} from '@mijote/cuisine';
import { SHOPPING_UNITS, type ShoppingUnit } from '@mijote/cuisine/vocabulary';

// « Tous les articles » (issue 8 point 3): the list in shop order, aisle by aisle, with the rows of
// one ingredient in compatible units shown as one line with their sum ('300 g' + '1 kg' read
// '1,3 kg'). Built on the server: the knowledge base behind aisles and names is too large for the
// browser bundle.

export type AisleSourceItem = {
  id: string;
  name: string;
  quantity: string;
  unit: ShoppingUnit;
  checked: boolean;
  ingredientId: string | null;
};

/** The aisle of a resolved ingredient, or null. */
export function aisleOf(ingredientId: string | null): string | null {
  return ingredientId ? (getIngredient(ingredientId)?.aisle ?? null) : null;
}

/** '2', '1,5', '0.25': the spec's quantity text, as a number; anything else is not summed. */
function readQuantity(text: string): number | undefined {
  if (!/^\d{1,9}(?:[.,]\d{1,6})?$/.test(text)) return undefined;
  const value = Number(text.replace(',', '.'));
  return value > 0 ? value : undefined;
}

const SHOPPING_UNIT_SET = new Set<string>(SHOPPING_UNITS);
function asShoppingUnit(unit: string, fallback: ShoppingUnit): ShoppingUnit {
  return SHOPPING_UNIT_SET.has(unit) ? (unit as ShoppingUnit) : fallback;
}

function byName(a: ShoppingLine, b: ShoppingLine): number {
  return compareFrench(a.name, b.name) || compareFrench(a.key, b.key);
}

/** The merged lines of items that share an aisle and a checked state. */
function mergeLines(items: readonly AisleSourceItem[]): ShoppingLine[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const summable = items.filter((item) => readQuantity(item.quantity) !== undefined);
  const lines: ShoppingLine[] = items
    .filter((item) => readQuantity(item.quantity) === undefined)
    .map((item) => lineOf([item], item.name, item.quantity, item.unit));
  // The aggregation keeps the sources of each line in `recipeIds`: the item id goes there, so
  // each merged line knows the rows that checking it must check.
  const merged = aggregateShoppingLines(
    summable.map((item) => {
      // Built, not spread: a conditional spread here was a third of the grouping's time.
      const line: ShoppingSourceLine = {
        name: item.name,
        quantity: readQuantity(item.quantity) ?? 1,
        unit: item.unit,
        recipeId: item.id,
      };
      if (item.ingredientId) line.ingredientId = item.ingredientId;
      return line;
    }),
  );
  for (const line of merged) {
    const sources = line.recipeIds.map((id) => byId.get(id)).filter((i) => i !== undefined);
    const [first] = sources;
    if (!first) continue;
    // A line of one row keeps the name as it was written ('Farine T55', not 'farine').
    const name = sources.length === 1 ? first.name : line.name;
    lines.push(
      lineOf(sources, name, formatQuantity(line.quantity), asShoppingUnit(line.unit, first.unit)),
    );
  }
  return lines;
}

function lineOf(
  sources: readonly AisleSourceItem[],
  name: string,
  quantity: string,
  unit: ShoppingUnit,
): ShoppingLine {
  const itemIds = sources.map((s) => s.id).sort();
  return {
    key: itemIds[0]!,
    name,
    quantity,
    unit,
    checked: sources.every((s) => s.checked),
    itemIds,
  };
}

function aisleRank(aisle: string | null): number {
  if (aisle === null) return Number.POSITIVE_INFINITY;
  const index = (AISLES as readonly string[]).indexOf(aisle);
  return index === -1 ? AISLES.length : index;
}

/** Aisles in shop order (unknown names last); in each, lines to buy first, then checked ones. */
export function groupByAisle(items: readonly AisleSourceItem[]): ShoppingAisle[] {
  const byAisle = new Map<string | null, AisleSourceItem[]>();
  for (const item of items) {
    const aisle = aisleOf(item.ingredientId);
    byAisle.set(aisle, [...(byAisle.get(aisle) ?? []), item]);
  }
  return [...byAisle.entries()]
    .sort(([a], [b]) => aisleRank(a) - aisleRank(b) || compareFrench(String(a), String(b)))
    .map(([aisle, inAisle]) => ({
      aisle,
      lines: [
        ...mergeLines(inAisle.filter((item) => !item.checked)).sort(byName),
        ...mergeLines(inAisle.filter((item) => item.checked)).sort(byName),
      ],
    }));
}
