import type { FridgeItem } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, isApiError } from '@/lib/http';
import { dashboardQueryKey } from '@/lib/query-keys';
import { fridgeItemsQueryKey } from './get-fridge-items';

/** DELETE /api/fridge/items/:itemId. */
export function deleteFridgeItem(itemId: string): Promise<void> {
  return http<void>(`/api/fridge/items/${encodeURIComponent(itemId)}`, { method: 'DELETE' });
}

export function useDeleteFridgeItem() {
  const queryClient = useQueryClient();
  const forget = (itemId: string) =>
    queryClient.setQueryData<FridgeItem[]>(fridgeItemsQueryKey, (items) =>
      items?.filter((item) => item.id !== itemId),
    );
  return useMutation({
    mutationFn: deleteFridgeItem,
    onSuccess: (_, itemId) => forget(itemId),
    onError: (error, itemId) => {
      // Another member already took it out: it is gone either way.
      if (isApiError(error) && error.status === 404) forget(itemId);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: fridgeItemsQueryKey });
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    },
  });
}
