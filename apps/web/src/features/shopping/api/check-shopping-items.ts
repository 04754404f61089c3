import type { ShoppingCheckResult, ShoppingItem } from '@mijote/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { queueChange } from '@/lib/offline/offline-session';
import {
  type CompletedRecipe,
  completedRecipes,
  snapshotChecks,
  withChecked,
  withCheckResult,
  withRestoredChecks,
} from '../shopping-view';
import {
  cancelListReads,
  readShoppingList,
  refreshAfterChange,
  shoppingMutationKey,
  updateShoppingList,
} from './shopping-cache';

export type CheckShoppingItems = { itemIds: string[]; checked: boolean };

/** What a check still waiting to be sent answers for now: nothing changed yet, nothing purged. */
const WAITING_CHECK: ShoppingCheckResult = { items: [], purgedIds: [], purgedProposal: [] };

/**
 * PATCH one item, or PATCH /api/shopping/items for the rows of a merged line, through the offline
 * queue (decision 036). The server applies the spec's rule: when every item of a recipe is
 * checked, all items of that recipe are deleted (`purgedIds`, with `purgedProposal` to offer
 * « Ranger au frigo » for them). `label` names the line in a message if the server refuses.
 */
export async function checkShoppingItems(
  { itemIds, checked }: CheckShoppingItems,
  label = '',
): Promise<ShoppingCheckResult> {
  const outcome = await queueChange(
    { kind: 'shopping.check', input: { itemIds: [...itemIds], checked } },
    label,
  );
  return outcome.status === 'applied' ? outcome.result : WAITING_CHECK;
}

/** Under the list's key, so that the last change to end still refreshes the list. */
const checkMutationKey = [...shoppingMutationKey, 'check'] as const;

type CheckCallbacks = {
  /** The recipes whose items the check completed, and so deleted, with their fridge proposal. */
  onRecipesCompleted?: (recipes: CompletedRecipe[]) => void;
  onFailed?: (error: unknown) => void;
};

/**
 * Optimistic: the box is ticked at once and untouched again if the server refuses. The
 * callbacks are the hook's, not `mutate`'s: those of `mutate` would only run for the last of
 * several quick checks, and an earlier refusal would go unsaid.
 */
export function useCheckShoppingItems({ onRecipesCompleted, onFailed }: CheckCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: checkMutationKey,
    mutationFn: async (change: CheckShoppingItems) => {
      const before = readShoppingList(queryClient)?.items ?? [];
      const label = namesOf(before, change.itemIds);
      const result = await checkShoppingItems(change, label);
      const items = readShoppingList(queryClient)?.items ?? before;
      return { ...result, completed: completedRecipes(items, result.purgedProposal) };
    },
    onMutate: async ({ itemIds, checked }) => {
      const list = readShoppingList(queryClient);
      if (!list) return { snapshot: null };
      const tick = () =>
        updateShoppingList(queryClient, (current) => withChecked(current, itemIds, checked));
      // At once, in the click's own task, so the box follows the finger.
      tick();
      // The cancelled fetch puts back the list it started from: the tick is applied again after.
      await cancelListReads(queryClient);
      tick();
      return { snapshot: snapshotChecks(list, itemIds) };
    },
    onError: (error, change, context) => {
      const snapshot = context?.snapshot;
      const newer = rowsOfLaterChecks(queryClient, change);
      if (snapshot) {
        updateShoppingList(queryClient, (list) => withRestoredChecks(list, snapshot, newer));
      }
      onFailed?.(error);
    },
    onSuccess: (result, change) => {
      const newer = rowsOfLaterChecks(queryClient, change);
      updateShoppingList(queryClient, (list) => withCheckResult(list, result, newer));
      if (result.completed.length > 0) onRecipesCompleted?.(result.completed);
    },
    onSettled: () => refreshAfterChange(queryClient),
  });
}

/**
 * The rows that another check, started after `change` and still travelling, is about to set: the
 * answer to `change` must not overwrite what that later click shows (a quick check then uncheck).
 */
function rowsOfLaterChecks(queryClient: QueryClient, change: CheckShoppingItems): Set<string> {
  const pending = queryClient
    .getMutationCache()
    .findAll({ mutationKey: checkMutationKey, status: 'pending' });
  const own = pending.find((mutation) => mutation.state.variables === change);
  const later = pending.filter(
    (mutation) => own === undefined || mutation.mutationId > own.mutationId,
  );
  return new Set(
    later.flatMap((mutation) => (mutation.state.variables as CheckShoppingItems).itemIds),
  );
}

/** The names of the rows a change touches, as a message names them (« Ail »). */
export function namesOf(items: readonly ShoppingItem[], itemIds: readonly string[]): string {
  const ids = new Set(itemIds);
  return [...new Set(items.filter((item) => ids.has(item.id)).map((item) => item.name))].join(', ');
}
