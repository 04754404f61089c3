import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import { shoppingItems } from '../../db/schema';

// shopping_items belong to the household: every query carries the caller's household id, so an
// item of another household is never read, changed or deleted (it is simply not found).

export type ShoppingItemRow = typeof shoppingItems.$inferSelect;
export type NewShoppingItem = Pick<
  typeof shoppingItems.$inferInsert,
  | 'userId'
  | 'name'
  | 'quantity'
  | 'unit'
  | 'ingredientId'
  | 'packSize'
  | 'buyExact'
  | 'lineKey'
  | 'needQuantity'
  | 'needUnit'
  | 'aisle'
  | 'inPantry'
>;

/** Newest first (spec section 7), from the (household_id, created_at desc) index. */
export async function listShoppingItems(db: Db, householdId: string): Promise<ShoppingItemRow[]> {
  let query = shoppingListQueries.get(db);
  if (!query) {
    query = prepareShoppingList(db);
    shoppingListQueries.set(db, query);
  }
  return query.execute({ householdId });
}

/** Read on every visit of the list: built once per database, prepared (named). */
function prepareShoppingList(db: Db) {
  return db
    .select()
    .from(shoppingItems)
    .where(eq(shoppingItems.householdId, sql.placeholder('householdId')))
    .orderBy(desc(shoppingItems.createdAt), desc(shoppingItems.id))
    .prepare('shopping_list');
}
const shoppingListQueries = new WeakMap<Db, ReturnType<typeof prepareShoppingList>>();

export type NewRecipeShoppingItem = NewShoppingItem &
  Required<Pick<typeof shoppingItems.$inferInsert, 'recipeId' | 'recipeTitle'>> &
  Pick<typeof shoppingItems.$inferInsert, 'inFridge'>;

/** The unique index that lets a recipe add each of its lines once. */
export const RECIPE_LINE_INDEX = 'shopping_items_household_recipe_line_idx';

/**
 * A recipe's lines in one statement, in their order: all or nothing. A recipe already on the
 * list breaks RECIPE_LINE_INDEX (23505) and nothing is inserted.
 */
export async function insertRecipeItems(
  db: Executor,
  householdId: string,
  values: readonly NewRecipeShoppingItem[],
): Promise<ShoppingItemRow[]> {
  if (values.length === 0) return [];
  return db
    .insert(shoppingItems)
    .values(values.map((value) => ({ ...value, householdId })))
    .returning();
}

/**
 * One row; with `id`, the one the browser chose (its offline queue refers to the row before the
 * server has it, decision 036). That id already taken: the household's own row comes back
 * unchanged (the same addition sent again), another household's is undefined.
 */
export async function insertShoppingItem(
  db: Executor,
  householdId: string,
  values: NewShoppingItem & { id?: string | undefined },
): Promise<ShoppingItemRow | undefined> {
  const [row] = await db
    .insert(shoppingItems)
    .values({ ...values, householdId })
    .onConflictDoNothing({ target: shoppingItems.id })
    .returning();
  if (row || values.id === undefined) return row;
  const [existing] = await db
    .select()
    .from(shoppingItems)
    .where(and(eq(shoppingItems.id, values.id), eq(shoppingItems.householdId, householdId)));
  return existing;
}

/**
 * The rows a check touches, locked until the transaction ends: the targets and every row of their
 * recipes. Two members checking the last two items of a recipe at once then take turns, and the
 * second sees the first's check: the recipe is purged, not left all checked.
 */
export async function lockCheckGroup(
  tx: Executor,
  householdId: string,
  itemIds: readonly string[],
): Promise<ShoppingItemRow[]> {
  const recipesOfTargets = tx
    .select({ recipeId: shoppingItems.recipeId })
    .from(shoppingItems)
    .where(
      and(
        eq(shoppingItems.householdId, householdId),
        inArray(shoppingItems.id, [...itemIds]),
        isNotNull(shoppingItems.recipeId),
      ),
    );
  // Whole rows: a purged row is answered as the fridge entry it would make (shopping-store).
  return tx
    .select()
    .from(shoppingItems)
    .where(
      and(
        eq(shoppingItems.householdId, householdId),
        or(
          inArray(shoppingItems.id, [...itemIds]),
          inArray(shoppingItems.recipeId, recipesOfTargets),
        ),
      ),
    )
    .orderBy(shoppingItems.id)
    .for('update');
}

/** One statement for any number of items: the check of a line, or of a merged line. */
export async function setChecked(
  tx: Executor,
  householdId: string,
  itemIds: readonly string[],
  checked: boolean,
): Promise<ShoppingItemRow[]> {
  if (itemIds.length === 0) return [];
  return tx
    .update(shoppingItems)
    .set({ checked })
    .where(and(eq(shoppingItems.householdId, householdId), inArray(shoppingItems.id, [...itemIds])))
    .returning();
}

/** The ids deleted (those of the household among `itemIds`). */
export async function deleteShoppingItems(
  tx: Executor,
  householdId: string,
  itemIds: readonly string[],
): Promise<string[]> {
  if (itemIds.length === 0) return [];
  const rows = await tx
    .delete(shoppingItems)
    .where(and(eq(shoppingItems.householdId, householdId), inArray(shoppingItems.id, [...itemIds])))
    .returning({ id: shoppingItems.id });
  return rows.map((row) => row.id);
}

/** « Supprimer cochés »: the household's checked items, in one statement. */
export async function deleteCheckedItems(db: Db, householdId: string): Promise<string[]> {
  const rows = await db
    .delete(shoppingItems)
    .where(and(eq(shoppingItems.householdId, householdId), eq(shoppingItems.checked, true)))
    .returning({ id: shoppingItems.id });
  return rows.map((row) => row.id);
}

/** The household's rows among `itemIds`, locked until the transaction ends. */
export async function lockShoppingItems(
  tx: Executor,
  householdId: string,
  itemIds: readonly string[],
): Promise<ShoppingItemRow[]> {
  return tx
    .select()
    .from(shoppingItems)
    .where(and(eq(shoppingItems.householdId, householdId), inArray(shoppingItems.id, [...itemIds])))
    .orderBy(shoppingItems.id)
    .for('update');
}

/**
 * « Il n’en reste plus »: cupboard rows join the list to buy, each written whole as the list reads
 * it (an older row gets its buying columns, so that it is read the same from now on).
 */
export async function moveToList(
  tx: Executor,
  householdId: string,
  rows: ReadonlyArray<
    Pick<
      ShoppingItemRow,
      | 'id'
      | 'name'
      | 'quantity'
      | 'unit'
      | 'ingredientId'
      | 'packSize'
      | 'needQuantity'
      | 'needUnit'
      | 'aisle'
    > & { lineKey: string; buyExact: number }
  >,
): Promise<ShoppingItemRow[]> {
  const moved: ShoppingItemRow[] = [];
  for (const row of rows) {
    const [updated] = await tx
      .update(shoppingItems)
      .set({
        name: row.name,
        quantity: row.quantity,
        unit: row.unit,
        ingredientId: row.ingredientId,
        packSize: row.packSize,
        buyExact: row.buyExact,
        lineKey: row.lineKey,
        needQuantity: row.needQuantity,
        needUnit: row.needUnit,
        aisle: row.aisle,
        inPantry: false,
      })
      .where(and(eq(shoppingItems.householdId, householdId), eq(shoppingItems.id, row.id)))
      .returning();
    if (updated) moved.push(updated);
  }
  return moved;
}
