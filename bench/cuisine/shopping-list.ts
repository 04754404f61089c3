import {
  type AisleSourceItem,
  groupByAisle,
} from '../../apps/server/src/modules/shopping/shopping-aisles';
import { INGREDIENTS } from '../../packages/cuisine/src/index';
import { measure, printTable } from '../lib/measure';

// The shopping list's own work on the server (GET /api/shopping/items): a household's 50 rows
// grouped by aisle, rows of one ingredient in compatible units merged into one line. Its names are
// compared through their normalised forms, which the process remembers (packages/cuisine,
// text/normalize): « names already seen » is every read of a list after its first; « names never
// seen » pays the normalisation on each row, as the first read does (and every read did before).
// Baseline: the same rows copied into new objects, the least any answer does with them.

const ROWS = 50;
const UNITS = ['unité', 'g', 'kg', 'ml', 'l', 'càs'] as const;

function listOf(suffix: string): AisleSourceItem[] {
  return Array.from({ length: ROWS }, (_, i) => {
    // Two rows in three from the knowledge base (an aisle, merged by ingredient), one typed freely.
    const ingredient = i % 3 === 2 ? undefined : INGREDIENTS[(i * 37) % INGREDIENTS.length];
    return {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      name: `${ingredient?.name ?? `Article maison n°${i % 20}`}${suffix}`,
      quantity: String((i % 4) + 1),
      unit: UNITS[i % UNITS.length]!,
      checked: i % 5 === 0,
      ingredientId: ingredient?.id ?? null,
    };
  });
}

const seen = listOf('');
let fresh = 0;

printTable(`A household's list of ${ROWS} rows grouped by aisle (shopping-aisles.ts)`, 'lists', [
  measure('baseline: the rows copied', () => (seen.map((row) => ({ ...row })).length ? 1 : 0)),
  measure('groupByAisle, names already seen', () => (groupByAisle(seen).length ? 1 : 0)),
  measure('groupByAisle, names never seen', () =>
    groupByAisle(listOf(` ${++fresh}`)).length ? 1 : 0,
  ),
]);
