import type { Pantry } from '@mijote/contracts';
import { DEFAULT_PANTRY, type PantryCheck, pantryCheck } from '@mijote/cuisine';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import type { Caller } from '../../lib/caller';
import { failsAs } from '../../lib/fails-as';
import { listPantryRows, readPantry, returnToList, savePantry } from './household-repo';

// « Toujours à la maison » (decision 012): the household's cupboard staples, the default list
// until a member edits it in Paramètres.

async function householdPantry(db: Executor, householdId: string): Promise<string[]> {
  return (await readPantry(db, householdId)) ?? [...DEFAULT_PANTRY];
}

/** Whether an ingredient is one of the household's cupboard staples. */
export async function householdPantryCheck(
  db: Executor,
  householdId: string,
): Promise<PantryCheck> {
  return pantryCheck(await householdPantry(db, householdId));
}

export async function getPantry(db: Db, caller: Caller): Promise<Pantry> {
  return failsAs('HOUSEHOLD_LOAD_FAILED', async () => {
    const saved = await readPantry(db, caller.householdId);
    return { foods: saved ?? [...DEFAULT_PANTRY], isDefault: saved === null };
  });
}

/**
 * Saves the list. What the recipes on the list need of a food no longer on it is to buy now: it
 * leaves the cupboard section. A food added to the list only changes recipes added from now on,
 * so nothing already on the list to buy disappears from it.
 */
export async function updatePantry(db: Db, caller: Caller, foods: string[]): Promise<Pantry> {
  return failsAs('PREFERENCES_SAVE_FAILED', () =>
    db.transaction(async (tx) => {
      await savePantry(tx, caller.householdId, foods);
      const isInPantry = pantryCheck(foods);
      const rows = await listPantryRows(tx, caller.householdId);
      await returnToList(
        tx,
        caller.householdId,
        rows.filter((row) => !isInPantry(row.ingredientId)).map((row) => row.id),
      );
      return { foods, isDefault: false };
    }),
  );
}
