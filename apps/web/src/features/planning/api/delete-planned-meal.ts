import { planningApi } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { dashboardQueryKey, planningQueryKey } from '@/lib/query-keys';

/** DELETE /api/planning/meals/:mealId (204). */
export async function deletePlannedMeal(mealId: string): Promise<void> {
  await api(planningApi.remove, { params: { mealId } });
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
