import { shoppingApi } from '@mijote/contracts';
import { api } from '@/lib/api';
import { withoutItems } from '../shopping-view';
import { useShoppingListChange } from './use-shopping-list-change';

/** DELETE /api/shopping/checked-items (« Supprimer cochés ») → the ids deleted. */
export function deleteCheckedItems(): Promise<{ deletedIds: string[] }> {
  return api(shoppingApi.removeChecked);
}

export function useDeleteCheckedItems() {
  return useShoppingListChange({
    mutationFn: deleteCheckedItems,
    applyResult: (list, { deletedIds }) => withoutItems(list, deletedIds),
  });
}
