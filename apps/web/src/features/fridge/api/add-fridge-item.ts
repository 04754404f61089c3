import type { FridgeItem, FridgeItemInput } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queueChange } from '@/lib/offline/offline-session';
import { dashboardQueryKey } from '@/lib/query-keys';
import { fridgeItemsQueryKey } from './get-fridge-items';

/**
 * POST /api/fridge/items through the offline queue (decision 036), under an id chosen here: the
 * stored item, or null while it waits to be sent (Mon Frigo shows it from the queue).
 */
export async function addFridgeItem(input: FridgeItemInput): Promise<FridgeItem | null> {
  const outcome = await queueChange(
    { kind: 'fridge.add', input: { ...input, id: crypto.randomUUID() } },
    input.name,
  );
  return outcome.status === 'applied' ? outcome.result : null;
}

export function useAddFridgeItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFridgeItem,
    onSuccess: (item) => {
      // Shown at once (newest first, as the server lists them); the refetch confirms it.
      if (item) {
        queryClient.setQueryData<FridgeItem[]>(fridgeItemsQueryKey, (items) =>
          items ? [item, ...items.filter((existing) => existing.id !== item.id)] : items,
        );
      }
      void queryClient.invalidateQueries({ queryKey: fridgeItemsQueryKey });
      // The home lists what expires soon.
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    },
  });
}
