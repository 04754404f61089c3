import type { PantryCheck } from '@mijote/cuisine';
import type { Executor } from '../../db/executor';
import { householdPantryCheck } from '../household';
import { isLegacyRow, NO_PANTRY } from './list-rows';
import type { ShoppingItemRow } from './shopping-repo';

/**
 * The household's cupboard list, when `rows` need it to be read: only a recipe's row older than
 * buying units does (list-rows.ts); otherwise no query is made.
 */
export async function pantryForRows(
  db: Executor,
  householdId: string,
  rows: readonly ShoppingItemRow[],
): Promise<PantryCheck> {
  const needsIt = rows.some((row) => row.recipeId !== null && isLegacyRow(row));
  return needsIt ? householdPantryCheck(db, householdId) : NO_PANTRY;
}
