import { and, between, count, countDistinct, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favoriteRecipes, plannedMeals, shoppingItems } from '../../db/schema';

// Planned meals and shopping items belong to the household, favourites to the user
// (decisions.md, "Households").

export async function countPlannedMeals(
  db: Db,
  householdId: string,
  days: { start: string; end: string },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(plannedMeals)
    .where(
      and(
        eq(plannedMeals.householdId, householdId),
        between(plannedMeals.date, days.start, days.end),
      ),
    );
  return row?.n ?? 0;
}

/**
 * « Articles à acheter »: the lines of the household's list still to buy, as the list shows them
 * (decision 012): the rows of one line (« Ail », from three recipes) count once, the cupboard's
 * rows not at all. A row older than buying units has no line key and counts alone.
 */
export async function countItemsToBuy(db: Db, householdId: string): Promise<number> {
  const [row] = await db
    .select({
      n: countDistinct(sql`coalesce(${shoppingItems.lineKey}, ${shoppingItems.id}::text)`),
    })
    .from(shoppingItems)
    .where(
      and(
        eq(shoppingItems.householdId, householdId),
        eq(shoppingItems.checked, false),
        eq(shoppingItems.inPantry, false),
      ),
    );
  return row?.n ?? 0;
}

export async function countFavorites(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(favoriteRecipes)
    .where(eq(favoriteRecipes.userId, userId));
  return row?.n ?? 0;
}
