import { householdApi, type Pantry, type PantryInput } from '@mijote/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { dashboardQueryKey, shoppingQueryKey } from '@/lib/query-keys';

// « Toujours à la maison » (decision 012): the household's cupboard staples.

export const pantryQueryKey = ['household', 'pantry'] as const;

/** GET /api/household/pantry. */
export function getPantry(): Promise<Pantry> {
  return api(householdApi.pantry);
}

export const pantryQuery = queryOptions({ queryKey: pantryQueryKey, queryFn: getPantry });

export function usePantry() {
  return useQuery(pantryQuery);
}

/** PUT /api/household/pantry: the whole list. The shopping list's cupboard section may change. */
export function savePantry(input: PantryInput): Promise<Pantry> {
  return api(householdApi.savePantry, { body: input });
}

export function useSavePantry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePantry,
    onSuccess: async (pantry) => {
      queryClient.setQueryData(pantryQueryKey, pantry);
      await Promise.all(
        [shoppingQueryKey, dashboardQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
