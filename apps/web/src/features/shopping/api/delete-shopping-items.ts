import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, isApiError } from '@/lib/http';
import { withoutItems } from '../shopping-view';
import {
  cancelListReads,
  refreshAfterChange,
  shoppingMutationKey,
  updateShoppingList,
} from './shopping-cache';

/** DELETE /api/shopping/items/:itemId. An item already gone (another member) counts as done. */
export async function deleteShoppingItem(itemId: string): Promise<void> {
  try {
    await http<void>(`/api/shopping/items/${encodeURIComponent(itemId)}`, { method: 'DELETE' });
  } catch (error) {
    if (!(isApiError(error) && error.status === 404)) throw error;
  }
}

/**
 * Deletes a line: one item, or every row a merged line of « Tous les articles » stands for.
 * `onFailed` is the hook's, so that each of several quick deletions reports its own failure.
 */
export function useDeleteShoppingItems({ onFailed }: { onFailed?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: shoppingMutationKey,
    mutationFn: async (itemIds: readonly string[]) => {
      await Promise.all(itemIds.map(deleteShoppingItem));
      return itemIds;
    },
    onMutate: () => cancelListReads(queryClient),
    onSuccess: (itemIds) => {
      updateShoppingList(queryClient, (list) => withoutItems(list, itemIds));
    },
    onError: (error) => onFailed?.(error),
    onSettled: () => refreshAfterChange(queryClient),
  });
}
