import {
  COOKED_UNDO_ACCEPTED_MS,
  type MealCookedResult,
  type MealUncookedResult,
} from '@mijote/contracts';
import { readRecipeNeeds } from '@mijote/cuisine';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { failsAs } from '../../lib/fails-as';
import { putBackInFridge, takeFromFridge } from '../fridge';
import { lockPlannedMeal, setMealCooked } from './planning-repo';
import { toPlannedMeal } from './planning-service';

// « J'ai cuisiné »: the planned recipe's quantities, at the meal's servings,
// come out of the fridge the way « Ajouter à la liste » counts them (packages/cuisine's fridge
// stock: same food, exact conversions or the food's buying rule, soonest-expiring first); an item at zero is removed. The
// rows as they were are kept on the meal, so « Annuler » puts back exactly what was taken. Each
// is one transaction holding the meal's and the fridge's rows.

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
      const needs = meal.recipe
        ? readRecipeNeeds(meal.recipe.ingredients, meal.recipe.servings, meal.servings)
        : [];
      const { takes, snapshots } = await takeFromFridge(tx, caller.householdId, needs, now);
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
      await putBackInFridge(tx, caller.householdId, snapshots);
      const restored = await setMealCooked(tx, caller.householdId, meal.id, {
        cookedAt: null,
        cookedTaken: null,
      });
      return { meal: toPlannedMeal(restored), restoredIds: snapshots.map((s) => s.id) };
    }),
  );
}
