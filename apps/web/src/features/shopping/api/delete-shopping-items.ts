import { useQueryClient } from '@tanstack/react-query';
import { queueChange } from '@/lib/offline/offline-session';
import { withoutItems } from '../shopping-view';
import { namesOf } from './check-shopping-items';
import { readShoppingList } from './shopping-cache';
import { useShoppingListChange } from './use-shopping-list-change';

/**
 * DELETE /api/shopping/items/:itemId through the offline queue (decision 036). An item already
 * gone (another member) counts as done.
 */
export async function deleteShoppingItem(itemId: string, label = ''): Promise<void> {
  await queueChange({ kind: 'shopping.remove', input: { itemId } }, label);
}

/**
 * Deletes a line: one item, or every row a merged line of « Tous les articles » stands for. Gone
 * from the screen at once, sent or waiting.
 */
export function useDeleteShoppingItems({ onFailed }: { onFailed?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useShoppingListChange({
    mutationFn: async (itemIds: readonly string[]) => {
      const items = readShoppingList(queryClient)?.items ?? [];
      await Promise.all(itemIds.map((id) => deleteShoppingItem(id, namesOf(items, [id]))));
      return itemIds;
    },
    applyResult: (list, itemIds) => withoutItems(list, itemIds),
    onFailed,
  });
}
