import { randomUUID } from 'node:crypto';
import type {
  BacklogMeal,
  PlannedMeal,
  PlannedMealList,
  PlannedMealsQuery,
  ValidPlannedMealInput,
} from '@mijote/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { failsAs } from '../../lib/fails-as';
import { plannedDays } from './planned-days';
import {
  type DatedPlannedMealRow,
  datedRow,
  deletePlannedMeal,
  insertPlannedMeal,
  type NewPlannedMeal,
  type PlannedMealRow,
} from './planning-repo';

export async function getPlannedMeals(
  db: Db,
  caller: Caller,
  query: PlannedMealsQuery,
  today: string,
): Promise<PlannedMealList> {
  return failsAs('MEALS_LOAD_FAILED', async () => {
    const rows = await plannedDays(db, caller.householdId, query, today);
    return { meals: rows.map(toPlannedMeal) };
  });
}

/**
 * Spec section 7: recipe_id is the recipe's when the meal comes from one, else a random UUID.
 * The recipe snapshot is kept so that the planning can show the whole recipe later.
 */
export function plannedMealValues(caller: Caller, input: ValidPlannedMealInput): NewPlannedMeal {
  return {
    userId: caller.id,
    recipeId: input.recipeId ?? input.recipe?.id ?? randomUUID(),
    recipeTitle: input.recipeTitle,
    date: input.date,
    time: input.time,
    servings: input.servings,
    type: input.type,
    recipe: input.recipe ?? null,
  };
}

export async function planMeal(
  db: Db,
  caller: Caller,
  input: ValidPlannedMealInput,
): Promise<PlannedMeal> {
  return failsAs('MEAL_ADD_FAILED', async () =>
    toPlannedMeal(
      datedRow(await insertPlannedMeal(db, caller.householdId, plannedMealValues(caller, input))),
    ),
  );
}

/** Meals planned together (« Planifier la semaine »): all of them or none. */
export async function planMeals(
  db: Db,
  caller: Caller,
  meals: readonly ValidPlannedMealInput[],
): Promise<PlannedMealList> {
  return failsAs('MEALS_ADD_FAILED', () =>
    db.transaction(async (tx) => {
      const saved: PlannedMeal[] = [];
      for (const meal of meals) {
        const row = await insertPlannedMeal(
          tx,
          caller.householdId,
          plannedMealValues(caller, meal),
        );
        saved.push(toPlannedMeal(datedRow(row)));
      }
      return { meals: saved };
    }),
  );
}

export async function removePlannedMeal(db: Db, caller: Caller, mealId: string): Promise<void> {
  const deleted = await failsAs('MEAL_DELETE_FAILED', () =>
    deletePlannedMeal(db, caller.householdId, mealId),
  );
  if (!deleted) throw new AppError('NOT_FOUND');
}

export function toPlannedMeal(row: DatedPlannedMealRow): PlannedMeal {
  return {
    ...toBacklogMeal(row),
    date: row.date,
    cookedAt: row.cookedAt ? row.cookedAt.toISOString() : null,
  };
}

/** What a meal is without its day: how « À planifier » shows it. */
export function toBacklogMeal(row: PlannedMealRow): BacklogMeal {
  return {
    id: row.id,
    recipeId: row.recipeId,
    recipeTitle: row.recipeTitle,
    time: row.time,
    servings: row.servings,
    type: row.type as PlannedMeal['type'],
    recipe: row.recipe ?? null,
    authorId: row.userId,
    createdAt: row.createdAt.toISOString(),
    seriesId: row.seriesId,
  };
}
