import { and, asc, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inventoryItems } from '../../db/schema';

// inventory_items (the fridge) belong to the household: every query carries the caller's
// household id, so an item of another household is never read or deleted.

export type FridgeItemRow = typeof inventoryItems.$inferSelect;
export type NewFridgeItem = Pick<
  typeof inventoryItems.$inferInsert,
  'userId' | 'name' | 'quantity' | 'unit' | 'expirationDate' | 'category'
>;

/** Newest first (spec section 7), from the (household_id, created_at desc) index. */
export async function listFridgeItems(db: Db, householdId: string): Promise<FridgeItemRow[]> {
  return db
    .select()
    .from(inventoryItems)
    .where(eq(inventoryItems.householdId, householdId))
    .orderBy(desc(inventoryItems.createdAt), desc(inventoryItems.id));
}

/** Items dated `lastDate` or earlier, soonest first, from the (household_id, expiry) index. */
export async function listItemsExpiringBy(
  db: Db,
  householdId: string,
  lastDate: string,
  limit: number,
): Promise<FridgeItemRow[]> {
  return db
    .select()
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.householdId, householdId),
        isNotNull(inventoryItems.expirationDate),
        lte(inventoryItems.expirationDate, lastDate),
      ),
    )
    .orderBy(asc(inventoryItems.expirationDate), asc(inventoryItems.name))
    .limit(limit);
}

export async function insertFridgeItem(
  db: Db,
  householdId: string,
  values: NewFridgeItem,
): Promise<FridgeItemRow> {
  const [row] = await db
    .insert(inventoryItems)
    .values({ ...values, householdId })
    .returning();
  if (!row) throw new Error('insert into inventory_items returned no row');
  return row;
}

/** false when the household has no such item. */
export async function deleteFridgeItem(
  db: Db,
  householdId: string,
  itemId: string,
): Promise<boolean> {
  const rows = await db
    .delete(inventoryItems)
    .where(and(eq(inventoryItems.id, itemId), eq(inventoryItems.householdId, householdId)))
    .returning({ id: inventoryItems.id });
  return rows.length > 0;
}
