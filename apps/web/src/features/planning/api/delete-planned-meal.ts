import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { dashboardQueryKey, planningQueryKey } from '@/lib/query-keys';

/** DELETE /api/planning/meals/:mealId (204). */
export function deletePlannedMeal(mealId: string): Promise<void> {
  return http<void>(`/api/planning/meals/${encodeURIComponent(mealId)}`, { method: 'DELETE' });
}

export function useDeletePlannedMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlannedMeal,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: planningQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]),
  });
}
