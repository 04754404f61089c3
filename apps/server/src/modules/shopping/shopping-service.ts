import {
  localDateOf,
  type ShoppingCheckResult,
  type ShoppingFromRecipeResult,
  type ShoppingItem,
  type ShoppingList,
  type ShoppingPantryMoveResult,
  type ValidShoppingFromRecipeInput,
  type ValidShoppingItemInput,
} from '@mijote/contracts';
import { openFridgeStock, type PantryCheck, readRecipeNeeds } from '@mijote/cuisine';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/error-chain';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { failsAs } from '../../lib/fails-as';
import { listFridgeItems, toStockItem } from '../fridge';
import { householdPantryCheck } from '../household';
import { toBuyingRows } from './buying-rows';
import { type ListRow, NO_PANTRY, toListRow } from './list-rows';
import { pantryForRows } from './rows-pantry';
import { decideCheck } from './shopping-check-rule';
import { groupList, needOfRow } from './shopping-lines';
import {
  deleteCheckedItems,
  deleteShoppingItems,
  insertRecipeItems,
  insertShoppingItem,
  listShoppingItems,
  lockCheckGroup,
  lockShoppingItems,
  moveToList,
  RECIPE_LINE_INDEX,
  type ShoppingItemRow,
  setChecked,
} from './shopping-repo';
import { storageEntriesOf } from './shopping-store';
import { typedItem } from './typed-item';

export async function getShoppingList(db: Db, caller: Caller): Promise<ShoppingList> {
  return failsAs('SHOPPING_LOAD_FAILED', async () => {
    const rows = await listShoppingItems(db, caller.householdId);
    const isInPantry = await pantryForRows(db, caller.householdId, rows);
    const listRows = rows.map((row) => toListRow(row, isInPantry));
    return { items: listRows.map(itemOf), ...groupList(listRows) };
  });
}

/**
 * An item typed by hand (spec section 5), read as a shopper writes it (typed-item.ts): the name
 * capitalised and linked to its ingredient, a unit typed with the quantity or a whole line typed
 * in the name field (« 2 boîtes de thon ») taken apart.
 */
export async function addShoppingItem(
  db: Db,
  caller: Caller,
  input: ValidShoppingItemInput,
): Promise<ShoppingItem> {
  const item = typedItem(input);
  const row = await failsAs('SHOPPING_ADD_FAILED', () =>
    insertShoppingItem(db, caller.householdId, { ...item, userId: caller.id, id: input.id }),
  );
  if (!row) throw new AppError('ITEM_ID_TAKEN');
  return toShoppingItem(row);
}

/**
 * « Ajouter à la liste de courses » from a recipe (spec sections 5 and 8, decision 012): its lines
 * at the chosen servings, read as what to buy once the fridge is counted, the household's cupboard
 * staples apart, inserted in one statement with the recipe's id and title. Adding a recipe that
 * is already on the list answers the spec's 23505 text and changes nothing.
 */
export async function addRecipeToShoppingList(
  db: Db,
  caller: Caller,
  input: ValidShoppingFromRecipeInput,
  now: Date,
): Promise<ShoppingFromRecipeResult> {
  const { recipe } = input;
  const needs = readRecipeNeeds(
    recipe.ingredients,
    recipe.servings,
    input.servings ?? recipe.servings,
  );
  return failsAs('SHOPPING_RECIPE_ADD_FAILED', async () => {
    const isInPantry = await householdPantryCheck(db, caller.householdId);
    // Only the shortfall, unless the user asked for the full quantities.
    const fridge = input.ignoreFridge
      ? undefined
      : openFridgeStock(
          (await listFridgeItems(db, caller.householdId)).map(toStockItem),
          localDateOf(now),
        );
    const { rows, covered } = toBuyingRows(needs, { isInPantry, fridge });
    try {
      const inserted = await insertRecipeItems(
        db,
        caller.householdId,
        rows.map((row) => ({
          ...row,
          userId: caller.id,
          recipeId: recipe.id,
          recipeTitle: recipe.title,
        })),
      );
      return {
        items: inserted.map((row) => toShoppingItem(row)),
        coveredByFridge: covered,
      };
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
 * item of a recipe to buy ends up checked, all items of that recipe are deleted, its cupboard
 * rows with them. One transaction: an id the household does not have makes the whole call a 404
 * that changes nothing. The purged rows are answered as « Ranger au frigo » would propose them,
 * so they can still go into the fridge.
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
      const isInPantry = await pantryForRows(tx, caller.householdId, group);
      const listRows = group.map((row) => toListRow(row, isInPantry));
      const decision = decideCheck(listRows, targets, checked);
      const updated = await setChecked(tx, caller.householdId, decision.updateIds, checked);
      const purgedIds = await deleteShoppingItems(tx, caller.householdId, decision.purgeIds);
      const purged = new Set(purgedIds);
      const purgedProposal = storageEntriesOf(
        listRows.filter((row) => purged.has(row.id) && !row.inPantry),
        localDateOf(now),
      );
      return {
        items: updated.map((row) => toShoppingItem(row, isInPantry)),
        purgedIds,
        purgedProposal,
      };
    }),
  );
}

/**
 * « Il n’en reste plus »: cupboard rows join the list to buy. An older row is written with what
 * it reads as now, so that it stays on the list. One transaction; an id the household does not
 * have is a 404 that changes nothing.
 */
export async function moveFromPantry(
  db: Db,
  caller: Caller,
  itemIds: readonly string[],
): Promise<ShoppingPantryMoveResult> {
  const targets = [...new Set(itemIds)];
  return failsAs('SHOPPING_UPDATE_FAILED', () =>
    db.transaction(async (tx) => {
      const rows = await lockShoppingItems(tx, caller.householdId, targets);
      if (rows.length !== targets.length) throw new AppError('NOT_FOUND');
      const isInPantry = await pantryForRows(tx, caller.householdId, rows);
      const moved = await moveToList(
        tx,
        caller.householdId,
        rows.map((row) => toListRow(row, isInPantry)),
      );
      return { items: moved.map((row) => toShoppingItem(row)) };
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

/** A row as the API answers it; an older row's cupboard place is read with `isInPantry`. */
export function toShoppingItem(
  row: ShoppingItemRow,
  isInPantry: PantryCheck = NO_PANTRY,
): ShoppingItem {
  return itemOf(toListRow(row, isInPantry));
}

function itemOf(row: ListRow): ShoppingItem {
  return {
    id: row.id,
    name: row.name,
    quantity: row.quantity,
    unit: row.unit as ShoppingItem['unit'],
    checked: row.checked,
    recipeId: row.recipeId,
    recipeTitle: row.recipeTitle,
    ingredientId: row.ingredientId,
    aisle: row.aisle,
    inFridge: row.inFridge,
    packSize: row.packSize,
    need: needOfRow(row)?.amount ?? null,
    inPantry: row.inPantry,
    authorId: row.userId,
    createdAt: row.createdAt.toISOString(),
  };
}
