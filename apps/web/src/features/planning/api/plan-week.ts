import {
  type PlannedMealList,
  type PlannedMealsInput,
  planningApi,
  type WeekProposal,
} from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { dashboardQueryKey, planningQueryKey } from '@/lib/query-keys';

/**
 * POST /api/planning/week-proposal: dinners for the week's free evenings. A mutation, not a
 * query: each ask is a new proposal, and nothing of it is kept offline.
 */
export function useWeekProposal() {
  return useMutation({
    mutationFn: (): Promise<WeekProposal> => api(planningApi.proposeWeek, { body: {} }),
  });
}

/** POST /api/planning/meals/batch: the dinners kept, planned together. */
export function usePlanMeals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlannedMealsInput): Promise<PlannedMealList> =>
      api(planningApi.planMany, { body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: planningQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]),
  });
}
