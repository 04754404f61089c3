import {
  addDays,
  type MealSeries,
  type MealSeriesList,
  type PlannedSeries,
  SERIES_AHEAD_DAYS,
  type ValidMealSeriesInput,
} from '@mijote/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { failsAs } from '../../lib/fails-as';
import { datedRow } from './planning-repo';
import { plannedMealValues, toPlannedMeal } from './planning-service';
import {
  endMealSeries,
  insertMealSeries,
  listMealSeries,
  lockMealSeries,
  toMealSeries,
  writeOccurrences,
} from './series-repo';

// « Repas réguliers » (docs/product.md, Planning; contracts' planning-series.ts).

/** A recurring meal and its first occurrences, all or none. */
export async function planSeries(
  db: Db,
  caller: Caller,
  input: ValidMealSeriesInput,
  today: string,
): Promise<PlannedSeries> {
  return failsAs('MEAL_ADD_FAILED', () =>
    db.transaction(async (tx) => {
      const meal = plannedMealValues(caller, input);
      const series = await insertMealSeries(tx, caller.householdId, {
        userId: meal.userId,
        recipeId: meal.recipeId,
        recipeTitle: meal.recipeTitle,
        recipe: meal.recipe,
        time: meal.time,
        servings: meal.servings,
        type: meal.type,
        startsOn: input.date,
        endsOn: input.until ?? null,
        everyWeeks: input.everyWeeks,
        writtenUntil: addDays(input.date, -1),
      });
      // A series starting after the horizon still shows its first occurrence.
      const horizon = addDays(today, SERIES_AHEAD_DAYS);
      const written = await writeOccurrences(
        tx,
        series,
        horizon > input.date ? horizon : input.date,
      );
      return {
        series: toMealSeries(series),
        meals: written.map((row) => toPlannedMeal(datedRow(row))),
      };
    }),
  );
}

export async function getRunningSeries(
  db: Db,
  caller: Caller,
  today: string,
): Promise<MealSeriesList> {
  return failsAs('MEALS_LOAD_FAILED', async () => ({
    series: (await listMealSeries(db, caller.householdId, today)).map(toMealSeries),
  }));
}

/**
 * No occurrence from `from` on (« Ce repas et les suivants », « Arrêter »): the series ends the
 * day before, unless it already ended earlier; the cooked occurrences stay.
 */
export async function stopSeries(
  db: Db,
  caller: Caller,
  seriesId: string,
  from: string,
): Promise<MealSeries> {
  return failsAs('SERIES_STOP_FAILED', () =>
    db.transaction(async (tx) => {
      const series = await lockMealSeries(tx, caller.householdId, seriesId);
      if (!series) throw new AppError('NOT_FOUND');
      const endsOn = addDays(from, -1);
      const ended = await endMealSeries(
        tx,
        series,
        series.endsOn && series.endsOn < endsOn ? series.endsOn : endsOn,
      );
      return toMealSeries(ended);
    }),
  );
}
