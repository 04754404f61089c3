import {
  type PlannedMealList,
  type PlannedMealsInput,
  planningApi,
  type WeekProposal,
} from '@mijote/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { usePlanningChange } from './use-planning-change';

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
  return usePlanningChange(
    (input: PlannedMealsInput): Promise<PlannedMealList> =>
      api(planningApi.planMany, { body: input }),
  );
}
