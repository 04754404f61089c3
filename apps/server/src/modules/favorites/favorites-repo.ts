import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favoriteRecipes } from '../../db/schema';

// favorite_recipes are personal: every query carries the caller's user id.

export type FavoriteRow = typeof favoriteRecipes.$inferSelect;
export type NewFavorite = Omit<typeof favoriteRecipes.$inferInsert, 'id' | 'userId' | 'createdAt'>;

/** Newest first, from the (user_id, created_at desc) index. */
export async function listFavorites(db: Db, userId: string): Promise<FavoriteRow[]> {
  return db
    .select()
    .from(favoriteRecipes)
    .where(eq(favoriteRecipes.userId, userId))
    .orderBy(desc(favoriteRecipes.createdAt), desc(favoriteRecipes.id));
}

export async function findFavoriteByRecipe(
  db: Db,
  userId: string,
  recipeId: string,
): Promise<FavoriteRow | undefined> {
  const [row] = await db
    .select()
    .from(favoriteRecipes)
    .where(and(eq(favoriteRecipes.userId, userId), eq(favoriteRecipes.recipeId, recipeId)))
    .limit(1);
  return row;
}

/**
 * Adding a recipe already in the favourites answers the row that is there, unchanged, in the
 * same single statement (the no-op update makes RETURNING give it back).
 */
export async function upsertFavorite(
  db: Db,
  userId: string,
  values: NewFavorite,
): Promise<FavoriteRow> {
  const [row] = await db
    .insert(favoriteRecipes)
    .values({ ...values, userId })
    .onConflictDoUpdate({
      target: [favoriteRecipes.userId, favoriteRecipes.recipeId],
      set: { recipeId: sql`${favoriteRecipes.recipeId}` },
    })
    .returning();
  if (!row) throw new Error('upsert into favorite_recipes returned no row');
  return row;
}

/** false when the caller has no such favourite. */
export async function deleteFavorite(db: Db, userId: string, favoriteId: string): Promise<boolean> {
  const rows = await db
    .delete(favoriteRecipes)
    .where(and(eq(favoriteRecipes.id, favoriteId), eq(favoriteRecipes.userId, userId)))
    .returning({ id: favoriteRecipes.id });
  return rows.length > 0;
}

export async function deleteFavoriteByRecipe(
  db: Db,
  userId: string,
  recipeId: string,
): Promise<boolean> {
  const rows = await db
    .delete(favoriteRecipes)
    .where(and(eq(favoriteRecipes.userId, userId), eq(favoriteRecipes.recipeId, recipeId)))
    .returning({ id: favoriteRecipes.id });
  return rows.length > 0;
}
