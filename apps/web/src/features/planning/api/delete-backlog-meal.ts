import { planningBacklogApi } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { planningQueryKey } from '@/lib/query-keys';

/** DELETE /api/planning/backlog/:mealId (204). */
export async function deleteBacklogMeal(mealId: string): Promise<void> {
  await api(planningBacklogApi.remove, { params: { mealId } });
}

export function useDeleteBacklogMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBacklogMeal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planningQueryKey }),
  });
}
