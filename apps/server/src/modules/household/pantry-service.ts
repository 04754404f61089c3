import { DEFAULT_PANTRY, type PantryCheck, pantryCheck } from '@mijote/cuisine';
import type { Executor } from '../../db/executor';
import { readPantry } from './household-repo';

// « Toujours à la maison » (decision 16): the household's cupboard staples, the default list
// until a member edits it in Paramètres.

export async function householdPantry(db: Executor, householdId: string): Promise<string[]> {
  return (await readPantry(db, householdId)) ?? [...DEFAULT_PANTRY];
}

/** Whether an ingredient is one of the household's cupboard staples. */
export async function householdPantryCheck(
  db: Executor,
  householdId: string,
): Promise<PantryCheck> {
  return pantryCheck(await householdPantry(db, householdId));
}
