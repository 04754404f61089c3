import { and, asc, desc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
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

/**
 * One row; with `id`, the one the browser chose (decision 036). That id already taken: the
 * household's own row comes back unchanged (the same addition sent again), another's is undefined.
 */
export async function insertFridgeItem(
  db: Db,
  householdId: string,
  values: NewFridgeItem & { id?: string | undefined },
): Promise<FridgeItemRow | undefined> {
  const [row] = await db
    .insert(inventoryItems)
    .values({ ...values, householdId })
    .onConflictDoNothing({ target: inventoryItems.id })
    .returning();
  if (row || values.id === undefined) return row;
  const [existing] = await db
    .select()
    .from(inventoryItems)
    .where(and(eq(inventoryItems.id, values.id), eq(inventoryItems.householdId, householdId)));
  return existing;
}

/** The item with `values` changed; undefined when the household has no such item. */
export async function updateFridgeItem(
  db: Db,
  householdId: string,
  itemId: string,
  values: Partial<Omit<NewFridgeItem, 'userId'>>,
): Promise<FridgeItemRow | undefined> {
  const [row] = await db
    .update(inventoryItems)
    .set(values)
    .where(and(eq(inventoryItems.id, itemId), eq(inventoryItems.householdId, householdId)))
    .returning();
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

/** Several items in one statement, in their order (« Ranger au frigo »). */
export async function insertFridgeItems(
  tx: Executor,
  householdId: string,
  values: readonly NewFridgeItem[],
): Promise<FridgeItemRow[]> {
  if (values.length === 0) return [];
  return tx
    .insert(inventoryItems)
    .values(values.map((value) => ({ ...value, householdId })))
    .returning();
}

/** The household's items, locked until the transaction ends (« J'ai cuisiné » and its undo). */
export async function lockFridgeItems(tx: Executor, householdId: string): Promise<FridgeItemRow[]> {
  return tx
    .select()
    .from(inventoryItems)
    .where(eq(inventoryItems.householdId, householdId))
    .orderBy(asc(inventoryItems.id))
    .for('update');
}

export async function updateFridgeQuantity(
  tx: Executor,
  householdId: string,
  itemId: string,
  values: Pick<FridgeItemRow, 'quantity' | 'unit'>,
): Promise<void> {
  await tx
    .update(inventoryItems)
    .set(values)
    .where(and(eq(inventoryItems.id, itemId), eq(inventoryItems.householdId, householdId)));
}

export async function deleteFridgeItems(
  tx: Executor,
  householdId: string,
  itemIds: readonly string[],
): Promise<void> {
  if (itemIds.length === 0) return;
  await tx
    .delete(inventoryItems)
    .where(
      and(eq(inventoryItems.householdId, householdId), inArray(inventoryItems.id, [...itemIds])),
    );
}

/** Rows put back as they were, ids and dates included (the undo of « J'ai cuisiné »). */
export async function restoreFridgeItems(
  tx: Executor,
  householdId: string,
  rows: ReadonlyArray<Omit<FridgeItemRow, 'householdId'>>,
): Promise<void> {
  for (const row of rows) {
    await tx
      .insert(inventoryItems)
      .values({ ...row, householdId })
      .onConflictDoUpdate({
        target: inventoryItems.id,
        set: { quantity: row.quantity, unit: row.unit },
        setWhere: eq(inventoryItems.householdId, householdId),
      });
  }
}
