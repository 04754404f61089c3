import type { ShoppingAisle, ShoppingLine } from '@mijote/contracts';
import { AISLES, buyingLineOf, compareFrench } from '@mijote/cuisine';
import type { ShoppingUnit } from '@mijote/cuisine/vocabulary';
import { needOfRow, needOfRows } from './buying-rows';
import type { ListRow } from './list-rows';

// « Tous les articles » (issue 8 point 3, decision 16): the list in shop order, aisle by aisle,
// the rows of one line (the same food bought the same way, from any recipe or typed by hand)
// shown once, with what to buy for all of them: 3 + 6 gousses read « Ail, 1 tête », not two.
// Every row carries its line key, aisle and exact need since it was written, so this is a
// grouping of stored values; only a merged line asks the knowledge base for its product name.
// The cupboard staples the recipes need are apart (« À vérifier dans le placard »).

function byName(a: ShoppingLine, b: ShoppingLine): number {
  return compareFrench(a.name, b.name) || compareFrench(a.key, b.key);
}

/** One line from its rows (all of one key and one checked state). */
function lineOf(rows: readonly ListRow[]): ShoppingLine {
  const first = rows[0]!;
  const itemIds = rows.map((row) => row.id).sort();
  const amount =
    rows.length === 1
      ? { name: first.name, quantity: first.quantity, unit: first.unit, packSize: first.packSize }
      : buyingLineOf(
          first.ingredientId,
          first.lineKey,
          rows.reduce((sum, row) => sum + row.buyExact, 0),
          first.name,
        );
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

/** Aisles in shop order (unknown names last), in each the lines to buy first; the cupboard apart. */
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
