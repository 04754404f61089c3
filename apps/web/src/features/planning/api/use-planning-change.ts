import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardQueryKey, planningQueryKey } from '@/lib/query-keys';

/**
 * A change of the planning's days: once the server has it, the planning (the week, the list,
 * « À planifier », « Repas réguliers ») and the home's meals are read again.
 */
export function usePlanningChange<TResult, TInput = void>(
  mutationFn: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: planningQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]),
  });
}
