import { type PlannedMeal, type PlannedMealInput, planningApi } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { dashboardQueryKey, planningQueryKey } from '@/lib/query-keys';

/** POST /api/planning/meals → the meal as saved. */
export function addPlannedMeal(input: PlannedMealInput): Promise<PlannedMeal> {
  return api(planningApi.plan, { body: input });
}

export function useAddPlannedMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPlannedMeal,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: planningQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]),
  });
}
