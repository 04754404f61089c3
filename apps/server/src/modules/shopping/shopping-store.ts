import {
  addDays,
  type FridgeStoreEntry,
  localDateOf,
  type ShoppingStoreProposal,
  type ShoppingStoreResult,
  type ValidShoppingStoreInput,
} from '@mijote/contracts';
import { fridgeStorageOf, type ShoppingUnit } from '@mijote/cuisine';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { failsAs } from '../../lib/fails-as';
import type { Caller } from '../auth/session';
import { insertFridgeItems } from '../fridge/fridge-repo';
import { toFridgeItem } from '../fridge/fridge-service';
import { deleteShoppingItems, lockShoppingItems, type ShoppingItemRow } from './shopping-repo';

// « Ranger au frigo » (issue 12 point 4): checked items go into the fridge instead of being
// deleted. The dialog first asks what to propose (a whole quantity, the ingredient's category,
// an expiry from its shelf life), the user edits it, then one transaction creates the fridge
// rows and removes the list rows. An item another member unchecked or removed meanwhile makes
// the whole call refuse, changing nothing.

function capitalised(text: string): string {
  return text.charAt(0).toLocaleUpperCase('fr') + text.slice(1);
}

/**
 * What « Ranger au frigo » proposes for one list row: its name capitalised, a whole quantity in a
 * fridge unit, the ingredient's category and an expiry `today` + its shelf life. Also answered for
 * the rows a recipe's purge deletes (shopping-service), so they can still be stored.
 */
export function storageEntryOf(row: ShoppingItemRow, today: string): FridgeStoreEntry {
  const storage = fridgeStorageOf({ ...row, unit: row.unit as ShoppingUnit });
  return {
    itemId: row.id,
    name: capitalised(row.name),
    quantity: storage.quantity,
    unit: storage.unit,
    category: storage.category,
    shelfLifeDays: storage.shelfLifeDays,
    expirationDate: storage.shelfLifeDays === null ? null : addDays(today, storage.shelfLifeDays),
  };
}

export async function proposeStorage(
  db: Db,
  caller: Caller,
  itemIds: readonly string[],
  now: Date,
): Promise<ShoppingStoreProposal> {
  const targets = [...new Set(itemIds)];
  const rows = await failsAs('SHOPPING_STORE_FAILED', () =>
    db.transaction((tx) => lockShoppingItems(tx, caller.householdId, targets)),
  );
  if (rows.length !== targets.length) throw new AppError('NOT_FOUND');
  if (rows.some((row) => !row.checked)) throw new AppError('SHOPPING_ITEMS_NOT_CHECKED');
  const today = localDateOf(now);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { entries: targets.map((id) => storageEntryOf(byId.get(id)!, today)) };
}

export async function storeCheckedItems(
  db: Db,
  caller: Caller,
  input: ValidShoppingStoreInput,
): Promise<ShoppingStoreResult> {
  const ids = input.entries.map((entry) => entry.itemId);
  if (new Set(ids).size !== ids.length) throw new AppError('VALIDATION_FAILED');
  return failsAs('SHOPPING_STORE_FAILED', () =>
    db.transaction(async (tx) => {
      const rows = await lockShoppingItems(tx, caller.householdId, ids);
      if (rows.length !== ids.length) throw new AppError('NOT_FOUND');
      if (rows.some((row) => !row.checked)) throw new AppError('SHOPPING_ITEMS_NOT_CHECKED');
      const created = await insertFridgeItems(
        tx,
        caller.householdId,
        input.entries.map(({ itemId: _, ...entry }) => ({ ...entry, userId: caller.id })),
      );
      const removedIds = await deleteShoppingItems(tx, caller.householdId, ids);
      return { fridgeItems: created.map(toFridgeItem), removedIds };
    }),
  );
}
