import { type MealScheduleInput, type PlannedMeal, planningBacklogApi } from '@mijote/contracts';
import { api } from '@/lib/api';
import { usePlanningChange } from './use-planning-change';

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
  return usePlanningChange(scheduleBacklogMeal);
}
