import { type FridgeItem, type FridgeItemInput, fridgeApi } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { dashboardQueryKey } from '@/lib/query-keys';
import { fridgeItemsQueryKey } from './get-fridge-items';

/** POST /api/fridge/items → the stored item, with its shelf. */
export function addFridgeItem(input: FridgeItemInput): Promise<FridgeItem> {
  return api(fridgeApi.add, { body: input });
}

export function useAddFridgeItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFridgeItem,
    onSuccess: (item) => {
      // Shown at once (newest first, as the server lists them); the refetch confirms it.
      queryClient.setQueryData<FridgeItem[]>(fridgeItemsQueryKey, (items) =>
        items ? [item, ...items.filter((existing) => existing.id !== item.id)] : items,
      );
      void queryClient.invalidateQueries({ queryKey: fridgeItemsQueryKey });
      // The home lists what expires soon.
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    },
  });
}
