import { type BacklogMeal, planningBacklogApi } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { dashboardQueryKey, planningQueryKey } from '@/lib/query-keys';

/** POST /api/planning/meals/:mealId/unschedule → the meal back in « À planifier », its day gone. */
export function useUnscheduleMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mealId: string): Promise<BacklogMeal> =>
      api(planningBacklogApi.unschedule, { params: { mealId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: planningQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]),
  });
}
