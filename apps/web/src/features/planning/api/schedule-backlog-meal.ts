import { type MealScheduleInput, type PlannedMeal, planningBacklogApi } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { dashboardQueryKey, planningQueryKey } from '@/lib/query-keys';

/** POST /api/planning/backlog/:mealId/schedule → the meal on its day, out of the backlog. */
export function scheduleBacklogMeal({
  mealId,
  day,
}: {
  mealId: string;
  day: MealScheduleInput;
}): Promise<PlannedMeal> {
  return api(planningBacklogApi.schedule, { params: { mealId }, body: day });
}

export function useScheduleBacklogMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleBacklogMeal,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: planningQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]),
  });
}
