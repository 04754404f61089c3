import type { FridgeItem } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queueChange } from '@/lib/offline/offline-session';
import { dashboardQueryKey } from '@/lib/query-keys';
import { fridgeItemsQueryKey } from './get-fridge-items';

/**
 * DELETE /api/fridge/items/:itemId through the offline queue (decision 036). Another member who
 * already took it out: it is gone either way.
 */
export async function deleteFridgeItem(itemId: string, label = ''): Promise<void> {
  await queueChange({ kind: 'fridge.remove', input: { itemId } }, label);
}

export function useDeleteFridgeItem() {
  const queryClient = useQueryClient();
  const forget = (itemId: string) =>
    queryClient.setQueryData<FridgeItem[]>(fridgeItemsQueryKey, (items) =>
      items?.filter((item) => item.id !== itemId),
    );
  return useMutation({
    mutationFn: (itemId: string) => {
      const items = queryClient.getQueryData<FridgeItem[]>(fridgeItemsQueryKey) ?? [];
      return deleteFridgeItem(itemId, items.find((item) => item.id === itemId)?.name ?? '');
    },
    onSuccess: (_, itemId) => forget(itemId),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: fridgeItemsQueryKey });
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    },
  });
}
