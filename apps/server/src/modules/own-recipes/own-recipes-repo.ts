import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import { ownRecipes } from '../../db/schema';

// own_recipes belong to the household: every query carries the caller's household id.

export type OwnRecipeRow = typeof ownRecipes.$inferSelect;
export type OwnRecipeValues = Omit<
  typeof ownRecipes.$inferInsert,
  'id' | 'householdId' | 'userId' | 'createdAt' | 'updatedAt'
>;

/** Newest first, from the (household_id, created_at desc) index. */
export async function listOwnRecipes(db: Db, householdId: string): Promise<OwnRecipeRow[]> {
  return db
    .select()
    .from(ownRecipes)
    .where(eq(ownRecipes.householdId, householdId))
    .orderBy(desc(ownRecipes.createdAt), desc(ownRecipes.id));
}

/** undefined when the household has no such recipe. */
export async function findOwnRecipe(
  db: Executor,
  householdId: string,
  id: string,
): Promise<OwnRecipeRow | undefined> {
  const [row] = await db
    .select()
    .from(ownRecipes)
    .where(and(eq(ownRecipes.id, id), eq(ownRecipes.householdId, householdId)));
  return row;
}

export async function insertOwnRecipe(
  db: Db,
  householdId: string,
  userId: string,
  values: OwnRecipeValues,
): Promise<OwnRecipeRow> {
  const [row] = await db
    .insert(ownRecipes)
    .values({ ...values, householdId, userId })
    .returning();
  if (!row) throw new Error('insert into own_recipes returned no row');
  return row;
}

/** undefined when the household has no such recipe. */
export async function updateOwnRecipe(
  db: Db,
  householdId: string,
  id: string,
  values: OwnRecipeValues,
  at: Date,
): Promise<OwnRecipeRow | undefined> {
  const [row] = await db
    .update(ownRecipes)
    .set({ ...values, updatedAt: at })
    .where(and(eq(ownRecipes.id, id), eq(ownRecipes.householdId, householdId)))
    .returning();
  return row;
}

/** false when the household has no such recipe. */
export async function deleteOwnRecipe(db: Db, householdId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(ownRecipes)
    .where(and(eq(ownRecipes.id, id), eq(ownRecipes.householdId, householdId)))
    .returning({ id: ownRecipes.id });
  return rows.length > 0;
}
