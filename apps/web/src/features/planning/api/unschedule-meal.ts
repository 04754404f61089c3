import { type BacklogMeal, planningBacklogApi } from '@mijote/contracts';
import { api } from '@/lib/api';
import { usePlanningChange } from './use-planning-change';

/** POST /api/planning/meals/:mealId/unschedule → the meal back in « À planifier », its day gone. */
export function useUnscheduleMeal() {
  return usePlanningChange(
    (mealId: string): Promise<BacklogMeal> =>
      api(planningBacklogApi.unschedule, { params: { mealId } }),
  );
}
