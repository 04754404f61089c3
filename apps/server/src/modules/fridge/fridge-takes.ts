import { type CookedTake, localDateOf } from '@mijote/contracts';
import { drawFromStock, openFridgeStock, quantityLeft, type ShoppingUnit } from '@mijote/cuisine';
import type { Executor } from '../../db/executor';
import type { CookedTakeSnapshot } from '../../db/schema';
import {
  deleteFridgeItems,
  type FridgeItemRow,
  lockFridgeItems,
  restoreFridgeItems,
  updateFridgeQuantity,
} from './fridge-repo';
import { toStockItem } from './fridge-service';

// « J'ai cuisiné » takes a recipe's needs out of the fridge the way « Ajouter à la liste » counts
// them (packages/cuisine's fridge stock: same food, exact conversions or the food's buying rule,
// soonest-expiring first); an item at zero is removed. The rows as they were come back as
// snapshots, so « Annuler » puts back exactly what was taken. Both run in the caller's
// transaction, with the household's fridge rows locked.

/** What one recipe needs of a food (cuisine's RecipeNeed, as far as the fridge reads it). */
export type FridgeNeed = Parameters<typeof drawFromStock>[1] & { isMeasured: boolean };

function snapshotOf(row: FridgeItemRow): CookedTakeSnapshot {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    quantity: row.quantity,
    unit: row.unit,
    expirationDate: row.expirationDate,
    category: row.category,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function takeFromFridge(
  tx: Executor,
  householdId: string,
  needs: readonly FridgeNeed[],
  now: Date,
): Promise<{ takes: CookedTake[]; snapshots: CookedTakeSnapshot[] }> {
  const fridge = await lockFridgeItems(tx, householdId);
  const takenById = new Map<string, number>();
  if (needs.length > 0) {
    const stock = openFridgeStock(fridge.map(toStockItem), localDateOf(now));
    for (const need of needs) {
      if (!need.isMeasured || !(need.quantity > 0)) continue;
      for (const take of drawFromStock(stock, need).takes) {
        takenById.set(take.itemId, (takenById.get(take.itemId) ?? 0) + take.amount);
      }
    }
  }
  const takes: CookedTake[] = [];
  const snapshots: CookedTakeSnapshot[] = [];
  const emptied: string[] = [];
  for (const row of fridge) {
    const taken = takenById.get(row.id);
    if (taken === undefined) continue;
    const unit = row.unit as ShoppingUnit;
    const left = quantityLeft({ quantity: row.quantity, unit, name: row.name }, taken);
    if (left && left.quantity === row.quantity && left.unit === unit) continue;
    snapshots.push(snapshotOf(row));
    takes.push({
      itemId: row.id,
      name: row.name,
      before: { quantity: row.quantity, unit },
      after: left,
    });
    if (left) await updateFridgeQuantity(tx, householdId, row.id, left);
    else emptied.push(row.id);
  }
  await deleteFridgeItems(tx, householdId, emptied);
  return { takes, snapshots };
}

/** « Annuler »: the rows as they were before the meal was cooked. */
export async function putBackInFridge(
  tx: Executor,
  householdId: string,
  snapshots: readonly CookedTakeSnapshot[],
): Promise<void> {
  await lockFridgeItems(tx, householdId);
  await restoreFridgeItems(
    tx,
    householdId,
    snapshots.map((snapshot) => ({ ...snapshot, createdAt: new Date(snapshot.createdAt) })),
  );
}
