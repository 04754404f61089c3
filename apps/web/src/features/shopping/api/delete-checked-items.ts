import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { withoutItems } from '../shopping-view';
import {
  cancelListReads,
  refreshAfterChange,
  shoppingMutationKey,
  updateShoppingList,
} from './shopping-cache';

/** DELETE /api/shopping/checked-items (« Supprimer cochés ») → the ids deleted. */
export function deleteCheckedItems(): Promise<{ deletedIds: string[] }> {
  return http('/api/shopping/checked-items', { method: 'DELETE' });
}

export function useDeleteCheckedItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: shoppingMutationKey,
    mutationFn: deleteCheckedItems,
    onMutate: () => cancelListReads(queryClient),
    onSuccess: ({ deletedIds }) => {
      updateShoppingList(queryClient, (list) => withoutItems(list, deletedIds));
    },
    onSettled: () => refreshAfterChange(queryClient),
  });
}
