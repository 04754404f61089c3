import { http } from '@/lib/http';
import { withoutItems } from '../shopping-view';
import { useShoppingListChange } from './use-shopping-list-change';

/** DELETE /api/shopping/checked-items (« Supprimer cochés ») → the ids deleted. */
export function deleteCheckedItems(): Promise<{ deletedIds: string[] }> {
  return http('/api/shopping/checked-items', { method: 'DELETE' });
}

export function useDeleteCheckedItems() {
  return useShoppingListChange({
    mutationFn: deleteCheckedItems,
    applyResult: (list, { deletedIds }) => withoutItems(list, deletedIds),
  });
}
