import {
  COOKED_UNDO_ACCEPTED_MS,
  type CookedTake,
  localDateOf,
  type MealCookedResult,
  type MealUncookedResult,
} from '@mijote/contracts';
import { drawFromStock, openFridgeStock, quantityLeft, type ShoppingUnit } from '@mijote/cuisine';
import type { Db } from '../../db/client';
import type { CookedTakeSnapshot } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { failsAs } from '../../lib/fails-as';
import type { Caller } from '../auth/session';
import {
  deleteFridgeItems,
  type FridgeItemRow,
  lockFridgeItems,
  restoreFridgeItems,
  updateFridgeQuantity,
} from '../fridge/fridge-repo';
import { toStockItem } from '../fridge/fridge-service';
import { readRecipeNeeds } from '../shopping/recipe-needs';
import { lockPlannedMeal, setMealCooked } from './planning-repo';
import { toPlannedMeal } from './planning-service';

// « J'ai cuisiné »: the planned recipe's quantities, at the meal's servings,
// come out of the fridge the way « Ajouter à la liste » counts them (packages/cuisine's fridge
// stock: same food, exact conversions or the food's buying rule, soonest-expiring first); an item at zero is removed. The
// rows as they were are kept on the meal, so « Annuler » puts back exactly what was taken. Each
// is one transaction holding the meal's and the fridge's rows.

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

export async function cookMeal(
  db: Db,
  caller: Caller,
  mealId: string,
  now: Date,
): Promise<MealCookedResult> {
  return failsAs('MEAL_COOK_FAILED', () =>
    db.transaction(async (tx) => {
      const meal = await lockPlannedMeal(tx, caller.householdId, mealId);
      if (!meal) throw new AppError('NOT_FOUND');
      if (meal.cookedAt) throw new AppError('MEAL_ALREADY_COOKED');
      const fridge = await lockFridgeItems(tx, caller.householdId);
      const takenById = new Map<string, number>();
      if (meal.recipe) {
        const stock = openFridgeStock(fridge.map(toStockItem), localDateOf(now));
        const needs = readRecipeNeeds(meal.recipe.ingredients, meal.recipe.servings, meal.servings);
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
        if (left) await updateFridgeQuantity(tx, caller.householdId, row.id, left);
        else emptied.push(row.id);
      }
      await deleteFridgeItems(tx, caller.householdId, emptied);
      const cooked = await setMealCooked(tx, caller.householdId, meal.id, {
        cookedAt: now,
        cookedTaken: snapshots,
      });
      return { meal: toPlannedMeal(cooked), takes };
    }),
  );
}

export async function undoCookedMeal(
  db: Db,
  caller: Caller,
  mealId: string,
  now: Date,
): Promise<MealUncookedResult> {
  return failsAs('MEAL_COOK_UNDO_FAILED', () =>
    db.transaction(async (tx) => {
      const meal = await lockPlannedMeal(tx, caller.householdId, mealId);
      if (!meal) throw new AppError('NOT_FOUND');
      if (!meal.cookedAt) throw new AppError('MEAL_NOT_COOKED');
      if (now.getTime() - meal.cookedAt.getTime() > COOKED_UNDO_ACCEPTED_MS)
        throw new AppError('MEAL_COOK_UNDO_TOO_LATE');
      const snapshots = meal.cookedTaken ?? [];
      await lockFridgeItems(tx, caller.householdId);
      await restoreFridgeItems(
        tx,
        caller.householdId,
        snapshots.map((snapshot) => ({ ...snapshot, createdAt: new Date(snapshot.createdAt) })),
      );
      const restored = await setMealCooked(tx, caller.householdId, meal.id, {
        cookedAt: null,
        cookedTaken: null,
      });
      return { meal: toPlannedMeal(restored), restoredIds: snapshots.map((s) => s.id) };
    }),
  );
}
