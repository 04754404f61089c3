import type { AssistantAction } from '@mijote/cuisine';
import type { Executor } from '../../db/executor';
import type { Caller } from '../../lib/caller';
import { planProposedMeals } from '../planning';
import { addLinesToShoppingList } from '../shopping';

// What a confirmed action writes, with the caller's rights only: into the caller's household,
// with the caller as author, inside the transaction that marks the action confirmed. The list
// and the planning write their own rows; the chat only says which.

export type ActionWrites = { shoppingItemIds: string[]; plannedMealIds: string[] };

export async function writeAction(
  tx: Executor,
  caller: Caller,
  action: AssistantAction,
): Promise<ActionWrites> {
  if (action.kind === 'plan-meals') {
    return {
      shoppingItemIds: [],
      plannedMealIds: await planProposedMeals(tx, caller, action.meals),
    };
  }
  return { shoppingItemIds: await addLinesToShoppingList(tx, caller, action), plannedMealIds: [] };
}
