import { type PlannedMeal, type PlannedMealInput, planningApi } from '@mijote/contracts';
import { api } from '@/lib/api';
import { usePlanningChange } from './use-planning-change';

/** POST /api/planning/meals → the meal as saved. */
export function addPlannedMeal(input: PlannedMealInput): Promise<PlannedMeal> {
  return api(planningApi.plan, { body: input });
}

export function useAddPlannedMeal() {
  return usePlanningChange(addPlannedMeal);
}
