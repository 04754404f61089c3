import { type BacklogMeal, type BacklogMealInput, planningBacklogApi } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { planningQueryKey } from '@/lib/query-keys';

/** POST /api/planning/backlog → the meal « À planifier », as saved. */
export function addBacklogMeal(input: BacklogMealInput): Promise<BacklogMeal> {
  return api(planningBacklogApi.add, { body: input });
}

export function useAddBacklogMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBacklogMeal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planningQueryKey }),
  });
}
