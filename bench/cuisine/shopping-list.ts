import { toBuyingRows } from '../../apps/server/src/modules/shopping/buying-rows';
import { toListRow } from '../../apps/server/src/modules/shopping/list-rows';
import { groupList } from '../../apps/server/src/modules/shopping/shopping-lines';
import type { ShoppingItemRow } from '../../apps/server/src/modules/shopping/shopping-repo';
import {
  DEFAULT_PANTRY,
  formatIngredientLine,
  pantryCheck,
  RECIPES,
  readRecipeNeeds,
} from '../../packages/cuisine/src/index';
import { measure, printTable } from '../lib/measure';

// The shopping list's own work on the server (GET /api/shopping/items, decision 012): a household's
// rows, written with their line key, aisle and exact need, grouped into aisles, the rows of one
// line merged and what to buy for them worked out. « Rows written with buying units » is every
// list since buying units; « rows older than buying units » reads each row through the cuisine
// parser first (shopping/list-rows.ts), as a list written before them does.
// Baseline: the same rows copied into new objects, the least any answer does with them.

const isInPantry = pantryCheck(DEFAULT_PANTRY);
const recipes = RECIPES.filter((recipe) => recipe.type === 'plat').slice(0, 6);

function rowsOfRecipes(): ShoppingItemRow[] {
  let n = 0;
  return recipes.flatMap((recipe) => {
    const lines = recipe.ingredients.map((line) => formatIngredientLine(line));
    const { rows } = toBuyingRows(readRecipeNeeds(lines, recipe.servings, 4), { isInPantry });
    return rows.map((row) => ({
      id: `00000000-0000-4000-8000-${String(n++).padStart(12, '0')}`,
      householdId: 'h',
      userId: 'u',
      checked: n % 5 === 0,
      recipeId: recipe.id,
      recipeTitle: recipe.title,
      createdAt: new Date(),
      ...row,
    }));
  });
}

const written = rowsOfRecipes();
/** The same rows as a list written before buying units kept them: the spec's units, no key. */
const older: ShoppingItemRow[] = written.map((row) => ({
  ...row,
  name: row.name.toLowerCase(),
  unit: row.unit === 'g' || row.unit === 'kg' ? row.unit : 'unité',
  packSize: null,
  buyExact: null,
  lineKey: null,
  needQuantity: null,
  needUnit: null,
  aisle: null,
  inPantry: false,
}));

printTable(
  `A household's list of ${written.length} rows from 6 recipes, grouped (shopping-lines.ts)`,
  'lists',
  [
    measure('baseline: the rows copied', () => (written.map((row) => ({ ...row })).length ? 1 : 0)),
    measure('rows written with buying units', () =>
      groupList(written.map((row) => toListRow(row, isInPantry))).aisles.length ? 1 : 0,
    ),
    measure('rows older than buying units', () =>
      groupList(older.map((row) => toListRow(row, isInPantry))).aisles.length ? 1 : 0,
    ),
  ],
);
