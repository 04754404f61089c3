import {
  addDays,
  type FridgeStoreEntry,
  localDateOf,
  type ShoppingStoreProposal,
  type ShoppingStoreResult,
  type ValidShoppingStoreInput,
} from '@mijote/contracts';
import { capitalize, fridgeStorageOf, type ShoppingUnit } from '@mijote/cuisine';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { failsAs } from '../../lib/fails-as';
import { insertFridgeItems, toFridgeItem } from '../fridge';
import { type ListRow, toListRow } from './list-rows';
import { pantryForRows } from './rows-pantry';
import { lineAmount } from './shopping-lines';
import { deleteShoppingItems, lockShoppingItems } from './shopping-repo';

// « Ranger au frigo » (the loop of spec section 4, decision 012): checked lines go into the fridge
// instead of being deleted. The dialog first asks what to propose, one entry per line of the list
// (the rows of three recipes that made « Ail, 1 tête » are one head of garlic in the fridge): the
// amount bought, the ingredient's category, an expiry from its shelf life, and whether it is fridge
// food at all (a packet of penne is not: unticked, no date). The user edits it, then one
// transaction creates the fridge rows and removes the list rows. An item another member unchecked
// or removed meanwhile makes the whole call refuse, changing nothing.

/** One entry per line: the rows of `rows` that share a line key, with what was bought of them. */
export function storageEntriesOf(rows: readonly ListRow[], today: string): FridgeStoreEntry[] {
  const byLine = new Map<string, ListRow[]>();
  for (const row of rows) {
    const same = byLine.get(row.lineKey);
    if (same) same.push(row);
    else byLine.set(row.lineKey, [row]);
  }
  return [...byLine.values()].map((line) => {
    const first = line[0]!;
    const bought = lineAmount(line);
    const storage = fridgeStorageOf({
      name: bought.name,
      quantity: bought.quantity,
      unit: bought.unit as ShoppingUnit,
      ingredientId: first.ingredientId,
    });
    const expires = storage.isForFridge && storage.shelfLifeDays !== null;
    return {
      itemIds: line.map((row) => row.id),
      name: capitalize(bought.name),
      quantity: storage.quantity,
      unit: storage.unit,
      category: storage.category,
      isForFridge: storage.isForFridge,
      shelfLifeDays: storage.shelfLifeDays,
      expirationDate: expires ? addDays(today, storage.shelfLifeDays!) : null,
    };
  });
}

async function lockChecked(tx: Tx, caller: Caller, ids: readonly string[]): Promise<ListRow[]> {
  const rows = await lockShoppingItems(tx, caller.householdId, ids);
  if (rows.length !== ids.length) throw new AppError('NOT_FOUND');
  if (rows.some((row) => !row.checked)) throw new AppError('SHOPPING_ITEMS_NOT_CHECKED');
  const isInPantry = await pantryForRows(tx, caller.householdId, rows);
  return rows.map((row) => toListRow(row, isInPantry));
}

export async function proposeStorage(
  db: Db,
  caller: Caller,
  itemIds: readonly string[],
  now: Date,
): Promise<ShoppingStoreProposal> {
  const targets = [...new Set(itemIds)];
  const rows = await failsAs('SHOPPING_STORE_FAILED', () =>
    db.transaction((tx) => lockChecked(tx, caller, targets)),
  );
  // In the order asked: the order the list showed them.
  const order = new Map(targets.map((id, index) => [id, index]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return { entries: storageEntriesOf(rows, localDateOf(now)) };
}

export async function storeCheckedItems(
  db: Db,
  caller: Caller,
  input: ValidShoppingStoreInput,
): Promise<ShoppingStoreResult> {
  const ids = input.entries.flatMap((entry) => entry.itemIds);
  if (new Set(ids).size !== ids.length) throw new AppError('VALIDATION_FAILED');
  return failsAs('SHOPPING_STORE_FAILED', () =>
    db.transaction(async (tx) => {
      await lockChecked(tx, caller, ids);
      const created = await insertFridgeItems(
        tx,
        caller.householdId,
        input.entries
          .filter((entry) => entry.isStored)
          .map(({ itemIds: _, isStored: __, ...entry }) => ({ ...entry, userId: caller.id })),
      );
      const removedIds = await deleteShoppingItems(tx, caller.householdId, ids);
      return { fridgeItems: created.map(toFridgeItem), removedIds };
    }),
  );
}
