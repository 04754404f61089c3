import type { FridgeBatchInput, FridgeBatchResult } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { fridgeArea } from '@/lib/contract-areas';
import { dashboardQueryKey, fridgeQueryKey } from '@/lib/query-keys';

/**
 * POST /api/fridge/items/batch: « Ranger au frigo » for a completed recipe. Its rows already left
 * the list with the spec's purge, so only the fridge (and the home's counts) change.
 */
export async function storeFridgeEntries(input: FridgeBatchInput): Promise<FridgeBatchResult> {
  // The fridge's endpoints load on the tap: the list opens without building them (decision 039).
  const fridgeApi = await fridgeArea();
  return api(fridgeApi.addMany, { body: input });
}

export function useStoreFridgeEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeFridgeEntries,
    onSettled: () =>
      Promise.all(
        [fridgeQueryKey, dashboardQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
