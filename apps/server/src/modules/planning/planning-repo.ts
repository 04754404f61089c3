import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import { plannedMeals } from '../../db/schema';

// planned_meals belong to the household: every query carries the caller's household id, so a
// meal of another household is never read, changed or deleted (it is simply not found).

export type PlannedMealRow = typeof plannedMeals.$inferSelect;
export type NewPlannedMeal = Omit<
  typeof plannedMeals.$inferInsert,
  'id' | 'householdId' | 'createdAt'
>;

/** Ordered by date then time (spec section 7), from the (household_id, date, time) index. */
export async function listPlannedMeals(
  db: Db,
  householdId: string,
  range: { from?: string | undefined; to?: string | undefined } = {},
): Promise<PlannedMealRow[]> {
  return db
    .select()
    .from(plannedMeals)
    .where(
      and(
        eq(plannedMeals.householdId, householdId),
        range.from ? gte(plannedMeals.date, range.from) : undefined,
        range.to ? lte(plannedMeals.date, range.to) : undefined,
      ),
    )
    .orderBy(asc(plannedMeals.date), asc(plannedMeals.time), asc(plannedMeals.createdAt));
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

/** The household's meal, locked until the transaction ends; undefined when it has none. */
export async function lockPlannedMeal(
  tx: Executor,
  householdId: string,
  mealId: string,
): Promise<PlannedMealRow | undefined> {
  const [row] = await tx
    .select()
    .from(plannedMeals)
    .where(and(eq(plannedMeals.id, mealId), eq(plannedMeals.householdId, householdId)))
    .for('update');
  return row;
}

/** « J'ai cuisiné » and its undo: when, and the fridge rows as they were before. */
export async function setMealCooked(
  tx: Executor,
  householdId: string,
  mealId: string,
  values: Pick<PlannedMealRow, 'cookedAt' | 'cookedTaken'>,
): Promise<PlannedMealRow> {
  const [row] = await tx
    .update(plannedMeals)
    .set(values)
    .where(and(eq(plannedMeals.id, mealId), eq(plannedMeals.householdId, householdId)))
    .returning();
  if (!row) throw new Error('update of planned_meals returned no row');
  return row;
}
