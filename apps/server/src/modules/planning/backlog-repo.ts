import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plannedMeals } from '../../db/schema';
import { type DatedPlannedMealRow, datedRow, type PlannedMealRow } from './planning-repo';

// « À planifier »: planned meals without a date. Like every planned_meals query, each carries the
// caller's household id; each change also says which side of the backlog the meal must be on,
// so two members acting at once cannot schedule a meal twice or unschedule a cooked one.

export type BacklogMealRow = PlannedMealRow & { date: null };

function isUndated(row: PlannedMealRow): row is BacklogMealRow {
  return row.date === null;
}

function undatedRow(row: PlannedMealRow): BacklogMealRow {
  if (!isUndated(row)) throw new Error(`planned meal ${row.id} still has a date`);
  return row;
}

/** Oldest first: the order the household added them in. */
export async function listBacklogMeals(db: Db, householdId: string): Promise<BacklogMealRow[]> {
  const rows = await db
    .select()
    .from(plannedMeals)
    .where(and(eq(plannedMeals.householdId, householdId), isNull(plannedMeals.date)))
    .orderBy(asc(plannedMeals.createdAt), asc(plannedMeals.id));
  return rows.filter(isUndated);
}

/** The household's meal, dated or not; undefined when it has none. */
export async function findPlannedMeal(
  db: Db,
  householdId: string,
  mealId: string,
): Promise<PlannedMealRow | undefined> {
  const [row] = await db
    .select()
    .from(plannedMeals)
    .where(and(eq(plannedMeals.id, mealId), eq(plannedMeals.householdId, householdId)));
  return row;
}

/** Gives a backlog meal its day; undefined when the household has no such meal without a date. */
export async function scheduleBacklogMeal(
  db: Db,
  householdId: string,
  mealId: string,
  day: { date: string; time: string },
): Promise<DatedPlannedMealRow | undefined> {
  const [row] = await db
    .update(plannedMeals)
    .set(day)
    .where(
      and(
        eq(plannedMeals.id, mealId),
        eq(plannedMeals.householdId, householdId),
        isNull(plannedMeals.date),
      ),
    )
    .returning();
  return row ? datedRow(row) : undefined;
}

/**
 * Takes a dated meal's day away (it keeps its time for the next one); undefined when the
 * household has no such dated, uncooked meal: a cooked meal happened on its day.
 */
export async function unscheduleMeal(
  db: Db,
  householdId: string,
  mealId: string,
): Promise<BacklogMealRow | undefined> {
  const [row] = await db
    .update(plannedMeals)
    .set({ date: null })
    .where(
      and(
        eq(plannedMeals.id, mealId),
        eq(plannedMeals.householdId, householdId),
        isNotNull(plannedMeals.date),
        isNull(plannedMeals.cookedAt),
      ),
    )
    .returning();
  return row ? undatedRow(row) : undefined;
}

/** false when the household has no such meal without a date. */
export async function deleteBacklogMeal(
  db: Db,
  householdId: string,
  mealId: string,
): Promise<boolean> {
  const rows = await db
    .delete(plannedMeals)
    .where(
      and(
        eq(plannedMeals.id, mealId),
        eq(plannedMeals.householdId, householdId),
        isNull(plannedMeals.date),
      ),
    )
    .returning({ id: plannedMeals.id });
  return rows.length > 0;
}
