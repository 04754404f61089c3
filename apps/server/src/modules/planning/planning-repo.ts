import { and, asc, eq, gte, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import { plannedMeals } from '../../db/schema';

// planned_meals belong to the household: every query carries the caller's household id, so a
// meal of another household is never read, changed or deleted (it is simply not found).

export type PlannedMealRow = typeof plannedMeals.$inferSelect;
/** A meal with its day: the planning's days read only these (« À planifier » has none). */
export type DatedPlannedMealRow = PlannedMealRow & { date: string };

export function isDated(row: PlannedMealRow): row is DatedPlannedMealRow {
  return row.date !== null;
}

/** A row the query already required a day of; a missing one is a broken invariant. */
export function datedRow(row: PlannedMealRow): DatedPlannedMealRow {
  if (!isDated(row)) throw new Error(`planned meal ${row.id} has no date`);
  return row;
}
export type NewPlannedMeal = Omit<
  typeof plannedMeals.$inferInsert,
  'id' | 'householdId' | 'createdAt'
>;

/**
 * The dated meals, ordered by date then time (spec section 7), from the (household_id, date, time)
 * index. Meals « À planifier » have no day, so no reader of days (week, dashboard, calendar
 * feed, chat, suggestions) sees them.
 */
export async function listPlannedMeals(
  db: Db,
  householdId: string,
  range: { from?: string | undefined; to?: string | undefined } = {},
): Promise<DatedPlannedMealRow[]> {
  const rows = await db
    .select()
    .from(plannedMeals)
    .where(
      and(
        eq(plannedMeals.householdId, householdId),
        isNotNull(plannedMeals.date),
        range.from ? gte(plannedMeals.date, range.from) : undefined,
        range.to ? lte(plannedMeals.date, range.to) : undefined,
      ),
    )
    .orderBy(asc(plannedMeals.date), asc(plannedMeals.time), asc(plannedMeals.createdAt));
  return rows.filter(isDated);
}

export async function insertPlannedMeal(
  db: Executor,
  householdId: string,
  values: NewPlannedMeal,
): Promise<PlannedMealRow> {
  const [row] = await db
    .insert(plannedMeals)
    .values({ ...values, householdId })
    .returning();
  if (!row) throw new Error('insert into planned_meals returned no row');
  return row;
}

/** false when the household has no such meal. */
export async function deletePlannedMeal(
  db: Db,
  householdId: string,
  mealId: string,
): Promise<boolean> {
  const rows = await db
    .delete(plannedMeals)
    .where(and(eq(plannedMeals.id, mealId), eq(plannedMeals.householdId, householdId)))
    .returning({ id: plannedMeals.id });
  return rows.length > 0;
}

/**
 * The household's dated meal, locked until the transaction ends; undefined when it has none (a
 * meal « À planifier » is cooked once it has a day).
 */
export async function lockPlannedMeal(
  tx: Executor,
  householdId: string,
  mealId: string,
): Promise<DatedPlannedMealRow | undefined> {
  const [row] = await tx
    .select()
    .from(plannedMeals)
    .where(
      and(
        eq(plannedMeals.id, mealId),
        eq(plannedMeals.householdId, householdId),
        isNotNull(plannedMeals.date),
      ),
    )
    .for('update');
  return row ? datedRow(row) : undefined;
}

/** « J'ai cuisiné » and its undo: when, and the fridge rows as they were before. */
export async function setMealCooked(
  tx: Executor,
  householdId: string,
  mealId: string,
  values: Pick<PlannedMealRow, 'cookedAt' | 'cookedTaken'>,
): Promise<DatedPlannedMealRow> {
  const [row] = await tx
    .update(plannedMeals)
    .set(values)
    .where(and(eq(plannedMeals.id, mealId), eq(plannedMeals.householdId, householdId)))
    .returning();
  if (!row) throw new Error('update of planned_meals returned no row');
  return datedRow(row);
}
