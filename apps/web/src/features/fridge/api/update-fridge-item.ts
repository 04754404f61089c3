import type { FridgeItem, FridgeItemUpdate } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { fridgeArea } from '@/lib/contract-areas';
import { isApiError } from '@/lib/http';
import { dashboardQueryKey } from '@/lib/query-keys';
import { fridgeItemsQueryKey } from './get-fridge-items';

/** PATCH /api/fridge/items/:itemId → the item as it now is. */
export async function updateFridgeItem({
  itemId,
  changes,
}: {
  itemId: string;
  changes: FridgeItemUpdate;
}): Promise<FridgeItem> {
  const fridgeApi = await fridgeArea();
  return api(fridgeApi.update, { params: { itemId }, body: changes });
}

export function useUpdateFridgeItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFridgeItem,
    onSuccess: (item) => {
      // Shown at once in its new place; the refetch confirms it.
      queryClient.setQueryData<FridgeItem[]>(fridgeItemsQueryKey, (items) =>
        items?.map((existing) => (existing.id === item.id ? item : existing)),
      );
    },
    onError: (error, { itemId }) => {
      // Another member took it out meanwhile: it leaves the list, the dialog says why.
      if (isApiError(error) && error.status === 404) {
        queryClient.setQueryData<FridgeItem[]>(fridgeItemsQueryKey, (items) =>
          items?.filter((existing) => existing.id !== itemId),
        );
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: fridgeItemsQueryKey });
      // The home lists what expires soon.
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    },
  });
}
