import { DEFAULT_PANTRY, pantryCheck, readRecipeNeeds } from '@mijote/cuisine';
import { describe, expect, it } from 'vitest';
import { toBuyingRows } from './buying-rows';
import { isLegacyRow, toListRow } from './list-rows';
import { groupList } from './shopping-lines';
import type { ShoppingItemRow } from './shopping-repo';
import { typedItem } from './typed-item';

// Decision 012 on the server: recipe lines written as buying rows, rows of several recipes read
// as one line, the cupboard apart, and rows older than buying units still read.

const isInPantry = pantryCheck(DEFAULT_PANTRY);
let n = 0;

function rowsOf(recipeId: string, lines: string[], servings = 4): ShoppingItemRow[] {
  const { rows } = toBuyingRows(readRecipeNeeds(lines, 4, servings), { isInPantry });
  return rows.map((row) => ({
    id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    householdId: 'h',
    userId: 'u',
    checked: false,
    recipeId,
    recipeTitle: recipeId,
    createdAt: new Date('2026-11-28T10:00:00Z'),
    ...row,
  }));
}

/** A row as the table holds it; the buying columns empty unless given (a row older than them). */
function aRow(fields: Partial<ShoppingItemRow>): ShoppingItemRow {
  return {
    id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    householdId: 'h',
    userId: 'u',
    name: 'x',
    quantity: '1',
    unit: 'unité',
    checked: false,
    recipeId: null,
    recipeTitle: null,
    ingredientId: null,
    inFridge: null,
    packSize: null,
    buyExact: null,
    lineKey: null,
    needQuantity: null,
    needUnit: null,
    aisle: null,
    inPantry: false,
    createdAt: new Date('2025-11-28T10:00:00Z'),
    ...fields,
  };
}

const read = (rows: ShoppingItemRow[]) => groupList(rows.map((row) => toListRow(row, isInPantry)));
const linesOf = (view: ReturnType<typeof groupList>) =>
  view.aisles.flatMap((aisle) =>
    aisle.lines.map((line) => [
      aisle.aisle,
      line.name,
      line.quantity,
      line.unit,
      line.packSize,
      line.need && `${line.need.amount} / ${line.need.recipeCount}`,
    ]),
  );

describe('the list read in buying units', () => {
  it('merges the rows of several recipes before rounding: 3 + 6 gousses are one head', () => {
    const view = read([
      ...rowsOf('a', ['3 gousses d’ail', '2 carottes', '1 pincée de sel']),
      ...rowsOf('b', ['6 gousses d’ail', '0,5 carotte', '2 c. à soupe d’huile d’olive']),
    ]);
    expect(linesOf(view)).toEqual([
      ['fruits et légumes', 'Ail', '1', 'tête', null, '9 gousses / 2'],
      ['fruits et légumes', 'Carottes', '3', 'unité', null, '2,5 / 2'],
    ]);
    expect(view.pantry.map((line) => line.name)).toEqual(['Huile d’olive', 'Sel']);
  });

  it('never lists tap water, and writes what the recipe needs only when it says more', () => {
    const view = read(rowsOf('c', ['75 cl d’eau', '450 g de pois chiches', '400 g de bœuf haché']));
    expect(linesOf(view)).toEqual([
      ['boucherie', 'Bœuf haché', '400', 'g', null, null],
      ['épicerie salée', 'Pois chiches', '2', 'boîte', '400 g', '450 g / 1'],
    ]);
  });

  it('keeps checked rows apart from those still to buy', () => {
    const [first, second] = [...rowsOf('d', ['2 oignons']), ...rowsOf('e', ['1 oignon'])];
    const view = read([{ ...first!, checked: true }, second!]);
    expect(view.aisles[0]?.lines.map((l) => [l.name, l.quantity, l.checked])).toEqual([
      ['Oignon', '1', false],
      ['Oignons', '2', true],
    ]);
  });

  it('merges an item typed by hand with the recipes’ rows bought the same way', () => {
    const typed = typedItem({ name: 'carottes', quantity: '2', unit: 'unité' });
    const view = read([...rowsOf('f', ['1 carotte']), aRow(typed)]);
    expect(linesOf(view)).toEqual([['fruits et légumes', 'Carottes', '3', 'unité', null, null]]);
  });
});

describe('rows older than buying units', () => {
  it('are recognised by their empty buying columns', () => {
    expect(isLegacyRow(aRow({}))).toBe(true);
    expect(isLegacyRow(rowsOf('g', ['1 citron'])[0]!)).toBe(false);
  });

  it('read a recipe’s row as the recipe’s need, and its staples as the cupboard’s', () => {
    const view = read([
      aRow({ name: 'gousses d’ail', quantity: '2', recipeId: 'r', recipeTitle: 'R' }),
      aRow({ name: 'oignon', quantity: '1,5', recipeId: 'r', recipeTitle: 'R' }),
      aRow({ name: 'sel', quantity: '1', unit: 'càc', recipeId: 'r', recipeTitle: 'R' }),
      aRow({ name: 'eau', quantity: '0,75', unit: 'l', recipeId: 'r', recipeTitle: 'R' }),
    ]);
    expect(linesOf(view)).toEqual([
      ['fruits et légumes', 'Ail', '1', 'tête', null, '2 gousses / 1'],
      ['fruits et légumes', 'Oignons', '2', 'unité', null, '1,5 / 1'],
    ]);
    // Salt waits in the cupboard; the tap water of an old recipe row with it, uncounted.
    expect(view.pantry.map((line) => line.name)).toEqual(['eau', 'Sel']);
  });

  it('keep a row typed by hand in its own words', () => {
    const view = read([
      aRow({ name: 'Farine T55', quantity: '1,5', unit: 'kg', ingredientId: 'farine' }),
      aRow({ name: 'Piles AA', quantity: '4' }),
    ]);
    expect(linesOf(view)).toEqual([
      ['épicerie sucrée', 'Farine T55', '1,5', 'kg', null, null],
      [null, 'Piles AA', '4', 'unité', null, null],
    ]);
  });
});
