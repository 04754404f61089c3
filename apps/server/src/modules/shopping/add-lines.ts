import { readRecipeNeeds } from '@mijote/cuisine';
import { isUniqueViolation } from '../../db/error-chain';
import type { Executor } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { householdPantryCheck } from '../household';
import { toBuyingRows } from './buying-rows';
import { insertRecipeItems, insertShoppingItem, RECIPE_LINE_INDEX } from './shopping-repo';

/**
 * Ingredient lines (the assistant's, once the user confirmed them) added to the list, read like
 * « Ajouter à la liste de courses » reads a recipe's: same parser, same buying units, the
 * household's cupboard staples apart. A recipe's lines go in one statement, and a recipe already
 * on the list is refused whole with the spec's text (its unique index); lines of no recipe
 * (« ajoute du lait ») are plain items, to buy even when they are cupboard staples.
 */
export async function addLinesToShoppingList(
  tx: Executor,
  caller: Caller,
  input: { lines: readonly string[]; recipeId?: string | null; recipeTitle?: string | null },
): Promise<string[]> {
  const isInPantry = await householdPantryCheck(tx, caller.householdId);
  const { rows } = toBuyingRows(readRecipeNeeds(input.lines, 1, 1), { isInPantry });
  const items = rows.map(({ inFridge: _, ...row }) => ({ ...row, userId: caller.id }));
  const { recipeId, recipeTitle } = input;
  if (recipeId && recipeTitle) {
    try {
      const inserted = await insertRecipeItems(
        tx,
        caller.householdId,
        items.map((item) => ({ ...item, recipeId, recipeTitle })),
      );
      return inserted.map((row) => row.id);
    } catch (error) {
      if (isUniqueViolation(error, RECIPE_LINE_INDEX)) {
        throw new AppError('SHOPPING_ALREADY_ADDED', { cause: error });
      }
      throw error;
    }
  }
  const ids: string[] = [];
  for (const item of items) {
    const row = await insertShoppingItem(tx, caller.householdId, { ...item, inPantry: false });
    if (!row) throw new Error('insert into shopping_items returned no row');
    ids.push(row.id);
  }
  return ids;
}
