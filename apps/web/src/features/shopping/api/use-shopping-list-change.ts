import type { ShoppingList } from '@mijote/contracts';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cancelListReads,
  refreshAfterChange,
  shoppingMutationKey,
  updateShoppingList,
} from './shopping-cache';

type ShoppingListChange<TResult, TInput> = {
  mutationFn: (input: TInput) => Promise<TResult>;
  /** The cached list once the server's answer is in. */
  applyResult: (list: ShoppingList, result: TResult) => ShoppingList;
  /** The hook's own, so that each of several quick changes reports its own failure. */
  onFailed?: (error: unknown) => void;
  /** Another query the change makes stale (the fridge, for « Ranger au frigo »). */
  alsoStale?: QueryKey;
};

/**
 * A change of the shopping list shown once the server answers: list reads cancelled at its
 * start, the answer applied to the cached list, the list fetched again after the last change
 * (shopping-cache.ts says why). Checking a box has its own, optimistic, hook.
 */
export function useShoppingListChange<TResult, TInput = void>({
  mutationFn,
  applyResult,
  onFailed,
  alsoStale,
}: ShoppingListChange<TResult, TInput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: shoppingMutationKey,
    mutationFn,
    onMutate: () => cancelListReads(queryClient),
    onSuccess: (result) => updateShoppingList(queryClient, (list) => applyResult(list, result)),
    onError: (error) => onFailed?.(error),
    onSettled: async () => {
      await Promise.all([
        refreshAfterChange(queryClient),
        alsoStale ? queryClient.invalidateQueries({ queryKey: alsoStale }) : undefined,
      ]);
    },
  });
}
