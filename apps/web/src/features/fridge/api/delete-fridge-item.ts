import { type FridgeItem, fridgeApi } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/http';
import { dashboardQueryKey } from '@/lib/query-keys';
import { fridgeItemsQueryKey } from './get-fridge-items';

/** DELETE /api/fridge/items/:itemId. */
export async function deleteFridgeItem(itemId: string): Promise<void> {
  await api(fridgeApi.remove, { params: { itemId } });
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
