import type { ShoppingAisle, ShoppingLine } from '@mijote/contracts';
import {
  AISLES,
  buyingLineOf,
  compareFrench,
  isNeedWorthShowing,
  type RecipeUnit,
  sumNeeds,
} from '@mijote/cuisine';
import type { ShoppingUnit } from '@mijote/cuisine/vocabulary';
import type { ListRow } from './list-rows';

// « Tous les articles » (spec « Liste de courses », decision 012): the list in shop order, aisle by
// aisle, the rows of one line (the same food bought the same way, from any recipe or typed by hand)
// shown once, with what to buy for all of them: 3 + 6 gousses read « Ail, 1 tête », not two. Every
// row carries its line key, aisle and exact need since it was written, so this is a grouping of
// stored values; only a merged line asks the knowledge base for its product name. The cupboard
// staples the recipes need are apart (« À vérifier dans le placard »).

function byName(a: ShoppingLine, b: ShoppingLine): number {
  return compareFrench(a.name, b.name) || compareFrench(a.key, b.key);
}

/**
 * What the rows of one line (one key) say to buy, under the product's name: a row alone as it was
 * written, several added up and rounded up once (3 + 6 gousses are « Ail », 1 tête).
 */
export function lineAmount(rows: readonly ListRow[]): {
  name: string;
  quantity: string;
  unit: string;
  packSize: string | null;
} {
  const first = rows[0]!;
  if (rows.length === 1) return first;
  const exact = rows.reduce((sum, row) => sum + row.buyExact, 0);
  return buyingLineOf(first.ingredientId, first.lineKey, exact, first.name);
}

/** One line from its rows (all of one key and one checked state). */
function lineOf(rows: readonly ListRow[]): ShoppingLine {
  const first = rows[0]!;
  const itemIds = rows.map((row) => row.id).sort();
  const amount = lineAmount(rows);
  return {
    key: itemIds[0]!,
    name: amount.name,
    quantity: amount.quantity,
    unit: amount.unit as ShoppingUnit,
    packSize: amount.packSize,
    need: rows.length === 1 ? needOfRow(first) : needOfRows(rows),
    checked: rows.every((row) => row.checked),
    itemIds,
  };
}

/** The lines of `rows`: one per key, checked rows apart from those still to buy. */
function linesOf(rows: readonly ListRow[]): ShoppingLine[] {
  const byKey = new Map<string, ListRow[]>();
  for (const row of rows) {
    const key = `${row.checked ? 'x' : 'o'}${row.lineKey}`;
    const same = byKey.get(key);
    if (same) same.push(row);
    else byKey.set(key, [row]);
  }
  const lines = [...byKey.values()].map(lineOf);
  return [
    ...lines.filter((l) => !l.checked).sort(byName),
    ...lines.filter((l) => l.checked).sort(byName),
  ];
}

const AISLE_RANK = new Map<string, number>(AISLES.map((aisle, index) => [aisle, index]));

function aisleRank(aisle: string | null): number {
  if (aisle === null) return Number.POSITIVE_INFINITY;
  return AISLE_RANK.get(aisle) ?? AISLES.length;
}

export type ListView = { aisles: ShoppingAisle[]; pantry: ShoppingLine[] };

/** Aisles in shop order (unknown names last), lines to buy first; the cupboard apart. */
export function groupList(rows: readonly ListRow[]): ListView {
  const byAisle = new Map<string | null, ListRow[]>();
  const pantry: ListRow[] = [];
  for (const row of rows) {
    if (row.inPantry) {
      pantry.push(row);
      continue;
    }
    const same = byAisle.get(row.aisle);
    if (same) same.push(row);
    else byAisle.set(row.aisle, [row]);
  }
  const aisles = [...byAisle.entries()]
    .sort(([a], [b]) => aisleRank(a) - aisleRank(b) || compareFrench(String(a), String(b)))
    .map(([aisle, inAisle]) => ({ aisle, lines: linesOf(inAisle) }));
  return { aisles, pantry: linesOf(pantry) };
}

type NeedFacts = {
  needQuantity: number | null;
  needUnit: string | null;
  buyExact: number;
  lineKey: string;
};

type Need = { amount: string; recipeCount: number } | null;

/** The detail under one row: needOfRows of it alone. */
export function needOfRow(row: NeedFacts): Need {
  return needOfRows([row]);
}

/**
 * The detail under a row or a line: what the recipes needed (« 9 gousses ») and how many rows
 * said so, when it says more than the amount to buy; null otherwise.
 */
export function needOfRows(rows: readonly NeedFacts[]): Need {
  const needs = rows.flatMap((row) =>
    row.needQuantity !== null && row.needUnit !== null
      ? [{ quantity: row.needQuantity, unit: row.needUnit as RecipeUnit }]
      : [],
  );
  const [first] = rows;
  if (needs.length === 0 || !first) return null;
  const exact = rows.reduce((sum, row) => sum + row.buyExact, 0);
  if (!isNeedWorthShowing(needs, exact, first.lineKey)) return null;
  return { amount: sumNeeds(needs), recipeCount: needs.length };
}
