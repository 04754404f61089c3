import { addDays, type MealSeries, seriesDates } from '@mijote/contracts';
import { and, asc, eq, gte, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import { mealSeries, plannedMeals } from '../../db/schema';
import type { PlannedMealRow } from './planning-repo';

// meal_series belong to the household like its planned meals: every query carries the caller's
// household id.

export type MealSeriesRow = typeof mealSeries.$inferSelect;
export type NewMealSeries = Omit<
  typeof mealSeries.$inferInsert,
  'id' | 'householdId' | 'createdAt'
>;

/** Series with occurrences still to write up to `until`: before it, and not ended before it. */
function behind(householdId: string, until: string) {
  return and(
    eq(mealSeries.householdId, householdId),
    lt(mealSeries.writtenUntil, until),
    or(isNull(mealSeries.endsOn), lt(mealSeries.writtenUntil, mealSeries.endsOn)),
  );
}

/**
 * Writes the household's occurrences up to `until`. Nothing to do is one indexed read; otherwise
 * the series are locked first, so two readers at once (two instances, two members) write each
 * occurrence once: the second one finds them written when the lock is released.
 */
export async function writeSeriesAhead(db: Db, householdId: string, until: string): Promise<void> {
  const [late] = await db
    .select({ id: mealSeries.id })
    .from(mealSeries)
    .where(behind(householdId, until))
    .limit(1);
  if (!late) return;
  await db.transaction(async (tx) => {
    const rows = await tx.select().from(mealSeries).where(behind(householdId, until)).for('update');
    for (const series of rows) await writeOccurrences(tx, series, until);
  });
}

/** The series' occurrences after its `written_until` up to `until`, then `written_until` moved. */
export async function writeOccurrences(
  tx: Executor,
  series: MealSeriesRow,
  until: string,
): Promise<PlannedMealRow[]> {
  const dates = seriesDates(series, series.writtenUntil, until);
  const written =
    dates.length === 0
      ? []
      : await tx
          .insert(plannedMeals)
          .values(
            dates.map((date) => ({
              householdId: series.householdId,
              userId: series.userId,
              recipeId: series.recipeId,
              recipeTitle: series.recipeTitle,
              recipe: series.recipe,
              date,
              time: series.time,
              servings: series.servings,
              type: series.type,
              seriesId: series.id,
            })),
          )
          .returning();
  await tx.update(mealSeries).set({ writtenUntil: until }).where(eq(mealSeries.id, series.id));
  return written;
}

export async function insertMealSeries(
  tx: Executor,
  householdId: string,
  values: NewMealSeries,
): Promise<MealSeriesRow> {
  const [row] = await tx
    .insert(mealSeries)
    .values({ ...values, householdId })
    .returning();
  if (!row) throw new Error('insert into meal_series returned no row');
  return row;
}

/**
 * The household's series by their first day: all of them (the account export), or those still
 * running on `runningOn` (no end, or an end not past).
 */
export async function listMealSeries(
  db: Db,
  householdId: string,
  runningOn?: string,
): Promise<MealSeriesRow[]> {
  return db
    .select()
    .from(mealSeries)
    .where(
      and(
        eq(mealSeries.householdId, householdId),
        runningOn ? or(isNull(mealSeries.endsOn), gte(mealSeries.endsOn, runningOn)) : undefined,
      ),
    )
    .orderBy(asc(mealSeries.startsOn), asc(mealSeries.createdAt));
}

export async function lockMealSeries(
  tx: Executor,
  householdId: string,
  seriesId: string,
): Promise<MealSeriesRow | undefined> {
  const [row] = await tx
    .select()
    .from(mealSeries)
    .where(and(eq(mealSeries.id, seriesId), eq(mealSeries.householdId, householdId)))
    .for('update');
  return row;
}

/** The series ends on `endsOn`; its occurrences after it go, except the cooked ones. */
export async function endMealSeries(
  tx: Executor,
  series: MealSeriesRow,
  endsOn: string,
): Promise<MealSeriesRow> {
  const [row] = await tx
    .update(mealSeries)
    .set({ endsOn })
    .where(eq(mealSeries.id, series.id))
    .returning();
  if (!row) throw new Error('update of meal_series returned no row');
  await tx
    .delete(plannedMeals)
    .where(
      and(
        eq(plannedMeals.householdId, series.householdId),
        eq(plannedMeals.seriesId, series.id),
        gte(plannedMeals.date, addDays(endsOn, 1)),
        isNull(plannedMeals.cookedAt),
      ),
    );
  return row;
}

export function toMealSeries(row: MealSeriesRow): MealSeries {
  return {
    id: row.id,
    recipeTitle: row.recipeTitle,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    everyWeeks: row.everyWeeks,
    time: row.time,
    servings: row.servings,
    authorId: row.userId,
  };
}
