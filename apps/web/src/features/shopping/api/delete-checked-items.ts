import { api } from '@/lib/api';
import { shoppingArea } from '@/lib/contract-areas';
import { afterQueuedChanges } from '@/lib/offline/offline-session';
import { withoutItems } from '../shopping-view';
import { useShoppingListChange } from './use-shopping-list-change';

/** DELETE /api/shopping/checked-items (« Supprimer cochés ») → the ids deleted. */
export async function deleteCheckedItems(): Promise<{ deletedIds: string[] }> {
  // A tick or untick still on its way would otherwise arrive after the deletion.
  await afterQueuedChanges();
  const shoppingApi = await shoppingArea();
  return api(shoppingApi.removeChecked);
}

export function useDeleteCheckedItems() {
  return useShoppingListChange({
    mutationFn: deleteCheckedItems,
    applyResult: (list, { deletedIds }) => withoutItems(list, deletedIds),
  });
}
