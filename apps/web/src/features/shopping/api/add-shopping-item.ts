import type { ShoppingItem, ValidShoppingItemInput } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import {
  cancelListReads,
  refreshAfterChange,
  shoppingMutationKey,
  updateShoppingList,
} from './shopping-cache';

/** POST /api/shopping/items → the new row, linked to its ingredient when the name resolves. */
export function addShoppingItem(input: ValidShoppingItemInput): Promise<ShoppingItem> {
  return http<ShoppingItem>('/api/shopping/items', { method: 'POST', body: input });
}

export function useAddShoppingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: shoppingMutationKey,
    mutationFn: addShoppingItem,
    onMutate: () => cancelListReads(queryClient),
    onSuccess: (item) => {
      updateShoppingList(queryClient, (list) => ({ ...list, items: [item, ...list.items] }));
    },
    onSettled: () => refreshAfterChange(queryClient),
  });
}
