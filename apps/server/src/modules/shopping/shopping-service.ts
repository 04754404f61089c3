import {
  localDateOf,
  type ShoppingCheckResult,
  type ShoppingFromRecipeResult,
  type ShoppingItem,
  type ShoppingList,
  type ValidShoppingFromRecipeInput,
  type ValidShoppingItemInput,
} from '@mijote/contracts';
import { findIngredient, readShoppingAmount } from '@mijote/cuisine';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/error-chain';
import { AppError } from '../../lib/app-error';
import { failsAs } from '../../lib/fails-as';
import type { Caller } from '../auth/session';
import { listFridgeItems } from '../fridge/fridge-repo';
import { toStockItem } from '../fridge/fridge-service';
import { subtractFridge } from './fridge-shortfall';
import { recipeLinesToItems } from './recipe-lines-to-items';
import { aisleOf, groupByAisle } from './shopping-aisles';
import { decideCheck } from './shopping-check-rule';
import {
  deleteCheckedItems,
  deleteShoppingItems,
  insertRecipeItems,
  insertShoppingItem,
  listShoppingItems,
  lockCheckGroup,
  RECIPE_LINE_INDEX,
  type ShoppingItemRow,
  setChecked,
} from './shopping-repo';
import { storageEntryOf } from './shopping-store';

export async function getShoppingList(db: Db, caller: Caller): Promise<ShoppingList> {
  return failsAs('SHOPPING_LOAD_FAILED', async () => {
    const items = (await listShoppingItems(db, caller.householdId)).map(toShoppingItem);
    return { items, aisles: groupByAisle(items) };
  });
}

/**
 * Beyond the spec: the name is linked to its ingredient when it resolves (aisle, merging), and a
 * unit typed in the quantity field (« 500 g » beside the default 'unité') becomes the unit, as
 * the recipe lines' units do: '500' 'g', never « 500 g unité ».
 */
export async function addShoppingItem(
  db: Db,
  caller: Caller,
  input: ValidShoppingItemInput,
): Promise<ShoppingItem> {
  const typed = input.unit === 'unité' ? readShoppingAmount(input.quantity) : undefined;
  return failsAs('SHOPPING_ADD_FAILED', async () => {
    const row = await insertShoppingItem(db, caller.householdId, {
      userId: caller.id,
      name: input.name,
      quantity: typed?.quantity ?? input.quantity,
      unit: typed?.unit ?? input.unit,
      ingredientId: findIngredient(input.name)?.id ?? null,
    });
    return toShoppingItem(row);
  });
}

/**
 * « Ajouter à la liste de courses » from a recipe (issue 9 point 4): its lines at the chosen
 * servings, parsed, inserted in one statement with the recipe's id and title. Adding a recipe
 * that is already on the list answers the spec's 23505 text and changes nothing.
 */
export async function addRecipeToShoppingList(
  db: Db,
  caller: Caller,
  input: ValidShoppingFromRecipeInput,
  now: Date,
): Promise<ShoppingFromRecipeResult> {
  const { recipe } = input;
  const lines = recipeLinesToItems(
    recipe.ingredients,
    recipe.servings,
    input.servings ?? recipe.servings,
  );
  return failsAs('SHOPPING_RECIPE_ADD_FAILED', async () => {
    // Issue 12: only the shortfall, unless the user asked for the full quantities.
    const { lines: toBuy, covered } = input.ignoreFridge
      ? {
          lines: lines.map(({ isMeasured: _, ...line }) => ({ ...line, inFridge: null })),
          covered: [],
        }
      : subtractFridge(
          lines,
          (await listFridgeItems(db, caller.householdId)).map(toStockItem),
          localDateOf(now),
        );
    try {
      const rows = await insertRecipeItems(
        db,
        caller.householdId,
        toBuy.map((line) => ({
          ...line,
          userId: caller.id,
          recipeId: recipe.id,
          recipeTitle: recipe.title,
        })),
      );
      return { items: rows.map(toShoppingItem), coveredByFridge: covered };
    } catch (error) {
      if (isUniqueViolation(error, RECIPE_LINE_INDEX)) {
        throw new AppError('SHOPPING_ALREADY_ADDED', { cause: error });
      }
      throw error;
    }
  });
}

/**
 * Checks or unchecks items (one, or the rows of a merged line) with the spec's rule: when every
 * item of a recipe ends up checked, all items of that recipe are deleted. One transaction: an id
 * the household does not have makes the whole call a 404 that changes nothing. The purged rows
 * are answered as « Ranger au frigo » would propose them, so they can still go into the fridge.
 */
export async function checkShoppingItems(
  db: Db,
  caller: Caller,
  itemIds: readonly string[],
  checked: boolean,
  now: Date,
): Promise<ShoppingCheckResult> {
  const targets = [...new Set(itemIds)];
  return failsAs('SHOPPING_UPDATE_FAILED', () =>
    db.transaction(async (tx) => {
      const group = await lockCheckGroup(tx, caller.householdId, targets);
      const found = new Set(group.map((row) => row.id));
      if (!targets.every((id) => found.has(id))) throw new AppError('NOT_FOUND');
      const decision = decideCheck(group, targets, checked);
      const updated = await setChecked(tx, caller.householdId, decision.updateIds, checked);
      const purgedIds = await deleteShoppingItems(tx, caller.householdId, decision.purgeIds);
      const purged = new Set(purgedIds);
      const today = localDateOf(now);
      const purgedProposal = group
        .filter((row) => purged.has(row.id))
        .map((row) => storageEntryOf(row, today));
      return { items: updated.map(toShoppingItem), purgedIds, purgedProposal };
    }),
  );
}

export async function removeShoppingItem(db: Db, caller: Caller, itemId: string): Promise<void> {
  const deleted = await failsAs('SHOPPING_DELETE_FAILED', () =>
    deleteShoppingItems(db, caller.householdId, [itemId]),
  );
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
}

export async function removeCheckedItems(
  db: Db,
  caller: Caller,
): Promise<{ deletedIds: string[] }> {
  return failsAs('SHOPPING_DELETE_CHECKED_FAILED', async () => ({
    deletedIds: await deleteCheckedItems(db, caller.householdId),
  }));
}

export function toShoppingItem(row: ShoppingItemRow): ShoppingItem {
  return {
    id: row.id,
    name: row.name,
    quantity: row.quantity,
    unit: row.unit as ShoppingItem['unit'],
    checked: row.checked,
    recipeId: row.recipeId,
    recipeTitle: row.recipeTitle,
    ingredientId: row.ingredientId,
    aisle: aisleOf(row.ingredientId),
    inFridge: row.inFridge,
    authorId: row.userId,
    createdAt: row.createdAt.toISOString(),
  };
}
