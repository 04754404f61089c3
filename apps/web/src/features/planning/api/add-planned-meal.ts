import type { PlannedMeal, PlannedMealInput } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { dashboardQueryKey, planningQueryKey } from '@/lib/query-keys';

/** POST /api/planning/meals → the meal as saved. */
export function addPlannedMeal(input: PlannedMealInput): Promise<PlannedMeal> {
  return http<PlannedMeal>('/api/planning/meals', { method: 'POST', body: input });
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
