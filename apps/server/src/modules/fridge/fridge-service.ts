import {
  addDays,
  FRIDGE_ITEM_DEFAULTS,
  FRIDGE_QUANTITY_MAX,
  type FridgeBatchResult,
  type FridgeItem,
  type IngredientHint,
  localDateOf,
  type ValidFridgeBatchInput,
  type ValidFridgeItemInput,
  type ValidFridgeItemUpdate,
} from '@mijote/contracts';
import {
  findIngredient,
  foodLookOf,
  readTypedLine,
  type StockItemFacts,
  wholeFridgeAmount,
} from '@mijote/cuisine';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { failsAs } from '../../lib/fails-as';
import {
  deleteFridgeItem,
  type FridgeItemRow,
  insertFridgeItem,
  insertFridgeItems,
  listFridgeItems,
  updateFridgeItem,
} from './fridge-repo';

export async function getFridgeItems(db: Db, caller: Caller): Promise<{ items: FridgeItem[] }> {
  return failsAs('FRIDGE_LOAD_FAILED', async () => ({
    items: (await listFridgeItems(db, caller.householdId)).map(toFridgeItem),
  }));
}

/**
 * Decision 012: a whole line typed as the name, the quantity and unit left at their defaults
 * (« 2 boîtes de thon », « 500 g de farine »), is read into them, as in the list's dialog; the
 * fridge keeps whole quantities (« 1,5 kg » is 1500 g).
 */
function readWholeLine(input: ValidFridgeItemInput): ValidFridgeItemInput {
  const isDefault =
    input.quantity === FRIDGE_ITEM_DEFAULTS.quantity && input.unit === FRIDGE_ITEM_DEFAULTS.unit;
  const line = isDefault ? readTypedLine(input.name) : undefined;
  if (!line) return input;
  const whole = wholeFridgeAmount(line.quantity, line.unit);
  if (whole.quantity > FRIDGE_QUANTITY_MAX) return input;
  return { ...input, name: line.name, ...whole };
}

export async function addFridgeItem(
  db: Db,
  caller: Caller,
  input: ValidFridgeItemInput,
): Promise<FridgeItem> {
  const item = readWholeLine(input);
  const row = await failsAs('FRIDGE_ADD_FAILED', () =>
    insertFridgeItem(db, caller.householdId, { userId: caller.id, id: input.id, ...item }),
  );
  if (!row) throw new AppError('ITEM_ID_TAKEN');
  return toFridgeItem(row);
}

/**
 * Several items at once, all or none (« Ranger au frigo » for a completed recipe, whose list rows
 * the spec's purge already deleted: nothing on the list is touched here).
 */
export async function addFridgeItems(
  db: Db,
  caller: Caller,
  input: ValidFridgeBatchInput,
): Promise<FridgeBatchResult> {
  return failsAs('FRIDGE_ADD_FAILED', () =>
    db.transaction(async (tx) => {
      const rows = await insertFridgeItems(
        tx,
        caller.householdId,
        input.entries.map((entry) => ({ ...entry, userId: caller.id })),
      );
      return { fridgeItems: rows.map(toFridgeItem) };
    }),
  );
}

/**
 * The edit dialog: the fields given change, checked as on adding (the schema); the name is kept
 * as typed, since the quantity and unit are there to say the amount. Another household's item,
 * or one already gone, is NOT_FOUND and nothing changes. Live updates come from the database's
 * trigger on inventory_items (decision 011), as for every write.
 */
export async function editFridgeItem(
  db: Db,
  caller: Caller,
  itemId: string,
  changes: ValidFridgeItemUpdate,
): Promise<FridgeItem> {
  const row = await failsAs('FRIDGE_UPDATE_FAILED', () =>
    updateFridgeItem(db, caller.householdId, itemId, changes),
  );
  if (!row) throw new AppError('NOT_FOUND');
  return toFridgeItem(row);
}

export async function removeFridgeItem(db: Db, caller: Caller, itemId: string): Promise<void> {
  const deleted = await failsAs('FRIDGE_DELETE_FAILED', () =>
    deleteFridgeItem(db, caller.householdId, itemId),
  );
  if (!deleted) throw new AppError('NOT_FOUND');
}

/**
 * What the add dialog proposes for a typed name: the ingredient it resolves to,
 * its category, and an expiry date from its shelf life counted from today in Swiss time.
 */
export function ingredientHint(name: string, now: Date): IngredientHint {
  const ingredient = name.trim() === '' ? undefined : findIngredient(name);
  if (!ingredient) {
    return { ingredient: null, category: null, shelfLifeDays: null, expirationDate: null };
  }
  return {
    ingredient: { id: ingredient.id, name: ingredient.name },
    category: ingredient.category,
    shelfLifeDays: ingredient.shelfLifeDays,
    expirationDate: addDays(localDateOf(now), ingredient.shelfLifeDays),
  };
}

export function toFridgeItem(row: FridgeItemRow): FridgeItem {
  return {
    id: row.id,
    name: row.name,
    quantity: row.quantity,
    unit: row.unit as FridgeItem['unit'],
    expirationDate: row.expirationDate,
    category: row.category as FridgeItem['category'],
    look: foodLookOf(row.name),
    authorId: row.userId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the loop's arithmetic (packages/cuisine's fridge stock) reads of a fridge row. */
export function toStockItem(row: FridgeItemRow): StockItemFacts {
  return {
    id: row.id,
    name: row.name,
    quantity: row.quantity,
    unit: row.unit as StockItemFacts['unit'],
    expirationDate: row.expirationDate,
  };
}
