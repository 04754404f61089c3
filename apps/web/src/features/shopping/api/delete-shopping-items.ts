import { shoppingApi } from '@mijote/contracts';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/http';
import { withoutItems } from '../shopping-view';
import { useShoppingListChange } from './use-shopping-list-change';

/** DELETE /api/shopping/items/:itemId. An item already gone (another member) counts as done. */
export async function deleteShoppingItem(itemId: string): Promise<void> {
  try {
    await api(shoppingApi.remove, { params: { itemId } });
  } catch (error) {
    if (!(isApiError(error) && error.status === 404)) throw error;
  }
}

/**
 * Deletes a line: one item, or every row a merged line of « Tous les articles » stands for.
 */
export function useDeleteShoppingItems({ onFailed }: { onFailed?: (error: unknown) => void } = {}) {
  return useShoppingListChange({
    mutationFn: async (itemIds: readonly string[]) => {
      await Promise.all(itemIds.map(deleteShoppingItem));
      return itemIds;
    },
    applyResult: (list, itemIds) => withoutItems(list, itemIds),
    onFailed,
  });
}
