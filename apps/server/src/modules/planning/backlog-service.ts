import { randomUUID } from 'node:crypto';
import type {
  BacklogMeal,
  BacklogMealList,
  MealScheduleInput,
  PlannedMeal,
  ValidBacklogMealInput,
} from '@mijote/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { failsAs } from '../../lib/fails-as';
import {
  deleteBacklogMeal,
  findPlannedMeal,
  listBacklogMeals,
  scheduleBacklogMeal,
  unscheduleMeal,
} from './backlog-repo';
import { insertPlannedMeal } from './planning-repo';
import { toBacklogMeal, toPlannedMeal } from './planning-service';

// « À planifier » (docs/product.md, Planning): dishes the household means to cook soon, each
// given a day later. A meal leaves the backlog when it gets one, and a dated meal not yet cooked
// can come back.

export async function getBacklogMeals(db: Db, caller: Caller): Promise<BacklogMealList> {
  return failsAs('MEALS_LOAD_FAILED', async () => {
    const rows = await listBacklogMeals(db, caller.householdId);
    return { meals: rows.map(toBacklogMeal) };
  });
}

/** Like planMeal (spec section 7's recipe_id rule), without the day. */
export async function addBacklogMeal(
  db: Db,
  caller: Caller,
  input: ValidBacklogMealInput,
): Promise<BacklogMeal> {
  return failsAs('MEAL_ADD_FAILED', async () => {
    const row = await insertPlannedMeal(db, caller.householdId, {
      userId: caller.id,
      recipeId: input.recipeId ?? input.recipe?.id ?? randomUUID(),
      recipeTitle: input.recipeTitle,
      date: null,
      time: input.time,
      servings: input.servings,
      type: input.type,
      recipe: input.recipe ?? null,
    });
    return toBacklogMeal(row);
  });
}

export async function scheduleMeal(
  db: Db,
  caller: Caller,
  mealId: string,
  day: Required<MealScheduleInput>,
): Promise<PlannedMeal> {
  return failsAs('MEAL_SCHEDULE_FAILED', async () => {
    const row = await scheduleBacklogMeal(db, caller.householdId, mealId, day);
    if (row) return toPlannedMeal(row);
    // Another member gave it a day first: say so rather than « not found ».
    const meal = await findPlannedMeal(db, caller.householdId, mealId);
    throw new AppError(meal ? 'MEAL_ALREADY_SCHEDULED' : 'NOT_FOUND');
  });
}

export async function sendMealToBacklog(
  db: Db,
  caller: Caller,
  mealId: string,
): Promise<BacklogMeal> {
  return failsAs('MEAL_UNSCHEDULE_FAILED', async () => {
    const row = await unscheduleMeal(db, caller.householdId, mealId);
    if (row) return toBacklogMeal(row);
    const meal = await findPlannedMeal(db, caller.householdId, mealId);
    throw new AppError(meal?.date && meal.cookedAt ? 'MEAL_ALREADY_COOKED' : 'NOT_FOUND');
  });
}

export async function removeBacklogMeal(db: Db, caller: Caller, mealId: string): Promise<void> {
  const deleted = await failsAs('MEAL_DELETE_FAILED', () =>
    deleteBacklogMeal(db, caller.householdId, mealId),
  );
  if (!deleted) throw new AppError('NOT_FOUND');
}
